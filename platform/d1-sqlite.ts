/**
 * D1 on a plain server: the D1Database interface over one SQLite file, so drizzle's D1 driver and every
 * query of the app run unchanged on Bun and Deno. One connection, used synchronously: a statement (and a
 * whole batch, in one transaction) runs without any other request's statement in between, which is how
 * D1 serialises writes too.
 */
import type { SqliteDatabase, SqliteStatement, SqliteValue } from "./sqlite";

interface Executed {
  columns: string[];
  rows: unknown[][];
  changes: number;
  lastRowId: number;
  duration: number;
}

/** D1 takes booleans as 1/0 and ArrayBuffers as blobs; undefined is refused, as D1 refuses it. */
function sqliteValue(value: unknown): SqliteValue {
  if (value === null || typeof value === "string" || typeof value === "number" || typeof value === "bigint") {
    return value;
  }
  if (typeof value === "boolean") return value ? 1 : 0;
  if (value instanceof Uint8Array) return value;
  if (value instanceof ArrayBuffer) return new Uint8Array(value);
  throw new Error(`D1_TYPE_ERROR: Type '${typeof value}' not supported for value '${String(value)}'`);
}

/** D1 answers blobs as arrays of bytes. */
function d1Value(value: unknown): unknown {
  return value instanceof Uint8Array ? Array.from(value) : value;
}

function objectRow(columns: readonly string[], row: readonly unknown[]): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  columns.forEach((column, index) => {
    object[column] = row[index];
  });
  return object;
}

function meta(executed: Executed): D1Meta & Record<string, unknown> {
  return {
    duration: executed.duration,
    size_after: 0,
    rows_read: executed.rows.length,
    rows_written: executed.changes,
    last_row_id: executed.lastRowId,
    changed_db: executed.changes > 0,
    changes: executed.changes,
  };
}

/**
 * D1's generics are the caller's claim about its own SQL: D1 does not check them either. This is the one
 * place the rows take the caller's type.
 */
function claimed<T>(rows: unknown[]): T[] {
  return rows as T[];
}

class SqlitePreparedStatement implements D1PreparedStatement {
  constructor(
    private readonly database: SqliteD1Database,
    readonly sql: string,
    readonly params: readonly SqliteValue[] = [],
  ) {}

  bind(...values: unknown[]): D1PreparedStatement {
    return new SqlitePreparedStatement(this.database, this.sql, values.map(sqliteValue));
  }

  execute(): Executed {
    return this.database.execute(this.sql, this.params);
  }

  result<T>(executed: Executed): D1Result<T> {
    const rows = executed.rows.map((row) => objectRow(executed.columns, row));
    return { success: true, meta: meta(executed), results: claimed<T>(rows) };
  }

  first<T = unknown>(colName: string): Promise<T | null>;
  first<T = Record<string, unknown>>(): Promise<T | null>;
  async first<T>(colName?: string): Promise<T | null> {
    const executed = this.execute();
    const row = executed.rows[0];
    if (!row) return null;
    if (colName === undefined) return claimed<T>([objectRow(executed.columns, row)])[0] ?? null;
    const index = executed.columns.indexOf(colName);
    if (index < 0) throw new Error(`D1_COLUMN_NOTFOUND: Column not found (${colName})`);
    return claimed<T>([row[index]])[0] ?? null;
  }

  async run<T = Record<string, unknown>>(): Promise<D1Result<T>> {
    return this.result<T>(this.execute());
  }

  async all<T = Record<string, unknown>>(): Promise<D1Result<T>> {
    return this.result<T>(this.execute());
  }

  raw<T = unknown[]>(options: { columnNames: true }): Promise<[string[], ...T[]]>;
  raw<T = unknown[]>(options?: { columnNames?: false }): Promise<T[]>;
  async raw<T = unknown[]>(options?: { columnNames?: boolean }): Promise<T[] | [string[], ...T[]]> {
    const executed = this.execute();
    const rows = claimed<T>(executed.rows);
    return options?.columnNames ? [executed.columns, ...rows] : rows;
  }
}

class SqliteD1Database implements D1Database {
  constructor(private readonly sqlite: SqliteDatabase) {}

  execute(sql: string, params: readonly SqliteValue[]): Executed {
    const started = performance.now();
    let statement: SqliteStatement;
    try {
      statement = this.sqlite.prepare(sql);
    } catch (error) {
      throw d1Error(error);
    }
    const columns = statement.columnNames();
    try {
      if (columns.length > 0) {
        const rows = statement.values(params).map((row) => row.map(d1Value));
        return { columns, rows, changes: 0, lastRowId: 0, duration: performance.now() - started };
      }
      const { changes, lastInsertRowid } = statement.run(params);
      return {
        columns,
        rows: [],
        changes: Number(changes),
        lastRowId: Number(lastInsertRowid),
        duration: performance.now() - started,
      };
    } catch (error) {
      throw d1Error(error);
    }
  }

  prepare(query: string): D1PreparedStatement {
    return new SqlitePreparedStatement(this, query);
  }

  /** All statements or none, as D1 runs a batch. */
  async batch<T = unknown>(statements: D1PreparedStatement[]): Promise<D1Result<T>[]> {
    const ours = statements.map((statement) => {
      if (!(statement instanceof SqlitePreparedStatement)) throw new Error("D1 batch: a foreign statement");
      return statement;
    });
    this.sqlite.exec("BEGIN IMMEDIATE");
    try {
      const results = ours.map((statement) => statement.result<T>(statement.execute()));
      this.sqlite.exec("COMMIT");
      return results;
    } catch (error) {
      this.sqlite.exec("ROLLBACK");
      throw error;
    }
  }

  async exec(query: string): Promise<D1ExecResult> {
    const started = performance.now();
    try {
      this.sqlite.exec(query);
    } catch (error) {
      throw d1Error(error);
    }
    const count = query.split(";").filter((statement) => statement.trim() !== "").length;
    return { count, duration: performance.now() - started };
  }

  /** One server, one copy: every session reads the primary, and there is no bookmark to carry. */
  withSession(): D1DatabaseSession {
    return {
      prepare: (query) => this.prepare(query),
      batch: (statements) => this.batch(statements),
      getBookmark: () => null,
    };
  }

  async dump(): Promise<ArrayBuffer> {
    throw new Error("D1 dump is not supported here: copy the database file instead");
  }
}

/** SQLite's own message, prefixed as D1 prefixes it (the app reads only the message, e.g. "UNIQUE constraint failed"). */
function d1Error(error: unknown): Error {
  const message = error instanceof Error ? error.message : String(error);
  return new Error(`D1_ERROR: ${message}`, { cause: error });
}

export function sqliteD1(sqlite: SqliteDatabase): D1Database {
  return new SqliteD1Database(sqlite);
}
