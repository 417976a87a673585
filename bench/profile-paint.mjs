// Navigation → the truck's name and cover photo painted on /profile/{id}, cold (a new browser profile
// each run: nothing cached), median of 11, in the full headless Chromium: what a visitor who follows a
// link to a truck waits for (issue 39). The worker renders the page (decision 0033), so both can be
// painted before any of the app's code has run.
//
// The name counts as painted at the first contentful paint if the heading was in the page by then
// (else at its insertion: the next frame paints it); the cover when the browser reports it painted as
// a largest-contentful-paint candidate (it is the largest element of the page's first screen). A truck
// without photos is timed by its name alone, and says so.
//
// Alone, against a server that is already running (e.g. `npm start`'s demo data, whose trucks have photos):
//   node bench/profile-paint.mjs http://127.0.0.1:8787 [profile id]
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { LAUNCH, RUNS, summary } from "./first-card.mjs";

function recordName() {
  new MutationObserver((_records, observer) => {
    if (!document.querySelector("main h1")) return;
    Object.assign(window, { nameInsertedMs: performance.now() });
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
  new PerformanceObserver((entries) => {
    for (const entry of entries.getEntries()) {
      if (entry.element?.matches(".profile-cover__image")) {
        Object.assign(window, { coverPaintedMs: entry.renderTime || entry.loadTime });
      }
    }
  }).observe({ type: "largest-contentful-paint", buffered: true });
}

/** One cold visit: when both the name and the cover (if any) were painted, in ms from navigation start. */
async function visit(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(recordName);
  await page.goto(url);
  await page.locator("main h1").first().waitFor({ timeout: 30_000 });
  const hasCover = (await page.locator(".profile-cover__image").count()) > 0;
  if (hasCover) await page.waitForFunction(() => "coverPaintedMs" in window, null, { timeout: 30_000 });
  const times = await page.evaluate(() => {
    const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0;
    const inserted = Reflect.get(window, "nameInsertedMs");
    const cover = Reflect.get(window, "coverPaintedMs");
    return { name: Math.max(paint, typeof inserted === "number" ? inserted : 0), cover };
  });
  await context.close();
  return { ms: Math.max(times.name, typeof times.cover === "number" ? times.cover : 0), hasCover };
}

/** Median (and range) of RUNS cold visits of the truck's page. */
export async function measureProfilePaint(origin, profileId) {
  const browser = await chromium.launch(LAUNCH);
  try {
    const visits = [];
    for (let run = 0; run < RUNS; run++) visits.push(await visit(browser, `${origin}/profile/${profileId}`));
    return { runs: RUNS, profileId, cold: summary(visits.map((v) => v.ms)), hasCover: visits[0]?.hasCover };
  } finally {
    await browser.close();
  }
}

/** The first truck of the default search: a page any data set has. */
export async function someProfileId(origin) {
  const trucks = await (await fetch(`${origin}/api/profiles?limit=1`)).json();
  const id = Array.isArray(trucks) ? trucks[0]?.profile_id : undefined;
  if (typeof id !== "number") throw new Error("no truck to open");
  return id;
}

/** The figure as the bench prints it, beside the home page's first card. */
export function profilePaintReport(result, targetMs) {
  const f = (ms) => `${ms.toFixed(0)} ms`;
  const { median: m, min, max } = result.cold;
  const what = result.hasCover ? "name and cover photo" : "name (this truck has no photos)";
  return `  ${`truck's page /profile/${result.profileId}: ${what}, cold`.padEnd(42)} ${f(m).padStart(7)}  (${f(min)}–${f(max)})  ${m <= targetMs ? "within" : "over"} ${targetMs} ms`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const origin = process.argv[2] ?? "http://127.0.0.1:8799";
  const id = process.argv[3] ? Number(process.argv[3]) : await someProfileId(origin);
  console.log(`median of ${RUNS} (range):`);
  console.log(profilePaintReport(await measureProfilePaint(origin, id), 250));
}
