import type { APIRequestContext, Page } from "@playwright/test";
import {
  content,
  datePickerPanel,
  expect,
  newOrganizer,
  newOwner,
  ownerWithTruck,
  partiesWithTruck,
  pickDateRange,
  pickerDay,
  polishDay,
  registerVerified,
  sendBookingRequest,
  signInThroughApi,
  test,
  warsawDay,
} from "./helpers";

/** A fresh owner with one truck in Poznań. */
function truckWithOwner(request: APIRequestContext) {
  return ownerWithTruck(request, newOwner("picker-owner"), {
    food_truck_name: `Kalendarz Test ${Date.now()}`,
    food_truck_description: "Zapiekanki i kawa.",
    base_location: "Poznań",
  });
}

/** The owner marks `day` ("YYYY-MM-DD") busy in the truck's calendar. */
async function markBusy(request: APIRequestContext, profileId: number, token: string, day: string) {
  const [year, month, date] = day.split("-").map(Number);
  const response = await request.post(`/api/profiles/${profileId}/availability`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { year, month, day: date, isUnavailable: true },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Fills the booking form's fields other than the days. */
async function fillBookingDetails(page: Page) {
  const form = content(page);
  await form.getByRole("radio", { name: "Stoisko na wydarzeniu" }).check();
  await form.getByLabel("Opłata za stoisko (zł)").fill("300");
  await form.getByLabel("Rodzaj wydarzenia").selectOption("Festiwal");
  await form.getByLabel("Godziny").fill("12:00 - 20:00");
  await form.getByLabel("Adres wydarzenia").fill("ul. Półwiejska 2, Poznań");
  await form.getByLabel("Liczba gości").fill("200");
  await form.getByLabel("Opis wydarzenia").fill("Festyn osiedlowy, potrzebne gniazdko 230 V.");
}

test("a busy day shows in the profile calendar, cannot be picked for a booking, and free days book end to end", async ({
  page,
}) => {
  test.slow();
  const { profileId, name, token } = await truckWithOwner(page.request);
  const busy = warsawDay(10);
  await markBusy(page.request, profileId, token, busy);
  const organizer = newOrganizer("picker-org");
  await registerVerified(page.request, organizer);

  // The profile's read-only calendar: the busy day is marked in words, the day after it is free.
  await signInThroughApi(page, organizer, `/profile/${profileId}`);
  const calendar = page.getByRole("region", { name: "Dostępność" });
  // Cells of neighbouring months repeat a day (empty, hidden): the month's own cell has no data-outside.
  const cell = (day: string) => calendar.locator(`[data-day="${day}"]:not([data-outside])`);
  await expect(cell(busy)).toHaveAttribute("aria-label", /, zajęty$/);
  await expect(cell(warsawDay(11))).toHaveAttribute("aria-label", /, wolny$/);
  await expect(calendar.getByRole("list", { name: "Legenda kalendarza" })).toContainText("Zajęty");

  // The booking form's picker: the busy day is disabled and says why.
  await page.getByRole("link", { name: "Zarezerwuj ten food truck" }).click();
  await expect(page).toHaveURL(new RegExp(`/booking/${profileId}$`));
  const trigger = page.getByRole("button", { name: "Termin wydarzenia" });
  await trigger.click();
  const panel = datePickerPanel(page, "Termin wydarzenia");
  const busyButton = await pickerDay(panel, busy);
  // Its columns are titled as the profile's calendar: two letters each, as Polish abbreviates them (the
  // row is hidden from screen readers, which hear each day's full name).
  await expect(panel.getByRole("grid").first().locator("thead th")).toHaveText([
    "pn",
    "wt",
    "śr",
    "cz",
    "pt",
    "so",
    "nd",
  ]);
  await expect(busyButton).toBeDisabled();
  await expect(busyButton).toHaveAccessibleName(/, zajęty$/);

  // A range over the busy day is refused: the clicked day starts a new range instead.
  await (await pickerDay(panel, warsawDay(9))).click();
  await (await pickerDay(panel, warsawDay(12))).click();
  await expect(panel.getByText(`W tym zakresie są zajęte dni (${polishDay(busy)})`)).toBeVisible();
  await expect(trigger).toContainText(`${polishDay(warsawDay(12))} (1 dzień)`);

  // Free days go through.
  await pickDateRange(page, warsawDay(12), warsawDay(14));
  await expect(trigger).toContainText(`${polishDay(warsawDay(12))} – ${polishDay(warsawDay(14))} (3 dni)`);
  await fillBookingDetails(page);
  await page.getByRole("button", { name: "Wyślij prośbę o rezerwację" }).click();
  await expect(page.getByText(/Prośba o rezerwację została wysłana/)).toBeVisible();
  await page.waitForURL("**/dashboard");
  await expect(page.getByRole("article", { name })).toContainText(polishDay(warsawDay(12)));
});

test("a day taken while the form was open is refused by the server next to the date field", async ({
  page,
}) => {
  const { profileId, token } = await truckWithOwner(page.request);
  const organizer = newOrganizer("picker-409");
  await registerVerified(page.request, organizer);
  await signInThroughApi(page, organizer, `/booking/${profileId}`);

  const day = warsawDay(20);
  await pickDateRange(page, day);
  await fillBookingDetails(page);
  // Meanwhile the owner closes that day.
  await markBusy(page.request, profileId, token, day);
  await page.getByRole("button", { name: "Wyślij prośbę o rezerwację" }).click();

  const trigger = page.getByRole("button", { name: "Termin wydarzenia" });
  const message = `Ten food truck jest już zajęty ${polishDay(day)}. Wybierz inny termin.`;
  await expect(trigger).toHaveAttribute("aria-invalid", "true");
  await expect(trigger).toHaveAccessibleDescription(new RegExp(message.replace(/\./g, "\\.")));
  await expect(trigger).toBeFocused();
  // The picker now knows the day is busy.
  await trigger.click();
  await expect(await pickerDay(datePickerPanel(page, "Termin wydarzenia"), day)).toBeDisabled();
});

test("the picker works by keyboard, and Esc closes only the calendar, not the dialog around it", async ({
  page,
}) => {
  const organizer = newOrganizer("picker-keys");
  await registerVerified(page.request, organizer);
  await signInThroughApi(page, organizer, "/");
  await page.getByRole("button", { name: "Utwórz wydarzenie" }).click();
  const modal = page.getByRole("dialog", { name: "Utwórz wydarzenie" });
  const trigger = modal.getByRole("button", { name: "Termin wydarzenia" });

  await trigger.focus();
  await page.keyboard.press("Enter");
  // An event may start today: the calendar puts the keyboard on today.
  await expect(modal.getByRole("button", { name: /^Dziś, / })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Enter");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Enter");
  await expect(trigger).toContainText(`${polishDay(warsawDay(1))} – ${polishDay(warsawDay(3))} (3 dni)`);
  // Screen readers hear the choice from the panel's live message.
  await expect(
    datePickerPanel(modal, "Termin wydarzenia").getByRole("status").filter({ hasText: "Wybrany termin" }),
  ).toBeVisible();

  await page.keyboard.press("Escape");
  await expect(datePickerPanel(modal, "Termin wydarzenia")).toBeHidden();
  await expect(trigger).toBeFocused();
  await expect(modal).toBeVisible();
});

test("a click on a day held by a booking says why, in sight on a laptop's screen", async ({ page }) => {
  const { organizer, profileId, ownerToken, owner } = await partiesWithTruck(page.request, "held-day");
  const day = warsawDay(3);
  const requestId = await sendBookingRequest(page.request, organizer, profileId, { event_start_date: day });
  const accepted = await page.request.put(`/api/requests/${requestId}/status`, {
    headers: { Authorization: `Bearer ${ownerToken}` },
    data: { status: "confirmed" },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);

  await page.setViewportSize({ width: 1280, height: 800 });
  await signInThroughApi(page, owner, `/profile/${profileId}/availability`);
  if (day.slice(0, 7) !== warsawDay(0).slice(0, 7)) {
    await content(page)
      .getByRole("button", { name: /^Następny miesiąc/ })
      .click();
  }
  // "3 grudnia 2026, zajęty": the day's number is enough within its month.
  await content(page)
    .getByRole("button", { name: new RegExp(`^${Number(day.slice(8))} \\S+ \\d{4}, zajęty`) })
    .click();
  const reason = content(page).getByRole("alert");
  await expect(reason).toHaveText(
    "Ten dzień jest zajęty przez potwierdzoną rezerwację. Aby go zwolnić, anuluj rezerwację.",
  );
  await expect(reason).toBeInViewport();
});
