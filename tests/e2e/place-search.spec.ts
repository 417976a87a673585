import type { Page } from "@playwright/test";
import { expect, test } from "./helpers";

/** The home search's location field (the place combobox) and its suggestion list. */
function locationField(page: Page) {
  return page.getByLabel("Lokalizacja");
}

test("the location field suggests places: ArrowDown highlights, Enter picks without searching, Enter again searches", async ({
  page,
}) => {
  await page.goto("/");
  const field = locationField(page);
  await expect(field).toHaveRole("combobox");
  await expect(field).toHaveAttribute("aria-expanded", "false");

  await field.fill("moko");
  const listbox = page.getByRole("listbox", { name: "Podpowiedzi miejscowości" });
  const option = listbox.getByRole("option", { name: /^Warszawa Mokotów/ });
  await expect(option).toBeVisible();
  await expect(option).toContainText("województwo mazowieckie");
  await expect(field).toHaveAttribute("aria-expanded", "true");
  await expect(field).toHaveAttribute("aria-controls", (await listbox.getAttribute("id")) ?? "");
  await expect(page.getByRole("status").filter({ hasText: /podpowied/ })).toHaveText(/^\d+ podpowied(ź|zi)$/);
  await expect(field).not.toHaveAttribute("aria-activedescendant");

  // "Warszawa Mokotów" is the best match for "moko" (GET /api/places ranks names starting with the text first).
  await field.press("ArrowDown");
  await expect(option).toHaveAttribute("aria-selected", "true");
  await expect(field).toHaveAttribute("aria-activedescendant", (await option.getAttribute("id")) ?? "");

  await field.press("Enter");
  await expect(field).toHaveValue("Warszawa Mokotów");
  await expect(field).toHaveAttribute("aria-expanded", "false");
  await expect(listbox).toBeHidden();
  await expect(page).not.toHaveURL(/postal_code=/);

  // Nothing is highlighted now: Enter submits the form as usual.
  await field.press("Enter");
  await expect(page).toHaveURL(/postal_code=Warszawa/);
  await expect(locationField(page)).toHaveValue("Warszawa Mokotów");
});

test("the suggestion list closes with Escape (the text stays), reopens with ArrowDown and picks on a click", async ({
  page,
}) => {
  await page.goto("/");
  const field = locationField(page);
  await field.fill("nowa huta");
  const listbox = page.getByRole("listbox", { name: "Podpowiedzi miejscowości" });
  await expect(listbox.getByRole("option", { name: /^Kraków Nowa Huta/ })).toBeVisible();

  await field.press("Escape");
  await expect(listbox).toBeHidden();
  await expect(field).toHaveAttribute("aria-expanded", "false");
  await field.press("Escape");
  await expect(field).toHaveValue("nowa huta");

  await field.press("ArrowDown");
  await expect(listbox).toBeVisible();
  await listbox.getByRole("option", { name: /^Kraków Nowa Huta/ }).click();
  await expect(field).toHaveValue("Kraków Nowa Huta");
  await expect(field).toBeFocused();
  await expect(listbox).toBeHidden();

  // Typing opens it again; Tab closes it.
  await field.fill("krak");
  await expect(listbox).toBeVisible();
  await field.press("Tab");
  await expect(listbox).toBeHidden();
  await expect(field).toHaveValue("krak");
});

test("on a 360 px screen the suggestion list is as wide as the field and stays on the screen", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto("/");
  const field = locationField(page);
  await field.fill("krak");
  const listbox = page.getByRole("listbox", { name: "Podpowiedzi miejscowości" });
  await expect(listbox.getByRole("option").first()).toBeVisible();
  const fieldBox = await field.boundingBox();
  const listBox = await listbox.boundingBox();
  expect(fieldBox).not.toBeNull();
  expect(listBox).not.toBeNull();
  if (!fieldBox || !listBox) return;
  expect(Math.abs(listBox.x - fieldBox.x)).toBeLessThanOrEqual(1);
  expect(Math.abs(listBox.width - fieldBox.width)).toBeLessThanOrEqual(1);
  // The list stays on the screen: nothing sticks out past the right edge.
  expect(listBox.x).toBeGreaterThanOrEqual(0);
  expect(listBox.x + listBox.width).toBeLessThanOrEqual(360);
});

test("an unknown place is told apart from a place without trucks and links to the suggested places", async ({
  page,
}) => {
  await page.goto("/");
  await locationField(page).fill("Wrszawa");
  await page.getByRole("button", { name: "Szukaj" }).click();
  await expect(page).toHaveURL(/postal_code=Wrszawa/);

  const results = page.getByRole("region", { name: "Wyniki wyszukiwania" });
  await expect(results.getByText("Nie znaleźliśmy miejscowości „Wrszawa”. Czy chodziło o:")).toBeVisible();
  await expect(results.getByText("Nie znaleziono żadnych food trucków")).toHaveCount(0);
  const suggestion = results.getByRole("link", { name: "Warszawa", exact: true });
  await expect(suggestion).toBeVisible();

  await suggestion.click();
  await expect(page).toHaveURL(/postal_code=Warszawa(&|$)/);
  await expect(locationField(page)).toHaveValue("Warszawa");
  await expect(results.getByText(/Znaleziono: \d+|Nie znaleziono żadnych food trucków/)).toBeVisible();
  await expect(results.getByText(/Nie znaleźliśmy miejscowości/)).toHaveCount(0);
});
