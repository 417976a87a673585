import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { expect, type Frame, type Locator, type Page, test } from "@playwright/test";
import type { Result } from "axe-core";

/** WCAG 2.0, 2.1 and 2.2, levels A and AA (axe tags). */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

const BLOCKING = new Set(["serious", "critical"]);

/**
 * The engine as the page gets it: axe-core's minified build, not `axe.source` (its 1.3 MB readable build).
 * Every scanned document is sent it over the DevTools protocol; half the size took a third off each
 * injection (~430 → ~285 ms on this machine), and a run injects it about a hundred times.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** The widths every state is scanned at (issue 11): a desktop and a small phone. */
export const WIDTHS = [1280, 360] as const;

/**
 * Runs axe-core in one frame: the engine is injected once per document (a page that keeps its document
 * between scans, as the SPA does, is not sent its engine again), then `axe.run` over that document only.
 * Every frame is scanned on its own, cross-origin ones too (the Payment Element's iframe).
 */
async function violationsIn(frame: Frame): Promise<Result[]> {
  if (!(await frame.evaluate<boolean>('typeof window.axe?.run === "function"')))
    await frame.evaluate(AXE_SOURCE);
  const options = {
    runOnly: { type: "tag", values: WCAG_TAGS },
    resultTypes: ["violations"],
    iframes: false,
  };
  // With a modal dialog open only the dialog is scanned: the page behind it is inert, and was scanned in
  // its own state before the dialog opened. About half the time of a scan of the whole page.
  return frame.evaluate<Result[]>(
    `window.axe.run(document.querySelector('[aria-modal="true"]') ?? document, ${JSON.stringify(options)})
      .then((results) => results.violations)`,
  );
}

/**
 * Runs axe on the page as it is now (dialogs open, errors shown…) and fails on any serious or critical
 * WCAG 2.2 A/AA violation, listing each rule with its impact, the elements it found and `label` (the state).
 */
export async function expectNoSeriousA11yViolations(page: Page, label: string): Promise<void> {
  const violations: Result[] = [];
  for (const frame of page.frames()) violations.push(...(await violationsIn(frame)));
  const blocking = violations.filter((violation) => BLOCKING.has(violation.impact ?? ""));
  const report = blocking.map((violation) => {
    const nodes = violation.nodes.map((node) => {
      const summary = node.failureSummary?.split("\n").slice(1).join(" ").trim() ?? "";
      return `    - ${node.target.join(" ")}${summary ? ` — ${summary}` : ""}`;
    });
    return `  ${violation.id} (${violation.impact}): ${violation.help}\n${nodes.join("\n")}`;
  });
  // Soft: one run lists every failing state; the test still fails at its end.
  expect.soft(report.length, `WCAG 2.2 AA violations in "${label}":\n${report.join("\n")}\n`).toBe(0);
}

/**
 * Where the run keeps one full-page screenshot per page and width (test-results/screenshots/<page>-<width>.png),
 * beside Playwright's own output folder, which it empties at the start of every run.
 */
export function screenshotPath(name: string, width: number): string {
  return join(test.info().project.outputDir, "..", "screenshots", `${name}-${width}.png`);
}

/**
 * Screenshots are for people to look at, so a run makes them only when asked: `SCREENSHOTS=1 npx playwright
 * test …` (decision 0028). Each full-page picture costs the browser about a second; `npm test` does not
 * spend that on pictures nobody opens.
 */
export const TAKE_SCREENSHOTS = process.env.SCREENSHOTS === "1";

interface ScanOptions {
  /**
   * Also saves a full-page screenshot at each width under this page name (the look review of issue 11),
   * when the run makes screenshots (TAKE_SCREENSHOTS).
   */
  screenshot?: string;
  /** Cuts the picture of a page whose length has no bound (the mailbox fills up during a run), in px. */
  maxHeight?: number;
  /** What a dialog's picture must show at every width (a dialog is pictured as the screen shows it). */
  showing?: Locator;
}

/**
 * Waits until nothing on the page is loading any more, then scans it at every width; with `screenshot`
 * the same visit also leaves the page's picture, so no page is loaded twice for it.
 */
export async function scanAtWidths(page: Page, label: string, options: ScanOptions = {}): Promise<void> {
  await expect(page.locator(".loading")).toHaveCount(0);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoSeriousA11yViolations(page, `${label} @ ${width}px`);
    if (options.screenshot && TAKE_SCREENSHOTS) {
      const { maxHeight } = options;
      await options.showing?.scrollIntoViewIfNeeded();
      const height = maxHeight
        ? Math.min(maxHeight, await page.locator("html").evaluate((html) => html.scrollHeight))
        : 0;
      // A dialog covers the screen, not the page: a full-page picture would show it as a band across the
      // page's middle.
      const dialogOpen = (await page.locator('[aria-modal="true"]').count()) > 0;
      await page.screenshot({
        path: screenshotPath(options.screenshot, width),
        fullPage: !dialogOpen,
        animations: "disabled",
        ...(height ? { clip: { x: 0, y: 0, width, height } } : {}),
      });
    }
  }
  await page.setViewportSize({ width: WIDTHS[0], height: 800 });
}

/** "rgb(r, g, b)" or "rgba(r, g, b, a)" → [r, g, b]; undefined for anything else (e.g. "transparent"). */
function channels(colour: string): [number, number, number] | undefined {
  const match = colour.match(/^rgba?\((\d+), (\d+), (\d+)(?:, ([\d.]+))?\)$/);
  if (!match || match[4] === "0") return undefined;
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

function luminance([red, green, blue]: [number, number, number]): number {
  const linear = (value: number) => {
    const channel = value / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/** The WCAG contrast ratio of two computed colours ("rgb(…)"), e.g. 4.5 for body text, 3 for UI parts. */
export function contrastRatio(foreground: string, background: string): number {
  const front = channels(foreground);
  const back = channels(background);
  if (!front || !back) throw new Error(`Not an opaque colour: ${foreground} on ${background}`);
  const [lighter, darker] = [luminance(front), luminance(back)].sort((a, b) => b - a);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}
