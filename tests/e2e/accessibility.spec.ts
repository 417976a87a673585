import type { Locator, Page } from "@playwright/test";
import { scanAtWidths } from "./axe";
import {
  apiToken,
  appStarted,
  content,
  DEMO,
  datePickerPanel,
  expect,
  logInWithForm,
  signInThroughApi,
  TEXT,
  test,
} from "./helpers";

/**
 * WCAG 2.2 AA gate (issue 11): every route of SPEC.md §2 in the states a user meets, at 1280 and 360 px.
 * A few tests per role keep the suite fast: each state is reached once and scanned at both widths, and each
 * page's first visit also leaves its screenshots (test-results/screenshots/<page>-<width>.png).
 * The booking action dialogs are in accessibility-dialogs.spec.ts.
 */

const scan = scanAtWidths;
const NO_RESULTS_TEXT = "Nie znaleziono żadnych food trucków pasujących do Twoich kryteriów.";

/** Opens `path`, waits for `ready`, scans it; `screenshot` names the page's pictures. */
async function visit(page: Page, path: string, ready: Locator, screenshot?: string): Promise<void> {
  await page.goto(path);
  await expect(ready).toBeVisible();
  // The page as the app shows it (page-arrival.spec scans the worker's, before the app has started).
  await appStarted(page);
  await scan(page, path, screenshot ? { screenshot } : {});
}

/** Submits the form with nothing filled in (its submit button named `submit`) and scans the messages. */
async function scanEmptySubmit(page: Page, form: Locator, submit: string, label: string): Promise<void> {
  await form.getByRole("button", { name: submit, exact: true }).click();
  await expect(form.locator('[aria-invalid="true"], [role="alert"]').first()).toBeVisible();
  await scan(page, `${label} submitted empty`);
}

/** "Every control has a visible focus ring" (issue 11): focused from the keyboard, it draws the --focus outline. */
async function expectFocusRing(control: Locator, label: string): Promise<void> {
  await control.focus();
  const ring = await control.evaluate((element) => {
    const style = element.ownerDocument.defaultView?.getComputedStyle(element);
    return {
      visible: element.matches(":focus-visible"),
      outline: style ? `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}` : "",
    };
  });
  expect(ring, `focus ring of ${label}`).toEqual({ visible: true, outline: "solid 3px rgb(29, 78, 216)" });
}

function h1(page: Page, name?: string | RegExp): Locator {
  return content(page).getByRole("heading", { level: 1, ...(name ? { name } : {}) });
}

async function seededTruck(page: Page): Promise<{ id: number; name: string }> {
  const response = await page.request.get("/api/profiles");
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { profile_id: number; food_truck_name: string }[];
  const truck = body[0];
  if (!truck) throw new Error("GET /api/profiles: no seeded truck");
  return { id: truck.profile_id, name: truck.food_truck_name };
}

test.describe.configure({ mode: "parallel" });

test("visitor search and profile pages pass WCAG 2.2 AA (axe) at 1280 and 360 px", async ({ page }) => {
  test.slow();
  // The home page with the social-proof popup: social-proof.spec.ts.
  const truck = await seededTruck(page);

  await visit(
    page,
    "/",
    content(page)
      .getByRole("link", { name: new RegExp(truck.name) })
      .first(),
    "home",
  );
  const place = content(page).getByRole("combobox", { name: "Lokalizacja" });
  await expectFocusRing(place, "the place combobox");
  await place.fill("Wars");
  await expect(page.getByRole("listbox", { name: "Podpowiedzi miejscowości" })).toBeVisible();
  await scan(page, "home with place suggestions open");
  await place.press("Escape");

  await visit(page, "/?postal_code=Wrszawa", content(page).getByText(/Nie znaleźliśmy miejscowości/));
  // No truck costs 1 zł a portion: the empty result.
  await visit(page, "/?max_price=1", content(page).getByText(NO_RESULTS_TEXT), "home-no-results");
  // While a search is on its way the results are skeleton cards with a status for screen readers.
  let answer: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    answer = resolve;
  });
  await page.route("**/api/profiles?**", async (route) => {
    await held;
    await route.continue();
  });
  await content(page).getByRole("link", { name: "Wyczyść", exact: true }).click();
  await expect(
    content(page).getByRole("status").filter({ hasText: "Wyszukiwanie food trucków..." }),
  ).toBeVisible();
  await expect(content(page).locator(".truck-card--skeleton")).not.toHaveCount(0);
  await scan(page, "home while searching", { screenshot: "home-searching" });
  answer();
  await expect(content(page).locator("a.truck-card").first()).toBeVisible();
  await expect(content(page).locator(".truck-card--skeleton")).toHaveCount(0);
  await page.unroute("**/api/profiles?**");
  // A search the server fails: the error with its retry button (the first page came in the HTML, so the
  // failing answer is the next search the form sends).
  await page.route("**/api/profiles?**", (route) =>
    route.fulfill({
      status: 500,
      json: { message: "Wystąpił nieoczekiwany błąd serwera. Spróbuj ponownie później." },
    }),
  );
  await content(page).getByRole("combobox", { name: "Lokalizacja" }).fill("Gdańsk");
  await content(page).getByRole("button", { name: "Szukaj" }).click();
  await expect(content(page).getByRole("button", { name: "Spróbuj ponownie" })).toBeVisible();
  await scan(page, "home with a failed search", { screenshot: "home-search-error" });
  await page.unroute("**/api/profiles?**");
  await visit(page, "/nie-ma-takiej-strony", h1(page, "Nie znaleziono strony"), "page-not-found");
  await visit(page, `/profile/${truck.id}`, h1(page, truck.name), "profile");
  // A demo truck with organizers' reviews: its card and profile show the rating, the profile the reviews.
  await visit(page, "/", content(page).getByRole("img", { name: "Ocena 4,5 na 5, 2 opinie" }));
  await content(page)
    .getByRole("link", { name: /^Burger Bus/ })
    .click();
  const reviews = content(page).getByRole("list", { name: "2 opinie" });
  await expect(reviews.getByRole("listitem")).toHaveCount(2);
  await expect(reviews.getByRole("listitem").first()).toContainText("Piotr W.");
  await expect(reviews.getByRole("img", { name: "Ocena: 4 na 5" })).toBeVisible();
  await scanAtWidths(page, "profile with reviews", { screenshot: "profile-reviews" });
  await visit(page, "/profile/999999", h1(page, "Nie znaleziono food trucka"), "profile-not-found");

  // Beyond SPEC.md (issue 16): a city page, reached from the footer as a visitor (or a crawler) would.
  await page.getByRole("contentinfo").getByRole("link", { name: "Kraków", exact: true }).click();
  await expect(h1(page, "Food trucki – Kraków")).toBeVisible();
  await expect(content(page).getByRole("link", { name: /^Pierogi na Kółkach/ })).toBeVisible();
  await scan(page, "/food-trucki/krakow", { screenshot: "city" });
  await visit(page, "/food-trucki/atlantyda", h1(page, "Nie znaleziono miejscowości"));
});

test("visitor forms and legal pages pass WCAG 2.2 AA (axe) at 1280 and 360 px", async ({ page }) => {
  test.slow();
  // An empty login shows the same alert as a wrong password, which adds the e-mailed link's offer.
  await visit(page, "/login", h1(page, "Zaloguj się"), "login");
  await logInWithForm(page, DEMO.organizer.email, "to-nie-jest-haslo");
  await expect(content(page).getByText(TEXT.badCredentials)).toBeVisible();
  await scan(page, "/login after a failed login");

  await visit(
    page,
    "/register",
    content(page).getByRole("radio", { name: /Organizator wydarzeń/ }),
    "register",
  );
  await content(page)
    .getByRole("radio", { name: /Właściciel food trucka/ })
    .check();
  await expect(content(page).getByLabel("Nazwa firmy")).toBeVisible();
  await scanEmptySubmit(page, content(page), "Zarejestruj się", "/register as an owner (company fields)");

  await visit(page, "/rejestracja", h1(page, "Załóż konto"));
  await visit(page, "/request-password-reset", h1(page), "request-password-reset");
  await scanEmptySubmit(page, content(page), "Wyślij link", "/request-password-reset");
  await visit(page, "/reset-password", h1(page, "Ustaw nowe hasło"), "reset-password");
  await visit(
    page,
    "/verify-email?token=zly-token",
    content(page).getByRole("link", { name: "Przejdź do logowania" }),
    "verify-email",
  );
  await visit(page, "/regulamin", h1(page), "regulamin");
  await visit(page, "/polityka-prywatnosci", h1(page), "polityka-prywatnosci");
});

test("organizer pages pass WCAG 2.2 AA (axe) at 1280 and 360 px", async ({ page }) => {
  test.slow();
  // A clock the test can move forward; it runs as usual otherwise.
  await page.clock.install();
  const truck = await seededTruck(page);
  await signInThroughApi(page, DEMO.organizer, "/dashboard");
  await expect(content(page).getByRole("heading", { name: "Wydarzenia" })).toBeVisible();
  await scan(page, "organizer /dashboard", { screenshot: "dashboard-organizer" });

  await content(page).getByRole("button", { name: "Utwórz wydarzenie" }).click();
  const modal = page.getByRole("dialog", { name: "Utwórz wydarzenie" });
  await expect(modal).toBeVisible();
  await scan(page, "create-event dialog");
  await scanEmptySubmit(page, modal, "Utwórz wydarzenie", "create-event dialog");
  await page.keyboard.press("Escape");
  await expect(modal).toBeHidden();

  const dates = page.getByRole("button", { name: "Termin wydarzenia" });
  await visit(page, `/booking/${truck.id}`, dates, "booking");
  await expectFocusRing(dates, "the date field's button");
  await dates.click();
  await expect(datePickerPanel(page, "Termin wydarzenia").getByRole("grid").first()).toBeVisible();
  await scan(page, "/booking with the date picker open");
  await page.keyboard.press("Escape");
  await scanEmptySubmit(page, content(page), "Wyślij prośbę o rezerwację", "/booking");

  const deletion = content(page).getByRole("region", { name: "Usuwanie konta" });
  await visit(page, "/my-account", deletion, "my-account-organizer");
  const password = content(page).getByRole("region", { name: "Zmiana hasła" });
  await scanEmptySubmit(page, password, "Zmień hasło", "/my-account password change");
  await deletion.getByRole("button", { name: "Usuń konto" }).click();
  await expect(page.getByRole("dialog", { name: "Usunąć konto?" })).toBeVisible();
  await scan(page, "/my-account with the delete-account dialog open");

  // An organizer without conversations on /chat, and a payment page of a booking that is not theirs.
  await visit(page, "/chat", h1(page, "Wiadomości"), "chat");
  await visit(page, "/payment/1", h1(page, "Opłać rezerwację"), "payment");
});

test("owner pages pass WCAG 2.2 AA (axe) at 1280 and 360 px", async ({ page }) => {
  test.slow();
  const token = await apiToken(page.request, DEMO.owner);
  const mine = await page.request.get("/api/profiles/my-profiles", {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(mine.status()).toBe(200);
  const [own] = (await mine.json()) as { profile_id: number }[];
  if (!own) throw new Error("the demo owner has no truck");

  await signInThroughApi(page, DEMO.owner, "/dashboard");
  await expect(content(page).getByRole("region").first()).toBeVisible();
  await scan(page, "owner /dashboard (inbox)", { screenshot: "dashboard-owner" });
  // The owner's truck cards and the form's current gallery load the photos' small copies, sized ahead.
  const cover = content(page).locator(".mp-card__image img").first();
  await expect(cover).toHaveAttribute("srcset", /-w400\.webp 400w, \S+-w800\.webp 800w/);
  await expect(cover).toHaveAttribute("width", /^\d+$/);
  await visit(
    page,
    `/profile/${own.profile_id}/availability`,
    content(page).getByText("Kliknij na datę, aby oznaczyć ją jako zajętą lub zwolnić termin."),
    "availability",
  );
  await visit(page, `/edit-profile/${own.profile_id}`, h1(page), "edit-profile");
  const current = content(page).getByRole("img", { name: "Zdjęcie 1, okładka" });
  await expect(current).toHaveAttribute("srcset", /-w400\.webp 400w/);
  await expect(current).toHaveAttribute("height", /^\d+$/);
  const box = await current.boundingBox();
  expect(box && Math.round((box.width * 3) / 4) - Math.round(box.height), "a 4:3 thumbnail").toBe(0);
  await visit(
    page,
    "/my-account",
    content(page).getByRole("region", { name: "Usuwanie konta" }),
    "my-account-owner",
  );
  await visit(page, "/create-profile", h1(page), "create-profile");
  await scanEmptySubmit(page, content(page), "Utwórz profil", "/create-profile");

  // /admin and /admin/booking/{id}: scanned, open and with their dialogs, by admin.spec.ts and
  // admin-sections.spec.ts.
});
