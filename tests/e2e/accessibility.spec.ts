import type { Locator, Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./axe";
import {
  apiToken,
  content,
  DEMO,
  datePickerPanel,
  expect,
  logInWithForm,
  signInThroughApi,
  test,
} from "./helpers";

/**
 * WCAG 2.2 AA gate (issue 11): every route of SPEC.md §2 in the states a user meets, at 1280 and 360 px.
 * A few tests per role keep the suite fast: each state is reached once and scanned at both widths.
 */

const WIDTHS = [1280, 360] as const;

/** Waits until nothing on the page is loading any more, then scans it at every width. */
async function scan(page: Page, label: string): Promise<void> {
  await expect(page.locator(".loading")).toHaveCount(0);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoSeriousA11yViolations(page, `${label} @ ${width}px`);
  }
  await page.setViewportSize({ width: WIDTHS[0], height: 800 });
}

async function visit(page: Page, path: string, ready: Locator, label = path): Promise<void> {
  await page.goto(path);
  await expect(ready).toBeVisible();
  await scan(page, label);
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

  await visit(
    page,
    "/?postal_code=Wrszawa",
    content(page).getByText(/Nie znaleźliśmy miejscowości/),
    "unknown place",
  );
  await visit(page, `/profile/${truck.id}`, h1(page, truck.name), "truck profile");
  await visit(page, "/profile/999999", h1(page, "Nie znaleziono food trucka"), "unknown truck profile");
});

test("visitor forms and legal pages pass WCAG 2.2 AA (axe) at 1280 and 360 px", async ({ page }) => {
  test.slow();
  await visit(page, "/login", h1(page, "Zaloguj się"));
  await logInWithForm(page, DEMO.organizer.email, "to-nie-jest-haslo");
  await expect(content(page).getByRole("alert")).toBeVisible();
  await scan(page, "/login after a failed login");

  await visit(
    page,
    "/register",
    content(page).getByRole("radio", { name: /Organizator wydarzeń/ }),
    "/register",
  );
  await content(page)
    .getByRole("radio", { name: /Właściciel food trucka/ })
    .check();
  await expect(content(page).getByLabel("Nazwa firmy")).toBeVisible();
  await scan(page, "/register as an owner (company fields)");

  await visit(page, "/request-password-reset", h1(page));
  await visit(page, "/reset-password", h1(page, "Ustaw nowe hasło"), "/reset-password without a token");
  await visit(
    page,
    "/verify-email?token=zly-token",
    content(page).getByRole("link", { name: "Przejdź do logowania" }),
  );
  await visit(page, "/regulamin", h1(page));
  await visit(page, "/polityka-prywatnosci", h1(page));
});

test("organizer pages pass WCAG 2.2 AA (axe) at 1280 and 360 px", async ({ page }) => {
  test.slow();
  const truck = await seededTruck(page);
  await signInThroughApi(page, DEMO.organizer, "/dashboard");
  await expect(content(page).getByRole("heading", { name: "Wydarzenia" })).toBeVisible();
  await scan(page, "organizer /dashboard");

  await content(page).getByRole("button", { name: "Utwórz wydarzenie" }).click();
  const modal = page.getByRole("dialog", { name: "Utwórz wydarzenie" });
  await expect(modal).toBeVisible();
  await scan(page, "create-event dialog");
  await page.keyboard.press("Escape");
  await expect(modal).toBeHidden();

  await visit(
    page,
    `/booking/${truck.id}`,
    page.getByRole("button", { name: "Termin wydarzenia" }),
    "/booking",
  );
  await expectFocusRing(page.getByRole("button", { name: "Termin wydarzenia" }), "the date field's button");
  await page.getByRole("button", { name: "Termin wydarzenia" }).click();
  await expect(datePickerPanel(page, "Termin wydarzenia").getByRole("grid").first()).toBeVisible();
  await scan(page, "/booking with the date picker open");

  await visit(page, "/my-account", content(page).getByRole("region", { name: "Usuwanie konta" }));
  await content(page)
    .getByRole("region", { name: "Usuwanie konta" })
    .getByRole("button", { name: "Usuń konto" })
    .click();
  await expect(page.getByRole("dialog", { name: "Usunąć konto?" })).toBeVisible();
  await scan(page, "/my-account with the delete-account dialog open");
});

test("owner and admin pages pass WCAG 2.2 AA (axe) at 1280 and 360 px", async ({ page }) => {
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
  await scan(page, "owner /dashboard (inbox)");
  await visit(
    page,
    `/profile/${own.profile_id}/availability`,
    content(page).getByText("Kliknij na datę, aby oznaczyć ją jako zajętą lub zwolnić termin."),
    "/profile/<own>/availability",
  );
  await visit(page, `/edit-profile/${own.profile_id}`, h1(page), "/edit-profile/<own>");
  await visit(
    page,
    "/my-account",
    content(page).getByRole("region", { name: "Usuwanie konta" }),
    "owner /my-account",
  );
  await visit(page, "/create-profile", h1(page));

  await signInThroughApi(page, DEMO.admin, "/admin");
  await expect(h1(page, "Panel administratora")).toBeVisible();
  await scan(page, "/admin");
});
