// All of migrations/ as one SQL text, as `wrangler d1 migrations apply` would run them one by one: each
// file followed by its row in d1_migrations (wrangler's own bookkeeping table, created as wrangler does),
// so a later `wrangler d1 migrations apply` on the same state finds them applied. For a fresh local state
// only: wrangler starts the local runtime once per file (~17 s for 19 files), seeding (seed.ts) once.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const MIGRATIONS_DIR = "migrations";
const TABLE = '"d1_migrations"';

export function migrationFiles(dir = MIGRATIONS_DIR) {
  return readdirSync(dir)
    .filter((name) => name.endsWith(".sql"))
    .sort();
}

export function allMigrationsSql(dir = MIGRATIONS_DIR) {
  const create = `CREATE TABLE IF NOT EXISTS ${TABLE}(
		id         INTEGER PRIMARY KEY AUTOINCREMENT,
		name       TEXT UNIQUE,
		applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
);`;
  const files = migrationFiles(dir).map(
    (name) =>
      `${readFileSync(join(dir, name), "utf8")}\nINSERT INTO ${TABLE} (name) values ('${name.replaceAll("'", "''")}');`,
  );
  return [create, ...files].join("\n");
}
