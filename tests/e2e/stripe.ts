import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";

/** One call into the Stripe.js stub, its arguments as stripe-js-stub.js describes them. */
export interface StripeCall {
  method: string;
  args: unknown[];
}

/** How a pending confirmPayment ends: Stripe's answer, or Stripe's redirect to return_url (paid). */
export type ConfirmOutcome = { error: { type: string; code?: string; message?: string } } | "redirect";

/** What stripe-js-stub.js puts on `window`. */
interface StripeStub {
  calls: StripeCall[];
  listenerCount(event: string): number;
  emit(event: string, payload?: unknown): number;
  settleConfirm(outcome: ConfirmOutcome): void;
}

declare global {
  // Set in the page by stripe-js-stub.js; read through page.evaluate only.
  var stripeStub: StripeStub | undefined;
}

const STUB = join(dirname(fileURLToPath(import.meta.url)), "stripe-js-stub.js");

/** The Payment Element's iframe document: one labelled field, as far as the page and axe are concerned. */
const ELEMENT_FRAME = `<!doctype html>
<html lang="pl">
<head><meta charset="utf-8"><title>Formularz płatności</title></head>
<body style="margin: 0; font: 16px system-ui, sans-serif">
<label>Numer karty <input inputmode="numeric" autocomplete="cc-number"></label>
</body>
</html>`;

/**
 * Answers https://js.stripe.com/** for the page: Stripe.js with the stub, the element's iframe with a
 * stand-in form, anything else 404. Served from Stripe's own origin, so the CSP treats it like Stripe.js.
 */
export async function serveStripeJsStub(page: Page): Promise<void> {
  await page.route("https://js.stripe.com/**", async (route) => {
    const { pathname } = new URL(route.request().url());
    if (pathname.endsWith("/stripe.js")) {
      await route.fulfill({ path: STUB, contentType: "text/javascript; charset=utf-8" });
    } else if (pathname.endsWith(".html")) {
      await route.fulfill({ body: ELEMENT_FRAME, contentType: "text/html; charset=utf-8" });
    } else {
      await route.fulfill({ status: 404 });
    }
  });
}

/** Every call the page made into Stripe.js so far, in order. */
export function stripeCalls(page: Page): Promise<StripeCall[]> {
  return page.evaluate(() => globalThis.stripeStub?.calls ?? []);
}

/** How many handlers the page attached to the payment element's `event`. */
export function stripeListeners(page: Page, event: string): Promise<number> {
  return page.evaluate((name) => globalThis.stripeStub?.listenerCount(name) ?? 0, event);
}

/** Fires the payment element's `event` with `payload` as Stripe.js would. */
export async function emitStripeEvent(
  page: Page,
  event: string,
  payload: Record<string, string>,
): Promise<void> {
  await page.evaluate(({ name, data }) => globalThis.stripeStub?.emit(name, data), {
    name: event,
    data: payload,
  });
}

/** Ends the oldest pending confirmPayment with `outcome`. */
export async function settleConfirm(page: Page, outcome: ConfirmOutcome): Promise<void> {
  await page.evaluate((answer) => globalThis.stripeStub?.settleConfirm(answer), outcome);
}
