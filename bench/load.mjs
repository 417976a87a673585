/**
 * Load generator for bench/search.mjs, run as its own process so the client does not share an event loop
 * (or CPU accounting) with the orchestration. Argument: JSON {origin, concurrency, warmup, requests,
 * maxSeconds, seed}. Prints one JSON line with the latencies' percentiles and throughput.
 * Only talks to 127.0.0.1.
 */

import { serverMs } from "./sequential.mjs";

const config = JSON.parse(process.argv[2] ?? "{}");
const { origin, concurrency = 10, warmup = 200, requests = 3000, maxSeconds = 60, seed = 42 } = config;
if (!/^http:\/\/127\.0\.0\.1:\d+$/.test(origin ?? "")) throw new Error(`refusing origin ${origin}`);

/** Small deterministic PRNG (mulberry32) so every run sends the same mix. */
function prng(state) {
  let a = state >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = prng(seed);
const pick = (list) => list[Math.floor(random() * list.length)];

// What people type: big cities (with and without diacritics), smaller towns, postal codes.
const PLACES = [
  "Warszawa",
  "warszawa",
  "Kraków",
  "krakow",
  "Łódź",
  "lodz",
  "Wrocław",
  "Poznań",
  "Gdańsk",
  "gdansk",
  "Szczecin",
  "Lublin",
  "Katowice",
  "Białystok",
  "Rzeszów",
  "Toruń",
  "Olsztyn",
  "Zakopane",
  "Sopot",
  "Płock",
  "00-950",
  "02-495",
  "31-019",
  "80-001",
  "61-001",
  "90-001",
  "50-001",
];
const CUISINES = [
  "burgers",
  "pizza",
  "hot_dogs",
  "ice_cream",
  "coffee",
  "waffles",
  "polish",
  "craft_beer",
  "asian",
  "kebab",
];

function dayString(date) {
  return date.toISOString().slice(0, 10);
}

/** An event: a day, a weekend or a week, between June 2026 and September 2027. */
function dateRange() {
  const start = new Date(Date.UTC(2026, 5, 1) + Math.floor(random() * 480) * 86_400_000);
  const length = pick([1, 1, 1, 2, 3, 3, 7]);
  const end = new Date(start.getTime() + (length - 1) * 86_400_000);
  return [dayString(start), dayString(end)];
}

function nextUrl() {
  const params = new URLSearchParams();
  const shape = random();
  // Most searches give a place; many add a cuisine and dates (the search form's fields).
  params.set("postal_code", pick(PLACES));
  if (shape < 0.8) params.set("cuisine", pick(CUISINES));
  if (shape < 0.6 || shape > 0.9) {
    const [start, end] = dateRange();
    params.set("event_start_date", start);
    params.set("event_end_date", end);
  }
  if (random() < 0.1) params.set("long_term_rental", "true");
  // Beyond SPEC.md (issue 16): some visitors sort or narrow the results.
  if (random() < 0.3) params.set("sort", pick(["rating", "price", "distance"]));
  if (random() < 0.1) params.set("dietary", pick(["vegan", "vegetarian", "gluten_free"]));
  if (random() < 0.1) params.set("min_rating", pick(["3", "4", "4.5"]));
  if (random() < 0.1) params.set("max_price", pick(["20", "30", "45"]));
  return `${origin}/api/profiles?${params}`;
}

async function one(latencies, serverTimes, failures) {
  const url = nextUrl();
  const started = performance.now();
  try {
    const res = await fetch(url);
    await res.arrayBuffer();
    const ms = performance.now() - started;
    if (res.status === 200) {
      latencies.push(ms);
      serverTimes.push(serverMs(res));
    } else failures.push(`${res.status} ${url}`);
  } catch (error) {
    failures.push(`${error.message} ${url}`);
  }
}

async function run(total, deadline) {
  const latencies = [];
  const serverTimes = [];
  const failures = [];
  let issued = 0;
  const started = performance.now();
  const worker = async () => {
    while (issued < total && performance.now() < deadline) {
      issued += 1;
      await one(latencies, serverTimes, failures);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { latencies, serverTimes, failures, seconds: (performance.now() - started) / 1000 };
}

function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

await run(warmup, performance.now() + 30_000);
const { latencies, serverTimes, failures, seconds } = await run(
  requests,
  performance.now() + maxSeconds * 1000,
);
const sorted = [...latencies].sort((a, b) => a - b);
const sortedServer = [...serverTimes].sort((a, b) => a - b);
process.stdout.write(
  `${JSON.stringify({
    requests: latencies.length + failures.length,
    ok: latencies.length,
    failures: failures.length,
    firstFailures: failures.slice(0, 3),
    seconds,
    rps: latencies.length / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1),
    serverP50: percentile(sortedServer, 50),
    serverP95: percentile(sortedServer, 95),
    concurrency,
  })}\n`,
);
