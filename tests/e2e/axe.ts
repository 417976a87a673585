import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** WCAG 2.0, 2.1 and 2.2, levels A and AA (axe tags). */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

const BLOCKING = new Set(["serious", "critical"]);

/**
 * Runs axe on the page as it is now (dialogs open, errors shown…) and fails on any serious or critical
 * WCAG 2.2 A/AA violation, listing each rule with its impact, the elements it found and `label` (the state).
 */
export async function expectNoSeriousA11yViolations(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const blocking = results.violations.filter((violation) => BLOCKING.has(violation.impact ?? ""));
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
