import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as v from "valibot";
import { afterAll, expect, it } from "vitest";
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
  const listed = run("wrangler", [
    "d1",
    "execute",
    "DB",
    "--local",
    "--persist-to",
    state,
    "--json",
    "--command",
    "SELECT name FROM d1_migrations ORDER BY id; SELECT count(*) AS trucks FROM profiles",
  ]);
  const [migrations, trucks] = v.parse(
    v.tuple([
      v.object({ results: v.array(v.object({ name: v.string() })) }),
      v.object({ results: v.array(v.object({ trucks: v.number() })) }),
    ]),
    JSON.parse(listed),
  );
  expect(migrations.results.map((row) => row.name)).toEqual(migrationFiles());
  expect(trucks.results[0]?.trucks).toBeGreaterThan(0);
}, 60_000);
