import { scanAtWidths } from "./axe";
import {
  appPath,
  content,
  expect,
  expectSignedIn,
  linkFromMailbox,
  logInWithForm,
  mailsTo,
  newOrganizer,
  registerVerified,
  SUBJECT,
  TEXT,
  test,
} from "./helpers";

test("/login → “Nie pamiętasz hasła?” sends a reset link; the reset form checks the repeated password", async ({
  page,
  baseURL,
}) => {
  const user = newOrganizer("reset-request");
  await registerVerified(page.request, user);

  await page.goto("/login");
  await content(page).getByRole("link", { name: "Nie pamiętasz hasła?" }).click();
  await expect(page).toHaveURL(/\/request-password-reset$/);
  await expect(page.getByRole("heading", { name: "Nie pamiętasz hasła?", level: 1 })).toBeVisible();
  await content(page).getByLabel("Adres e-mail").fill(user.email);
  await content(page).getByRole("button", { name: "Wyślij link" }).click();
  await expect(page.getByRole("status")).toHaveText(TEXT.resetRequested);

  const link = appPath(
    await linkFromMailbox(page.request, user.email, "/reset-password", SUBJECT.reset),
    baseURL,
  );
  expect(link).toMatch(/^\/reset-password\?token=[^&]+$/);
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Ustaw nowe hasło", level: 1 })).toBeVisible();
  await scanAtWidths(page, "/reset-password with a valid link", { screenshot: "reset-password-form" });
  const form = content(page);
  await form.getByLabel("Nowe hasło", { exact: true }).fill("Nowe-Haslo-456");
  await form.getByLabel("Powtórz nowe hasło").fill("Nowe-Haslo-457");
  await form.getByRole("button", { name: "Zmień hasło" }).click();
  await expect(form.getByText(TEXT.passwordsDiffer, { exact: true })).toBeVisible();
  await expect(form.getByLabel("Powtórz nowe hasło")).toHaveAccessibleDescription(TEXT.passwordsDiffer);
  // The keyboard moves to the field to fix (after the paint): typing elsewhere before that would be moved.
  await expect(form.getByLabel("Powtórz nowe hasło")).toBeFocused();

  await form.getByLabel("Nowe hasło", { exact: true }).fill("krótkie");
  await form.getByLabel("Powtórz nowe hasło").fill("krótkie");
  await form.getByRole("button", { name: "Zmień hasło" }).click();
  await expect(form.getByText(TEXT.passwordMin, { exact: true })).toBeVisible();
});

test("setting a new password with the e-mailed link: the new one works, the old one and the link do not", async ({
  page,
  baseURL,
}) => {
  const user = newOrganizer("reset");
  await registerVerified(page.request, user);
  const newPassword = "Nowe-Haslo-456";
  const requested = await page.request.post("/api/auth/request-password-reset", {
    data: { email: user.email },
  });
  expect(requested.status()).toBe(200);
  const link = appPath(
    await linkFromMailbox(page.request, user.email, "/reset-password", SUBJECT.reset),
    baseURL,
  );

  await page.goto(link);
  const form = content(page);
  await form.getByLabel("Nowe hasło", { exact: true }).fill(newPassword);
  await form.getByLabel("Powtórz nowe hasło").fill(newPassword);
  const answer = page.waitForResponse((response) => response.url().endsWith("/api/auth/reset-password"));
  await form.getByRole("button", { name: "Zmień hasło" }).click();
  expect((await answer).status(), "POST /api/auth/reset-password").toBe(200);
  await expect(page.getByRole("status")).toHaveText(TEXT.passwordReset);
  await expect
    .poll(async () => (await mailsTo(page.request, user.email)).map((mail) => mail.subject), {
      message: "the user is told by e-mail that the password changed",
    })
    .toContain(SUBJECT.passwordChanged);

  await form.getByRole("link", { name: "Zaloguj się" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logInWithForm(page, user.email, user.password);
  await expect(page.getByRole("alert")).toHaveText(TEXT.badCredentials);
  await expect(page).toHaveURL(/\/login$/);

  await content(page).getByLabel("Hasło").fill(newPassword);
  await content(page).getByRole("button", { name: "Zaloguj się" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectSignedIn(page, user.firstName);

  // The link is single-use.
  await page.goto(link);
  await content(page).getByLabel("Nowe hasło", { exact: true }).fill("Trzecie-Haslo-789");
  await content(page).getByLabel("Powtórz nowe hasło").fill("Trzecie-Haslo-789");
  await content(page).getByRole("button", { name: "Zmień hasło" }).click();
  await expect(page.getByRole("alert")).toHaveText(TEXT.badResetLink);
});

// One browser for the two: a test's own context and first cold page cost about a second of CPU, more than
// each of these checks.
test("a reset asked for an unknown address gets the known one's answer; a reset page without a token says why", async ({
  page,
}) => {
  await page.goto("/request-password-reset");
  await content(page).getByLabel("Adres e-mail").fill(newOrganizer("nobody").email);
  await content(page).getByRole("button", { name: "Wyślij link" }).click();
  await expect(page.getByRole("status")).toHaveText(TEXT.resetRequested);

  await page.goto("/reset-password");
  await expect(page.getByRole("alert")).toHaveText(
    "Brak tokenu do resetu hasła. Upewnij się, że używasz poprawnego linku.",
  );
  await expect(content(page).getByRole("button", { name: "Zmień hasło" })).toHaveCount(0);
  await expect(content(page).getByRole("link", { name: "Przejdź do logowania" })).toBeVisible();
});
