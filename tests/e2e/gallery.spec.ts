import { scanAtWidths } from "./axe";
import { content, expect, newOwner, ownerWithTruck, test } from "./helpers";

test("seeded trucks come with the page and lead with responsive photos; the gallery overlay is modal, keyboard-driven and gives focus back", async ({
  page,
}) => {
  // The worker renders the first screen with the first page of results (decision 0022) and puts the answer
  // into the page too (0014): the cards are in the HTML, the SPA renders over them from the same answer
  // without a search request, and never shows a skeleton or drops a card meanwhile.
  const apiCalls: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith("/api/")) apiCalls.push(pathname);
  });
  // Run in the page (as text: these tests are typed without the DOM): keeps the first card element the
  // parser made, and marks the page if a skeleton shows or every card disappears at any moment.
  await page.addInitScript(`new MutationObserver(() => {
    const marks = document.documentElement.dataset;
    if (document.querySelector(".truck-card--skeleton")) marks.skeletonSeen = "";
    const card = document.querySelector("a.truck-card");
    if (card && !window.firstCardElement) {
      window.firstCardElement = card;
      window.firstCardTop = card.getBoundingClientRect().top + window.scrollY;
    }
    if (!card && window.firstCardElement) marks.cardsGone = "";
  }).observe(document, { childList: true, subtree: true });`);
  const servedPage = await (await page.request.get("/")).text();
  expect(
    servedPage.match(/<a href="\/profile\/\d+" class="truck-card">/g)?.length ?? 0,
  ).toBeGreaterThanOrEqual(5);
  await page.goto("/");
  const burgerBus = content(page)
    .getByRole("link", { name: /Burger Bus/ })
    .first();
  await expect(burgerBus).toBeVisible();
  await expect(page.locator("#page-answer"), "read once, then removed").toHaveCount(0);
  await expect(page.locator("html")).not.toHaveAttribute("data-skeleton-seen");
  await expect(page.locator("html")).not.toHaveAttribute("data-cards-gone");
  // The SPA took the server's elements over in place rather than drawing the page anew.
  expect(await page.evaluate("window.firstCardElement.isConnected")).toBe(true);
  // Nothing the app adds (the map button, a signed-out visitor's links) moves the cards it took over.
  expect(await page.evaluate("window.firstCardElement.getBoundingClientRect().top + window.scrollY")).toBe(
    await page.evaluate("window.firstCardTop"),
  );
  await expect(page.locator(".app")).toHaveCount(1);
  const cover = burgerBus.locator("img");
  await expect(cover).toHaveAttribute("srcset", /-w400\.webp 400w, \S+-w800\.webp 800w, \S+ 1440w$/);
  await expect(cover).toHaveAttribute("width", "1440");
  await expect(cover).toHaveAttribute("height", "960");
  // The first row is fetched at once (the very first photo before anything else), the rest as they scroll in.
  const loading = await content(page)
    .locator(".truck-grid > li")
    .evaluateAll((cards) =>
      cards.map((card) => {
        const img = card.querySelector("img");
        return img && `${img.getAttribute("loading")} ${img.getAttribute("fetchpriority") ?? "auto"}`;
      }),
    );
  expect(loading.length).toBeGreaterThanOrEqual(5);
  for (const [index, attributes] of loading.entries()) {
    if (attributes === null) continue; // a truck without photos: the placeholder
    expect(attributes, `card ${index}`).toBe(
      index === 0 ? "eager high" : index < 3 ? "eager auto" : "lazy auto",
    );
  }

  await burgerBus.click();
  await expect(page.getByRole("heading", { name: "Burger Bus", level: 1 })).toBeVisible();
  // The page's requests go out in order: the truck's own, on the way to its page, comes after any search
  // the first load made.
  const truckCall = () => apiCalls.findIndex((path) => /^\/api\/profiles\/\d+$/.test(path));
  await expect.poll(truckCall).toBeGreaterThan(-1);
  expect(apiCalls.slice(0, truckCall()), "search requests on the first load").not.toContain("/api/profiles");
  const thumbnails = page.getByRole("link", { name: /^Zdjęcie \d – Burger Bus$/ });
  await expect(thumbnails).toHaveCount(3);
  const thumbnail = thumbnails.nth(1);
  await expect(thumbnail.locator("img")).toHaveAttribute("srcset", /-w400\.webp 400w/);
  await expect(thumbnail.locator("img")).toHaveAttribute("height", "960");
  // Served as WebP and cached for good, like the photos themselves.
  const copy = /(\S+-w400\.webp) 400w/.exec((await thumbnail.locator("img").getAttribute("srcset")) ?? "");
  const served = await page.request.get(copy?.[1] ?? "/missing");
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("image/webp");
  expect(served.headers()["cache-control"]).toContain("immutable");

  await thumbnail.click();
  const overlay = page.getByRole("dialog", { name: "Galeria zdjęć" });
  await expect(overlay).toBeVisible();
  // The page behind can be neither read nor focused; focus starts inside.
  await expect(page.locator("#root")).toHaveAttribute("inert", "");
  await expect(overlay.getByRole("button", { name: "Zamknij" })).toBeFocused();
  await expect(overlay.getByText("2 / 3")).toBeVisible();
  await expect(overlay.getByRole("img", { name: "Zdjęcie 2 – Burger Bus" })).toHaveAttribute(
    "srcset",
    /800w/,
  );
  for (let step = 0; step < 4; step++) {
    await page.keyboard.press("Tab");
    await expect(overlay.locator(":focus")).toHaveCount(1);
  }
  await page.keyboard.press("ArrowRight");
  await expect(overlay.getByText("3 / 3")).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(overlay.getByText("1 / 3")).toBeVisible();
  await page.keyboard.press("ArrowLeft");
  await expect(overlay.getByText("3 / 3")).toBeVisible();
  await scanAtWidths(page, "gallery overlay", { screenshot: "gallery-overlay" });

  await page.keyboard.press("Escape");
  await expect(overlay).toBeHidden();
  await expect(page.locator("#root")).not.toHaveAttribute("inert", "");
  // Back on the photo that opened it, not the one shown last.
  await expect(thumbnail).toBeFocused();
});

test("a truck without photos says so on its profile", async ({ page }) => {
  const { profileId, name } = await ownerWithTruck(page.request, newOwner("no-photos"));
  await page.goto(`/profile/${profileId}`);
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await expect(page.getByText("Właściciel nie dodał jeszcze żadnych zdjęć.")).toBeVisible();
});
