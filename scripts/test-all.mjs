// `npm test`: lint, unit, typecheck, worker (workerd), end-to-end (Chromium) tests, the API suite on the
// three runtimes and the size budget, in that order (typecheck alongside the worker tests), stopping at the
// first failing step.
// Ends by listing the tests that needed a second try (a Playwright retry, a worker file run again after a
// stall; also in test-results/flaky.json, an empty array when none) and one summary line of test counts.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { startApiServer, stopApiServer } from "./api-servers.mjs";
import { buildApp } from "./build.mjs";
import { ensureChromium } from "./chromium.mjs";
import { describeFlaky, writeFlakyList } from "./flaky-tests.mjs";

process.env.WRANGLER_SEND_METRICS = "false";
const REPORTS = "test-results";
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

const steps = [
  { name: "lint", command: "biome", args: ["check", "--error-on-warnings", "."] },
  {
    name: "unit",
    command: "vitest",
    args: [
      "run",
      "--config",
      "vitest.unit.config.ts",
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${REPORTS}/unit.json`,
    ],
    report: `${REPORTS}/unit.json`,
  },
  // tsc uses one core, and the worker step leaves about one idle (its runtimes wait on each other): typecheck
  // runs alongside it, its output held back. The unit tests keep both cores busy on their own.
  { name: "typecheck", command: "tsc", args: ["-b"], alongsideNext: true },
  {
    // vitest.worker.config.ts, restarted on the files it had left if it stalls (an upstream bug; see there).
    name: "worker",
    command: "node",
    args: ["scripts/worker-tests.mjs", `${REPORTS}/worker.json`],
    report: `${REPORTS}/worker.json`,
  },
  {
    name: "e2e",
    command: "playwright",
    args: ["test"],
    report: `${REPORTS}/e2e-report.json`,
    needsBrowser: true,
    // The SPA is built once, here, into dist/: the e2e server serves it (E2E_PREBUILT skips its own build),
    // the API suite's wrangler dev serves it too, and the size step measures it.
    buildsApp: true,
    // The API step's wrangler server starts with this step, beside the e2e server: both seed and start
    // while the browsers wait, and the API step then finds it ready (~25 s it would otherwise wait).
    startsApiServer: true,
  },
  {
    // tests/api over HTTP against wrangler dev, Bun and Deno in turn (each started fresh and seeded).
    name: "api",
    command: "node",
    args: ["scripts/api-suite.mjs"],
    report: `${REPORTS}/api.json`,
    // Ends the wrangler server the e2e step started for it (startsApiServer).
    stopsApiServer: true,
  },
  {
    // The JS/CSS budget per route (scripts/size.mjs), counted as one test: it measures the build this run
    // made before the e2e step (dist/client), the one the tests ran against.
    name: "size",
    command: "node",
    args: ["scripts/size.mjs", "dist/client"],
    singleTest: true,
  },
];

function counts(step, result) {
  if (step.singleTest) return result.status === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
  if (!step.report || !existsSync(step.report)) return { passed: 0, failed: 0 };
  const report = JSON.parse(readFileSync(step.report, "utf8"));
  if (report.stats)
    return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected };
  return { passed: report.numPassedTests ?? 0, failed: report.numFailedTests ?? 0 };
}

function run(command, args) {
  return spawnSync(command, args, { stdio: "inherit", env: process.env });
}

/**
 * Builds the SPA into dist/ (the renderer was built from this tree before the first step), then runs the
 * step told not to build again.
 */
function runOnBuild(step) {
  const status = buildApp({ clientOnly: true });
  if (status !== 0) return { status };
  process.env.E2E_PREBUILT = "1";
  if (step.startsApiServer) {
    apiServer = startApiServer("wrangler", `${REPORTS}/api-wrangler-server.log`);
    process.env.API_WRANGLER_URL = apiServer.url;
  }
  return run(step.command, step.args);
}

/** The API suite's wrangler server once started (scripts/api-servers.mjs); stopped after the API step. */
let apiServer;
process.on("exit", () => {
  if (!apiServer) return;
  try {
    process.kill(-apiServer.child.pid, "SIGKILL");
  } catch {}
  rmSync(apiServer.data, { recursive: true, force: true });
});

/** A step started alongside the next one: its output is kept and printed once it ends. */
function runAlongside(command, args) {
  const child = spawn(command, args, { env: process.env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr.on("data", (chunk) => {
    output += chunk;
  });
  const done = new Promise((resolve) => {
    child.on("close", (status) => resolve({ status, output }));
  });
  return { child, done };
}

let passed = 0;
let failed = 0;
const started = Date.now();
/** The step running alongside the current one, if any. */
let alongside;

/** A green run can hide a test that passed only on its second try: they are listed whatever the outcome. */
function listSecondTries() {
  const lines = describeFlaky(writeFlakyList(REPORTS));
  console.log(`\n${lines.join("\n")}`);
}

function finish(step, result, stepStart) {
  const stepCounts = counts(step, result);
  passed += stepCounts.passed;
  failed += stepCounts.failed;
  const seconds = ((Date.now() - stepStart) / 1000).toFixed(1);
  if (result.status !== 0) {
    alongside?.running.child.kill();
    console.error(`\n✖ ${step.name} failed after ${seconds} s`);
    listSecondTries();
    console.log(`tests: ${passed} passed, ${Math.max(failed, 1)} failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${step.name} (${seconds} s)`);
}

// Bun and Deno (the unit step's platform tests) and the worker import the home page's first screen
// renderer (decision 0022): built from this tree before any step.
console.log("\n▶ build: the first screen renderer (dist/server)");
if (buildApp({ serverOnly: true }) !== 0) {
  console.error("\n✖ build failed");
  process.exit(1);
}

for (const step of steps) {
  if (step.needsBrowser) ensureChromium();
  const stepStart = Date.now();
  if (step.alongsideNext) {
    console.log(`\n▶ ${step.name}: ${step.command} ${step.args.join(" ")} (alongside the next step)`);
    alongside = { step, stepStart, running: runAlongside(step.command, step.args) };
    continue;
  }
  console.log(`\n▶ ${step.name}: ${step.command} ${step.args.join(" ")}`);
  const result = step.buildsApp ? runOnBuild(step) : run(step.command, step.args);
  if (step.stopsApiServer && apiServer) {
    await stopApiServer(apiServer);
    apiServer = undefined;
  }
  finish(step, result, stepStart);
  if (alongside) {
    const other = alongside;
    const result = await other.running.done;
    console.log(`\n▷ ${other.step.name} output:`);
    process.stdout.write(result.output);
    alongside = undefined;
    finish(other.step, result, other.stepStart);
  }
}
listSecondTries();
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
console.log(`tests: ${passed} passed, ${failed} failed`);
