// A vitest reporter for scripts/worker-tests.mjs: one line when a test file is sent to run, when one of its
// tests starts and when the file ends (with its counts), so a run that stops can say where it stopped and
// go on with the files it did not finish. The default reporter prints a file only once it has ended.
// The lines start with PROGRESS_MARK; scripts/test-progress.mjs reads them and the watcher hides them.
import { PROGRESS_MARK } from "./test-progress.mjs";

/** @param {Record<string, unknown>} event */
function emit(event) {
  process.stdout.write(`${PROGRESS_MARK}${JSON.stringify(event)}\n`);
}

/** @param {import("vitest/node").TestModule} module */
function counts(module) {
  const count = (state) => [...module.children.allTests(state)].length;
  return {
    state: module.state(),
    passed: count("passed"),
    failed: count("failed"),
    skipped: count("skipped"),
  };
}

export default class ProgressReporter {
  /** @param {import("vitest/node").TestModule} module */
  onTestModuleQueued(module) {
    emit({ event: "file", file: module.relativeModuleId });
  }

  /** @param {import("vitest/node").TestCase} test */
  onTestCaseReady(test) {
    emit({ event: "test", file: test.module.relativeModuleId, test: test.fullName });
  }

  /** @param {import("vitest/node").TestModule} module */
  onTestModuleEnd(module) {
    emit({ event: "end", file: module.relativeModuleId, ...counts(module) });
  }
}
