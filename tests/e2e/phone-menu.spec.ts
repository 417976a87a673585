import type { Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./axe";
import { content, DEMO, expect, mainNav, signInThroughApi, test } from "./helpers";

function menuButton(page: Page) {
  return mainNav(page).getByRole("button", { name: "Menu" });
}

test.describe("phones (360 × 740): the links are behind a Menu button", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("a visitor sees the search form first; the menu works by keyboard", async ({ page }) => {
    await page.goto("/");
    const nav = mainNav(page);
    const button = menuButton(page);
    const login = nav.getByRole("link", { name: "Zaloguj się" });
    const register = nav.getByRole("link", { name: "Zarejestruj się" });

    // Closed at first: sign-in and registration wait in the menu, the search form is on the first screen.
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(login).toBeHidden();
    await expect(register).toBeHidden();
    await expect(content(page).getByLabel("Lokalizacja")).toBeInViewport();
    const controls = await button.getAttribute("aria-controls");
    expect(controls).toBeTruthy();

    // Tab reaches the button after the logo; it shows a focus ring.
    await nav.getByRole("link", { name: "Foodtruck Marketplace" }).focus();
    await page.keyboard.press("Tab");
    await expect(button).toBeFocused();
    await expect(button).toHaveCSS("outline-style", "solid");

    // Enter opens; Tab goes into the panel; Escape closes and gives focus back to the button.
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator(`[id="${controls}"]`)).toBeVisible();
    await expect(login).toBeVisible();
    await expect(register).toBeVisible();
    await expectNoSeriousA11yViolations(page, "a visitor's phone menu open @ 360px");
    await page.keyboard.press("Tab");
    await expect(login).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(login).toBeHidden();
    await expect(button).toBeFocused();

    // Space opens it too; following a link closes it.
    await page.keyboard.press("Space");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("heading", { name: "Zaloguj się", level: 1 })).toBeVisible();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(login).toBeHidden();
  });

  test("the header takes one row, nothing sticks out, and the menu works by pointer", async ({ page }) => {
    await page.goto("/");
    const button = menuButton(page);
    const register = mainNav(page).getByRole("link", { name: "Zarejestruj się" });
    const header = await page.getByRole("banner").boundingBox();
    const buttonBox = await button.boundingBox();
    expect(header).not.toBeNull();
    expect(buttonBox).not.toBeNull();
    if (!header || !buttonBox) return;
    expect(header.height).toBeLessThanOrEqual(80);
    expect(buttonBox.x + buttonBox.width).toBeLessThanOrEqual(360);
    const scrollWidth = await page.locator("html").evaluate((html) => html.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(360);

    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(register).toBeVisible();
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(register).toBeHidden();

    await button.click();
    await register.click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(register).toBeHidden();
  });

  test("a signed-in user finds the greeting, Panel, Moje konto and Wyloguj in the menu", async ({ page }) => {
    await signInThroughApi(page, DEMO.organizer, "/");
    const nav = mainNav(page);
    const button = menuButton(page);
    const greeting = nav.getByText(`Cześć, ${DEMO.organizer.firstName}!`, { exact: true });
    await expect(greeting).toBeHidden();

    await button.click();
    await expect(greeting).toBeVisible();
    await expect(nav.getByRole("link", { name: "Panel", exact: true })).toBeVisible();
    await expect(nav.getByRole("button", { name: "Wyloguj" })).toBeVisible();
    await expectNoSeriousA11yViolations(page, "a signed-in user's phone menu open @ 360px");
    await nav.getByRole("link", { name: "Moje konto" }).click();
    await expect(page).toHaveURL(/\/my-account$/);
    await expect(button).toHaveAttribute("aria-expanded", "false");

    await button.click();
    await nav.getByRole("button", { name: "Wyloguj" }).click();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await button.click();
    await expect(nav.getByRole("link", { name: "Zaloguj się" })).toBeVisible();
  });
});

test.describe("wide screens (1280 × 800): the links stay inline", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("no Menu button, sign-in and registration beside the logo", async ({ page }) => {
    await page.goto("/");
    const nav = mainNav(page);
    await expect(menuButton(page)).toHaveCount(0);
    const login = nav.getByRole("link", { name: "Zaloguj się" });
    const register = nav.getByRole("link", { name: "Zarejestruj się" });
    await expect(login).toBeVisible();
    await expect(register).toBeVisible();

    const logo = await nav.getByRole("link", { name: "Foodtruck Marketplace" }).boundingBox();
    const loginBox = await login.boundingBox();
    expect(logo).not.toBeNull();
    expect(loginBox).not.toBeNull();
    if (!logo || !loginBox) return;
    // One row: the link's vertical middle lies within the logo's height, to its right.
    const middle = loginBox.y + loginBox.height / 2;
    expect(middle).toBeGreaterThan(logo.y);
    expect(middle).toBeLessThan(logo.y + logo.height);
    expect(loginBox.x).toBeGreaterThan(logo.x + logo.width);
  });
});
