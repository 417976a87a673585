import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import * as v from "valibot";
import { afterAll, expect, it } from "vitest";
import { findSqlite } from "../../scripts/local-d1.mjs";
import { migrationFiles } from "../../scripts/migrations-sql.mjs";

/**
 * A fresh local state gets every migration in the seeding call (scripts/migrations-sql.mjs) instead of
 * `wrangler d1 migrations apply`: wrangler itself must then find every migration applied, and the tables
 * must hold the demo rows, or `npm start` on that state later would run a migration twice.
 */
const ROOT = join(import.meta.dirname, "../..");
const state = mkdtempSync(join(tmpdir(), "foodtruck-fresh-"));
const env = { ...process.env, WRANGLER_SEND_METRICS: "false" };

afterAll(() => rmSync(state, { recursive: true, force: true }));

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { cwd: ROOT, env, encoding: "utf8" });
  expect(result.status, `${command} ${args.join(" ")}: ${result.stderr}`).toBe(0);
  return result.stdout;
}

it("wrangler finds the migrations of a fresh state applied, each once, in order", () => {
  run("tsx", ["scripts/seed.ts", "--with-migrations", "--persist-to", state]);
  expect(run("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", state])).toContain(
    "No migrations to apply",
  );
  // The tables read straight from the state's SQLite file, as the runtime keeps it (no further wrangler start).
  const db = new DatabaseSync(findSqlite(join(state, "v3/d1")), { readOnly: true });
  const migrations = v.parse(
    v.array(v.object({ name: v.string() })),
    db.prepare("SELECT name FROM d1_migrations ORDER BY id").all(),
  );
  const trucks = v.parse(
    v.object({ trucks: v.number() }),
    db.prepare("SELECT count(*) AS trucks FROM profiles").get(),
  );
  db.close();
  expect(migrations.map((row) => row.name)).toEqual(migrationFiles());
  expect(trucks.trucks).toBeGreaterThan(0);
}, 60_000);
