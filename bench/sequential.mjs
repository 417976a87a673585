// Sequential GETs as one user: GET /api/places suggestions while typing, /api/health as the baseline of
// wrangler dev's own overhead, and fixed searches to set beside the same SQL run directly in SQLite.

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

/** The worker's own time for a search, from its Server-Timing header ("search;dur=12"). */
export function serverMs(res) {
  const match = /search;dur=(\d+(?:\.\d+)?)/.exec(res.headers.get("Server-Timing") ?? "");
  return match ? Number(match[1]) : Number.NaN;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Each search of `cases` ({place, cuisine, startDay, endDay, …}) run `rounds` times in a row after a
 * warm-up: the median round trip as the client sees it, the median time inside the worker and the median
 * of `runSql(index)` (the same search's SQL run directly, returning its ms), which each round runs right
 * after the API call: both measured in the same moments.
 */
export async function measureCases(origin, cases, runSql, rounds = 15) {
  const results = [];
  for (const [index, { input }] of cases.entries()) {
    const params = new URLSearchParams();
    if (input.place) params.set("postal_code", input.place);
    if (input.cuisine) params.set("cuisine", input.cuisine);
    if (input.startDay) params.set("event_start_date", input.startDay);
    if (input.endDay) params.set("event_end_date", input.endDay);
    if (input.sort) params.set("sort", input.sort);
    if (input.dietary) params.set("dietary", input.dietary.join(","));
    if (input.minRating !== undefined) params.set("min_rating", String(input.minRating));
    if (input.maxPrice !== undefined) params.set("max_price", String(input.maxPrice));
    for (const [name, value] of Object.entries(input.venue ?? {})) params.set(name, String(value));
    const url = `${origin}/api/profiles?${params}`;
    await (await fetch(url)).arrayBuffer();
    runSql(index);
    const client = [];
    const server = [];
    const sql = [];
    for (let round = 0; round < rounds; round++) {
      const t = performance.now();
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${res.status} ${url}`);
      client.push(performance.now() - t);
      server.push(serverMs(res));
      sql.push(runSql(index));
    }
    results.push({ client: median(client), server: median(server), sql: median(sql) });
  }
  return results;
}
