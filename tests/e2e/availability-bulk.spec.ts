import type { APIRequestContext, Page } from "@playwright/test";
import { scanAtWidths } from "./axe";
import {
  content,
  expect,
  newOwner,
  ownerWithTruck,
  pickDateRange,
  signInThroughApi,
  test,
  warsawDay,
} from "./helpers";

test.use({ hasTouch: true, viewport: { width: 360, height: 800 } });

/** "YYYY-MM-DD" of `day` in the month `ahead` months after this one (Warsaw). */
function dayAhead(ahead: number, day: number): string {
  const [year = 0, month = 0] = warsawDay(0).split("-").map(Number);
  const index = year * 12 + month - 1 + ahead;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** "YYYY-MM-DD" of the last day of the month `ahead` months after this one. */
function lastDayAhead(ahead: number): string {
  const [year = 0, month = 0] = warsawDay(0).split("-").map(Number);
  return new Date(Date.UTC(year, month + ahead, 0)).toISOString().slice(0, 10);
}

/** The busy day numbers of a month, as the public API answers. */
async function busyDays(request: APIRequestContext, profileId: number, day: string): Promise<number[]> {
  const response = await request.get(
    `/api/profiles/${profileId}/availability?year=${day.slice(0, 4)}&month=${Number(day.slice(5, 7))}`,
  );
  expect(response.status()).toBe(200);
  return response.json();
}

function dayButton(page: Page, day: string) {
  return content(page).locator(`button[data-day="${day}"]`);
}

test("an owner blocks days in bulk on a phone: a weekday rule, a range by touch, a range by Shift+arrows, each undone exactly", async ({
  page,
}) => {
  test.slow(); // three changes, each undone, and a scan at two widths: about 20 s on a quiet machine
  const owner = newOwner("bulk");
  const { profileId, token } = await ownerWithTruck(page.request, owner, {
    food_truck_name: `Zakresy ${Date.now()}`,
  });
  const second = await page.request.post("/api/profiles", {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      food_truck_name: "Drugi Wóz",
      food_truck_description: "Gofry i kawa.",
      base_location: "Łódź",
      operation_radius_km: "30",
      offer: JSON.stringify({ dishes: ["waffles"], drinks: [], dietary: [] }),
      long_term_rental_available: "false",
    },
  });
  expect(second.status()).toBe(201);
  // The 12th of next month is busy already: the undo must leave it so.
  const [year, month] = dayAhead(1, 12).split("-").map(Number);
  const marked = await page.request.post(`/api/profiles/${profileId}/availability`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { year, month, day: 12, isUnavailable: true },
  });
  expect(marked.status()).toBe(200);

  await signInThroughApi(page, owner, `/profile/${profileId}/availability`);
  const switcher = content(page).getByRole("navigation", { name: "Kalendarze Twoich food trucków" });
  await expect(switcher.getByRole("link")).toHaveCount(2);

  // A weekday rule over the month after next: every Monday, checked by keyboard, the period picked by touch.
  const rule = content(page).getByRole("form", { name: "Reguła dni tygodnia" });
  await rule.getByRole("checkbox", { name: "poniedziałek" }).focus();
  await page.keyboard.press("Space");
  const [first, last] = [dayAhead(2, 1), lastDayAhead(2)];
  await pickDateRange(rule, first, last, "Okres obowiązywania reguły");
  await expect(rule).toContainText(
    /Niedostępny w każdy poniedziałek od 1 \S+( \d{4})? do \d+ \S+( \d{4})?\./,
  );
  await rule.getByRole("button", { name: "Zastosuj regułę" }).tap();
  const mondays = Array.from({ length: Number(last.slice(8)) }, (_, index) => index + 1).filter(
    (day) => new Date(`${first.slice(0, 8)}${String(day).padStart(2, "0")}T12:00:00Z`).getUTCDay() === 1,
  );
  await expect(rule.getByRole("status")).toHaveText(
    `${mondays.length} dni oznaczono jako niedostępne.Cofnij`,
  );
  expect(await busyDays(page.request, profileId, first)).toEqual(mondays);
  await rule.getByRole("button", { name: "Cofnij" }).tap();
  await expect(rule.getByRole("status")).toHaveText(
    `Cofnięto ostatnią zmianę: przywrócono poprzedni stan (${mondays.length} dni).`,
  );
  expect(await busyDays(page.request, profileId, first)).toEqual([]);

  // By touch: range mode, the first day, the last day (the 12th, busy before, stays busy after the undo).
  await content(page)
    .getByRole("button", { name: /^Następny miesiąc/ })
    .tap();
  await content(page).getByRole("button", { name: "Zaznacz zakres" }).tap();
  await dayButton(page, dayAhead(1, 10)).tap();
  await dayButton(page, dayAhead(1, 14)).tap();
  const panel = content(page).getByRole("region", { name: "Zaznaczone dni" });
  await expect(panel).toContainText(/^Zaznaczono 10–14 \S+( \d{4})? \(5 dni\)\./);
  await scanAtWidths(page, "availability: a range picked, a rule undone", {
    screenshot: "availability-bulk",
  });
  await page.setViewportSize({ width: 360, height: 800 });
  await panel.getByRole("button", { name: "Oznacz jako niedostępne" }).tap();
  const calendar = content(page).getByRole("region", { name: "Kalendarz dostępności" });
  await expect(calendar.getByRole("status")).toHaveText("4 dni oznaczono jako niedostępne.Cofnij");
  expect(await busyDays(page.request, profileId, dayAhead(1, 1))).toEqual([10, 11, 12, 13, 14]);
  await expect(dayButton(page, dayAhead(1, 10))).toHaveAccessibleName(/, zajęty$/);
  await calendar.getByRole("button", { name: "Cofnij" }).tap();
  await expect(calendar.getByRole("status")).toHaveText(
    "Cofnięto ostatnią zmianę: przywrócono poprzedni stan (4 dni).",
  );
  expect(await busyDays(page.request, profileId, dayAhead(1, 1))).toEqual([12]);

  // By keyboard, no mode needed: Shift+arrows from the focused day, Enter (which changes no single day of
  // the range: it takes the focus to the panel), Enter.
  await content(page).getByRole("button", { name: "Zaznacz zakres" }).tap();
  await dayButton(page, dayAhead(1, 20)).focus();
  await page.keyboard.press("Shift+ArrowRight");
  await page.keyboard.press("Shift+ArrowRight");
  await expect(dayButton(page, dayAhead(1, 22))).toBeFocused();
  await expect(panel).toContainText(/^Zaznaczono 20–22 \S+( \d{4})? \(3 dni\)\./);
  await page.keyboard.press("Enter");
  await expect(panel.getByRole("button", { name: "Oznacz jako niedostępne" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(calendar.getByRole("status")).toHaveText("3 dni oznaczono jako niedostępne.Cofnij");
  expect(await busyDays(page.request, profileId, dayAhead(1, 1))).toEqual([12, 20, 21, 22]);
  // The focus is back in the calendar, on the range's last day.
  await expect(dayButton(page, dayAhead(1, 22))).toBeFocused();

  // The other truck's calendar is one tap away.
  await switcher.getByRole("link", { name: "Drugi Wóz" }).tap();
  await expect(content(page).getByText("Food truck: Drugi Wóz")).toBeVisible();
  await expect(switcher.getByRole("link", { name: "Drugi Wóz" })).toHaveAttribute("aria-current", "page");
});
