// Issue 35, "the search travels with the user": the home search's place, days and guests go with the card
// into the profile (its calendar on the searched month, the days marked, free or not in words) and on into
// the booking form, filled in; on a phone the results take the focus and the form folds; chips take
// filters away; Back brings the same results at the same scroll position.
import type { Locator, Page } from "@playwright/test";
import { scanAtWidths } from "./axe";
import {
  appStarted,
  content,
  expect,
  newOrganizer,
  newOwner,
  ownerWithTruck,
  polishDay,
  registerVerified,
  signInThroughApi,
  test,
  warsawDay,
} from "./helpers";

const PHONE = { width: 360, height: 740 };

/** "^3 food trucki · Kraków · 12.12.2026$" with the count left open. */
function headingNamed(main: Locator, ...parts: string[]): Locator {
  const escaped = parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  return main.getByRole("heading", {
    level: 2,
    name: new RegExp(`^\\d+ food truck(i|ów)? · ${escaped.join(" · ")}$`),
  });
}

/** The owner marks `day` ("YYYY-MM-DD") busy in the truck's calendar. */
async function markBusy(page: Page, profileId: number, token: string, day: string) {
  const [year, month, date] = day.split("-").map(Number);
  const response = await page.request.post(`/api/profiles/${profileId}/availability`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { year, month, day: date, isUnavailable: true },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The page's vertical scroll, in whole pixels. */
const scrollOf = (page: Page) => page.evaluate<number>("Math.round(window.scrollY)");

test("on a phone a search travels from the results to the profile and the booking form, and Back returns to it", async ({
  page,
}) => {
  test.slow();
  // Over two months ahead: the profile's calendar must open on that month, not on this one.
  const day = warsawDay(75);
  const shown = polishDay(day);
  const truck = await ownerWithTruck(page.request, newOwner("context-owner"), {
    food_truck_name: `Żurek w Drodze ${Date.now()}`,
    base_location: "Kraków",
    offer: JSON.stringify({ dishes: ["polish"], drinks: [], dietary: [] }),
  });
  const organizer = newOrganizer("context-org");
  await registerVerified(page.request, organizer);
  await page.setViewportSize(PHONE);
  await signInThroughApi(page, organizer, "/");
  const main = content(page);

  await main.getByLabel("Kuchnia").selectOption("polish");
  const place = main.getByRole("combobox", { name: "Lokalizacja" });
  await place.fill("Kraków");
  await place.press("Escape");
  await main.getByLabel("Data od").fill(day);
  await main.getByLabel("Liczba gości").fill("120");
  await main.getByRole("button", { name: "Szukaj" }).click();

  // The results come into view: their heading, restating the search, has the focus; the form is one line.
  await expect(headingNamed(main, "Kuchnia polska", "Kraków", shown)).toBeFocused();
  await expect(page).toHaveURL(/guest_count=120/);
  await expect(main.getByRole("form", { name: "Znajdź food truck" })).toBeHidden();
  await expect(main.getByText(`Kraków · ${shown} · 120 gości · Kuchnia polska`)).toBeVisible();
  const chips = main.getByRole("list", { name: "Aktywne filtry" });
  await expect(chips.getByRole("link")).toHaveText(["Kuchnia polska", "Kraków", shown, "120 gości"]);
  const card = main.getByRole("link", { name: new RegExp(truck.name) });
  // The search leaves busy trucks out: every card is free on the searched day, and says so.
  await expect(card).toContainText(`Wolny ${shown.slice(0, 5)}`);
  await scanAtWidths(page, "home after a search, with chips", { screenshot: "search-with-chips" });
  await page.setViewportSize(PHONE);

  // A chip takes its filter away; the focus goes to the heading, which says what is searched now.
  await chips.getByRole("link", { name: "Usuń filtr: Kuchnia polska" }).click();
  await expect(page).not.toHaveURL(/cuisine=/);
  const results = headingNamed(main, "Kraków", shown);
  await expect(results).toBeFocused();
  await expect(chips.getByRole("link")).toHaveText(["Kraków", shown, "120 gości"]);

  // "Zmień" opens the form again (from the keyboard), with the search in it; "Szukaj" folds it again.
  await main.getByRole("button", { name: "Zmień wyszukiwanie" }).focus();
  await page.keyboard.press("Enter");
  await expect(main.getByLabel("Kuchnia")).toBeFocused();
  await expect(main.getByLabel("Liczba gości")).toHaveValue("120");
  await expect(place).toHaveValue("Kraków");
  await scanAtWidths(page, "home with the folded form opened again", { screenshot: "search-form-reopened" });
  await page.setViewportSize(PHONE);
  await main.getByRole("button", { name: "Szukaj" }).click();
  await expect(results).toBeFocused();
  await expect(main.getByRole("form", { name: "Znajdź food truck" })).toBeHidden();

  // The truck's card carries the search into its profile.
  // Opened from the keyboard: a click may scroll the card further first (out from under the social-proof
  // popup), and the place to come back to is where the page was when the card was opened.
  await card.evaluate((link) => link.scrollIntoView({ block: "center" }));
  await card.focus();
  const scrolled = await scrollOf(page);
  expect(scrolled).toBeGreaterThan(0);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/profile/${truck.profileId}\\?`));
  const url = new URL(page.url());
  expect(Object.fromEntries(url.searchParams)).toEqual({
    postal_code: "Kraków",
    event_start_date: day,
    guest_count: "120",
  });
  const calendar = main.getByRole("region", { name: "Dostępność" });
  await expect(calendar.getByText(`Wolny w wybranym terminie (${shown}).`)).toBeVisible();
  // One month fits at 360 px: the searched day being on screen means the calendar opened on its month.
  const searchedDay = calendar.locator(`[data-day="${day}"]`);
  await expect(searchedDay).toBeVisible();
  await expect(searchedDay).toHaveClass(/calendar__day--searched/);
  await expect(searchedDay).toHaveAccessibleName(/wolny, wybrany termin$/);
  await expect(calendar.getByRole("list", { name: "Legenda kalendarza" })).toContainText("Wybrany termin");
  await scanAtWidths(page, "profile with the searched day", { screenshot: "profile-searched-day" });
  await page.setViewportSize(PHONE);

  // On to the booking form: the day, the place and the guests are filled in.
  await main.getByRole("link", { name: "Zarezerwuj ten food truck" }).click();
  await expect(page).toHaveURL(new RegExp(`/booking/${truck.profileId}\\?`));
  const form = main.getByRole("form", { name: `Rezerwacja: ${truck.name}` });
  await expect(form.getByRole("button", { name: "Termin wydarzenia" })).toContainText(shown);
  await expect(form.getByRole("combobox", { name: "Adres wydarzenia" })).toHaveValue("Kraków");
  await expect(form.getByLabel("Liczba gości")).toHaveValue("120");
  await scanAtWidths(page, "booking form filled in from the search", { screenshot: "booking-from-search" });
  await page.setViewportSize(PHONE);

  // Back twice: the profile, then the same results at the same place on the page.
  await page.goBack();
  await expect(calendar.getByText(`Wolny w wybranym terminie (${shown}).`)).toBeVisible();
  await page.goBack();
  await expect(results).toBeVisible();
  await expect(card).toBeVisible();
  await expect.poll(() => scrollOf(page)).toBe(scrolled);

  // "Wyczyść wszystko": every truck, the form open again.
  await main.getByRole("link", { name: "Wyczyść wszystko" }).click();
  await expect(main.getByRole("heading", { level: 2, name: "Wszystkie food trucki" })).toBeFocused();
  await expect(chips).toHaveCount(0);
  await expect(main.getByRole("form", { name: "Znajdź food truck" })).toBeVisible();
  await expect(page).not.toHaveURL(/postal_code|event_start_date|guest_count/);
});

test("the profile names the searched days that are taken; what the address gets wrong is ignored", async ({
  page,
}) => {
  const [start, middle, end] = [warsawDay(40), warsawDay(41), warsawDay(42)];
  const owner = newOwner("context-busy");
  const truck = await ownerWithTruck(page.request, owner, {
    food_truck_name: `Bigos Express ${Date.now()}`,
    base_location: "Kraków",
  });
  await markBusy(page, truck.profileId, truck.token, middle);
  const main = content(page);
  const calendar = main.getByRole("region", { name: "Dostępność" });

  await page.goto(`/profile/${truck.profileId}?event_start_date=${start}&event_end_date=${end}`);
  await expect(
    calendar.getByText(
      `W wybranym terminie (${polishDay(start)} – ${polishDay(end)}) zajęty jest dzień ${polishDay(middle)}; pozostałe dni są wolne.`,
    ),
  ).toBeVisible();
  await expect(calendar.locator(`[data-day="${middle}"]`)).toHaveClass(/calendar__day--busy/);
  await expect(calendar.locator(`[data-day="${middle}"]`)).toHaveAccessibleName(/zajęty, wybrany termin$/);
  await scanAtWidths(page, "profile with a searched day taken", { screenshot: "profile-searched-busy" });

  // A past day, a word for a day and a negative guest count: the plain profile, no error.
  await page.goto(
    `/profile/${truck.profileId}?event_start_date=2020-01-01&event_end_date=jutro&guest_count=-4&postal_code=Kraków`,
  );
  await expect(main.getByRole("heading", { level: 1, name: truck.name })).toBeVisible();
  await expect(calendar.getByText("Wolne i zajęte dni w tym i w dwóch kolejnych miesiącach.")).toBeVisible();
  await expect(calendar.locator(".profile-verdict")).toHaveCount(0);
  await expect(page).not.toHaveURL(/event_end_date|guest_count/);

  // The booking form takes only what it can use: today is too early for a booking, the place stays.
  const organizer = newOrganizer("context-bad");
  await registerVerified(page.request, organizer);
  await signInThroughApi(
    page,
    organizer,
    `/booking/${truck.profileId}?event_start_date=${warsawDay(0)}&guest_count=sto&postal_code=Łódź`,
  );
  const form = main.getByRole("form", { name: `Rezerwacja: ${truck.name}` });
  await expect(form.getByRole("combobox", { name: "Adres wydarzenia" })).toHaveValue("Łódź");
  await expect(form.getByRole("button", { name: "Termin wydarzenia" })).toContainText(
    "Wybierz dzień lub zakres dni",
  );
  await expect(form.getByLabel("Liczba gości")).toHaveValue("");
  await expect(main.getByRole("alert")).toHaveCount(0);

  // Searched days the truck is busy on: said beside the dates on arrival, not after the form is filled.
  await page.goto(`/booking/${truck.profileId}?event_start_date=${start}&event_end_date=${end}`);
  await expect(
    form.getByText(`Food truck jest zajęty w wybranym terminie (${polishDay(middle)}). Wybierz inne dni.`),
  ).toBeVisible();
});

test("on a wide screen the form stays open after a search, the focus on its button", async ({ page }) => {
  await page.goto("/");
  // Before the app has started, the form is a plain one: the browser loads the results anew.
  await appStarted(page);
  const main = content(page);
  const place = main.getByRole("combobox", { name: "Lokalizacja" });
  await place.fill("Gdańsk");
  await place.press("Escape");
  const search = main.getByRole("button", { name: "Szukaj" });
  await search.click();
  await expect(headingNamed(main, "Gdańsk")).toBeVisible();
  await expect(search).toBeFocused();
  await expect(main.getByRole("form", { name: "Znajdź food truck" })).toBeVisible();
  await expect(main.getByRole("button", { name: "Zmień wyszukiwanie" })).toBeHidden();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE });

  test('on a phone the search form stays open, and the chips, the order and "Wyczyść" work', async ({
    page,
  }) => {
    await page.goto("/?postal_code=Kraków&guest_count=40");
    const main = content(page);
    await expect(main.getByRole("link", { name: /Pierogi na Kółkach/ })).toBeVisible();
    await expect(main.getByRole("combobox", { name: "Lokalizacja" })).toBeVisible();
    await expect(main.getByLabel("Liczba gości")).toHaveValue("40");
    await expect(main.getByRole("button", { name: "Zmień wyszukiwanie" })).toBeHidden();
    // Nor is the map's button, which only the app can work.
    await expect(main.getByRole("button", { name: "Pokaż mapę" })).toBeHidden();
    // A chip is a link to the search without its filter, and so is "Wyczyść wszystko".
    const chips = main.getByRole("list", { name: "Aktywne filtry" });
    await chips.getByRole("link", { name: "Usuń filtr: 40 gości" }).click();
    // Back at the results, which on a phone are below the form.
    await expect(main.getByRole("heading", { level: 2, name: /Kraków/ })).toBeInViewport();
    await expect(page).toHaveURL(
      (url) => url.searchParams.get("postal_code") === "Kraków" && !url.search.includes("guest_count"),
    );
    await expect(main.getByLabel("Liczba gości")).toHaveValue("");
    await main.getByRole("link", { name: "Wyczyść wszystko" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/" && url.search === "");
    await expect(main.getByRole("list", { name: "Aktywne filtry" })).toHaveCount(0);
    // The order: chosen, then applied with the button only a page without scripts shows.
    await page.goto("/?postal_code=Kraków&guest_count=40");
    await main.getByLabel("Sortuj").selectOption({ label: "Najlepiej oceniane" });
    expect(
      await page.evaluate("document.documentElement.scrollWidth"),
      "no sideways scroll",
    ).toBeLessThanOrEqual(360);
    await main.getByRole("button", { name: "Zastosuj" }).click();
    await expect(page).toHaveURL(
      (url) =>
        url.searchParams.get("sort") === "rating" &&
        url.searchParams.get("postal_code") === "Kraków" &&
        url.searchParams.get("guest_count") === "40",
    );
    await expect(main.getByLabel("Sortuj")).toHaveValue("rating");
    // The form's "Wyczyść" too: the search without filters.
    await page.goto("/?postal_code=Kraków");
    await main.getByRole("link", { name: "Wyczyść", exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/" && url.search === "");
    await expect(main.getByRole("combobox", { name: "Lokalizacja" })).toHaveValue("");
  });
});
