// What a running `vitest run --reporter=default` has finished, read from its output line by line, so a
// run that stalls can go on with the files it did not finish (scripts/worker-tests.mjs).

// biome-ignore lint/suspicious/noControlCharactersInRegex: terminal colour codes are what it removes.
const COLOURS = /\u001b\[[0-9;]*m/g;
/** " ✓  worker  tests/worker/a.test.ts (42 tests | 1 failed) 3746ms" — one line per finished file. */
const FILE_LINE = /^\s*[✓×❯↓]\s+(?:\S+\s+)?(tests\/\S+\.test\.ts)\s+\((\d+) tests?(?:\s*\|\s*(\d+) failed)?/;

/** The finished file a reporter line names, with its test counts; null for any other line. */
export function finishedFile(line) {
  const match = FILE_LINE.exec(line.replace(COLOURS, ""));
  if (!match?.[1] || !match[2]) return null;
  const failed = Number(match[3] ?? 0);
  return { file: match[1], passed: Number(match[2]) - failed, failed };
}

/** The files of `all` that no finished line named, in their order. */
export function unfinished(all, finished) {
  const done = new Set(finished.map((entry) => entry.file));
  return all.filter((file) => !done.has(file));
}
