/**
 * The little of an SQLite driver the platform layer needs, so the D1 stand-in, the queue and the migrations
 * run on Bun's `bun:sqlite` and on `node:sqlite` (Deno, and Node for the tests) alike.
 */
export type SqliteValue = null | number | bigint | string | Uint8Array;

export interface SqliteStatement {
  /** The result's column names; none for a statement that returns no rows. */
  columnNames(): string[];
  /** Rows as arrays in column order (columns of the same name stay apart, as joins need). */
  values(params: readonly SqliteValue[]): unknown[][];
  /** Runs a statement that returns no rows. */
  run(params: readonly SqliteValue[]): { changes: number | bigint; lastInsertRowid: number | bigint };
}

export interface SqliteDatabase {
  prepare(sql: string): SqliteStatement;
  /** Runs one or more statements without parameters. */
  exec(sql: string): void;
  close(): void;
}

/**
 * Opens `path` (created if missing) the way D1 runs: foreign keys enforced; WAL so readers in other
 * processes (a backup, the sqlite3 shell) do not block the server; a writer waits rather than fails.
 */
export function configureLikeD1(db: SqliteDatabase): SqliteDatabase {
  db.exec("PRAGMA foreign_keys = ON; PRAGMA journal_mode = WAL; PRAGMA busy_timeout = 5000;");
  return db;
}
