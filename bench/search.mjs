/**
 * Benchmark of GET /api/profiles (search) on a realistic local data set; prints figures, is not a test.
 *
 *   npm run bench
 *
 * 1. A fresh local state in .wrangler/bench: migrations applied with wrangler, then 10,000 profiles over
 *    Polish places (worker/data/pl-places.json), their offer rows, 1,000,000 busy days and 20,000 bookings
 *    written straight into the miniflare D1 SQLite file with node:sqlite (one transaction).
 * 2. `wrangler dev` on 127.0.0.1:8799 against that state (own process group, stopped at the end).
 * 3. bench/load.mjs (a second process) sends a warm-up, then a bounded number of searches mixing cities,
 *    postal codes, cuisines and date ranges with concurrency 10; p50/p95/p99 and requests per second.
 * 4. GET /api/places (location suggestions while typing): a few rounds of typed prefixes, misspellings
 *    and postal codes, one client, p50/p95.
 * 5. The home page in headless Chromium (the real SPA build): navigation → first truck card, cold, warm
 *    (returning visitor) and reload, median of 11 each (bench/first-card.mjs); beside it a truck's page:
 *    navigation → its name and cover photo painted, cold, median of 11 (bench/profile-paint.mjs).
 * 6. Fixed searches through the API, each round beside the exact SQL drizzle generates run directly in
 *    SQLite (bench/search-sql.ts), and that SQL's EXPLAIN QUERY PLAN.
 */
import { spawn, spawnSync } from "node:child_process";
import { closeSync, mkdirSync, mkdtempSync, openSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { fileURLToPath } from "node:url";
import { buildApp } from "../scripts/build.mjs";
import { findSqlite } from "../scripts/local-d1.mjs";
import { firstCardReport, measureFirstCard } from "./first-card.mjs";
import { measureProfilePaint, profilePaintReport, someProfileId } from "./profile-paint.mjs";
import { seed } from "./seed-data.mjs";
import { measureCases, measureHealth, measurePlaces, PLACE_QUERIES, PLACE_ROUNDS } from "./sequential.mjs";
import { stopServer, waitForHealth } from "./server.mjs";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const PERSIST = ".wrangler/bench";
const PORT = 8799;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const WRANGLER = join(ROOT, "node_modules/wrangler/bin/wrangler.js");
/** Issue 11: sequential p95 ≤ 15 ms at 10,000 trucks, and within 3× the same SQL run directly in SQLite. */
const TARGET_P95_MS = 15;
const TARGET_RATIO_TO_SQLITE = 3;
/** Issue 11: the first truck card on the home page within 400 ms of navigation. */
const TARGET_FIRST_CARD_MS = 400;
/** Issue 39: a truck's name and cover photo painted within 250 ms of navigation, cold, on a quiet machine. */
const TARGET_PROFILE_PAINT_MS = 250;

/** The measured run (concurrency ~10), then a short sequential one: the service time without queueing. */
const LOAD = { concurrency: 10, warmup: 200, requests: 1500, maxSeconds: 50, seed: 20260601 };
const LOAD_SEQUENTIAL = { concurrency: 1, warmup: 20, requests: 300, maxSeconds: 15, seed: 20260602 };

const env = { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "true", NO_COLOR: "1" };
const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
const log = (text) => console.log(`[${elapsed()}] ${text}`);

function run(args, label) {
  const result = spawnSync(process.execPath, args, { cwd: ROOT, env, encoding: "utf8" });
  if (result.status !== 0) {
    throw new Error(`${label} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
  return result.stdout;
}

function runLoad(options) {
  return new Promise((resolveLoad, reject) => {
    const child = spawn(
      process.execPath,
      [join(ROOT, "bench/load.mjs"), JSON.stringify({ origin: ORIGIN, ...options })],
      {
        cwd: ROOT,
        stdio: ["ignore", "pipe", "inherit"],
      },
    );
    let out = "";
    child.stdout.on("data", (chunk) => {
      out += chunk;
    });
    child.on("error", reject);
    child.on("exit", (code) => {
      if (code !== 0) reject(new Error(`load generator exited with ${code}`));
      else resolveLoad(JSON.parse(out.trim().split("\n").at(-1)));
    });
  });
}

/** Representative searches for the plan and the direct timings. */
const PLAN_CASES = [
  {
    label: "place + cuisine + 3 days",
    input: { place: "Kraków", cuisine: "pizza", startDay: "2026-07-10", endDay: "2026-07-12" },
  },
  { label: "place + cuisine", input: { place: "Warszawa", cuisine: "burgers" } },
  { label: "place + 3 days", input: { place: "Łódź", startDay: "2026-07-10", endDay: "2026-07-12" } },
  // Up to a week the calendar is probed day by day in availability_day_idx, longer ranges per truck (0021).
  { label: "place + 1 day", input: { place: "Łódź", startDay: "2026-07-10", endDay: "2026-07-10" } },
  { label: "place + 2 weeks", input: { place: "Łódź", startDay: "2026-07-10", endDay: "2026-07-23" } },
  { label: "place only", input: { place: "Gdańsk" } },
  {
    label: "postal code + cuisine + 7 days",
    input: { place: "00-950", cuisine: "coffee", startDay: "2027-05-01", endDay: "2027-05-07" },
  },
  { label: "no filters", input: {} },
  // Beyond SPEC.md (issue 16): the orders that sort every match, and the extra filters.
  { label: "place + best rated first", input: { place: "Poznań", sort: "rating" } },
  { label: "cheapest first + budget 30 zł", input: { sort: "price", maxPrice: 30 } },
  // Beyond SPEC.md (issue 38): the venue's limits drop only trucks that stated what does not fit.
  {
    label: "place + venue 6 m, 230 V, no water",
    input: { place: "Łódź", venue: { max_length_m: 6, site_power: "230v", site_water: false } },
  },
  {
    label: "place + vegan + rating ≥ 4 + 3 days",
    input: {
      place: "Wrocław",
      dietary: ["vegan"],
      minRating: 4,
      startDay: "2026-07-10",
      endDay: "2026-07-12",
    },
  },
];

function generatedSql() {
  const out = run(
    ["--import", "tsx", join(ROOT, "bench/search-sql.ts"), JSON.stringify(PLAN_CASES.map((c) => c.input))],
    "search-sql.ts",
  );
  return JSON.parse(out);
}

/**
 * Times the same SQL in SQLite, one round at a time, so bench/sequential.mjs can interleave it with the
 * API's rounds: both see the machine in the same moment (this two-core machine's speed drifts by ±30 %
 * within minutes). A search's time is the sum of its statements, as D1 runs a batch's in turn.
 */
function sqliteRunner(file, generated) {
  const db = new DatabaseSync(file, { readOnly: true });
  const prepared = generated.map(({ statements }) =>
    statements.map(({ sql, params }) => ({ stmt: db.prepare(sql), params })),
  );
  return {
    run(index) {
      const started = performance.now();
      for (const { stmt, params } of prepared[index]) stmt.all(...params);
      return performance.now() - started;
    },
    close: () => db.close(),
  };
}

/** Rows, matches and the first case's plan, from the same SQL. */
function plansAndCounts(file, generated) {
  const db = new DatabaseSync(file, { readOnly: true });
  const results = generated.map(({ statements, trips }, index) => {
    // A place search is one statement (its page with a window count of all matches); a search by name
    // is a batch of the page and a count.
    const page = db.prepare(statements[0].sql).all(...statements[0].params);
    // The count statement's one column is unnamed (count(*)); the window's is "total".
    const counted = statements[1]
      ? Object.values(db.prepare(statements[1].sql).get(...statements[1].params) ?? {})[0]
      : page[0]?.total;
    return { ...PLAN_CASES[index], statements, trips, rows: page.length, total: counted ?? 0 };
  });
  const [main] = results;
  const plans = main.statements.map(({ sql, params }) =>
    db
      .prepare(`EXPLAIN QUERY PLAN ${sql}`)
      .all(...params)
      .map((row) => ({ id: row.id, parent: row.parent, detail: row.detail })),
  );
  db.close();
  return { results, plans, mainSql: main.statements.map((s) => s.sql) };
}

function printPlan(rows) {
  const depth = new Map([[0, -1]]);
  for (const row of rows) {
    const d = (depth.get(row.parent) ?? -1) + 1;
    depth.set(row.id, d);
    console.log(`    ${"  ".repeat(d)}${row.detail}`);
  }
}

let server;
const cleanup = async () => {
  await stopServer(server);
};
process.on("SIGINT", async () => {
  await cleanup();
  process.exit(130);
});

try {
  const persist = join(ROOT, PERSIST);
  rmSync(persist, { recursive: true, force: true });
  mkdirSync(persist, { recursive: true });
  log(`fresh state in ${PERSIST}; applying migrations`);
  run(
    [WRANGLER, "d1", "migrations", "apply", "DB", "--local", "--persist-to", PERSIST, "-c", "wrangler.toml"],
    "migrations",
  );
  const file = findSqlite(join(persist, "v3/d1"));

  log(`seeding ${file.slice(ROOT.length + 1)}`);
  const seedStarted = performance.now();
  const { counts } = seed(file);
  log(
    `seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s: ${Object.entries(counts)
      .map(([t, n]) => `${t} ${n.toLocaleString("en")}`)
      .join(", ")}`,
  );

  // The real SPA, so the browser measurement loads what a visitor loads.
  const assets = mkdtempSync(join(tmpdir(), "bench-assets-"));
  log("building the SPA for the browser measurement");
  if (buildApp({ clientOut: assets }) !== 0) throw new Error("the build failed");
  const logFile = join(persist, "wrangler-dev.log");
  const out = openSync(logFile, "w");
  log(`starting wrangler dev on ${ORIGIN} (log: ${PERSIST}/wrangler-dev.log)`);
  server = spawn(
    process.execPath,
    [
      WRANGLER,
      "dev",
      "-c",
      "wrangler.toml",
      "--ip",
      "127.0.0.1",
      "--port",
      String(PORT),
      "--persist-to",
      PERSIST,
      "--assets",
      assets,
      "--inspector-port",
      "9239",
      "--var",
      "ENVIRONMENT:development",
    ],
    { cwd: ROOT, env, detached: true, stdio: ["ignore", out, out] },
  );
  closeSync(out);
  await waitForHealth(server, ORIGIN, 60_000);
  log("server ready; running the load (warm-up, then measured requests)");

  const load = await runLoad(LOAD);
  log(`measured run done; sequential run (concurrency ${LOAD_SEQUENTIAL.concurrency})`);
  const sequential = await runLoad(LOAD_SEQUENTIAL);
  log("load done; place suggestions");
  const places = await measurePlaces(ORIGIN);
  const health = await measureHealth(ORIGIN);
  log("the fixed searches, each round beside the same SQL in SQLite");
  const generated = generatedSql();
  const sqlite = sqliteRunner(file, generated);
  const cases = await measureCases(ORIGIN, PLAN_CASES, (index) => sqlite.run(index)).finally(sqlite.close);
  log("browser: navigation → first truck card");
  const firstCard = await measureFirstCard(ORIGIN);
  log("browser: navigation → a truck's name and cover painted");
  const profilePaint = await measureProfilePaint(ORIGIN, await someProfileId(ORIGIN));
  await stopServer(server);
  server = undefined;
  rmSync(assets, { recursive: true, force: true });

  const { results, plans, mainSql } = plansAndCounts(file, generated);

  const f = (ms) => `${ms.toFixed(1)} ms`;
  console.log("\n=== GET /api/profiles — wrangler dev (local workerd + D1), 127.0.0.1 ===");
  console.log(
    `data: ${counts.profiles.toLocaleString("en")} profiles, ${counts.profile_offer_items.toLocaleString("en")} offer rows, ` +
      `${counts.availability.toLocaleString("en")} busy days, ${counts.booking_requests.toLocaleString("en")} bookings`,
  );
  console.log(
    `requests: ${load.ok} ok, ${load.failures} failed (after ${LOAD.warmup} warm-up), concurrency ${load.concurrency}, ${load.seconds.toFixed(1)} s`,
  );
  if (load.failures > 0) console.log(`first failures: ${load.firstFailures.join(" | ")}`);
  console.log(`latency: p50 ${f(load.p50)}  p95 ${f(load.p95)}  p99 ${f(load.p99)}  max ${f(load.max)}`);
  console.log(`throughput: ${load.rps.toFixed(1)} requests/s`);
  console.log(
    `sequential (concurrency 1, ${sequential.ok} requests): p50 ${f(sequential.p50)}  p95 ${f(sequential.p95)}  p99 ${f(sequential.p99)}  ` +
      `${sequential.rps.toFixed(1)} requests/s`,
  );
  console.log(
    `  inside the worker (Server-Timing): sequential p50 ${f(sequential.serverP50)}  p95 ${f(sequential.serverP95)}; ` +
      `concurrent p95 ${f(load.serverP95)}`,
  );
  // The latency target is judged on one client: local D1 runs one query at a time, so with 10 clients
  // each request also waits for the others (the concurrency run measures throughput, not latency).
  const ok = load.failures === 0 && sequential.failures === 0;
  const verdict = (ms) => (ok && ms <= TARGET_P95_MS ? "PASS" : "FAIL");
  console.log(
    `target sequential p95 ≤ ${TARGET_P95_MS} ms: as the client sees it ${verdict(sequential.p95)} (${f(sequential.p95)}, ` +
      `wrangler dev's own overhead included, see /api/health below); inside the worker ${verdict(sequential.serverP95)} ` +
      `(${f(sequential.serverP95)})`,
  );

  console.log("\n=== GET /api/places — location suggestions while typing, one client ===");
  console.log(
    `requests: ${places.ok} ok, ${places.failures.length} failed (${PLACE_QUERIES.length} queries × ${PLACE_ROUNDS} rounds)`,
  );
  if (places.failures.length > 0) console.log(`first failures: ${places.failures.slice(0, 3).join(" | ")}`);
  console.log(`latency: p50 ${f(places.p50)}  p95 ${f(places.p95)}  max ${f(places.max)}`);
  console.log(
    `baseline GET /api/health (wrangler dev's own overhead): p50 ${f(health.p50)}  p95 ${f(health.p95)}`,
  );

  console.log("\n=== home page in headless Chromium: navigation → first truck card; a truck's page ===");
  console.log(firstCardReport(firstCard, TARGET_FIRST_CARD_MS));
  console.log(profilePaintReport(profilePaint, TARGET_PROFILE_PAINT_MS));

  console.log(
    `\n=== fixed searches: the same SQL directly in SQLite (node:sqlite) vs the API, rounds interleaved (median of 15 each) ===`,
  );
  console.log(
    `  ${"search".padEnd(32)} ${"SQLite".padStart(9)} ${"worker".padStart(9)} ${"client".padStart(9)}  ratio  D1 trips  matches`,
  );
  for (const [index, r] of results.entries()) {
    const measured = cases[index];
    // Server-Timing has whole milliseconds (the worker's clock has no finer steps): compare with at
    // least 1 ms of SQL.
    const ratio = measured.server / Math.max(1, measured.sql);
    const within = ratio <= TARGET_RATIO_TO_SQLITE ? "ok" : `over ${TARGET_RATIO_TO_SQLITE}×`;
    console.log(
      `  ${r.label.padEnd(32)} ${f(measured.sql).padStart(9)} ${f(measured.server).padStart(9)} ${f(measured.client).padStart(9)}  ` +
        `${ratio.toFixed(1)}× ${within.padEnd(6)} ${String(r.trips).padStart(3)}  ${String(r.total).padStart(8)}`,
    );
  }

  console.log(
    `\n=== EXPLAIN QUERY PLAN — ${PLAN_CASES[0].label} (SQL generated by drizzle, bench/search-sql.ts) ===`,
  );
  printPlan(plans[0]);
  console.log(`\n  SQL: ${mainSql[0]}`);
  log("done");
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanup();
}
