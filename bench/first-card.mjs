// Navigation → first truck card on the home page in headless Chromium: what a visitor waits for. The
// page records the moment a real card (not a skeleton) appears, relative to its navigation start.
//
// Three ways of arriving, because they differ by more than the target (decision 0014):
// - cold: a new browser profile each run — nothing cached, every script downloaded and compiled;
// - warm: a returning visitor — one browser profile on disk, visited before, a new tab each run: scripts
//   come from the HTTP cache and their compiled code from V8's code cache, as in a real browser. (A
//   Playwright context is an incognito profile, which keeps no code cache: its "warm" tab downloaded
//   nothing but still compiled every script, and was reported as warm until decision 0014.)
// - reload: the same tab reloaded — the renderer still holds the compiled code; what a reload by hand
//   with DevTools open shows, the fastest case.
//
// The browser shares the machine with wrangler dev (2 cores here), and other work on the machine slows all
// three: the 1-minute load average and the share of the CPU other processes used are printed with them.
//
// Alone, against a server that is already running with the bench's data (its CPU then counts as other
// processes'):
//   node bench/first-card.mjs http://127.0.0.1:8799
import { mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { findChromium } from "../scripts/chromium.mjs";
import { otherProcessesCpu } from "./cpu-share.mjs";

/** Eleven, not five or seven: one run of seven varied by ±50 ms on this two-core machine (decision 0022). */
export const RUNS = 11;
/** Visits before the warm runs: Chromium writes a script's code cache on its second load, reads it from the third. */
const PRIMING_VISITS = 2;
export const LAUNCH = {
  // The full browser, as a user has it, not the lighter headless shell the tests prefer.
  executablePath: findChromium({ fullBrowser: true }),
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
};

function recordFirstCard() {
  const seen = () => document.querySelector("a.truck-card");
  const mark = () => {
    if (seen() && !("firstCardMs" in window)) Object.assign(window, { firstCardMs: performance.now() });
  };
  new MutationObserver(mark).observe(document, { childList: true, subtree: true });
}

/**
 * When the first card could be seen: when it entered the page, or the page's first paint if that came
 * later. A card in the HTML the worker rendered (decision 0022) is in the document long before the
 * stylesheet lets anything be painted; a card the SPA adds later appears in the next frame.
 */
async function firstCardMs(page) {
  await page.locator("a.truck-card").first().waitFor({ timeout: 30_000 });
  const ms = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const inPage = Reflect.get(window, "firstCardMs");
        new PerformanceObserver((entries, observer) => {
          const paint = entries.getEntriesByName("first-contentful-paint")[0];
          if (!paint) return;
          observer.disconnect();
          resolve(typeof inPage === "number" ? Math.max(inPage, paint.startTime) : undefined);
        }).observe({ type: "paint", buffered: true });
      }),
  );
  if (typeof ms !== "number") throw new Error("the first card's time was not recorded");
  return ms;
}

/** One visit in a new tab of `context`. */
async function visit(context, origin) {
  const page = await context.newPage();
  await page.addInitScript(recordFirstCard);
  await page.goto(`${origin}/`);
  const ms = await firstCardMs(page);
  await page.close();
  return ms;
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
export const summary = (values) => ({
  median: median(values),
  min: Math.min(...values),
  max: Math.max(...values),
});

async function cold(browser, origin) {
  const times = [];
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext();
    times.push(await visit(context, origin));
    await context.close();
  }
  return times;
}

async function warm(origin) {
  const profile = mkdtempSync(join(tmpdir(), "bench-profile-"));
  const context = await chromium.launchPersistentContext(profile, LAUNCH);
  try {
    for (let run = 0; run < PRIMING_VISITS; run++) await visit(context, origin);
    const times = [];
    for (let run = 0; run < RUNS; run++) times.push(await visit(context, origin));
    return times;
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

async function reload(browser, origin) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(recordFirstCard);
  await page.goto(`${origin}/`);
  await firstCardMs(page);
  const times = [];
  for (let run = 0; run < RUNS; run++) {
    await page.reload();
    times.push(await firstCardMs(page));
  }
  await context.close();
  return times;
}

/** Other processes busier than this (share of all cores) make the figures unreliable. */
const NOISY_SHARE = 0.1;

/** Median (and range) of RUNS visits of each kind, with the load average around them. */
export async function measureFirstCard(origin) {
  const loadBefore = loadavg()[0];
  const others = otherProcessesCpu();
  const browser = await chromium.launch(LAUNCH);
  try {
    const coldTimes = await cold(browser, origin);
    const warmTimes = await warm(origin);
    const reloadTimes = await reload(browser, origin);
    return {
      runs: RUNS,
      cold: summary(coldTimes),
      warm: summary(warmTimes),
      reload: summary(reloadTimes),
      load: { before: loadBefore, after: loadavg()[0], cores: cpus().length, others: others.stop() },
    };
  } finally {
    await browser.close();
  }
}

function othersText(share) {
  if (share === null) return "other processes' CPU use unknown";
  const text = `other processes used ${(share * 100).toFixed(0)} % of the CPU meanwhile`;
  return share > NOISY_SHARE ? `${text} — figures inflated, repeat on a quieter machine` : text;
}

/** The figures as the bench prints them. */
export function firstCardReport(result, targetMs) {
  const f = (ms) => `${ms.toFixed(0)} ms`;
  const line = (label, { median: m, min, max }) =>
    `  ${label.padEnd(42)} ${f(m).padStart(7)}  (${f(min)}–${f(max)})  ${m < targetMs ? "within" : "over"}`;
  return [
    `median of ${result.runs} (range), target < ${targetMs} ms:`,
    line("cold (new profile, nothing cached)", result.cold),
    line("warm (returning visitor, new tab)", result.warm),
    line("reload (same tab, compiled code in memory)", result.reload),
    `  load average (1 min) ${result.load.before.toFixed(2)} before, ${result.load.after.toFixed(2)} after, ` +
      `${result.load.cores} cores; ${othersText(result.load.others)}`,
  ].join("\n");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const origin = process.argv[2] ?? "http://127.0.0.1:8799";
  console.log(firstCardReport(await measureFirstCard(origin), 400));
}
