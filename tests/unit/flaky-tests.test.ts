import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  describeFlaky,
  playwrightRetries,
  workerReruns,
  writeFlakyList,
} from "../../scripts/flaky-tests.mjs";

/**
 * A real Playwright JSON report (trimmed), of a run with `retries: 1`: one test passed at once, one passed
 * on its retry, one failed both tries, one was skipped, and in a second file one passed on its retry.
 */
const REPORT = readFileSync(join(import.meta.dirname, "fixtures/e2e-report-with-retries.json"), "utf8");

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function reportsFolder(files: Record<string, string>): string {
  const folder = mkdtempSync(join(tmpdir(), "flaky-"));
  folders.push(folder);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(folder, name), text);
  return folder;
}

describe("tests that needed a second try", () => {
  it("lists every Playwright test run more than once, by file and titles, and no other", () => {
    expect(playwrightRetries(JSON.parse(REPORT))).toEqual([
      {
        step: "e2e",
        test: "chat.spec.ts › live messages › passes on the second try",
        where: "chat.spec.ts:4",
        tries: 2,
        outcome: "passed on a retry",
      },
      {
        step: "e2e",
        test: "chat.spec.ts › live messages › fails every try",
        where: "chat.spec.ts:5",
        tries: 2,
        outcome: "failed every try",
      },
      {
        step: "e2e",
        test: "login.spec.ts › logs in on the second try",
        where: "login.spec.ts:2",
        tries: 2,
        outcome: "passed on a retry",
      },
    ]);
  });

  it("lists a worker test file run again after the run stalled in it, once, with each stall", () => {
    const report = {
      numPassedTests: 700,
      numFailedTests: 0,
      rerunAfterStall: [
        { file: "tests/worker/chat.test.ts", test: "limits > 30 messages" },
        { file: "tests/worker/cron.test.ts", test: null },
        { file: "tests/worker/chat.test.ts", test: null },
      ],
    };
    expect(workerReruns(report)).toEqual([
      {
        step: "worker",
        test: "tests/worker/chat.test.ts",
        where: 'stalled in "limits > 30 messages"; stalled before its first test',
        tries: 3,
        outcome: "run again after the run stalled in it",
      },
      {
        step: "worker",
        test: "tests/worker/cron.test.ts",
        where: "stalled before its first test",
        tries: 2,
        outcome: "run again after the run stalled in it",
      },
    ]);
  });

  it("writes flaky.json from the step reports: the worker's reruns, then Playwright's retries", () => {
    const folder = reportsFolder({
      "e2e-report.json": REPORT,
      "worker.json": JSON.stringify({
        numPassedTests: 3,
        numFailedTests: 0,
        rerunAfterStall: [{ file: "tests/worker/cron.test.ts", test: null }],
      }),
    });
    const list = writeFlakyList(folder);
    expect(JSON.parse(readFileSync(join(folder, "flaky.json"), "utf8"))).toEqual(list);
    expect(list.map((entry) => entry.test)).toEqual([
      "tests/worker/cron.test.ts",
      "chat.spec.ts › live messages › passes on the second try",
      "chat.spec.ts › live messages › fails every try",
      "login.spec.ts › logs in on the second try",
    ]);
    expect(describeFlaky(list)).toEqual([
      "4 tests needed a second try (test-results/flaky.json):",
      "  worker: tests/worker/cron.test.ts (stalled before its first test): run again after the run stalled in it, 2 tries",
      "  e2e: chat.spec.ts › live messages › passes on the second try (chat.spec.ts:4): passed on a retry, 2 tries",
      "  e2e: chat.spec.ts › live messages › fails every try (chat.spec.ts:5): failed every try, 2 tries",
      "  e2e: login.spec.ts › logs in on the second try (login.spec.ts:2): passed on a retry, 2 tries",
    ]);
  });

  it("writes an empty array when nothing needed a retry or no step got that far", () => {
    const clean = reportsFolder({
      "e2e-report.json": JSON.stringify({ suites: [], stats: { expected: 0, flaky: 0, unexpected: 0 } }),
      "worker.json": JSON.stringify({ numPassedTests: 3, numFailedTests: 0, rerunAfterStall: [] }),
    });
    expect(writeFlakyList(clean)).toEqual([]);
    expect(readFileSync(join(clean, "flaky.json"), "utf8")).toBe("[]\n");
    expect(writeFlakyList(reportsFolder({}))).toEqual([]);
    expect(describeFlaky([])).toEqual(["No test needed a second try."]);
  });
});
