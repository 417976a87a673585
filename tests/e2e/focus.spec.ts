import { appStarted, content, expect, mainNav, test } from "./helpers";

test("moving to another page puts the keyboard on its heading; the first load and filter changes do not", async ({
  page,
}) => {
  await page.goto("/");
  await expect(content(page).getByRole("heading", { level: 1 })).toBeVisible();
  // Before the app has started, the link below is a plain one: the browser loads the page anew.
  await appStarted(page);
  await expect(content(page).getByRole("heading", { level: 1 })).not.toBeFocused();

  await mainNav(page).getByRole("link", { name: "Zaloguj się" }).click();
  await expect(page.getByRole("heading", { name: "Zaloguj się", level: 1 })).toBeFocused();

  // A page whose heading appears after its data loaded gets the focus too.
  await page.goBack();
  const card = content(page)
    .getByRole("link", { name: /Burger Bus/ })
    .first();
  await card.click();
  await expect(content(page).getByRole("heading", { level: 1 })).toBeFocused();
});
