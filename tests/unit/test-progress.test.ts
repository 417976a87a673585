import { describe, expect, it, vi } from "vitest";
import ProgressReporter, { type ReportedModule } from "../../scripts/progress-reporter.mjs";
import {
  afterStall,
  idleLimit,
  PROGRESS_MARK,
  progressEvent,
  RunProgress,
  stallPlace,
  unfinished,
} from "../../scripts/test-progress.mjs";
import {
  CHECK_EVERY_MS,
  HOOK_TIMEOUT_MS,
  STALL_BETWEEN_FILES_MS,
  STALL_MS,
  TEST_TIMEOUT_MS,
} from "../../scripts/worker-test-limits.mjs";

/** A line as scripts/progress-reporter.mjs prints it. */
const line = (event: Record<string, unknown>) => `${PROGRESS_MARK}${JSON.stringify(event)}`;
const A = "tests/worker/a.test.ts";
const B = "tests/worker/b.test.ts";

function progressOf(lines: string[]): RunProgress {
  const progress = new RunProgress();
  for (const text of lines) progress.read(text);
  return progress;
}

describe("reading a vitest run's progress", () => {
  it("takes the reporter's lines only, and tells them apart from everything else vitest prints", () => {
    const progress = new RunProgress();
    expect(progress.read(line({ event: "file", file: A }))).toBe(true);
    expect(progress.read(" ✓  worker  tests/worker/a.test.ts (42 tests) 3746ms")).toBe(false);
    expect(progress.read('{"level":"error","path":"/api/profiles/311"}')).toBe(false);
    expect(progress.read(`${PROGRESS_MARK}not json`)).toBe(false);
    expect(progressEvent(" Test Files  53 passed (53)")).toBeNull();
  });

  it("counts a finished file's passed and failed tests, skipped ones as neither", () => {
    const progress = progressOf([
      line({ event: "file", file: A }),
      line({ event: "end", file: A, state: "failed", passed: 10, failed: 2, skipped: 3 }),
    ]);
    expect(progress.finished).toEqual([{ file: A, passed: 10, failed: 2 }]);
    expect(progress.current).toBeNull();
  });

  it("counts a file that failed to load (vitest's '(0 test)') or in a hook as one failure", () => {
    const progress = progressOf([
      line({ event: "file", file: A }),
      line({ event: "end", file: A, state: "failed", passed: 0, failed: 0, skipped: 0 }),
      line({ event: "file", file: B }),
      line({ event: "end", file: B, state: "failed", passed: 4, failed: 0, skipped: 0 }),
    ]);
    expect(progress.finished).toEqual([
      { file: A, passed: 0, failed: 1 },
      { file: B, passed: 4, failed: 1 },
    ]);
  });

  it("knows the file and test running now, and says where a run stopped", () => {
    const progress = progressOf([
      line({ event: "file", file: A }),
      line({ event: "end", file: A, state: "passed", passed: 3, failed: 0, skipped: 0 }),
    ]);
    expect(stallPlace(progress)).toBe(`between files, after ${A} ended`);
    progress.read(line({ event: "file", file: B }));
    expect(progress.current).toEqual({ file: B, test: null });
    expect(stallPlace(progress)).toBe(`in ${B}, before its first test started`);
    progress.read(line({ event: "test", file: B, test: "chat > sends" }));
    expect(stallPlace(progress)).toBe(`in ${B}, test "chat > sends"`);
    expect(stallPlace(new RunProgress())).toBe("before any file started");
  });

  it("reads what the progress reporter prints: the file, its test, its end with the counts", () => {
    const results = { passed: 2, failed: 1, skipped: 1 };
    const module: ReportedModule = {
      relativeModuleId: A,
      state: () => "failed",
      children: {
        *allTests(state) {
          for (let i = 0; i < (state === undefined || state === "pending" ? 0 : results[state]); i++)
            yield {};
        },
      },
    };
    const test = { module, fullName: "chat > sends" };
    const printed: string[] = [];
    const write = vi.spyOn(process.stdout, "write").mockImplementation((text) => {
      printed.push(String(text));
      return true;
    });
    try {
      const reporter = new ProgressReporter();
      reporter.onTestModuleQueued(module);
      reporter.onTestCaseReady(test);
      const during = progressOf(printed.join("").split("\n"));
      expect(during.current).toEqual({ file: A, test: "chat > sends" });
      reporter.onTestModuleEnd(module);
    } finally {
      write.mockRestore();
    }
    expect(progressOf(printed.join("").split("\n")).finished).toEqual([{ file: A, passed: 2, failed: 1 }]);
  });

  it("leaves the files no finished line named, in order", () => {
    const all = [A, B, "tests/worker/c.test.ts"];
    expect(unfinished(all, [{ file: B, passed: 3, failed: 0 }])).toEqual([A, "tests/worker/c.test.ts"]);
  });
});

describe("what the watcher does after a stall", () => {
  const stall = {
    stalledIn: B,
    earlierStalls: [] as string[],
    remaining: [B, "tests/worker/c.test.ts"],
    failed: 0,
    restartsLeft: 2,
  };

  it("runs the unfinished files again after a first stall", () => {
    expect(afterStall(stall).action).toBe("restart");
    expect(afterStall({ ...stall, stalledIn: null }).action).toBe("restart");
  });

  it("fails the run when the same file stalls a second time, even with restarts left", () => {
    expect(afterStall({ ...stall, earlierStalls: [B] })).toEqual({
      action: "give-up",
      reason: `${B} stalled twice`,
    });
    expect(afterStall({ ...stall, earlierStalls: [A] }).action).toBe("restart");
  });

  it("fails the run when a test or a file's loading failed before the stall, or no restart is left", () => {
    expect(afterStall({ ...stall, failed: 1 }).action).toBe("give-up");
    expect(afterStall({ ...stall, restartsLeft: 0 }).action).toBe("give-up");
  });

  it("ends a run that stopped after its last file, everything passed", () => {
    expect(afterStall({ ...stall, stalledIn: null, remaining: [] }).action).toBe("done");
    expect(afterStall({ ...stall, stalledIn: null, remaining: [], failed: 1 }).action).toBe("give-up");
  });

  it("waits longer than a test and every hook around it may legally wait before calling a run stalled", async () => {
    // The limits are the worker config's own, not a second copy of them.
    const { default: config } = await import("../../vitest.worker.config");
    const projects = config.test?.projects ?? [];
    expect(projects.length).toBeGreaterThan(0);
    for (const project of projects) {
      if (typeof project !== "object" || !("test" in project)) throw new Error("a project without options");
      const { testTimeout, hookTimeout } = project.test ?? {};
      if (testTimeout === undefined || hookTimeout === undefined)
        throw new Error("a project without timeouts");
      expect({ testTimeout, hookTimeout }).toEqual({
        testTimeout: TEST_TIMEOUT_MS,
        hookTimeout: HOOK_TIMEOUT_MS,
      });
      // beforeAll, beforeEach, the test, afterEach and afterAll, each waiting its full timeout, then one
      // more reading of the CPU time.
      expect(STALL_MS).toBeGreaterThanOrEqual(testTimeout + 4 * hookTimeout + CHECK_EVERY_MS);
    }
    // Importing the worker config loads the Cloudflare plugin and reads every migration: seconds on a busy machine.
  }, 30_000);

  it("calls a run stalled sooner between two files, where nothing waits, than inside one", () => {
    const progress = progressOf([line({ event: "file", file: A })]);
    expect(idleLimit(new RunProgress(), STALL_MS, STALL_BETWEEN_FILES_MS)).toBe(STALL_MS);
    expect(idleLimit(progress, STALL_MS, STALL_BETWEEN_FILES_MS)).toBe(STALL_MS);
    progress.read(line({ event: "end", file: A, state: "passed", passed: 1, failed: 0, skipped: 0 }));
    expect(idleLimit(progress, STALL_MS, STALL_BETWEEN_FILES_MS)).toBe(STALL_BETWEEN_FILES_MS);
    // A file's setup hooks run after it is sent to run: the full limit again.
    progress.read(line({ event: "file", file: B }));
    expect(idleLimit(progress, STALL_MS, STALL_BETWEEN_FILES_MS)).toBe(STALL_MS);
    expect(STALL_BETWEEN_FILES_MS).toBeLessThan(STALL_MS);
    expect(STALL_BETWEEN_FILES_MS).toBeGreaterThan(HOOK_TIMEOUT_MS);
  });
});
