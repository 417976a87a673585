import type { Page } from "@playwright/test";
import { scanAtWidths } from "./axe";
import {
  appStarted,
  burgerBusId,
  content,
  expect,
  newOrganizer,
  registerVerified,
  signInThroughApi,
  test,
  warsawMonthTitle,
} from "./helpers";

/** Holds the app's code back (the worker's page stays as it came) until the returned function is called. */
async function holdTheApp(page: Page): Promise<() => void> {
  let releaseApp = () => {};
  const appHeld = new Promise<void>((resolve) => {
    releaseApp = resolve;
  });
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await appHeld;
    await route.continue();
  });
  return releaseApp;
}

/** An element as the page measures it (the tests' TypeScript has no DOM types). */
type Measurable = {
  getBoundingClientRect(): { x: number; y: number; width: number; height: number };
  ownerDocument: { defaultView: { scrollY: number } | null };
};

/**
 * How many pixels of two same-sized PNG screenshots differ, and by how much at most (0–255), compared in
 * the page's own canvas (the test runner has no image decoder).
 */
async function pixelDifference(page: Page, a: Buffer, b: Buffer): Promise<{ count: number; most: number }> {
  return page.evaluate(
    `(async ([a, b]) => {
      const decode = async (base64) => {
        const image = new Image();
        image.src = "data:image/png;base64," + base64;
        await image.decode();
        const canvas = document.createElement("canvas");
        canvas.width = image.width;
        canvas.height = image.height;
        const context = canvas.getContext("2d");
        context.drawImage(image, 0, 0);
        return context.getImageData(0, 0, image.width, image.height).data;
      };
      const [one, two] = await Promise.all([decode(a), decode(b)]);
      if (one.length !== two.length) return { count: Infinity, most: 255 };
      let count = 0;
      let most = 0;
      for (let i = 0; i < one.length; i += 4) {
        const delta = Math.max(...[0, 1, 2].map((c) => Math.abs(one[i + c] - two[i + c])));
        if (delta > 0) count += 1;
        most = Math.max(most, delta);
      }
      return { count, most };
    })(${JSON.stringify([a.toString("base64"), b.toString("base64")])})`,
  );
}

test("without JavaScript the truck's page, a town's page and the terms read fully and their links work", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const id = await burgerBusId(page);
  await page.goto(`/profile/${id}?utm_source=newsletter`);
  const main = content(page);
  await expect(main.getByRole("heading", { level: 1, name: "Burger Bus" })).toBeVisible();
  const cover = main.getByRole("link", { name: /Okładka – Burger Bus/ });
  await expect(cover).toBeVisible();
  await expect(main.getByText(/^Lokalizacja: Warszawa/)).toBeVisible();
  const offer = main.getByRole("region", { name: "Oferta" });
  await expect(offer).toContainText(/\d+–\d+\s?zł/);
  // The cost estimate: the guests sent to the worker, which counts them (the rest of the address kept).
  await offer.getByLabel("Liczba gości").fill("120");
  await offer.getByRole("button", { name: "Policz" }).click();
  await expect(page).toHaveURL(
    new RegExp(`/profile/${id}\\?utm_source=newsletter&guest_count=120#profile-offer-title$`),
  );
  // Back at the offer, not at the top of a page three screens long.
  await expect(offer.getByText(/^Szacunkowy koszt: ok\. \d/)).toBeInViewport();
  await expect(offer.getByLabel("Liczba gości")).toHaveValue("120");
  const reviews = main.getByRole("region", { name: "Opinie organizatorów" });
  await expect(reviews).toContainText("Świetne burgery i szybka obsługa");
  await expect(reviews.getByRole("listitem")).toHaveCount(2);
  // Its styles came with the page: the route's own sheet is inline, not waiting for the app's code.
  await expect(main.locator(".public-profile")).toHaveCSS("display", "grid");
  // The calendar's three months, to read without scripts.
  const calendar = main.getByRole("region", { name: "Dostępność" });
  await expect(calendar.getByRole("grid")).toHaveCount(3);
  for (const grid of await calendar.getByRole("grid").all()) await expect(grid).toBeVisible();
  // On a phone the header's links are there without the Menu button, which needs scripts.
  await page.setViewportSize({ width: 360, height: 800 });
  const header = page.getByRole("navigation", { name: "Główna nawigacja" });
  await expect(header.getByRole("button", { name: "Menu" })).toBeHidden();
  await expect(header.getByRole("link", { name: "Zaloguj się" })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  // Below the page, what needs scripts, and only that.
  await expect(
    page.getByText(/^Bez JavaScriptu działają wyszukiwarka, strony food trucków i miast, regulamin/),
  ).toBeVisible();

  // The photos open large without scripts too: the cover and each thumbnail link to the photo itself.
  const photo = (await cover.getAttribute("href")) ?? "/missing";
  await expect(main.getByRole("link", { name: "Zdjęcie 1 – Burger Bus" })).toHaveAttribute("href", photo);
  await expect(main.getByRole("link", { name: "Zdjęcie 2 – Burger Bus" })).not.toHaveAttribute("href", photo);
  const opened = page.waitForResponse((response) => new URL(response.url()).pathname === photo);
  await cover.click();
  expect((await opened).headers()["content-type"]).toMatch(/^image\//);
  await expect(page).toHaveURL(new RegExp(`${photo}$`));
  await page.goBack();

  // A visitor's call to action is a plain link.
  await main.getByRole("link", { name: "Zarejestruj się, aby zarezerwować" }).click();
  await expect(page).toHaveURL(/\/register\?redirect=%2Fbooking%2F\d+/);

  // The footer's town links lead to pages that are there without scripts, and their cards to trucks.
  await page.goto(`/profile/${id}`);
  await page
    .getByRole("navigation", { name: "Food trucki w miastach" })
    .getByRole("link", { name: "Warszawa" })
    .click();
  await expect(main.getByRole("heading", { level: 1, name: "Food trucki – Warszawa" })).toBeVisible();
  await expect(main.getByRole("region", { name: "W skrócie" })).toBeVisible();
  await expect(
    main.getByRole("region", { name: "Najczęstsze pytania" }).getByRole("heading", { level: 3 }).first(),
  ).toBeVisible();
  await main
    .getByRole("link", { name: /Burger Bus/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/profile/${id}`));
  await expect(main.getByRole("heading", { level: 1, name: "Burger Bus" })).toBeVisible();

  await page.getByRole("link", { name: "Regulamin" }).click();
  await expect(main.getByRole("heading", { level: 1, name: /^Regulamin serwisu/ })).toBeVisible();
  await expect(page).toHaveTitle("Regulamin – Foodtruck Marketplace");
  await context.close();
});

test("with JavaScript the app takes the worker's page over without a visible change, and its islands work", async ({
  page,
}) => {
  const id = await burgerBusId(page);
  // The app's code is held back until the worker's page has been photographed.
  const releaseApp = await holdTheApp(page);
  const apiCalls: string[] = [];
  page.on("request", (request) => {
    const { pathname, search } = new URL(request.url());
    if (pathname.startsWith("/api/profiles/")) apiCalls.push(pathname + search);
  });

  // A link as shared on social media, with a tag the router does not know and a bad searched day.
  await page.goto(`/profile/${id}?utm_source=facebook&event_start_date=zly`, { waitUntil: "commit" });
  const header = content(page).locator(".public-profile__header");
  await expect(header.getByRole("heading", { level: 1, name: "Burger Bus" })).toBeVisible();
  await expect(header.locator("img")).toHaveJSProperty("complete", true);
  // Every part of the header, where the worker's page shows it (what a reader sees before the app runs).
  const parts = header.locator("h1, img, p, .favourite, .profile-cover__open");
  // Where each stands in the page, not the window: the header's picture below scrolls it into view.
  const inPage = (elements: Measurable[]) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      const scrollY = element.ownerDocument.defaultView?.scrollY ?? 0;
      return { x: box.x, y: box.y + scrollY, width: box.width, height: box.height };
    });
  const boxes = () => parts.evaluateAll(inPage);
  const before = await boxes();
  // The calendar's months too, as many as the app will show (public-profile.css), its busy days marked.
  const calendar = content(page).locator(".public-profile__calendar");
  const calendarParts = calendar.locator("h2, p, .rdp-month, .calendar-legend");
  const calendarBoxes = () =>
    calendarParts.evaluateAll(inPage).then((found) => found.filter((box) => box.width > 0));
  const calendarBefore = await calendarBoxes();
  expect(calendarBefore.length).toBeGreaterThanOrEqual(4);
  const pictureBefore = await header.screenshot({ animations: "disabled" });
  expect(before.length).toBeGreaterThanOrEqual(6);
  await page.evaluate(`window.serverTitle = document.querySelector("h1")`);
  // A visitor taps the cover (nothing happens yet), reads on and types their guests before the app has
  // started: having moved on, they get no gallery popping up later over what they type.
  await content(page)
    .getByRole("link", { name: /Okładka – Burger Bus/ })
    .click();
  await page.mouse.move(1, 790); // off the header, whose "after" picture would show the cover hovered
  const guests = content(page).getByRole("region", { name: "Oferta" }).getByLabel("Liczba gości");
  await guests.fill("120");
  await page.evaluate("window.scrollTo(0, 400)");
  const scrolled = await page.evaluate("window.scrollY");
  expect(scrolled).toBeGreaterThan(300);

  releaseApp();
  // The app has started once it has read the page's answers.
  await appStarted(page);
  await expect(page.locator("#page-answer")).toHaveCount(0);
  await expect(page.locator(".loading")).toHaveCount(0);
  // It left the page where the visitor was, and kept (and counted) what they typed.
  expect(await page.evaluate("window.scrollY"), "the page stays where it was scrolled").toBe(scrolled);
  await expect(guests).toHaveValue("120");
  await expect(content(page).getByText(/^Szacunkowy koszt: ok\. \d/)).toBeVisible();
  // The app counts as the guests are typed: the button for a page without it is gone.
  await expect(content(page).getByRole("button", { name: "Policz" })).toBeHidden();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(guests).toBeFocused();
  expect(await boxes(), "nothing in the header moved when the app took over").toEqual(before);
  expect(await calendarBoxes(), "nor in the calendar").toEqual(calendarBefore);
  // And it looks the same: at most the anti-aliasing of the card's lower edge differs, by a shade.
  const difference = await pixelDifference(
    page,
    pictureBefore,
    await header.screenshot({ animations: "disabled" }),
  );
  expect(difference.count, "pixels that changed").toBeLessThanOrEqual(50);
  expect(difference.most, "the largest change of a pixel").toBeLessThanOrEqual(16);
  // Taken over in place, not drawn anew; the profile, its reviews and its busy days came with the page.
  expect(await page.evaluate(`window.serverTitle === document.querySelector("h1")`)).toBe(true);
  expect(apiCalls).toEqual([]);

  // An island: the cover opens the gallery's overlay, Escape closes it and gives focus back.
  const cover = content(page).getByRole("link", { name: /Okładka – Burger Bus/ });
  await cover.click();
  const overlay = page.getByRole("dialog");
  await expect(overlay).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(overlay).toHaveCount(0);
  await expect(cover).toBeFocused();

  // A town's page: the app takes it over with the cards where they were.
  await page.unrouteAll();
  await page.goto("/food-trucki/warszawa", { waitUntil: "commit" });
  const firstCard = content(page).locator("a.truck-card").first();
  await expect(firstCard).toBeVisible();
  const cardBox = await firstCard.boundingBox();
  await expect(page.locator("#page-answer")).toHaveCount(0);
  expect(await firstCard.boundingBox()).toEqual(cardBox);
  // Both pages as the app shows them are scanned by accessibility.spec.ts.
});

test("on a phone the app draws the truck's months, reviews and footer just after taking over: the same to read, then live", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const id = await burgerBusId(page);
  const releaseApp = await holdTheApp(page);
  // How many months and footer links the page holds at the moment the app has taken it over (the same task).
  await page.addInitScript(`new MutationObserver(() => {
    if (document.documentElement.dataset.app !== "started" || window.monthsAtTakeover !== undefined) return;
    window.monthsAtTakeover = document.querySelectorAll(".public-profile__calendar .rdp-month").length;
    window.footerLinksAtTakeover = document.querySelectorAll("footer a[href]").length;
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-app"] })`);
  await page.goto(`/profile/${id}`, { waitUntil: "commit" });
  const calendar = content(page).getByRole("region", { name: "Dostępność" });
  const reviews = content(page).getByRole("region", { name: "Opinie organizatorów" });
  await expect(reviews.getByRole("listitem")).toHaveCount(2);
  const reviewsBefore = await reviews.textContent();
  const shownMonth = calendar.locator(".rdp-month:visible .rdp-caption_label");
  await expect(shownMonth).toHaveCount(1);
  await expect(shownMonth).toHaveText(warsawMonthTitle(0));
  // Something in the reviews marked as tapped before the app started (as public/before-app.js marks a
  // button): that part is taken over in place, so the app can tap it again.
  await reviews.getByRole("list").evaluate((list) => {
    list.setAttribute("data-early-tap", "");
    Object.assign(globalThis, { tappedEarly: list });
  });

  releaseApp();
  await appStarted(page);
  // The takeover left the worker's three months (the app's own is one, on a phone) for a moment later.
  expect(await page.evaluate("window.monthsAtTakeover")).toBe(3);
  // The footer too stayed as the worker rendered it: six towns and the two legal pages.
  expect(await page.evaluate("window.footerLinksAtTakeover")).toBe(8);
  expect(await page.evaluate("window.tappedEarly.isConnected"), "the tapped part stays in place").toBe(true);
  // Only the app's calendar turns its months on a phone: it has replaced the worker's, on the same month.
  const next = calendar.getByRole("button", { name: "Przejdź do następnego miesiąca" });
  await expect(next).toBeVisible();
  // Measured without a layout forced inside the takeover: the phone's box holds one month.
  await expect(calendar.locator(".rdp-month")).toHaveCount(1);
  await expect(shownMonth).toHaveText(warsawMonthTitle(0));
  expect(await reviews.textContent(), "the reviews read as before").toBe(reviewsBefore);
  await next.click();
  await expect(shownMonth).toHaveText(warsawMonthTitle(1));
  // The footer's links are the app's too by now: a town opens without loading the page again.
  await page.evaluate("window.sameDocument = true");
  await page.getByRole("contentinfo").getByRole("link", { name: "Kraków", exact: true }).click();
  await expect(content(page).getByRole("heading", { level: 1 })).toHaveText("Food trucki – Kraków");
  expect(await page.evaluate("window.sameDocument"), "the app navigated, the page stayed").toBe(true);
});

test("the worker's truck and town pages pass axe before the app starts; a tap then is not lost", async ({
  page,
}) => {
  const id = await burgerBusId(page);
  // A town's page as the worker serves it, what a visitor has until the app runs.
  await holdTheApp(page);
  await page.goto("/food-trucki/warszawa", { waitUntil: "commit" });
  await expect(content(page).locator("a.truck-card").first()).toBeVisible();
  await scanAtWidths(page, "a town's page rendered by the worker", { screenshot: "server-rendered-city" });
  // The held request is dropped with the page it was for.
  await page.unrouteAll({ behavior: "ignoreErrors" });

  const releaseApp = await holdTheApp(page);
  await page.goto(`/profile/${id}`, { waitUntil: "commit" });
  const cover = content(page).getByRole("link", { name: /Okładka – Burger Bus/ });
  await expect(
    content(page).getByRole("region", { name: "Dostępność" }).getByRole("grid").first(),
  ).toBeVisible();
  await scanAtWidths(page, "a truck's page rendered by the worker", {
    screenshot: "server-rendered-profile",
  });
  // The page's small script notes the tap (public/before-app.js); nothing else can happen yet.
  await expect(page.locator("html")).toHaveAttribute("data-app", "starting");
  await cover.click();
  await expect(cover).toHaveAttribute("data-early-tap", "");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  // The cover's link to the bare photo is held for the app's gallery, not followed.
  await expect(page).toHaveURL(new RegExp(`/profile/${id}$`));

  releaseApp();
  const overlay = page.getByRole("dialog");
  await expect(overlay).toBeVisible();
  // At once: the gallery has the keyboard from the moment it shows, while the app is still busy drawing
  // the page's later parts.
  await page.keyboard.press("Escape");
  await expect(overlay).toHaveCount(0);
  await expect(cover).toBeFocused();
  await expect(cover).not.toHaveAttribute("data-early-tap");
});

test("a signed-in organizer's taps on the worker's visitor links go on without a sign-in page", async ({
  page,
}) => {
  const id = await burgerBusId(page);
  const organizer = newOrganizer("serce-przed-aplikacja");
  await registerVerified(page.request, organizer);
  await signInThroughApi(page, organizer, "/api/health");
  // The worker drew the page for a visitor: its heart leads to /login. Tapped before the app has started,
  // it stays on the truck's page with the save intent, which the app carries out once it runs.
  let releaseApp = await holdTheApp(page);
  await page.goto(`/profile/${id}`, { waitUntil: "commit" });
  // The page's own small script runs (public/before-app.js); the app's code is held back.
  await expect(page.locator("html")).toHaveAttribute("data-app", "starting");
  await content(page)
    .getByRole("link", { name: /^Zapisz food trucka/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/profile/${id}#zapisz$`));
  releaseApp();
  await expect(content(page).getByRole("button", { name: "Usuń z zapisanych" })).toBeEnabled();
  await expect(page).toHaveURL(new RegExp(`/profile/${id}$`));

  // The visitor's call to action (register to book) leads her to the booking form itself.
  await page.unrouteAll({ behavior: "ignoreErrors" });
  releaseApp = await holdTheApp(page);
  await page.goto(`/profile/${id}`, { waitUntil: "commit" });
  await expect(page.locator("html")).toHaveAttribute("data-app", "starting");
  await content(page).getByRole("link", { name: "Zarejestruj się, aby zarezerwować" }).click();
  await expect(page).toHaveURL(new RegExp(`/booking/${id}$`));
  releaseApp();
  await expect(page.getByRole("heading", { name: "Rezerwacja food trucka", level: 1 })).toBeVisible();
});

test("a link to a truck's reviews shows them at once, not the top of the page until the app has started", async ({
  page,
}) => {
  const id = await burgerBusId(page);
  await page.setViewportSize({ width: 360, height: 800 });
  const releaseApp = await holdTheApp(page);
  await page.goto(`/profile/${id}#profile-reviews-title`, { waitUntil: "commit" });
  const reviewsTitle = content(page).getByRole("heading", { level: 2, name: "Opinie organizatorów" });
  // The app's code has not come yet (the browser would scroll only after running it).
  await expect(reviewsTitle).toBeInViewport();
  await expect(page.locator("html")).not.toHaveAttribute("data-app", "started");
  const atReviews = Number(await page.evaluate("window.scrollY"));
  expect(atReviews).toBeGreaterThan(300);
  // The reader scrolls back up before the app's code has come: the browser must not send her back down.
  await page.mouse.move(180, 400);
  await page.mouse.wheel(0, -300);
  await expect.poll(async () => Number(await page.evaluate("window.scrollY"))).toBeLessThan(atReviews);
  const scrolled = await page.evaluate("window.scrollY");
  releaseApp();
  await appStarted(page);
  expect(await page.evaluate("window.scrollY"), "no jump when the app takes over").toBe(scrolled);
});

test("the worker's home page has the map's button before the app starts, and the app asks for no settings", async ({
  page,
}) => {
  const releaseApp = await holdTheApp(page);
  const configRequests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/config") configRequests.push(request.url());
  });
  await page.goto("/", { waitUntil: "commit" });
  const results = content(page).getByRole("region", { name: "Wszystkie food trucki" });
  const toggle = results.getByRole("button", { name: "Pokaż mapę" });
  await expect(toggle).toBeVisible();
  const before = await toggle.boundingBox();
  releaseApp();
  await appStarted(page);
  expect(await toggle.boundingBox(), "the button stays where it was").toEqual(before);
  // The settings came with the page: the app's first render had them, as the worker had.
  expect(configRequests).toEqual([]);
  await toggle.click();
  await expect(results.getByRole("region", { name: "Mapa food trucków" })).toBeVisible();
});

test("a section of the search a visitor opened before the app started stays open", async ({ page }) => {
  const releaseApp = await holdTheApp(page);
  await page.goto("/", { waitUntil: "commit" });
  const form = content(page).getByRole("form", { name: "Znajdź food truck" });
  await form.getByText("Więcej filtrów").click();
  const vegetarian = form.getByLabel("Opcje wegetariańskie");
  await expect(vegetarian).toBeVisible();
  releaseApp();
  await appStarted(page);
  // The app renders the section closed (none of its filters is set): it stays as the visitor left it.
  await expect(vegetarian).toBeVisible();
  await vegetarian.check();
  await form.getByRole("button", { name: "Szukaj", exact: true }).click();
  await expect(page).toHaveURL(/dietary=vegetarian/);
});

test("a tap on the map's button before the app started, scrolled into view first, opens the map once it runs", async ({
  page,
}) => {
  const releaseApp = await holdTheApp(page);
  await page.goto("/?postal_code=Krak%C3%B3w", { waitUntil: "commit" });
  const results = content(page).getByRole("region", { name: "Wyniki wyszukiwania" });
  const toggle = results.getByRole("button", { name: "Pokaż mapę" });
  // Below the fold: the click scrolls it into view, and the browser reports that scroll a frame later,
  // after the tap was noted (public/before-app.js). The visitor has not moved on.
  expect(await page.evaluate("window.scrollY")).toBe(0);
  await toggle.click();
  expect(await page.evaluate("window.scrollY")).toBeGreaterThan(0);
  await page.evaluate("new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)))");
  await expect(toggle).toHaveAttribute("data-early-tap", "");
  releaseApp();
  await expect(results.getByRole("button", { name: "Ukryj mapę" })).toHaveAttribute("aria-expanded", "true");
});
