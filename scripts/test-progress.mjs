// What a running `vitest run` has started and finished, read line by line from the lines its progress
// reporter (scripts/progress-reporter.mjs) prints, and what the watcher (scripts/worker-tests.mjs) does
// when the run stops making progress. Kept apart from the watcher so each rule has a unit test.

/** Starts every line of the progress reporter; nothing else vitest prints starts so. */
export const PROGRESS_MARK = "::vitest-progress::";

/** The progress event a line carries; null for any other line (test output, the default reporter). */
export function progressEvent(line) {
  const start = line.indexOf(PROGRESS_MARK);
  if (start === -1) return null;
  try {
    const event = JSON.parse(line.slice(start + PROGRESS_MARK.length));
    if (typeof event?.file !== "string") return null;
    return event;
  } catch {
    return null;
  }
}

/**
 * A finished file's counts. A file that failed with no failing test failed to load (vitest prints it as
 * "(0 test)") or failed in a hook outside its tests: that is one failure, never a file that passed.
 */
export function fileCounts(end) {
  const passed = Number(end.passed ?? 0);
  const failed = Number(end.failed ?? 0);
  const brokenFile = end.state === "failed" && failed === 0 ? 1 : 0;
  return { file: end.file, passed, failed: failed + brokenFile };
}

/** One vitest run followed through its progress lines: the files it finished and where it is now. */
export class RunProgress {
  /** @type {{ file: string, passed: number, failed: number }[]} */
  finished = [];
  /** The file running now (sent to run, not ended) and its latest test, if one started; null between files. */
  current = null;

  /** Takes in one line of the run's output; whether it was a progress line (not for people to read). */
  read(line) {
    const event = progressEvent(line);
    if (!event) return false;
    if (event.event === "file") this.current = { file: event.file, test: null };
    else if (event.event === "test") this.current = { file: event.file, test: event.test ?? null };
    else if (event.event === "end") {
      this.finished.push(fileCounts(event));
      if (this.current?.file === event.file) this.current = null;
    }
    return true;
  }
}

/** Where a stalled run stopped, for people: the file and test, or the gap after the last finished file. */
export function stallPlace(progress) {
  if (progress.current?.test) return `in ${progress.current.file}, test "${progress.current.test}"`;
  if (progress.current) return `in ${progress.current.file}, before its first test started`;
  const last = progress.finished.at(-1);
  return last ? `between files, after ${last.file} ended` : "before any file started";
}

/**
 * How long a run may go without CPU before it counts as stalled: `stallMs` while a file runs (its tests and
 * hooks may wait on their timeouts), the shorter `betweenFilesMs` once a file ended and the next was not yet
 * sent to run, where nothing waits. Before the first file the run is still starting: `stallMs`.
 */
export function idleLimit(progress, stallMs, betweenFilesMs) {
  const betweenFiles = progress.current === null && progress.finished.length > 0;
  return betweenFiles ? Math.min(stallMs, betweenFilesMs) : stallMs;
}

/** The files of `all` that no finished file named, in their order. */
export function unfinished(all, finished) {
  const done = new Set(finished.map((entry) => entry.file));
  return all.filter((file) => !done.has(file));
}

/**
 * What the watcher does after a stall: "done" (it stopped after its last file, all passed), "restart" (run
 * the files it did not finish) or "give-up". A file that stalls a second time hangs there: a test waits
 * forever, or the runtime does, in that file; running it a third time would only hide that.
 *   stalledIn: the file running at the stall, or null between files; earlierStalls: files that stalled
 *   before in this group; remaining: files not finished; failed: failures so far.
 */
export function afterStall({ stalledIn, earlierStalls, remaining, failed, restartsLeft }) {
  if (stalledIn !== null && earlierStalls.includes(stalledIn)) {
    return { action: "give-up", reason: `${stalledIn} stalled twice` };
  }
  if (failed > 0) return { action: "give-up", reason: "tests failed before the stall" };
  if (remaining.length === 0) return { action: "done", reason: "every file had finished" };
  if (restartsLeft === 0) return { action: "give-up", reason: "no restart left" };
  return { action: "restart", reason: "" };
}
