// The tests of an `npm test` run that needed a second try, so a green run cannot hide one: Playwright's
// retries (its JSON report; CI retries a failed test once) and the worker test files run again after the
// run stalled in them (scripts/worker-tests.mjs writes them into its report). scripts/test-all.mjs prints
// them at the end and writes them to test-results/flaky.json (an empty array when there are none).
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import * as v from "valibot";

/** One test of a Playwright report: its outcome over all tries and each try. */
const playwrightTest = v.object({
  projectName: v.optional(v.string(), ""),
  status: v.string(),
  results: v.array(v.object({ retry: v.number(), status: v.string() })),
});
const playwrightSpec = v.object({
  title: v.string(),
  file: v.string(),
  line: v.number(),
  tests: v.array(playwrightTest),
});
/** A file or a describe block, which may nest more. */
const playwrightSuite = v.object({
  title: v.string(),
  specs: v.optional(v.array(playwrightSpec), []),
  suites: v.optional(v.array(v.lazy(() => playwrightSuite)), []),
});
const playwrightReport = v.object({ suites: v.optional(v.array(playwrightSuite), []) });

const workerReport = v.object({
  rerunAfterStall: v.optional(v.array(v.object({ file: v.string(), test: v.nullable(v.string()) })), []),
});

/**
 * The tests Playwright ran more than once: "flaky" (passed on a retry) or failed on every try. Each is
 * named by its file and titles, as Playwright's list reporter names it.
 */
export function playwrightRetries(report) {
  const found = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs) {
      for (const test of spec.tests) {
        const tries = test.results.length;
        if (tries < 2 && !test.results.some((result) => result.retry > 0)) continue;
        const project = test.projectName ? `[${test.projectName}] › ` : "";
        found.push({
          step: "e2e",
          test: `${project}${[...titles, spec.title].join(" › ")}`,
          where: `${spec.file}:${spec.line}`,
          tries,
          outcome: test.status === "flaky" ? "passed on a retry" : "failed every try",
        });
      }
    }
    for (const inner of suite.suites) walk(inner, [...titles, inner.title]);
  };
  for (const file of v.parse(playwrightReport, report).suites) walk(file, [file.title]);
  return found;
}

/** The worker test files run again because the run stalled in them (once per file, with its stalls). */
export function workerReruns(report) {
  const byFile = new Map();
  for (const stall of v.parse(workerReport, report).rerunAfterStall) {
    const entry = byFile.get(stall.file) ?? {
      step: "worker",
      test: stall.file,
      where: [],
      tries: 1,
      outcome: "run again after the run stalled in it",
    };
    entry.where.push(stall.test ? `stalled in "${stall.test}"` : "stalled before its first test");
    entry.tries += 1;
    byFile.set(stall.file, entry);
  }
  return [...byFile.values()].map((entry) => ({ ...entry, where: entry.where.join("; ") }));
}

function readJson(path) {
  return existsSync(path) ? JSON.parse(readFileSync(path, "utf8")) : null;
}

/** Everything in `reports` (test-results) that needed a second try; written to flaky.json there. */
export function writeFlakyList(reports) {
  const worker = readJson(join(reports, "worker.json"));
  const e2e = readJson(join(reports, "e2e-report.json"));
  const list = [...(worker ? workerReruns(worker) : []), ...(e2e ? playwrightRetries(e2e) : [])];
  writeFileSync(join(reports, "flaky.json"), `${JSON.stringify(list, null, 2)}\n`);
  return list;
}

/** The list for people, one line per test. */
export function describeFlaky(list) {
  if (list.length === 0) return ["No test needed a second try."];
  return [
    `${list.length} ${list.length === 1 ? "test needed" : "tests needed"} a second try (test-results/flaky.json):`,
    ...list.map(
      (entry) => `  ${entry.step}: ${entry.test} (${entry.where}): ${entry.outcome}, ${entry.tries} tries`,
    ),
  ];
}
