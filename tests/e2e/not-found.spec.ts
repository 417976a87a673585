// Addresses that are no page (issue 33): the worker answers 404 with the not-found page, and the SPA shows
// the same page and title when the user gets there without loading a page.
import { appStarted, content, expect, test } from "./helpers";

const NOT_FOUND = "Nie znaleziono strony";
const SITE = "Foodtruck Marketplace";

test("an unknown address is the not-found page with its title, loaded or reached in the app", async ({
  page,
}) => {
  const response = await page.goto("/nie-ma-takiej-strony");
  expect(response?.status()).toBe(404);
  await expect(content(page).getByRole("heading", { level: 1, name: NOT_FOUND })).toBeVisible();
  await expect(page).toHaveTitle(`${NOT_FOUND} – ${SITE}`);

  await page.goto("/regulamin");
  await expect(page).toHaveTitle(`Regulamin – ${SITE}`);
  // The worker renders this page (decision 0033): the history change below is followed once the app runs.
  await appStarted(page);
  // A mark on this document: it is gone if the next address loads a new page. The address changes as an
  // app's link changes it, through the history API, which the router follows.
  const html = page.locator("html");
  await html.evaluate((element) => {
    element.dataset.visit = "same";
    element.ownerDocument.defaultView?.history.pushState(null, "", "/profil/abc/def");
  });
  await expect(content(page).getByRole("heading", { level: 1, name: NOT_FOUND })).toBeVisible();
  await expect(page).toHaveTitle(`${NOT_FOUND} – ${SITE}`);
  await expect(html).toHaveAttribute("data-visit", "same");
  await content(page).getByRole("link", { name: "Wróć na stronę główną" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page).toHaveTitle(SITE);
});

test("a truck that does not exist: one heading, the reason, and the title the worker gave it", async ({
  page,
}) => {
  const response = await page.goto("/profile/999999");
  expect(response?.status()).toBe(404);
  await expect(
    content(page).getByRole("heading", { level: 1, name: "Nie znaleziono food trucka" }),
  ).toBeVisible();
  await expect(page.getByRole("alert")).toHaveText(
    "Nie znaleziono tego food trucka. Właściciel mógł usunąć jego profil albo adres strony jest niepełny lub błędny.",
  );
  // Not the heading twice (the worker's page and the app's).
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(page).toHaveTitle(`Nie znaleziono food trucka – ${SITE}`);
});
