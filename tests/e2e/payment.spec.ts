import { join } from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { scanAtWidths } from "./axe";
import {
  apiToken,
  connectPaymentAccount,
  content,
  expect,
  isRecord,
  mailsTo,
  newOwner,
  polishDay,
  registerVerified,
  signInThroughApi,
  test,
  warsawDay,
} from "./helpers";
import { depositAsked, feeAsked } from "./payment-fixtures";
import {
  type ConfirmOutcome,
  emitStripeEvent,
  type StripeCall,
  serveStripeJsStub,
  settleConfirm,
  stripeCalls,
  stripeListeners,
} from "./stripe";

/**
 * Paying a deposit in the local test mode (no Stripe keys): the owner has asked for it through the API,
 * the organizer follows "Zapłać" to /payment/{id}, a declined attempt is told, then paying goes through
 * the same server path as Stripe's webhook and the dashboard shows the booking paid.
 */
test("the organizer pays a requested deposit on the payment page (test mode)", async ({ page }) => {
  test.slow();
  const { requestId, name, organizer } = await depositAsked(page.request, "pay");

  // Paying needs the organizer's own account too (SPEC.md §5). Opened from the e-mail's link, the payment
  // page asks for it first; connecting in the provider's tab brings the payment form here by itself.
  await signInThroughApi(page, organizer, `/payment/${requestId}`);
  const accountNeeded = page.getByRole("dialog", { name: "Konto płatności" });
  await expect(accountNeeded).toHaveAccessibleDescription(
    "Płatności w serwisie wymagają połączonego konta płatności u operatora Stripe, także gdy to Ty płacisz.",
  );
  await scanAtWidths(page, "organizer: payment page, payment account needed", {
    screenshot: "payment-account-needed",
  });
  const providerTab = page.waitForEvent("popup");
  await accountNeeded.getByRole("button", { name: "Połącz konto płatności" }).click();
  // No NIP: the organizer is told they register as a private person (SPEC.md §5) before the tab opens.
  await accountNeeded.getByRole("button", { name: "Tak, kontynuuj" }).click();
  await (await providerTab).close();
  await expect(accountNeeded).toBeHidden({ timeout: 15_000 });

  const main = content(page);
  await expect(main.getByRole("heading", { level: 1, name: "Opłać rezerwację" })).toBeVisible();
  await expect(main.getByText(/tryb testowy/i).first()).toBeVisible();
  await scanAtWidths(page, "organizer: payment page (test mode)", { screenshot: "payment" });

  await main.getByRole("button", { name: "Symuluj odrzuconą płatność" }).click();
  await expect(
    main.getByText("Płatność testowa została odrzucona. Możesz spróbować ponownie."),
  ).toBeVisible();
  await scanAtWidths(page, "organizer: payment page, declined");

  await main.getByRole("button", { name: "Zapłać" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(content(page).getByText("Płatność przyjęta. Rezerwacja jest opłacona.")).toBeVisible();
  const card = content(page).getByRole("article", { name });
  await expect(
    card.getByText(/^Zaliczka 500\szł – wpłacona \d\d\.\d\d\.\d{4} przez Ciebie\.$/),
  ).toBeVisible();
  await card.getByRole("link", { name: "Potwierdzenie płatności" }).click();
  await expect(page).toHaveURL(new RegExp(`/receipt/${requestId}$`));
  await expect(
    content(page)
      .getByText(/500\szł/)
      .first(),
  ).toBeVisible();
});

test("the payments section of My account, in test mode", async ({ page }) => {
  const owner = newOwner("pay-account-owner");
  await registerVerified(page.request, owner);
  await signInThroughApi(page, owner, "/my-account");
  const section = content(page).getByRole("region", { name: /Płatności/ });
  await expect(section).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await scanAtWidths(page, "owner: my account with its payments section", {
    screenshot: "my-account-payments",
  });
});

/**
 * The real payment path, with Stripe.js stubbed (no network here; tests/e2e/stripe-js-stub.js): /api/config
 * and the intent are answered as a server with Stripe keys would answer them, for a real booking the server
 * has agreed the organizer may pay. The Payment Element gets the intent's client secret and Polish, "Zapłać"
 * waits for it to be ready, Stripe's card errors are shown as Stripe words them and other errors with SPEC
 * §8's general message, and confirming sends Stripe back to {origin}/dashboard. When Stripe.js cannot be
 * loaded or the element cannot start, the page says so instead of leaving a button that never enables.
 */
test("the organizer pays through Stripe's Payment Element (Stripe.js stubbed)", async ({ page }) => {
  test.slow();
  const { requestId, organizer } = await depositAsked(page.request, "stripe");
  await connectPaymentAccount(page.request, await apiToken(page.request, organizer));
  const publishableKey = "pk_test_e2eStandIn";
  const clientSecret = `pi_3E2e${requestId}_secret_e2eStandIn`;
  await page.route("**/api/config", async (route) => {
    const response = await route.fetch();
    const config: unknown = await response.json();
    if (!isRecord(config)) throw new Error(`/api/config answered ${JSON.stringify(config)}`);
    await route.fulfill({
      response,
      json: { ...config, payments_test_mode: false, stripe_publishable_key: publishableKey },
    });
  });
  await page.route(`**/api/stripe/create-payment-intent/${requestId}`, async (route) => {
    // The server still decides whether this user may pay this booking; only the intent is Stripe's.
    const response = await route.fetch();
    if (!response.ok()) return route.fulfill({ response });
    return route.fulfill({ response, json: { clientSecret, test_mode: false } });
  });
  await serveStripeJsStub(page);
  const blocked: string[] = [];
  page.on("console", (message) => {
    if (message.text().includes("Content Security Policy")) blocked.push(message.text());
  });

  await signInThroughApi(page, organizer, `/payment/${requestId}`);
  const main = content(page);
  await expect(main.getByRole("heading", { level: 1, name: "Opłać rezerwację" })).toBeVisible();
  await expect(main.getByText(/tryb testowy/i)).toHaveCount(0);
  const setUp: StripeCall[] = [
    { method: "Stripe", args: [publishableKey, { locale: "pl" }] },
    { method: "stripe.elements", args: [{ clientSecret, locale: "pl" }] },
    { method: "elements.create", args: ["payment", { layout: "tabs" }] },
    { method: "element.mount", args: ["[connected div]"] },
    { method: "element.on", args: ["loaderror", "[function]"] },
    { method: "element.on", args: ["ready", "[function]"] },
  ];
  await expect.poll(() => stripeCalls(page), "Stripe.js ran (CSP script-src)").toEqual(setUp);
  const frame = main.locator('iframe[src^="https://js.stripe.com/"]').contentFrame();
  await expect(frame.getByLabel("Numer karty"), "Stripe's frame is in place (CSP frame-src)").toBeVisible();
  const pay = main.getByRole("button", { name: "Zapłać" });
  await expect(pay).toBeDisabled();
  await emitStripeEvent(page, "ready", { elementType: "payment" });
  await expect(pay).toBeEnabled();
  await scanAtWidths(page, "organizer: payment page (Stripe Payment Element)", {
    screenshot: "payment-stripe",
  });

  const origin = new URL(page.url()).origin;
  const confirm: StripeCall = {
    method: "stripe.confirmPayment",
    args: [{ elements: "[elements 1]", confirmParams: { return_url: `${origin}/dashboard` } }],
  };
  /** Clicks "Zapłać", checks what Stripe was asked and that nobody can pay twice meanwhile, answers. */
  async function payAndAnswer(attempt: number, outcome: ConfirmOutcome) {
    // The button sits below the booking's summary: scrolled to first, as a payer would, so Playwright's own
    // scroll-then-click never lands on Stripe's frame, which keeps the focus after a declined card.
    await pay.scrollIntoViewIfNeeded();
    await pay.click();
    await expect(main.getByRole("button", { name: "Przetwarzanie..." })).toBeDisabled();
    await expect
      .poll(() => stripeCalls(page))
      .toEqual([...setUp, ...Array.from({ length: attempt }, () => confirm)]);
    await settleConfirm(page, outcome);
  }
  await payAndAnswer(1, {
    error: { type: "card_error", code: "card_declined", message: "Twoja karta została odrzucona." },
  });
  await expect(main.getByRole("alert")).toHaveText("Twoja karta została odrzucona.");
  await expect(pay).toBeEnabled();
  await payAndAnswer(2, { error: { type: "api_error", message: "Internal error: charge not created" } });
  await expect(main.getByRole("alert")).toHaveText("Wystąpił nieoczekiwany błąd.");
  await payAndAnswer(3, "redirect");
  // Stripe sends the payer back with the outcome in the address; the dashboard says it and drops the secret.
  await page.waitForURL(
    `${origin}/dashboard?payment_intent=pi_3E2e${requestId}&payment_intent_client_secret=${clientSecret}&redirect_status=succeeded`,
    { waitUntil: "commit" },
  );
  await expect(page).toHaveURL(`${origin}/dashboard`);
  await expect(main.getByRole("heading", { level: 1, name: /^Witaj/ })).toBeVisible();
  await expect(
    main.getByText("Płatność przyjęta. Za chwilę rezerwacja pokaże się jako opłacona."),
  ).toBeVisible();
  await scanAtWidths(page, "organizer: dashboard back from Stripe", {
    screenshot: "dashboard-payment-return",
  });
  expect(blocked, "the CSP let Stripe.js and its frame through").toEqual([]);

  // Stripe cannot start: Stripe.js is blocked (stripe-js tries twice), or the element fails to load.
  const startFailed = "Nie udało się rozpocząć płatności. Spróbuj ponownie.";
  await page.route("https://js.stripe.com/**/stripe.js", (route) => route.abort("blockedbyclient"), {
    times: 2,
  });
  await page.goto(`/payment/${requestId}`);
  await expect(main.getByRole("alert")).toHaveText(startFailed);
  await expect(pay).toHaveCount(0);
  await page.reload();
  await expect.poll(() => stripeListeners(page, "loaderror")).toBe(1);
  await emitStripeEvent(page, "loaderror", { elementType: "payment" });
  await expect(main.getByRole("alert")).toHaveText(startFailed);
  await expect(pay).toBeDisabled();
});

/** The text of the newest e-mail to `recipient` with `subject`, once the queue has delivered it. */
async function mailText(request: APIRequestContext, recipient: string, subject: string): Promise<string> {
  let text = "";
  await expect
    .poll(async () => {
      const mail = (await mailsTo(request, recipient)).find((candidate) => candidate.subject === subject);
      text = mail?.text ?? "";
      return text;
    }, `the e-mail "${subject}" to ${recipient}`)
    .not.toBe("");
  return text;
}

/** An amount as the app writes it ("500 zł", a no-break space before "zł"), as a pattern. */
const amount = (zloty: string) => new RegExp(`${zloty}\\szł`);

/**
 * Issue 34: the payment page says what the money is for before the form — the amount, the deposit of a
 * hired truck, the truck, the days, who pays and who receives it, what happens to the money — and the
 * request e-mail says the same amount with a link to this page. After paying, the printable receipt and
 * the receipt e-mail state the amount; printing leaves out the app's navigation.
 */
test("a hired truck's deposit: the payment page says what it is for; the receipt and e-mails state the amount", async ({
  page,
}) => {
  test.slow();
  const { requestId, name, organizer } = await depositAsked(page.request, "summary");
  await connectPaymentAccount(page.request, await apiToken(page.request, organizer));
  const asked = await mailText(
    page.request,
    organizer.email,
    `Prośba o zaliczkę: ${name} – Foodtruck Marketplace`,
  );
  expect(asked).toMatch(amount("500"));
  expect(asked).toMatch(amount("2000"));
  expect(asked).toContain(`/payment/${requestId}`);

  await signInThroughApi(page, organizer, `/payment/${requestId}`);
  const main = content(page);
  await expect(main.getByRole("heading", { level: 1, name: "Opłać rezerwację" })).toBeVisible();
  const summary = main.getByRole("region", { name: "Zaliczka" });
  await expect(summary.getByText(amount("500")).first()).toBeVisible();
  await expect(summary.getByText("Wynajem food trucka (catering)")).toBeVisible();
  await expect(summary.getByText(name, { exact: true })).toBeVisible();
  await expect(summary.getByText(polishDay(warsawDay(70)))).toBeVisible();
  await expect(summary.getByText("Ty, jako organizator")).toBeVisible();
  await expect(summary.getByText(`Właściciel food trucka „${name}”`)).toBeVisible();
  await expect(summary.getByText(/trafiają do odbiorcy 72 godziny po zakończeniu wydarzenia/)).toBeVisible();
  await scanAtWidths(page, "organizer: payment page, a hired truck's deposit", {
    screenshot: "payment-summary-deposit",
  });
  const back = summary.getByRole("link", { name: "Zobacz tę rezerwację w panelu" });
  await back.focus();
  await expect(back).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(main.getByRole("button", { name: "Zapłać" }), "the form follows the summary").toBeFocused();

  await main.getByRole("button", { name: "Zapłać" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // Reporting a problem now says what it does to the money paid, in the words of a hired truck.
  await main
    .getByRole("article", { name })
    .getByRole("button", { name: /^Zgłoś problem/ })
    .click();
  const report = page.getByRole("dialog", { name: "Zgłoś problem" });
  await expect(report).toHaveAccessibleDescription(
    /Zgłoszenie wstrzyma przekazanie zaliczki \(500\szł\) właścicielowi food trucka do decyzji administratora\.$/,
  );
  await scanAtWidths(page, "organizer: report-problem dialog of a paid deposit", {
    screenshot: "report-problem-paid",
  });
  await page.keyboard.press("Escape");
  await expect(report).toBeHidden();
  const receiptMail = await mailText(
    page.request,
    organizer.email,
    `Potwierdzenie płatności: ${name} – Foodtruck Marketplace`,
  );
  expect(receiptMail).toMatch(amount("500"));
  expect(receiptMail).toContain("Zaliczka");
  expect(receiptMail).toContain(`/receipt/${requestId}`);

  await page.goto(`/receipt/${requestId}`);
  await expect(main.getByRole("heading", { level: 1, name: "Potwierdzenie płatności" })).toBeVisible();
  const sheet = main.getByRole("article", { name: "Potwierdzenie płatności" });
  await expect(sheet.getByText(amount("500")).first()).toBeVisible();
  await expect(sheet.getByText("Tryb testowy: żadne pieniądze nie zostały pobrane")).toBeVisible();
  await expect(sheet.getByText("Zaliczka – wynajem food trucka (catering)")).toBeVisible();
  await expect(sheet.getByText(`${organizer.firstName} ${organizer.lastName}, organizator`)).toBeVisible();
  await expect(sheet.getByText(`Właściciel food trucka „${name}”`)).toBeVisible();
  await scanAtWidths(page, "organizer: the receipt of a paid deposit", { screenshot: "receipt" });
  const print = main.getByRole("button", { name: "Drukuj" });
  await main.getByRole("link", { name: "← Wróć do rezerwacji w panelu" }).focus();
  await page.keyboard.press("Tab");
  await expect(print).toBeFocused();

  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("contentinfo")).toBeHidden();
  await expect(print).toBeHidden();
  await expect(sheet).toBeVisible();
  await page.screenshot({
    path: join(test.info().project.outputDir, "..", "screenshots", "receipt-print-1280.png"),
    fullPage: true,
  });
  await page.emulateMedia({ media: "screen" });
});

test("a pitch's guarantee fee: the owner's payment page names the fee, the pitch and the organizer", async ({
  page,
}) => {
  test.slow();
  const { requestId, name, owner, organizer } = await feeAsked(page.request, "fee-summary");
  const asked = await mailText(
    page.request,
    owner.email,
    `Prośba o opłatę gwarancyjną: ${name} – Foodtruck Marketplace`,
  );
  expect(asked).toMatch(amount("200"));
  expect(asked).toMatch(amount("1500"));
  expect(asked).toContain(`/payment/${requestId}`);

  // Nothing paid yet: the receipt says so and leads back to the booking.
  await signInThroughApi(page, owner, `/receipt/${requestId}`);
  const main = content(page);
  await expect(main.getByRole("heading", { level: 1, name: "Potwierdzenie płatności" })).toBeVisible();
  await expect(
    main.getByRole("status").filter({
      hasText: "Ta rezerwacja nie została jeszcze opłacona, więc nie ma potwierdzenia płatności.",
    }),
  ).toBeVisible();
  await expect(main.getByRole("link", { name: "← Wróć do rezerwacji w panelu" })).toBeVisible();
  await scanAtWidths(page, "owner: the receipt of a fee not paid yet", { screenshot: "receipt-not-paid" });

  // The booking list cannot be loaded: the summary says so, and loads on "Spróbuj ponownie" once it can.
  const bookingsList = "**/api/requests/my-bookings";
  await page.route(bookingsList, (route) => route.fulfill({ status: 500, json: {} }));
  await page.goto(`/payment/${requestId}`);
  await expect(main.getByRole("alert")).toHaveText("Nie udało się pobrać danych.");
  await scanAtWidths(page, "owner: payment page, the booking failed to load", {
    screenshot: "payment-summary-failed",
  });
  await page.unroute(bookingsList);
  await main.getByRole("button", { name: "Spróbuj ponownie" }).click();
  const summary = main.getByRole("region", { name: "Opłata gwarancyjna" });
  await expect(summary.getByText(amount("200")).first()).toBeVisible();
  await expect(summary.getByText("Stoisko na wydarzeniu")).toBeVisible();
  await expect(summary.getByText(name, { exact: true })).toBeVisible();
  await expect(summary.getByText(polishDay(warsawDay(75)))).toBeVisible();
  await expect(summary.getByText("Ty, jako właściciel food trucka")).toBeVisible();
  await expect(summary.getByText(`Organizator: ${organizer.firstName} ${organizer.lastName}`)).toBeVisible();
  await expect(summary.getByText(/1500\szł – płaci właściciel food trucka organizatorowi/)).toBeVisible();
  await expect(main.getByRole("button", { name: "Zapłać" })).toBeVisible();
  await scanAtWidths(page, "owner: payment page, a pitch's guarantee fee", {
    screenshot: "payment-summary-fee",
  });

  // Someone else's booking (or none): one message, no payment form.
  await page.goto("/payment/999999999");
  await expect(main.getByRole("alert")).toHaveText("Nie znaleziono tej rezerwacji wśród Twoich rezerwacji.");
  await expect(main.getByRole("button", { name: "Zapłać" })).toHaveCount(0);
  await scanAtWidths(page, "owner: payment page of a booking that is not theirs", {
    screenshot: "payment-not-found",
  });
});
