// `npm run seed`: the demo data (seed-data.ts) into the local D1 and R2 of `wrangler dev`. Runs the SQL
// through `wrangler d1 execute`; the demo photos go into the local R2 bucket in one bulk put.
// `--with-migrations` (a fresh state) runs every migration first, in the same call.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { allMigrationsSql } from "./migrations-sql.mjs";
import { buildSeedSql, DEMO_COUNTS, demoPhotoFiles } from "./seed-data";
import { demoPhotoUploadArgs } from "./seed-photos";

/** Runs a wrangler command; resolves to its exit code and what it wrote to stderr. */
function wrangler(args: string[]): Promise<{ status: number; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn("wrangler", args, {
      stdio: ["ignore", "ignore", "pipe"],
      env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on("close", (code) => resolve({ status: code ?? 1, stderr }));
  });
}

const persistIndex = process.argv.indexOf("--persist-to");
const persistArgs =
  persistIndex > 0 ? ["--persist-to", process.argv[persistIndex + 1] ?? ".wrangler/state"] : [];
const folder = mkdtempSync(join(tmpdir(), "foodtruck-seed-"));
const file = join(folder, "seed.sql");
// A fresh state (`npm start --fresh`, the e2e and API runs) gets its tables in the same call as its rows.
const withMigrations = process.argv.includes("--with-migrations");
writeFileSync(file, `${withMigrations ? `${allMigrationsSql()}\n` : ""}${await buildSeedSql()}`);
// The rows and the photo files are independent: both wrangler calls run at once (seeding runs at every
// `npm start` and before every e2e run). Not on a fresh state: two local runtimes creating the same new
// state at once can find its SQLite files locked (SQLITE_BUSY), so the rows go first there.
const rowsCall = () => wrangler(["d1", "execute", "DB", "--local", "--file", file, ...persistArgs]);
const filesCall = () => wrangler(demoPhotoUploadArgs(demoPhotoFiles(), persistArgs, folder));
const [rows, files] = withMigrations
  ? [await rowsCall(), await filesCall()]
  : await Promise.all([rowsCall(), filesCall()]);
rmSync(folder, { recursive: true, force: true });
for (const [what, result] of [
  ["the demo rows", rows],
  ["the demo photos (local R2)", files],
] as const) {
  if (result.status === 0) continue;
  console.error(`${result.stderr}\nSeeding ${what} failed.`);
  process.exit(result.status);
}
console.log(
  `Seeded demo data: ${DEMO_COUNTS.accounts} accounts, ${DEMO_COUNTS.trucks} food truck profiles, ${DEMO_COUNTS.photos} photos, ${DEMO_COUNTS.reviews} reviews.`,
);
