import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { SqliteDatabase } from "./sqlite";

/**
 * Applies `migrations/*.sql` not yet applied, in name order, each in one transaction with its record, in
 * the table wrangler keeps (`d1_migrations`), so a database file can move between a plain server and
 * `wrangler d1` tooling without migrations running twice. Returns the names applied now.
 */
export function applyMigrations(db: SqliteDatabase, folder: string): string[] {
  db.exec(
    "CREATE TABLE IF NOT EXISTS d1_migrations (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE, applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL)",
  );
  const applied = new Set(
    db
      .prepare("SELECT name FROM d1_migrations")
      .values([])
      .map(([name]) => String(name)),
  );
  const pending = readdirSync(folder)
    .filter((name) => name.endsWith(".sql") && !applied.has(name))
    .sort();
  for (const name of pending) {
    const sql = readFileSync(join(folder, name), "utf8");
    db.exec("BEGIN IMMEDIATE");
    try {
      db.exec(sql);
      db.prepare("INSERT INTO d1_migrations (name) VALUES (?)").run([name]);
      db.exec("COMMIT");
    } catch (error) {
      db.exec("ROLLBACK");
      throw new Error(`Migration ${name} failed: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    }
  }
  return pending;
}
