// Sequential GETs as one user typing: GET /api/places suggestions, and /api/health as the baseline.

/** What people type into a location field, keystroke by keystroke, with typos and postal codes. */
export const PLACE_QUERIES = [
  "W",
  "Wa",
  "War",
  "Wars",
  "Warsz",
  "Warszwa",
  "kra",
  "Krakw",
  "moko",
  "Nowa H",
  "lodz",
  "Gdańsk",
  "gdnsk",
  "Józefów",
  "31-0",
  "00950",
  "ul. Długa 5 Gdańsk",
  "zzzzzz",
];
export const PLACE_ROUNDS = 20;

/**
 * Sequential GETs (one user typing), every answer must be 200: their latencies' p50/p95/max. Run for
 * /api/places and, as the baseline of wrangler dev's own overhead, for /api/health.
 */
async function measureSequential(urls, rounds) {
  for (const url of urls) await (await fetch(url)).arrayBuffer(); // warm-up
  const latencies = [];
  const failures = [];
  for (let round = 0; round < rounds; round++) {
    for (const url of urls) {
      const t = performance.now();
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.status === 200) latencies.push(performance.now() - t);
      else failures.push(`${res.status} ${url}`);
    }
  }
  latencies.sort((a, b) => a - b);
  const at = (p) => latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)];
  return { ok: latencies.length, failures, p50: at(50), p95: at(95), max: latencies.at(-1) };
}

export function measurePlaces(origin) {
  const urls = PLACE_QUERIES.map((q) => `${origin}/api/places?q=${encodeURIComponent(q)}`);
  return measureSequential(urls, PLACE_ROUNDS);
}

export function measureHealth(origin) {
  return measureSequential([`${origin}/api/health`], PLACE_QUERIES.length * PLACE_ROUNDS);
}
