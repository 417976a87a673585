// The Worker as `wrangler deploy` would ship it (wrangler.toml's top level is the production
// configuration): a dry run bundles it without uploading, proving the deploy configuration is valid, and
// its gzip size is checked against the budget (issue 15). Run by `npm run size` after the SPA's table,
// with the share of it that renders the public pages' first screen (decision 0033).
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

/** Cloudflare's limit for a paid plan's Worker is 10 MB gzip; ours is far lower, to notice growth. */
export const WORKER_BUDGET_KB = 1024;

const repoRoot = fileURLToPath(new URL("..", import.meta.url));

/**
 * Bundles the Worker with `wrangler deploy --dry-run` and the SPA build in `assetsDir`; returns its gzip
 * size in bytes, or exits 1.
 */
export function measureWorker(assetsDir) {
  const outDir = mkdtempSync(join(tmpdir(), "foodtruck-worker-"));
  try {
    const result = spawnSync("wrangler", ["deploy", "--dry-run", "--outdir", outDir, "--assets", assetsDir], {
      cwd: repoRoot,
      encoding: "utf8",
      env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
    });
    if (result.status !== 0) {
      console.error(result.stdout, result.stderr);
      console.error("\n✖ wrangler deploy --dry-run failed: the production configuration does not build");
      process.exit(1);
    }
    return gzipSync(readFileSync(join(outDir, "index.js")), { level: 9 }).length;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/**
 * The public pages' renderer (dist/server/first-screen.js, `#first-screen`), which the Worker bundles as
 * it is: its gzip size on its own, the part of the bundle that only serves HTML (its Preact, router and
 * query client are copies of their own; what it shares with the worker, such as valibot, is in it too).
 */
const RENDERER = join(repoRoot, "dist/server/first-screen.js");

export function reportWorker(assetsDir) {
  const bytes = measureWorker(assetsDir);
  const kb = (bytes / 1024).toFixed(1);
  if (bytes > WORKER_BUDGET_KB * 1024) {
    console.error(`\n✖ Worker bundle ${kb} KB gzip > ${WORKER_BUDGET_KB} KB`);
    process.exit(1);
  }
  console.log(`✔ Worker bundle (wrangler deploy --dry-run): ${kb} KB gzip, budget ${WORKER_BUDGET_KB} KB`);
  const renderer = gzipSync(readFileSync(RENDERER), { level: 9 }).length;
  console.log(
    `  of which the pages' renderer (dist/server/first-screen.js): ${(renderer / 1024).toFixed(1)} KB gzip`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`)
  reportWorker(process.argv[2] ?? join(repoRoot, "dist/client"));
