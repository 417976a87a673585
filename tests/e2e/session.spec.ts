import { DEMO, expect, expectSignedIn, expectSignedOut, signInThroughApi, test } from "./helpers";

test("corrupt user data in localStorage signs the user out and clears the storage", async ({ page }) => {
  await signInThroughApi(page, DEMO.owner2, "/dashboard");
  await expectSignedIn(page, DEMO.owner2.firstName);
  await page.evaluate(() => {
    localStorage.setItem("user", "{bad json");
    localStorage.setItem("unrelated", "kept?");
  });

  await page.reload();
  // The dashboard is guarded: without a session the visitor is sent to the login page.
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
  await expectSignedOut(page);
  expect(await page.evaluate(() => localStorage.length), "the whole localStorage is cleared").toBe(0);
});

test("a stored user of the wrong shape is treated like corrupt data", async ({ page }) => {
  await signInThroughApi(page, DEMO.owner, "/");
  await page.evaluate(() =>
    localStorage.setItem("user", JSON.stringify({ email: "x@example.pl", role: "root" })),
  );
  await page.reload();
  await expectSignedOut(page);
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
});

test("/verify-email without a token shows the missing-token message", async ({ page }) => {
  await page.goto("/verify-email");
  await expect(page.getByRole("alert")).toHaveText("Brak wymaganego tokena w adresie URL.");
  await expect(page.getByRole("main").getByRole("link", { name: "Przejdź do logowania" })).toBeVisible();
  await expectSignedOut(page);
});

test("/verify-email with an unknown token says the link is invalid", async ({ page }) => {
  await page.goto("/verify-email?token=nieznany-token");
  await expect(page.getByRole("alert")).toHaveText(
    "Link aktywacyjny jest nieprawidłowy, został już użyty lub wygasł.",
  );
  await expect(page).toHaveURL(/\/verify-email\?token=nieznany-token$/);
});

test("/login-with-token without a token shows the missing-token message", async ({ page }) => {
  await page.goto("/login-with-token");
  await expect(page.getByRole("alert")).toHaveText("Błąd: Brak tokena w adresie URL.");
  await expect(page.getByRole("main").getByRole("link", { name: "Przejdź do logowania" })).toBeVisible();
});

test("/login-with-token with an unknown token says the link is invalid", async ({ page }) => {
  await page.goto("/login-with-token?token=nieznany-token");
  await expect(page.getByRole("alert")).toHaveText(
    "Link logowania jest nieprawidłowy, został już użyty lub wygasł.",
  );
  await expectSignedOut(page);
});
