// `npm run seed`: the demo data (seed-data.ts) into the local D1 and R2 that `wrangler dev --persist-to`
// reads. One local runtime does it (the Miniflare wrangler itself drives, with only those two bindings, as
// `wrangler d1 execute --local` does): the SQL as one batch, split as `wrangler d1 execute` splits it, then
// every demo photo and copy into the bucket. Two wrangler commands did this before, each starting a
// runtime of its own (10.4 s in all; now 6.9 s). scripts/start.mjs calls `seedLocalState` in its own
// process.
// `--with-migrations` (a fresh state) runs every migration first, in the same batch.
//   tsx scripts/seed.ts [--persist-to DIR] [--with-migrations]
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import type { D1Database, R2Bucket } from "@cloudflare/workers-types";
import { parse } from "smol-toml";
import * as v from "valibot";
import { allMigrationsSql } from "./migrations-sql.mjs";
import { buildSeedSql, DEMO_COUNTS, demoPhotoFiles } from "./seed-data";

/** What this script needs of the Miniflare package wrangler depends on (not a dependency of ours). */
interface LocalRuntime {
  getD1Database(binding: string): Promise<D1Database>;
  getR2Bucket(binding: string): Promise<R2Bucket>;
  dispose(): Promise<void>;
}

const MiniflareModule = v.object({
  Miniflare: v.custom<new (options: unknown) => LocalRuntime>((value) => typeof value === "function"),
  convertV4MiniflareOptions: v.custom<(options: unknown) => unknown>((value) => typeof value === "function"),
});

/** The Miniflare wrangler itself runs, resolved from wrangler's own folder: the same version and files. */
function wranglersMiniflare() {
  const require = createRequire(import.meta.url);
  return v.parse(MiniflareModule, createRequire(require.resolve("wrangler"))("miniflare"));
}

/**
 * wrangler.toml's D1 database bound as DB and R2 bucket bound as FILES (wrangler names them so locally).
 * Read here, not with wrangler's own reader: loading wrangler takes ~2.5 s, which runs while the runtime
 * starts (below), and that runtime needs these names to start.
 */
const BindingNames = v.object({
  d1_databases: v.tuple([v.object({ binding: v.literal("DB"), database_id: v.string() })]),
  r2_buckets: v.tuple([v.object({ binding: v.literal("FILES"), bucket_name: v.string() })]),
});

function localNames(): { databaseId: string; bucketName: string } {
  const toml = readFileSync(join(import.meta.dirname, "../wrangler.toml"), "utf8");
  const config = v.parse(BindingNames, parse(toml));
  return { databaseId: config.d1_databases[0].database_id, bucketName: config.r2_buckets[0].bucket_name };
}

/** Seeds the local state in `persistTo` (wrangler's `--persist-to`); a summary line for the log. */
export async function seedLocalState(persistTo: string, { withMigrations = false } = {}): Promise<string> {
  const { databaseId, bucketName } = localNames();
  const { Miniflare, convertV4MiniflareOptions } = wranglersMiniflare();
  const runtime = new Miniflare(
    convertV4MiniflareOptions({
      modules: true,
      script: "",
      resourcePersistencePath: join(resolve(persistTo), "v3"),
      d1Databases: { DB: databaseId },
      r2Buckets: { FILES: bucketName },
    }),
  );
  try {
    // While the runtime starts (its own process): wrangler's SQL splitter (a large module to load) and the
    // demo rows (their passwords hashed).
    const [{ unstable_splitSqlQuery }, seedSql, db] = await Promise.all([
      import("wrangler"),
      buildSeedSql(),
      runtime.getD1Database("DB"),
    ]);
    // A fresh state (`npm start --fresh`, the e2e and API runs) gets its tables in the same batch as its rows.
    const sql = `${withMigrations ? `${allMigrationsSql()}\n` : ""}${seedSql}`;
    await db.batch(unstable_splitSqlQuery(sql).map((statement) => db.prepare(statement)));
    const files = await runtime.getR2Bucket("FILES");
    // The same bytes under the same key again is harmless: re-seeding stays idempotent.
    for (const { key, file } of demoPhotoFiles())
      await files.put(key, readFileSync(file), { httpMetadata: { contentType: "image/webp" } });
  } finally {
    await runtime.dispose();
  }
  return `Seeded demo data: ${DEMO_COUNTS.accounts} accounts, ${DEMO_COUNTS.trucks} food truck profiles, ${DEMO_COUNTS.photos} photos, ${DEMO_COUNTS.reviews} reviews.`;
}

if (import.meta.filename === resolve(process.argv[1] ?? "")) {
  const { values } = parseArgs({
    options: {
      "persist-to": { type: "string", default: ".wrangler/state" },
      "with-migrations": { type: "boolean", default: false },
    },
  });
  try {
    console.log(await seedLocalState(values["persist-to"], { withMigrations: values["with-migrations"] }));
  } catch (error) {
    console.error(error);
    console.error("\nSeeding the demo data failed.");
    process.exit(1);
  }
}
