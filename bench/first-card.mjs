// Navigation → first truck card on the home page in headless Chromium: what a visitor waits for. The
// page records the moment a real card (not a skeleton) appears, relative to its navigation start.
import { chromium } from "@playwright/test";
import { findChromium } from "../scripts/chromium.mjs";

const RUNS = 5;

function recordFirstCard() {
  const seen = () => document.querySelector("a.truck-card");
  const mark = () => {
    if (seen() && !("firstCardMs" in window)) Object.assign(window, { firstCardMs: performance.now() });
  };
  new MutationObserver(mark).observe(document, { childList: true, subtree: true });
}

async function timeOnce(context, origin) {
  const page = await context.newPage();
  await page.addInitScript(recordFirstCard);
  await page.goto(`${origin}/`);
  await page.locator("a.truck-card").first().waitFor({ timeout: 30_000 });
  const ms = await page.evaluate(() => Reflect.get(window, "firstCardMs"));
  await page.close();
  if (typeof ms !== "number") throw new Error("the first card's time was not recorded");
  return ms;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Median of RUNS cold loads (a fresh browser context each, empty cache) and of RUNS warm reloads. */
export async function measureFirstCard(origin) {
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  try {
    const cold = [];
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext();
      cold.push(await timeOnce(context, origin));
      await context.close();
    }
    const context = await browser.newContext();
    await timeOnce(context, origin);
    const warm = [];
    for (let run = 0; run < RUNS; run++) warm.push(await timeOnce(context, origin));
    await context.close();
    return { runs: RUNS, cold: median(cold), warm: median(warm) };
  } finally {
    await browser.close();
  }
}
