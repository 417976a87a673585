import { scanAtWidths } from "./axe";
import {
  content,
  expect,
  expectSignedOut,
  logInWithForm,
  newOrganizer,
  registerVerified,
  signInThroughApi,
  TEXT,
  test,
} from "./helpers";

test("a user deletes their account from My account, lands signed out on the home page, and cannot log in", async ({
  page,
}) => {
  const organizer = newOrganizer("delete-me");
  await registerVerified(page.request, organizer);
  await signInThroughApi(page, organizer, "/my-account");

  const section = content(page).getByRole("region", { name: "Usuwanie konta" });
  await section.getByRole("button", { name: "Usuń konto" }).click();
  const dialog = page.getByRole("dialog", { name: "Usunąć konto?" });
  await expect(dialog.getByText("rezerwacje (daty i kwoty) z opisem „Użytkownik usunięty”,")).toBeVisible();
  await expect(dialog.getByLabel("Hasło")).toBeFocused();

  await dialog.getByLabel("Hasło").fill("to-nie-moje-haslo");
  await dialog.getByRole("button", { name: "Usuń konto na zawsze" }).click();
  await expect(dialog.getByText("Hasło jest nieprawidłowe.")).toBeVisible();

  await dialog.getByLabel("Hasło").fill(organizer.password);
  await dialog.getByRole("button", { name: "Usuń konto na zawsze" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    content(page).getByText("Konto zostało usunięte. Dziękujemy za korzystanie z Foodtruck Marketplace."),
  ).toBeVisible();
  await scanAtWidths(page, "home page with the account-deleted notice");
  await expectSignedOut(page);

  await page.goto("/login");
  await logInWithForm(page, organizer.email, organizer.password);
  await expect(content(page).getByRole("alert")).toHaveText(TEXT.badCredentials);
});
