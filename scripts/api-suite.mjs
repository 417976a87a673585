// The black-box API suite (tests/api) against each runtime at once: `wrangler dev` (Cloudflare's local
// runtime), Bun and Deno, each started fresh with its own data and the demo seed, as a user starts it.
// A step of `npm test`; `node scripts/api-suite.mjs bun` runs one runtime. Reports in test-results/.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { RUNTIMES, startApiServer, stopApiServer, waitForHealth } from "./api-servers.mjs";
import { buildApp, isBuilt } from "./build.mjs";
import { ensureDevVars } from "./dev-vars.mjs";

const REPORTS = "test-results";
const chosen = process.argv.slice(2);
const runtimes = chosen.length > 0 ? chosen : RUNTIMES;
for (const runtime of runtimes) {
  if (!RUNTIMES.includes(runtime)) {
    console.error(`Unknown runtime "${runtime}" (one of ${RUNTIMES.join(", ")})`);
    process.exit(2);
  }
}
/** `npm test` started the wrangler server already (scripts/api-servers.mjs), and stops it itself. */
const PRESTARTED = { wrangler: process.env.API_WRANGLER_URL };

process.env.WRANGLER_SEND_METRICS = "false";
// Every runtime reads its local secrets from .dev.vars, as `npm start` makes it on a fresh clone.
ensureDevVars();
mkdirSync(REPORTS, { recursive: true });
if (!isBuilt()) {
  const status = buildApp();
  if (status !== 0) process.exit(status);
}

/** Runs a command to its end, its output (stdout and stderr) kept to print whole. */
function runQuietly(command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], env });
    const output = [];
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    child.on("close", (status) => resolve({ status, output: Buffer.concat(output).toString() }));
  });
}

/** The suite against one runtime, started fresh: its counts, and what to print about it. */
async function suiteOn(runtime) {
  const log = join(REPORTS, `api-${runtime}-server.log`);
  const result = { runtime, passed: 0, failed: 0, ok: true, text: "" };
  const prestarted = PRESTARTED[runtime];
  const server = prestarted ? undefined : startApiServer(runtime, log);
  const url = prestarted ?? server.url;
  try {
    await waitForHealth(url, server?.child, runtime === "wrangler" ? 180_000 : 60_000);
    const startup = server
      ? `started in ${((Date.now() - server.started) / 1000).toFixed(1)} s`
      : "started before the e2e step";
    result.text += `\n▷ API suite on ${runtime} (${url}, ${startup})\n`;
    const report = join(REPORTS, `api-${runtime}.json`);
    const run = await runQuietly(
      "vitest",
      [
        "run",
        "--config",
        "vitest.api.config.ts",
        "--reporter=default",
        "--reporter=json",
        `--outputFile.json=${report}`,
      ],
      { ...process.env, API_BASE_URL: url },
    );
    result.text += run.output;
    if (existsSync(report)) {
      const counts = JSON.parse(readFileSync(report, "utf8"));
      result.passed = counts.numPassedTests ?? 0;
      result.failed = counts.numFailedTests ?? 0;
    }
    if (run.status !== 0) {
      result.ok = false;
      result.text += `✖ API suite failed on ${runtime} (server log: ${log})\n`;
    }
  } catch (error) {
    result.ok = false;
    result.failed += 1;
    result.text += `✖ ${runtime}: ${error instanceof Error ? error.message : String(error)} (server log: ${log})\n`;
  } finally {
    if (server) await stopApiServer(server);
  }
  return result;
}

// The runtimes at once, each on its own port with its own data: most of a run is waiting for a server to
// start or for an answer, so together they take about as long as the slowest one alone.
const results = await Promise.all(runtimes.map(suiteOn));
for (const result of results) process.stdout.write(result.text);
const passed = results.reduce((sum, result) => sum + result.passed, 0);
const failed = results.reduce((sum, result) => sum + result.failed, 0);
const ok = results.every((result) => result.ok);
writeFileSync(join(REPORTS, "api.json"), JSON.stringify({ numPassedTests: passed, numFailedTests: failed }));
console.log(`\nAPI suite: ${passed} passed, ${failed} failed on ${runtimes.join(", ")}`);
process.exit(ok ? 0 : 1);
