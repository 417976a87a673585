/**
 * Optimal string alignment distance (Damerau–Levenshtein with adjacent transpositions, each substring
 * edited once), bounded: the place suggestions compare the typed text with ~8000 names and name
 * beginnings per request, so anything further than `max` edits is cut short. Returns the distance when
 * it is at most `max`, otherwise `max + 1`. `bLength` compares with b's first characters only (a misspelt
 * beginning of a longer name) without copying it.
 */
export function withinEdits(a: string, b: string, max: number, bLength = b.length): number {
  const n = Math.min(bLength, b.length);
  if (Math.abs(a.length - n) > max) return max + 1;
  const rows = buffers(n + 1);
  // Three rolling rows: the one two back is needed for transpositions.
  let before = rows[0];
  let previous = rows[1];
  let current = rows[2];
  for (let j = 0; j <= n; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    const ai = a.charCodeAt(i - 1);
    for (let j = 1; j <= n; j++) {
      const bj = b.charCodeAt(j - 1);
      let value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + (ai === bj ? 0 : 1),
      );
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj) {
        value = Math.min(value, (before[j - 2] ?? 0) + 1);
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    // Every later row is at least this row's minimum.
    if (rowMin > max) return max + 1;
    const spare = before;
    before = previous;
    previous = current;
    current = spare;
  }
  const distance = previous[n] ?? max + 1;
  return distance <= max ? distance : max + 1;
}

/** Reused between calls (one request compares thousands of names); grown when a longer name comes. */
let shared: [Int32Array, Int32Array, Int32Array] = [
  new Int32Array(64),
  new Int32Array(64),
  new Int32Array(64),
];

function buffers(size: number): [Int32Array, Int32Array, Int32Array] {
  if (shared[0].length < size) shared = [new Int32Array(size), new Int32Array(size), new Int32Array(size)];
  return shared;
}
