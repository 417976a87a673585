import { scanAtWidths } from "./axe";
import { content, expect, test } from "./helpers";

/** Beyond SPEC.md (issue 16): the map beside the results, loaded when opened. */
test("a visitor opens the map: a marker per truck highlights its card, by mouse or keyboard; a place search marks the place", async ({
  page,
}) => {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(request.url()));
  await page.goto("/");
  const results = content(page).getByRole("region", { name: "Wszystkie food trucki" });
  const cardOf = (name: string) =>
    results.getByRole("listitem").filter({ has: page.getByRole("link", { name: new RegExp(`^${name}`) }) });
  const pierogi = cardOf("Pierogi na Kółkach");
  await expect(pierogi).toBeVisible();
  // The map's code (and Leaflet) is not part of the page until the map is opened.
  expect(requested.filter((url) => url.includes("search-map"))).toEqual([]);

  const toggle = results.getByRole("button", { name: "Pokaż mapę" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  await expect(results.getByRole("button", { name: "Ukryj mapę" })).toHaveAttribute("aria-expanded", "true");
  const map = results.getByRole("region", { name: "Mapa food trucków" });
  await expect(map.locator(".leaflet-tile-loaded").first()).toBeVisible();
  expect(requested.some((url) => url.includes("search-map"))).toBe(true);
  expect(requested.some((url) => url.includes("/api/dev/map-tiles/"))).toBe(true);

  const marker = map.getByRole("button", { name: "Pierogi na Kółkach: pokaż kartę" });
  await expect(pierogi).not.toHaveClass(/truck-grid__item--selected/);
  await marker.click();
  await expect(pierogi).toHaveClass(/truck-grid__item--selected/);
  await expect(marker).toHaveAttribute("aria-pressed", "true");
  // Its operating radius is drawn around it.
  await expect(map.locator("path.map-radius")).toHaveCount(1);
  await scanAtWidths(page, "home with the map open", { screenshot: "home-map" });

  // The keyboard reaches the markers too.
  const burger = map.getByRole("button", { name: "Burger Bus: pokaż kartę" });
  await burger.focus();
  await page.keyboard.press("Enter");
  await expect(cardOf("Burger Bus")).toHaveClass(/truck-grid__item--selected/);
  await expect(burger).toBeFocused();
  await expect(burger).toHaveAttribute("aria-pressed", "true");
  await expect(pierogi).not.toHaveClass(/truck-grid__item--selected/);

  // A search around a place (a new page: the map is opened again) marks the place.
  await page.goto("/?postal_code=Krak%C3%B3w");
  const placeResults = content(page).getByRole("region", { name: "Wyniki wyszukiwania" });
  await placeResults.getByRole("button", { name: "Pokaż mapę" }).click();
  await expect(placeResults.locator(".map-place")).toHaveCount(1);
  await expect(
    placeResults.getByRole("region", { name: "Mapa food trucków" }).getByRole("button", {
      name: "Pierogi na Kółkach: pokaż kartę",
    }),
  ).toBeVisible();
  await placeResults.getByRole("button", { name: "Ukryj mapę" }).click();
  await expect(placeResults.getByRole("region", { name: "Mapa food trucków" })).toHaveCount(0);
});
