// Arriving at the public pages the worker serves with their data (decisions 0014 and 0022): the home page's
// first screen in the HTML, the app taking it over, and the pages' data reused rather than fetched again.
import { expectNoSeriousA11yViolations, WIDTHS } from "./axe";
import {
  appStarted,
  burgerBusId,
  content,
  expect,
  expectSignedIn,
  mainNav,
  newOrganizer,
  newOwner,
  ownerWithTruck,
  registerVerified,
  signInThroughApi,
  test,
} from "./helpers";

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the home page still shows the trucks, and a card is a link to its profile", async ({ page }) => {
    await page.goto("/?postal_code=Kraków");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Food trucki na Twoje wydarzenie – w kilka minut",
    );
    const card = content(page).getByRole("link", { name: /Pierogi na Kółkach/ });
    await expect(card).toBeVisible();
    await expect(content(page).getByText(/^Znaleziono: \d+$/)).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Lokalizacja" })).toHaveValue("Kraków");
    await card.click();
    // The card carries the searched place to the profile (issue 35), also as a plain link.
    await expect(page).toHaveURL(/\/profile\/\d+\?postal_code=Krak%C3%B3w$/);
  });

  test("the search form sends its fields to the home page, which answers them", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("combobox", { name: "Lokalizacja" }).fill("Gdańsk");
    await content(page).getByRole("button", { name: "Szukaj" }).click();
    // The form's empty fields come along (`cuisine=`, …): the worker renders the search they mean.
    await expect(page).toHaveURL(/[?&]postal_code=Gda%C5%84sk/);
    await expect(content(page).getByRole("link", { name: /Bałtycka Pizza/ })).toBeVisible();
    await expect(content(page).getByRole("link", { name: /Burger Bus/ })).toHaveCount(0);
  });
});

test.describe("on Lighthouse's phone", () => {
  // 412 px at 1.75 device pixels: the cover's 800 px copy.
  test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });

  test("a phone fetches a truck's cover from the page's head, once, and no stylesheet the page has inline", async ({
    page,
  }) => {
    const stylesheets: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "stylesheet") stylesheets.push(new URL(request.url()).pathname);
    });
    await page.goto(`/profile/${await burgerBusId(page)}`, { waitUntil: "load" });
    const cover = content(page).getByRole("img", { name: "Okładka – Burger Bus" });
    await expect(cover).toHaveJSProperty("complete", true);
    const shown = new URL(await cover.evaluate((image) => String(Reflect.get(image, "currentSrc")))).pathname;
    expect(shown).toMatch(/-w800\.webp$/);
    // What fetched each copy of the cover's photo ("link": the head's preload; "img": an <img>).
    const fetched: [string, string][] = await page.evaluate(
      `performance.getEntriesByType("resource").filter((entry) => entry.name.includes("/burger-bus-1"))
        .map((entry) => [entry.initiatorType, new URL(entry.name).pathname])`,
    );
    // The preload chose the copy the <img> shows, which took it rather than fetching it again.
    expect(fetched.filter(([by]) => by === "link")).toEqual([["link", shown]]);
    expect(fetched).not.toContainEqual(["img", shown]);

    // The page's stylesheets are inline, their links disabled: none is fetched, neither on arrival nor
    // when a part of the app that lists them among its own (the gallery's overlay) loads.
    const inline: string[] = await page.evaluate(
      `[...document.querySelectorAll("link[rel=stylesheet][disabled]")].map((link) => new URL(link.href).pathname)`,
    );
    expect(inline.length).toBeGreaterThanOrEqual(2);
    await appStarted(page);
    await cover.click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    expect(stylesheets.filter((path) => inline.includes(path))).toEqual([]);
  });
});

test("a signed-in organizer gets their own navigation once the app takes over the worker's screen", async ({
  page,
}) => {
  const organizer = newOrganizer("first-screen");
  await registerVerified(page.request, organizer);
  await signInThroughApi(page, organizer, "/");
  await expectSignedIn(page, organizer.firstName);
  await expect(mainNav(page).getByRole("link", { name: "Zaloguj się" })).toHaveCount(0);
  await expect(content(page).getByRole("button", { name: "Utwórz wydarzenie" })).toBeVisible();
  await expect(
    content(page)
      .getByRole("link", { name: /Burger Bus/ })
      .first(),
  ).toBeVisible();
  await expect(page.locator(".app")).toHaveCount(1);
  await expect(page.locator("h1")).toHaveCount(1);
});

test("arriving at a profile or a town's page shows it at once, from the page's own answer", async ({
  page,
}) => {
  const apiCalls: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/api\/(profiles\/\d+|cities\/[^/]+)$/.test(pathname)) apiCalls.push(pathname);
  });
  // Run in the page: marks it if a loading state (spinner or skeleton cards) shows at any moment.
  await page.addInitScript(`new MutationObserver(() => {
    if (document.querySelector(".loading, .truck-card--skeleton")) document.documentElement.dataset.loadingSeen = "";
  }).observe(document, { childList: true, subtree: true });`);

  await page.goto("/profile/1");
  await expect(page.getByRole("heading", { name: "Burger Bus", level: 1 })).toBeVisible();
  await page.goto("/food-trucki/krakow");
  await expect(page.getByRole("heading", { name: "Food trucki – Kraków", level: 1 })).toBeVisible();
  const truck = content(page).getByRole("link", { name: /^Pierogi na Kółkach/ });
  await expect(truck).toBeVisible();
  await expect(page.locator("html")).not.toHaveAttribute("data-loading-seen");
  // The page's requests go out in order: the one a click on a truck makes is the first, unless arriving
  // made one. The app's click (before it has started, the card is a plain link: the page is loaded anew).
  const clicked = `/api/profiles/${(await truck.getAttribute("href"))?.split("/").pop()}`;
  await appStarted(page);
  await truck.click();
  await expect.poll(() => apiCalls.length).toBeGreaterThan(0);
  expect(apiCalls[0], "the first request is the click's: arriving made none").toBe(clicked);
});

test("an owner's edit shows on the truck's town page at once, though that page was just seen", async ({
  page,
}) => {
  const owner = newOwner("town-refresh");
  const before = `Oscypek Express ${Date.now()}`;
  const { profileId } = await ownerWithTruck(page.request, owner, {
    food_truck_name: before,
    base_location: "Zakopane",
  });
  await signInThroughApi(page, owner, "/food-trucki/zakopane");
  await expect(content(page).getByRole("link", { name: new RegExp(before) })).toBeVisible();

  // Pages' data stays fresh for 30 s (PAGE_DATA_FRESH_MS): the edit, made within the same page load (all
  // client-side), must make the town page read it again.
  await mainNav(page).getByRole("link", { name: "Panel" }).click();
  await content(page)
    .getByRole("link", { name: `Edytuj: ${before}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/edit-profile/${profileId}$`));
  const after = `${before} Bis`;
  await content(page).getByLabel("Nazwa food trucka").fill(after);
  await content(page).getByRole("button", { name: "Zapisz zmiany" }).click();
  // To the panel at once (not after the form's own 2 s redirect), then back through the form to the town.
  await content(page).getByRole("link", { name: "Przejdź do panelu" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  for (let step = 0; step < 3; step++) await page.goBack();
  await expect(page).toHaveURL(/\/food-trucki\/zakopane$/);
  await expect(content(page).getByRole("link", { name: new RegExp(after) })).toBeVisible();
});

test("the worker's first screen passes WCAG 2.2 AA (axe) before the app starts, at 1280 and 360 px", async ({
  page,
}) => {
  // The page as the worker serves it, without its module script: what a visitor has until the app runs.
  await page.route(/\/(\?.*)?$/, async (route) => {
    const served = await route.fetch();
    const html = (await served.text()).replace(/<script type="module"[^>]*><\/script>/, "");
    await route.fulfill({ response: served, body: html });
  });
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/?postal_code=Kraków");
    await expect(content(page).getByRole("link", { name: /Pierogi na Kółkach/ })).toBeVisible();
    await expect(page.locator("#page-answer"), "the app did not run").toHaveCount(1);
    await expectNoSeriousA11yViolations(page, `first screen at ${width} px`);
  }
});
