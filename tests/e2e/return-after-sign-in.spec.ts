import type { Browser, Page } from "@playwright/test";
import { scanAtWidths } from "./axe";
import {
  appPath,
  content,
  expect,
  expectSignedIn,
  fillRegistrationForm,
  linkFromMailbox,
  logInWithForm,
  newOrganizer,
  newOwner,
  ownerWithTruck,
  registerVerified,
  SUBJECT,
  signInThroughApi,
  TEXT,
  test,
  warsawDay,
} from "./helpers";

/**
 * Issue 35: whatever a visitor starts that needs an account (booking a truck, saving it, a link from an
 * e-mail) opens again after signing up or in, with its query, however they get in: the activation link
 * (in another browser too), the login form, or the e-mailed sign-in link. Tried on a phone, as a new user.
 */

const PHONE = { width: 360, height: 800 };
/** The query a search leaves on the profile's address (search-context.ts); the booking form must get it unchanged. */
const SEARCHED_DAY = warsawDay(40);
const QUERY = `?postal_code=Krak%C3%B3w&event_start_date=${SEARCHED_DAY}&guest_count=120`;
const LOGIN_LINK_SUBJECT = "Link do logowania – Foodtruck Marketplace";

async function truckOnPhone(page: Page, label: string) {
  const truck = await ownerWithTruck(page.request, newOwner(`${label}-owner`), {
    food_truck_name: `Powrót ${label} ${Date.now()}`,
  });
  await page.setViewportSize(PHONE);
  await page.goto(`/profile/${truck.profileId}${QUERY}`);
  await expect(page.getByRole("heading", { name: truck.name, level: 1 })).toBeVisible();
  return { ...truck, booking: `/booking/${truck.profileId}${QUERY}` };
}

/** An organizer with an activated account (not signed in here) and a visitor's phone on a truck's profile. */
async function organizerAndTruck(page: Page, label: string) {
  const organizer = newOrganizer(`powrot-${label}`);
  await registerVerified(page.request, organizer);
  return { organizer, truck: await truckOnPhone(page, label) };
}

function returnTarget(page: Page): string | null {
  return new URL(page.url()).searchParams.get("redirect");
}

/**
 * Opens an e-mailed link where the first browser's storage is not: a new context, as on another device.
 * With `clock`, the test can stop the page's time, so a page that moves on by itself can be looked at.
 */
async function openInFreshBrowser(
  browser: Browser,
  baseURL: string | undefined,
  link: string,
  { clock = false } = {},
) {
  const context = await browser.newContext({ baseURL, viewport: PHONE, locale: "pl-PL" });
  const page = await context.newPage();
  if (clock) await page.clock.install();
  await page.goto(appPath(link, baseURL));
  return { context, page };
}

/**
 * Runs `work` (a scan, screenshots) on a page whose clock is paused, letting the page's time move at a
 * quarter of real speed, so its own waiting (axe's, the renderer's) goes on while a page that moves on by
 * itself stays put; fails if more than `budgetMs` of the page's time was needed.
 */
async function withSlowClock(page: Page, work: Promise<void>, budgetMs: number): Promise<void> {
  let done = false;
  const finished = work.finally(() => {
    done = true;
  });
  for (let spent = 0; !done; spent += 5) {
    expect(spent, "page time used while looking at a page that moves on by itself").toBeLessThan(budgetMs);
    await page.clock.runFor(5);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await finished;
}

async function expectBookingForm(page: Page, booking: string, truckName: string) {
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === booking);
  await expect(page.getByRole("heading", { name: "Rezerwacja food trucka", level: 1 })).toBeVisible();
  await expect(content(page).getByText(`Food truck: ${truckName}`)).toBeVisible();
  // Shown only to a signed-in organizer, above the form's fields.
  await expect(content(page).getByText(/^Wypełnij szczegóły wydarzenia\./)).toBeVisible();
}

test("a new organizer registers from a truck's profile and the activation link, opened in another browser, opens that truck's booking form with the same query", async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const truck = await truckOnPhone(page, "rejestracja");
  await content(page).getByRole("link", { name: "Zarejestruj się, aby zarezerwować" }).click();
  await expect(page).toHaveURL(/\/register\?redirect=/);
  expect(returnTarget(page)).toBe(truck.booking);
  const note = `Po aktywacji konta wrócisz do rezerwacji food trucka „${truck.name}”`;
  await expect(content(page).getByText(`${note}.`)).toBeVisible();
  // The way back from the form to signing in keeps the target too.
  await expect(content(page).getByRole("link", { name: "Zaloguj się" })).toHaveAttribute(
    "href",
    `/login?redirect=${encodeURIComponent(truck.booking)}`,
  );

  // A long address, as people have: it must stay inside a phone's screen on the success page.
  const organizer = newOrganizer("powrot-z-bardzo-dluga-nazwa-skrzynki-pocztowej");
  await fillRegistrationForm(page, organizer);
  await content(page).getByRole("button", { name: "Zarejestruj się" }).click();
  await expect(page.getByRole("heading", { name: "Sprawdź swoją skrzynkę e-mail" })).toBeVisible();
  await expect(page.getByRole("status")).toHaveText(TEXT.registered);
  await expect(
    content(page).getByText(`${note} – także jeśli otworzysz link na innym urządzeniu.`),
  ).toBeVisible();
  const pageWidth = await page.locator("html").evaluate((html) => html.scrollWidth);
  expect(pageWidth, "nothing runs past the 360 px screen").toBeLessThanOrEqual(PHONE.width);
  await scanAtWidths(page, "/register: the link was sent, with the way back", {
    screenshot: "register-sent-return",
  });

  const link = await linkFromMailbox(page.request, organizer.email, "/verify-email", SUBJECT.verification);
  const fresh = await openInFreshBrowser(browser, baseURL, link, { clock: true });
  await expect(fresh.page.getByRole("status")).toHaveText(TEXT.verified);
  await expect(
    fresh.page.getByText(`Za chwilę przeniesiemy Cię do rezerwacji food trucka „${truck.name}”.`),
  ).toBeVisible();
  // Time stops well before the page moves on (1.5 s): only runFor moves it, however slowly the machine
  // scans. A little ahead of now, which has moved on by the time the pause is set on a busy machine.
  await fresh.page.clock.pauseAt(await fresh.page.evaluate(() => Date.now() + 300));
  await withSlowClock(
    fresh.page,
    scanAtWidths(fresh.page, "/verify-email: going back to the booking", {
      screenshot: "verify-email-return",
    }),
    1_000,
  );
  await expect(fresh.page).toHaveURL(/\/verify-email\?token=/);
  // It moves on 1.5 s after the activation succeeded (SPEC.md §4).
  await fresh.page.clock.runFor(1_500);
  await expectBookingForm(fresh.page, truck.booking, truck.name);
  // What the visitor searched for is filled in: the place and the guests (the days are in the calendar).
  await expect(fresh.page.getByLabel("Adres wydarzenia")).toHaveValue("Kraków");
  await expect(fresh.page.getByLabel("Liczba gości")).toHaveValue("120");
  await expectSignedIn(fresh.page, organizer.firstName);
  await fresh.context.close();
});

test("an organizer with an account logs in from the truck's profile and lands on its booking form with the same query", async ({
  page,
}) => {
  const { organizer, truck } = await organizerAndTruck(page, "logowanie");
  await content(page).getByRole("link", { name: "Zaloguj się", exact: true }).click();
  expect(returnTarget(page)).toBe(truck.booking);
  await expect(
    content(page).getByText(`Po zalogowaniu wrócisz do rezerwacji food trucka „${truck.name}”.`),
  ).toBeVisible();
  await scanAtWidths(page, "/login with the way back", { screenshot: "login-return" });
  // No account after all? Registration keeps the target as well.
  await expect(content(page).getByRole("link", { name: "Zarejestruj się" })).toHaveAttribute(
    "href",
    `/register?redirect=${encodeURIComponent(truck.booking)}`,
  );

  await logInWithForm(page, organizer.email, organizer.password);
  await expectBookingForm(page, truck.booking, truck.name);
  await expectSignedIn(page, organizer.firstName);
});

test("a signed-out organizer opening a link to a booking form logs in and gets that form with its query", async ({
  page,
}) => {
  const { organizer, truck } = await organizerAndTruck(page, "link");
  await page.goto(truck.booking);
  await expect(page).toHaveURL(/\/login\?redirect=/);
  expect(returnTarget(page)).toBe(truck.booking);
  await logInWithForm(page, organizer.email, organizer.password);
  await expectBookingForm(page, truck.booking, truck.name);
});

test("an organizer who signs in with the e-mailed link, opened in another browser, lands on the booking form with the same query", async ({
  page,
  browser,
  baseURL,
}) => {
  const { organizer, truck } = await organizerAndTruck(page, "link-mailem");
  await content(page).getByRole("link", { name: "Zaloguj się", exact: true }).click();
  await logInWithForm(page, organizer.email, "Nie-to-haslo-1");
  await expect(page.getByRole("alert")).toHaveText(TEXT.badCredentials);
  await content(page).getByRole("button", { name: "Wyślij mi link do logowania" }).click();
  await expect(content(page).getByRole("status")).toContainText("wysłaliśmy na nie link do logowania");

  const link = await linkFromMailbox(page.request, organizer.email, "/login-with-token", LOGIN_LINK_SUBJECT);
  expect(new URL(link).searchParams.get("redirect"), "the target travels with the token").toBeNull();
  const fresh = await openInFreshBrowser(browser, baseURL, link);
  await expectBookingForm(fresh.page, truck.booking, truck.name);
  await fresh.context.close();
});

test("a visitor's heart leads through signing in back to the profile, where the truck is saved", async ({
  page,
}) => {
  const { organizer, truck } = await organizerAndTruck(page, "serce");
  await scanAtWidths(page, "profile with the visitor's heart", { screenshot: "profile-visitor-heart" });
  await page.setViewportSize(PHONE);
  await content(page).getByRole("link", { name: "Zapisz food trucka (po zalogowaniu)" }).click();
  expect(returnTarget(page)).toBe(`/profile/${truck.profileId}${QUERY}#zapisz`);
  await expect(
    content(page).getByText(
      `Po zalogowaniu wrócisz do food trucka „${truck.name}”, który dodamy do zapisanych.`,
    ),
  ).toBeVisible();
  await logInWithForm(page, organizer.email, organizer.password);

  // Back on the profile with its query; the intent is done and leaves the address, so a reload repeats nothing.
  await expect(page).toHaveURL(
    (url) => `${url.pathname}${url.search}${url.hash}` === `/profile/${truck.profileId}${QUERY}`,
  );
  await expect(content(page).getByRole("button", { name: "Usuń z zapisanych" })).toBeEnabled();
  await expect(content(page).getByRole("status").filter({ hasText: "Zapisano" })).toHaveText(
    "Zapisano – znajdziesz go w panelu, w „Zapisanych food truckach”.",
  );
  await scanAtWidths(page, "profile saved after signing in", { screenshot: "profile-saved-after-sign-in" });
  await page.goto("/dashboard");
  const saved = content(page).getByRole("region", { name: "Zapisane food trucki" });
  await expect(saved.getByRole("link", { name: new RegExp(truck.name) })).toBeVisible();
});

test("a signed-in organizer following a sign-in or registration link goes on to its target, not to the form", async ({
  page,
}) => {
  // The worker renders a truck's page for a visitor before the app knows who is there: its heart and its call
  // to action lead a signed-in user to /login and /register, which must send her on.
  const { organizer, truck } = await organizerAndTruck(page, "juz-zalogowana");
  const saveIntent = `/profile/${truck.profileId}${QUERY}#zapisz`;
  await signInThroughApi(page, organizer, `/login?redirect=${encodeURIComponent(saveIntent)}`);
  await expect(page).toHaveURL(
    (url) => `${url.pathname}${url.search}` === `/profile/${truck.profileId}${QUERY}`,
  );
  await expect(content(page).getByRole("button", { name: "Usuń z zapisanych" })).toBeEnabled();
  // The sign-in page gave its place in the history to the truck's: Back leaves for where she was before.
  await page.goBack();
  await expect(page).toHaveURL(/\/api\/health$/);

  await page.goto(`/register?redirect=${encodeURIComponent(truck.booking)}`);
  await expectBookingForm(page, truck.booking, truck.name);
  await page.goto("/rejestracja");
  await expect(page).toHaveURL(/\/dashboard$/);
  // A target that is not a path of this site is not followed.
  await page.goto(`/login?redirect=${encodeURIComponent("//evil.example/")}`);
  await expect(page).toHaveURL(/\/dashboard$/);

  // An owner's heart on the visitor's page: nothing to save for her, and the page says why.
  const owner = newOwner("juz-zalogowany-wlasciciel");
  await registerVerified(page.request, owner);
  await signInThroughApi(page, owner, `/login?redirect=${encodeURIComponent(saveIntent)}`);
  await expect(content(page).getByRole("status").filter({ hasText: "Zapisywać" })).toHaveText(
    "Zapisywać food trucki mogą tylko konta organizatorów.",
  );
  await expect(page).toHaveURL((url) => url.hash === "" && url.pathname === `/profile/${truck.profileId}`);
  await scanAtWidths(page, "profile: an owner's heart, nothing saved", {
    screenshot: "profile-save-refused",
  });
});
