import type { Page } from "@playwright/test";
import { scanAtWidths } from "./axe";
import {
  content,
  expect,
  expectSignedOut,
  mainNav,
  partiesWithTruck,
  sendBookingRequest,
  signInThroughApi,
  test,
  warsawDay,
} from "./helpers";

const ACTION_NEEDS_NETWORK = "Brak połączenia — tej czynności nie da się wykonać offline.";
const DATA_NOT_SAVED = "Brak połączenia — tych danych nie ma jeszcze na tym urządzeniu.";

/** The paths of the service worker's copies of the signed-in user's answers (web/public/service-worker.js). */
const savedPaths = (page: Page) =>
  page.evaluate<string[]>(
    `caches.open("user-data").then((cache) => cache.keys()).then((keys) => keys.map((request) => new URL(request.url).pathname).sort())`,
  );

/** What Chromium dispatches when the app may be installed (a headless browser never does). */
const OFFER_INSTALL = `window.dispatchEvent(Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
  prompt: () => Promise.resolve({ outcome: "dismissed" }),
}))`;

// The service worker the other tests go without (playwright.config.ts).
test.use({ serviceWorkers: "allow" });

/**
 * Issue 36, "On the home screen, and offline": the app is installable (manifest, icons, a one-time offer on
 * the dashboard), and an owner whose network is cut still reads the dashboard and its inbox from the last
 * sync, told how old the data is, while an action says it needs the network.
 */
test("installable, and the owner's dashboard readable offline from the last sync", async ({
  page,
  context,
}) => {
  const manifestAnswer = await page.request.get("/manifest.webmanifest");
  expect(manifestAnswer.status()).toBe(200);
  expect(manifestAnswer.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
  const manifest = await manifestAnswer.json();
  expect(manifest).toMatchObject({
    name: "Foodtruck Marketplace",
    lang: "pl",
    start_url: "/dashboard",
    display: "standalone",
  });
  const icons: { src: string; sizes: string; purpose: string }[] = manifest.icons;
  expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    "192x192 any",
    "512x512 any",
    "512x512 maskable",
  ]);
  for (const icon of icons) {
    const image = await page.request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/png");
  }

  // One booking confirmed (the next bookings), one request waiting for the owner (the inbox).
  const { owner, organizer, profileId, name, ownerToken } = await partiesWithTruck(page.request, "offline");
  const confirmed = await sendBookingRequest(page.request, organizer, profileId, {
    event_start_date: warsawDay(20),
    event_type: "Wesele",
  });
  const accepted = await page.request.put(`/api/requests/${confirmed}/status`, {
    headers: { Authorization: `Bearer ${ownerToken}` },
    data: { status: "confirmed" },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  await sendBookingRequest(page.request, organizer, profileId);
  await signInThroughApi(page, owner, "/dashboard");
  await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
  const inbox = content(page).getByRole("region", { name: /^Do odpowiedzi/ });
  const card = inbox.getByRole("article", { name });
  await expect(card.getByRole("button", { name: /^Akceptuj:/ })).toBeVisible();

  // The worker saves the dashboard's answers once it controls the page, and keeps this build's files.
  await expect
    .poll(() => savedPaths(page))
    .toEqual(expect.arrayContaining(["/api/events/my-events", "/api/requests/my-bookings"]));
  const worker = await (await page.request.get("/service-worker.js")).text();
  const build: { id: string; files: string[] } = JSON.parse(
    /const APP_BUILD = (\{.*\});/.exec(worker)?.[1] ?? "",
  );
  const shellSize = `caches.open("app-shell-${build.id}").then((cache) => cache.keys()).then((keys) => keys.length)`;
  // Its files and the shell page.
  await expect.poll(() => page.evaluate<number>(shellSize), { timeout: 20_000 }).toBe(build.files.length + 1);

  await context.setOffline(true);
  await page.reload();
  const banner = content(page)
    .locator(".offline-status[aria-live=polite]")
    .filter({ hasText: /^Offline/ });
  await expect(banner).toHaveText(/^Offline — dane z \d{2}:\d{2}$/);
  await expect(card.getByRole("button", { name: /^Akceptuj:/ })).toBeVisible();
  const bookings = content(page).getByRole("region", { name: "Rezerwacje" });
  await expect(bookings.getByRole("article", { name })).toContainText("Wesele");
  // The logo too is the shell's copy.
  await expect
    .poll(() => page.evaluate<number>('document.querySelector(".nav__logo img").naturalWidth'))
    .toBeGreaterThan(0);

  // Chromium's install offer, dispatched as the browser would.
  await page.evaluate(OFFER_INSTALL);
  const installOffer = content(page).getByRole("region", { name: "Dodaj do ekranu głównego" });
  await expect(installOffer.getByRole("button")).toHaveText(["Dodaj do ekranu głównego", "Nie teraz"]);
  await scanAtWidths(page, "dashboard offline, install offer", { screenshot: "dashboard-offline" });
  await installOffer.getByRole("button", { name: "Nie teraz" }).focus();
  await page.keyboard.press("Enter");
  await expect(installOffer).toHaveCount(0);
  await page.evaluate(OFFER_INSTALL); // offered once: "Nie teraz" is remembered
  await expect(banner).toBeVisible();
  await expect(installOffer).toHaveCount(0);

  // An action needs the network: it says so instead of failing silently.
  await card.getByRole("button", { name: /^Akceptuj:/ }).click();
  await card.getByRole("button", { name: "Tak, akceptuję" }).click();
  await expect(card.getByRole("alert")).toHaveText(ACTION_NEEDS_NETWORK);

  // Any page opens offline (the same shell), and what this device never saved says so where it would be:
  // the conversations, never opened here, are not "no conversations yet", which would be untrue.
  await page.goto("/chat");
  await expect(page.getByRole("navigation", { name: "Rozmowy" })).toHaveText(DATA_NOT_SAVED);
  await page.goto("/my-account");
  await expect(page).toHaveURL(/\/my-account$/);
  await expect(content(page).getByText(DATA_NOT_SAVED)).toBeVisible();

  // Back online, the data is the network's again and the banner goes; logging out forgets the saved answers.
  await context.setOffline(false);
  await expect(banner).toHaveCount(0);
  await mainNav(page).getByRole("button", { name: "Wyloguj" }).click();
  await expectSignedOut(page);
  await expect.poll(() => savedPaths(page)).toEqual([]);
});
