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
// Then the page on a phone-sized screen with the CPU slowed 4×, as Lighthouse's mobile run, until the app
// has taken it over (decision 0035) and settled: the blocking time of every long task since navigation
// (the browser's Long Tasks API; the parsing of the page's HTML counts too), median of 11.
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

function recordLongTasks() {
  Object.assign(window, { longTasks: [] });
  new PerformanceObserver((entries) => {
    for (const entry of entries.getEntries()) Reflect.get(window, "longTasks").push(entry.duration);
  }).observe({ type: "longtask", buffered: true });
}

/** Lighthouse's mobile run slows the CPU 4×, as a mid-range phone's. */
const PHONE_CPU_SLOWDOWN = 4;
/** After the app has started, the parts it draws a moment later (decision 0035) are given this long. */
const SETTLE_MS = 1000;

/**
 * One cold visit on a phone-sized screen with the CPU slowed as Lighthouse's mobile run does: the blocking
 * time of the page's long tasks (each one's time past 50 ms, summed, as in Lighthouse's total blocking
 * time) from navigation until the app has taken the page over and settled, and the longest task.
 */
async function takeoverVisit(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await page.goto("about:blank");
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: PHONE_CPU_SLOWDOWN });
  await page.addInitScript(recordLongTasks);
  await page.goto(url);
  await page.waitForFunction(() => document.documentElement.dataset.app === "started", null, {
    timeout: 30_000,
  });
  await page.waitForTimeout(SETTLE_MS);
  const tasks = await page.evaluate(() => Reflect.get(window, "longTasks"));
  await context.close();
  return {
    blocking: tasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0),
    longest: Math.max(0, ...tasks),
  };
}

/** Median (and range) of RUNS cold visits of the truck's page: its paint, then its takeover's blocking. */
export async function measureProfilePaint(origin, profileId) {
  const browser = await chromium.launch(LAUNCH);
  try {
    const url = `${origin}/profile/${profileId}`;
    const visits = [];
    for (let run = 0; run < RUNS; run++) visits.push(await visit(browser, url));
    const takeovers = [];
    for (let run = 0; run < RUNS; run++) takeovers.push(await takeoverVisit(browser, url));
    return {
      runs: RUNS,
      profileId,
      cold: summary(visits.map((v) => v.ms)),
      hasCover: visits[0]?.hasCover,
      blocking: summary(takeovers.map((t) => t.blocking)),
      longest: summary(takeovers.map((t) => t.longest)),
    };
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
  const paint = `  ${`truck's page /profile/${result.profileId}: ${what}, cold`.padEnd(42)} ${f(m).padStart(7)}  (${f(min)}–${f(max)})  ${m <= targetMs ? "within" : "over"} ${targetMs} ms`;
  const { blocking, longest } = result;
  const takeover = `  ${`  until the app has taken it over, on a phone (CPU ${PHONE_CPU_SLOWDOWN}× slower): blocking time`.padEnd(42)} ${f(blocking.median).padStart(7)}  (${f(blocking.min)}–${f(blocking.max)}), longest task ${f(longest.median)}`;
  return `${paint}\n${takeover}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const origin = process.argv[2] ?? "http://127.0.0.1:8799";
  const id = process.argv[3] ? Number(process.argv[3]) : await someProfileId(origin);
  console.log(`median of ${RUNS} (range):`);
  console.log(profilePaintReport(await measureProfilePaint(origin, id), 250));
}
