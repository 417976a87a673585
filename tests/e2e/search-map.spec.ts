import { scanAtWidths } from "./axe";
import { content, expect, newOwner, ownerWithTruck, test } from "./helpers";

/** Beyond SPEC.md (issue 16): the map beside the results, loaded when opened. */
test("a visitor opens the map: markers for the trucks and the searched place; a marker highlights its card by mouse or keyboard", async ({
  page,
}) => {
  // Around Kraków: the demo's Pierogi na Kółkach (in Kraków) and a truck of this test 13 km away, both on
  // the first page whatever other tests added (nearest first).
  const nearby = await ownerWithTruck(page.request, newOwner("map-owner"), {
    food_truck_name: `Mapowy Grill ${Date.now()}`,
    base_location: "Wieliczka",
    operation_radius_km: "30",
  });
  const requested: string[] = [];
  page.on("request", (request) => requested.push(request.url()));
  await page.goto("/?postal_code=Krak%C3%B3w");
  const results = content(page).getByRole("region", { name: "Wyniki wyszukiwania" });
  const cardOf = (name: string) =>
    results.getByRole("listitem").filter({ has: page.getByRole("link", { name: new RegExp(`^${name}`) }) });
  const pierogi = cardOf("Pierogi na Kółkach");
  await expect(pierogi).toBeVisible();
  await expect(cardOf(nearby.name)).toBeVisible();
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
  // The searched place has its own mark.
  await expect(map.locator(".map-place")).toHaveCount(1);

  const marker = map.getByRole("button", { name: "Pierogi na Kółkach: pokaż kartę" });
  await expect(pierogi).not.toHaveClass(/truck-grid__item--selected/);
  await marker.click();
  await expect(pierogi).toHaveClass(/truck-grid__item--selected/);
  await expect(marker).toHaveAttribute("aria-pressed", "true");
  // Its operating radius is drawn around it.
  await expect(map.locator("path.map-radius")).toHaveCount(1);
  await scanAtWidths(page, "home with the map open", { screenshot: "home-map" });

  // The keyboard reaches the markers too, and stays on the one it chose.
  const other = map.getByRole("button", { name: `${nearby.name}: pokaż kartę` });
  await other.focus();
  await page.keyboard.press("Enter");
  await expect(cardOf(nearby.name)).toHaveClass(/truck-grid__item--selected/);
  await expect(other).toBeFocused();
  await expect(other).toHaveAttribute("aria-pressed", "true");
  await expect(pierogi).not.toHaveClass(/truck-grid__item--selected/);

  await results.getByRole("button", { name: "Ukryj mapę" }).click();
  await expect(map).toHaveCount(0);
});
