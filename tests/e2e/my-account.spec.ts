import { scanAtWidths } from "./axe";
import {
  content,
  DEMO,
  expect,
  expectSignedIn,
  logInWithForm,
  mainNav,
  newOrganizer,
  registerVerified,
  signInThroughApi,
  TEXT,
  test,
} from "./helpers";

test("changing the first name and phone saves them and updates the greeting", async ({ page }) => {
  const user = newOrganizer("account-data");
  await registerVerified(page.request, user);
  await signInThroughApi(page, user, "/my-account");
  await expectSignedIn(page, user.firstName);

  const data = page.getByRole("region", { name: "Dane osobowe i firmowe" });
  await expect(data.getByLabel("Imię")).toHaveValue(user.firstName);
  await expect(data.getByLabel("Adres e-mail")).toHaveValue(user.email);
  await expect(data.getByLabel("Adres e-mail")).toBeDisabled();
  await data.getByLabel("Imię").fill("Jadwiga");
  await data.getByLabel("Telefon").fill("+48 700 800 900");
  await data.getByRole("button", { name: "Zapisz dane" }).click();
  await expect(data.getByRole("status")).toHaveText(TEXT.dataSaved);
  await expectSignedIn(page, "Jadwiga");

  await page.reload();
  await expectSignedIn(page, "Jadwiga");
  await expect(data.getByLabel("Imię")).toHaveValue("Jadwiga");
  await expect(data.getByLabel("Telefon")).toHaveValue("+48 700 800 900");
});

test("the account form refuses a wrong NIP and postal code", async ({ page }) => {
  const user = newOrganizer("account-invalid");
  await registerVerified(page.request, user);
  await signInThroughApi(page, user, "/my-account");
  const data = page.getByRole("region", { name: "Dane osobowe i firmowe" });
  await data.getByLabel("NIP").fill("123");
  await data.getByLabel("Kod pocztowy").fill("12345");
  await data.getByRole("button", { name: "Zapisz dane" }).click();
  await expect(data.getByLabel("NIP")).toHaveAccessibleDescription(new RegExp(TEXT.nip.replace(".", "\\.")));
  await expect(data.getByText(TEXT.postalCode)).toBeVisible();
  await expect(data.getByRole("status")).toHaveCount(0);
});

test("changing the password: a wrong current password and different new passwords are refused", async ({
  page,
}) => {
  const user = newOrganizer("password-errors");
  await registerVerified(page.request, user);
  await signInThroughApi(page, user, "/my-account");
  const section = page.getByRole("region", { name: "Zmiana hasła" });
  const current = section.getByLabel("Obecne hasło");
  const repeat = section.getByLabel("Powtórz nowe hasło");
  const newPassword = "Zmienione-Haslo-321";

  await current.fill("Zupelnie-Zle-Haslo");
  await section.getByLabel("Nowe hasło", { exact: true }).fill(newPassword);
  await repeat.fill(newPassword);
  await section.getByRole("button", { name: "Zmień hasło" }).click();
  await expect(section.getByRole("alert")).toHaveText(TEXT.wrongCurrentPassword);
  await expect(current).toHaveAccessibleDescription(TEXT.wrongCurrentPassword);

  await current.fill(user.password);
  await repeat.fill(`${newPassword}!`);
  await section.getByRole("button", { name: "Zmień hasło" }).click();
  await expect(section.getByText(TEXT.newPasswordsDiffer, { exact: true })).toBeVisible();
  await expect(repeat).toHaveAccessibleDescription(TEXT.newPasswordsDiffer);

  // Nothing was changed: the old password still logs in.
  const login = await page.request.post("/api/auth/login", {
    data: { email: user.email, password: user.password },
  });
  expect(login.status()).toBe(200);
});

test("a successful password change keeps the session and the new password works for the next login", async ({
  page,
}) => {
  const user = newOrganizer("password-change");
  await registerVerified(page.request, user);
  await signInThroughApi(page, user, "/my-account");
  const section = page.getByRole("region", { name: "Zmiana hasła" });
  const current = section.getByLabel("Obecne hasło");
  const newPassword = "Zmienione-Haslo-321";

  await current.fill(user.password);
  await section.getByLabel("Nowe hasło", { exact: true }).fill(newPassword);
  await section.getByLabel("Powtórz nowe hasło").fill(newPassword);
  const answer = page.waitForResponse((response) => response.url().endsWith("/api/users/me/password"));
  await section.getByRole("button", { name: "Zmień hasło" }).click();
  expect((await answer).status(), "PUT /api/users/me/password").toBe(200);
  await expect(section.getByRole("status")).toHaveText(TEXT.passwordChanged);
  await expect(current).toHaveValue("");
  await scanAtWidths(page, "my account: password changed", { screenshot: "my-account-password-changed" });

  // The change ended the other sessions, but this one continues with a fresh token.
  await page.reload();
  await expectSignedIn(page, user.firstName);
  await expect(page.getByRole("region", { name: "Dane osobowe i firmowe" }).getByLabel("Imię")).toHaveValue(
    user.firstName,
  );

  await mainNav(page).getByRole("button", { name: "Wyloguj" }).click();
  await page.goto("/login");
  await logInWithForm(page, user.email, user.password);
  await expect(page.getByRole("alert")).toHaveText(TEXT.badCredentials);
  await content(page).getByLabel("Hasło").fill(newPassword);
  await content(page).getByRole("button", { name: "Zaloguj się" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectSignedIn(page, user.firstName);
});

test("after logging out and in as someone else (same tab), /my-account shows the new user's data", async ({
  page,
}) => {
  await signInThroughApi(page, DEMO.organizer, "/my-account");
  const data = page.getByRole("region", { name: "Dane osobowe i firmowe" });
  await expect(data.getByLabel("Imię")).toHaveValue(DEMO.organizer.firstName);

  await mainNav(page).getByRole("button", { name: "Wyloguj" }).click();
  await mainNav(page).getByRole("link", { name: "Zaloguj się" }).click();
  await logInWithForm(page, DEMO.organizer2.email, DEMO.organizer2.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await mainNav(page).getByRole("link", { name: "Moje konto" }).click();
  await expect(data.getByLabel("Adres e-mail")).toHaveValue(DEMO.organizer2.email);
  await expect(data.getByLabel("Imię")).toHaveValue(DEMO.organizer2.firstName);
  await expect(data.getByLabel("Nazwa firmy")).toHaveValue("Eventy Wiśniewski");
});
