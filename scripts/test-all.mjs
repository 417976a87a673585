// `npm test`: lint, typecheck, unit, worker (workerd) and end-to-end (Chromium) tests, in that order,
// stopping at the first failing step. Ends with one summary line of test counts.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { ensureChromium } from "./chromium.mjs";

process.env.WRANGLER_SEND_METRICS = "false";
const REPORTS = "test-results";
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

const steps = [
  { name: "lint", command: "biome", args: ["check", "--error-on-warnings", "."] },
  { name: "typecheck", command: "tsc", args: ["-b"] },
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
  {
    name: "worker",
    command: "vitest",
    args: [
      "run",
      "--config",
      "vitest.worker.config.ts",
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${REPORTS}/worker.json`,
    ],
    report: `${REPORTS}/worker.json`,
  },
  {
    name: "e2e",
    command: "playwright",
    args: ["test"],
    report: `${REPORTS}/e2e-report.json`,
    needsBrowser: true,
  },
];

function counts(step) {
  if (!step.report || !existsSync(step.report)) return { passed: 0, failed: 0 };
  const report = JSON.parse(readFileSync(step.report, "utf8"));
  if (report.stats)
    return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected };
  return { passed: report.numPassedTests ?? 0, failed: report.numFailedTests ?? 0 };
}

let passed = 0;
let failed = 0;
const started = Date.now();
for (const step of steps) {
  if (step.needsBrowser) ensureChromium();
  console.log(`\n▶ ${step.name}: ${step.command} ${step.args.join(" ")}`);
  const stepStart = Date.now();
  const result = spawnSync(step.command, step.args, { stdio: "inherit", env: process.env });
  const stepCounts = counts(step);
  passed += stepCounts.passed;
  failed += stepCounts.failed;
  const seconds = ((Date.now() - stepStart) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${step.name} failed after ${seconds} s`);
    console.log(`tests: ${passed} passed, ${Math.max(failed, 1)} failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${step.name} (${seconds} s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
console.log(`tests: ${passed} passed, ${failed} failed`);
