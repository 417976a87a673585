import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { contrastRatio, scanAtWidths } from "./axe";
import {
  apiToken,
  connectPaymentAccount,
  content,
  expect,
  isRecord,
  type NewUser,
  partiesWithTruck,
  polishDay,
  sendBookingRequest,
  signInThroughApi,
  test,
  warsawDay,
} from "./helpers";

/**
 * WCAG 2.2 AA gate for the booking action dialogs (issue 11), on both sides of a booking, open and with their
 * messages. Report-problem, deposit and cancel are scanned where bookings.spec.ts already opens them; this
 * covers the fee request and, for both sides, review, invoice, cancel and report-problem.
 */

/** Sends a booking request as `organizer` and has `owner` accept it; returns the event's day. */
async function confirmedBooking(
  request: APIRequestContext,
  parties: { organizer: NewUser; ownerToken: string; profileId: number },
  day: string,
  cost: number,
): Promise<void> {
  const id = await sendBookingRequest(request, parties.organizer, parties.profileId, {
    event_start_date: day,
    event_location: "ul. Polna 3, Warszawa",
    guest_count: 80,
    event_cost: cost,
    event_description: "Festyn osiedlowy.",
  });
  const accepted = await request.put(`/api/requests/${id}/status`, {
    headers: { Authorization: `Bearer ${parties.ownerToken}` },
    data: { status: "confirmed" },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
}

/**
 * A finished event cannot be made through the API (its days must lie ahead), so the bookings list is
 * answered as the server answers it once the event is over: with review and invoice among the actions.
 */
async function offerFinishedEventActions(page: Page): Promise<void> {
  await page.route("**/api/requests/my-bookings", async (route) => {
    const response = await route.fetch();
    const bookings: unknown = await response.json();
    if (!Array.isArray(bookings)) throw new Error(`my-bookings answered ${JSON.stringify(bookings)}`);
    const finished = bookings.filter(isRecord).map((booking) => ({
      ...booking,
      allowed_actions: [
        ...(Array.isArray(booking.allowed_actions) ? booking.allowed_actions : []),
        "review",
        "upload_invoice",
      ],
    }));
    await route.fulfill({ response, json: finished });
  });
}

/** Opens the dialog of the card's action button `action` (e.g. "Wystaw opinię") for the event on `day`. */
async function openDialog(page: Page, action: string, day: string, title: string): Promise<Locator> {
  await content(page)
    .getByRole("button", { name: new RegExp(`^${action}: .*${polishDay(day).replaceAll(".", "\\.")}`) })
    .click();
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function closeDialog(page: Page, dialog: Locator): Promise<void> {
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
}

/** Submits the open dialog with nothing filled in and scans it with its message. */
async function scanRefusedSubmit(page: Page, dialog: Locator, submit: string, label: string): Promise<void> {
  await dialog.getByRole("button", { name: submit }).click();
  await expect(dialog.locator('[aria-invalid="true"]').first()).toBeVisible();
  await scanAtWidths(page, `${label} submitted empty`);
}

/** A transparent computed colour: the fill of a hollow star. */
const HOLLOW = "rgba(0, 0, 0, 0)";

/**
 * The review stars are non-text controls (WCAG 1.4.11): each star's outline stands ≥ 3:1 against the dialog,
 * and chosen stars are filled while the others are hollow, so the rating does not show in colour alone.
 */
async function expectReadableStars(page: Page, dialog: Locator): Promise<void> {
  await dialog.getByRole("radio", { name: "4 gwiazdki" }).check();
  // Away from the stars: hovering previews a rating and would colour them.
  await page.mouse.move(0, 0);
  const readStars = () =>
    dialog.locator(".bk-star__icon").evaluateAll((icons) =>
      icons.map((icon) => {
        const style = icon.ownerDocument.defaultView?.getComputedStyle(icon);
        return { fill: style?.color ?? "", outline: style?.webkitTextStrokeColor ?? "" };
      }),
    );
  // Filled in the outline's colour for the chosen four, hollow (transparent fill) for the fifth, once the
  // colour transition has ended (mid-way a fill is e.g. rgba(184, 110, 0, 0.992)).
  await expect
    .poll(async () =>
      (await readStars()).map((star) =>
        star.fill === HOLLOW ? "hollow" : star.fill === star.outline ? "filled" : star.fill,
      ),
    )
    .toEqual(["filled", "filled", "filled", "filled", "hollow"]);
  const stars = await readStars();
  const background = await dialog.evaluate(
    (box) => box.ownerDocument.defaultView?.getComputedStyle(box).backgroundColor ?? "",
  );
  stars.forEach((star, index) => {
    const ratio = contrastRatio(star.outline, background);
    expect(ratio, `star ${index + 1}: ${star.outline} on ${background}`).toBeGreaterThanOrEqual(3);
    if (star.fill !== HOLLOW)
      expect(star.fill, `star ${index + 1} is filled in its outline's colour`).toBe(star.outline);
  });
}

test("booking action dialogs pass WCAG 2.2 AA (axe) for the organizer and the owner", async ({
  page,
  browser,
}) => {
  test.slow();
  const { owner, organizer, profileId, ownerToken } = await partiesWithTruck(page.request, "dialogs");
  const parties = { organizer, ownerToken, profileId };
  // Without a cost the owner may ask for a deposit; with one the organizer may ask for a guarantee fee.
  const free = warsawDay(40);
  const paid = warsawDay(41);
  await confirmedBooking(page.request, parties, free, 0);
  await confirmedBooking(page.request, parties, paid, 1500);

  // Asking for money needs the organizer's own payment account first (the gate is scanned in bookings.spec.ts).
  await connectPaymentAccount(page.request, await apiToken(page.request, organizer));
  await offerFinishedEventActions(page);
  await signInThroughApi(page, organizer, "/dashboard");
  let dialog = await openDialog(page, "Poproś o opłatę gwarancyjną", paid, "Poproś o opłatę gwarancyjną");
  // Its message is a field's, as in the deposit dialog scanned with its message in bookings.spec.ts.
  await scanAtWidths(page, "organizer: fee request dialog");
  await closeDialog(page, dialog);

  dialog = await openDialog(page, "Wystaw opinię", free, "Wystaw opinię");
  await scanRefusedSubmit(page, dialog, "Dodaj opinię", "organizer: review dialog");
  await expectReadableStars(page, dialog);
  await closeDialog(page, dialog);

  dialog = await openDialog(page, "Wyślij fakturę", free, "Wyślij fakturę");
  await scanAtWidths(page, "organizer: invoice dialog");
  await scanRefusedSubmit(page, dialog, "Wyślij fakturę", "organizer: invoice dialog");
  await closeDialog(page, dialog);

  const ownerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  await offerFinishedEventActions(ownerPage);
  await signInThroughApi(ownerPage, owner, "/dashboard");
  for (const [action, title] of [
    ["Anuluj rezerwację", "Anulować rezerwację?"],
    ["Zgłoś problem", "Zgłoś problem"],
    ["Wystaw opinię", "Wystaw opinię"],
    ["Wyślij fakturę", "Wyślij fakturę"],
  ] as const) {
    dialog = await openDialog(ownerPage, action, free, title);
    await scanAtWidths(ownerPage, `owner: "${title}" dialog`);
    await closeDialog(ownerPage, dialog);
  }
  await ownerContext.close();
});
