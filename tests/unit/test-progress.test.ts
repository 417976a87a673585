import { describe, expect, it } from "vitest";
import { finishedFile, unfinished } from "../../scripts/test-progress.mjs";

describe("reading a vitest run's progress", () => {
  it("reads a finished file's counts, with or without colours and failures", () => {
    expect(finishedFile(" ✓  worker  tests/worker/events.test.ts (42 tests) 3746ms")).toEqual({
      file: "tests/worker/events.test.ts",
      passed: 42,
      failed: 0,
    });
    expect(
      finishedFile(
        " \u001b[31m❯\u001b[39m \u001b[30m\u001b[46m worker \u001b[49m\u001b[39m tests/worker/chat.test.ts \u001b[2m(\u001b[22m\u001b[2m12 tests | 2 failed\u001b[22m\u001b[2m)\u001b[22m",
      ),
    ).toEqual({ file: "tests/worker/chat.test.ts", passed: 10, failed: 2 });
    expect(finishedFile(" ✓ tests/deploy/config.test.ts (1 test) 9ms")).toEqual({
      file: "tests/deploy/config.test.ts",
      passed: 1,
      failed: 0,
    });
  });

  it("ignores every other line: single tests, logs, the summary", () => {
    expect(finishedFile("     ✓ keeps rows and files 3398ms")).toBeNull();
    expect(finishedFile('{"level":"error","path":"/api/profiles/311"}')).toBeNull();
    expect(finishedFile(" Test Files  53 passed (53)")).toBeNull();
  });

  it("leaves the files no finished line named, in order", () => {
    const all = ["tests/worker/a.test.ts", "tests/worker/b.test.ts", "tests/worker/c.test.ts"];
    expect(unfinished(all, [{ file: "tests/worker/b.test.ts", passed: 3, failed: 0 }])).toEqual([
      "tests/worker/a.test.ts",
      "tests/worker/c.test.ts",
    ]);
  });
});
