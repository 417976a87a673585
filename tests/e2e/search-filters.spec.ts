import type { Locator } from "@playwright/test";
import { scanAtWidths } from "./axe";
import { appStarted, content, expect, test } from "./helpers";

/** "od 15 zł / porcja" on a card → 15; null for a card without prices. */
async function cardPrices(cards: Locator): Promise<(number | null)[]> {
  const texts = await cards.allTextContents();
  return texts.map((text) => {
    const match = /od ([\d\s\u00a0]+(?:,\d+)?)\s*zł \/ porcja/.exec(text);
    return match?.[1] ? Number(match[1].replace(/[\s\u00a0]/g, "").replace(",", ".")) : null;
  });
}

/** "Ocena 4,5 na 5, 2 opinie" on a card → 4.5; null for a card without reviews. */
async function cardRatings(cards: Locator): Promise<(number | null)[]> {
  const ratings: (number | null)[] = [];
  for (const card of await cards.all()) {
    const label = await card
      .getByRole("img", { name: /^Ocena / })
      .getAttribute("aria-label", { timeout: 100 })
      .catch(() => null);
    const match = label ? /^Ocena (\d(?:,\d)?) na 5/.exec(label) : null;
    ratings.push(match?.[1] ? Number(match[1].replace(",", ".")) : null);
  }
  return ratings;
}

// Beyond SPEC.md (issue 16): sorting and the extra filters change the results and live in the URL.
test("a visitor filters by diet, rating and budget, sorts by price, and the URL keeps it all", async ({
  page,
}) => {
  await page.goto("/");
  const main = content(page);
  const cards = main.locator("a.truck-card");
  await expect(cards.first()).toBeVisible();
  // The fields' own checks are the app's: before it has started, the form is a plain one.
  await appStarted(page);

  await main.getByText("Więcej filtrów").click();
  await main.getByLabel("Opcje wegetariańskie").check();
  await main.getByLabel("Minimalna ocena").selectOption({ label: "4 i więcej" });
  // A budget that is not an amount is caught at its field; nothing is searched.
  await main.getByLabel("Budżet za porcję do (zł)").fill("czterdzieści");
  await main.getByRole("button", { name: "Szukaj" }).click();
  await expect(main.getByText("Budżet za porcję musi być kwotą od 1 do 1000 zł.")).toBeVisible();
  await expect(page).not.toHaveURL(/min_rating/);
  await scanAtWidths(page, "home with the extra filters open", { screenshot: "home-more-filters" });

  await main.getByLabel("Budżet za porcję do (zł)").fill("40");
  await main.getByRole("button", { name: "Szukaj" }).click();
  await expect(page).toHaveURL(/dietary=vegetarian/);
  await expect(page).toHaveURL(/min_rating=4/);
  await expect(page).toHaveURL(/max_price=40/);
  // The heading restates the search (issue 35); the filters beyond place and days are chips.
  await expect(main.getByRole("heading", { level: 2, name: /^\d+ food truck(i|ów)?$/ })).toBeVisible();
  await expect(main.getByRole("list", { name: "Aktywne filtry" }).getByRole("link")).toHaveText([
    "Opcje wegetariańskie",
    "Ocena od 4",
    "Porcja do 40\u00a0zł",
  ]);
  await expect(cards.first()).toBeVisible();
  // The demo trucks rated 4 and more with vegetarian options and portions from ≤ 40 zł: at least Burger Bus.
  await expect(main.getByRole("link", { name: /^Burger Bus/ })).toBeVisible();
  // Read once the filtered list has replaced the one before it (which can hold unrated or dearer trucks).
  await expect
    .poll(async () => (await cardRatings(cards)).every((rating) => rating !== null && rating >= 4))
    .toBe(true);
  await expect
    .poll(async () => (await cardPrices(cards)).every((price) => price === null || price <= 40))
    .toBe(true);

  await main.getByLabel("Sortuj").selectOption({ label: "Najtańsze" });
  await expect(page).toHaveURL(/sort=price/);
  // Applied at once: the button for a page without scripts is not there.
  await expect(main.getByRole("button", { name: "Zastosuj" })).toBeHidden();
  await expect
    .poll(async () => {
      // Not while the new order loads: an empty list is in every order.
      const prices = await cardPrices(cards);
      return (
        prices.length > 0 &&
        prices.every((price, index) => index === 0 || (prices[index - 1] ?? 0) <= (price ?? Infinity))
      );
    })
    .toBe(true);

  // A reload (or a shared link) shows the same search, with the form and the order as they were.
  const before = await cards.allTextContents();
  expect(before.length).toBeGreaterThan(0);
  await page.reload();
  await expect(main.getByRole("checkbox", { name: "Opcje wegetariańskie" })).toBeChecked();
  await expect(main.getByLabel("Minimalna ocena")).toHaveValue("4");
  await expect(main.getByLabel("Budżet za porcję do (zł)")).toHaveValue("40");
  await expect(main.getByLabel("Sortuj")).toHaveValue("price");
  await expect(cards).toHaveText(before);

  // "Wyczyść" starts again: every truck, in the default order.
  await main.getByRole("link", { name: "Wyczyść", exact: true }).click();
  await expect(page).not.toHaveURL(/min_rating|dietary|max_price|sort/);
  await expect(main.getByRole("heading", { name: "Wszystkie food trucki" })).toBeVisible();
});
