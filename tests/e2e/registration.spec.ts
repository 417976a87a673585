import { scanAtWidths } from "./axe";
import {
  appPath,
  content,
  expect,
  expectSignedIn,
  expectSignedOut,
  fillRegistrationForm,
  linkFromMailbox,
  logInWithForm,
  mainNav,
  newOrganizer,
  newOwner,
  registerUnverified,
  SUBJECT,
  TEXT,
  test,
} from "./helpers";

test("an owner registers with company data, activates the account from the e-mail, logs out and in again", async ({
  page,
  baseURL,
}) => {
  const owner = newOwner("owner");
  await page.goto("/register");
  await expect(page.getByRole("heading", { name: "Załóż konto", level: 1 })).toBeVisible();
  await fillRegistrationForm(page, owner);
  await content(page).getByRole("button", { name: "Zarejestruj się" }).click();

  await expect(page.getByRole("heading", { name: "Sprawdź swoją skrzynkę e-mail" })).toBeFocused();
  await expect(page.getByRole("status")).toHaveText(TEXT.registered);
  await expect(content(page).getByText(owner.email)).toBeVisible();
  await scanAtWidths(page, "/register: the link was sent", { screenshot: "register-sent" });

  const link = await linkFromMailbox(page.request, owner.email, "/verify-email", SUBJECT.verification);
  await page.goto(appPath(link, baseURL));
  await expect(page.getByRole("status")).toHaveText(TEXT.verified);
  await expect(page.getByText("Za chwilę przeniesiemy Cię do panelu.")).toBeVisible();
  // The page moves on by itself 1.5 s after the activation succeeded (the margin covers loading the panel).
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 4_000 });
  await expectSignedIn(page, owner.firstName);
  await expect(page.getByRole("heading", { name: `Witaj, ${owner.firstName}!` })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Moje food trucki" })).toBeVisible();

  await mainNav(page).getByRole("button", { name: "Wyloguj" }).click();
  await expectSignedOut(page);
  await expect(page).toHaveURL(/\/$/);

  await mainNav(page).getByRole("link", { name: "Zaloguj się" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logInWithForm(page, owner.email, owner.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectSignedIn(page, owner.firstName);
});

test("the activation link works only once", async ({ page, baseURL }) => {
  const owner = newOwner("once");
  await page.goto("/rejestracja");
  await fillRegistrationForm(page, owner);
  await content(page).getByRole("button", { name: "Zarejestruj się" }).click();
  await expect(page.getByRole("heading", { name: "Sprawdź swoją skrzynkę e-mail" })).toBeVisible();
  const link = appPath(
    await linkFromMailbox(page.request, owner.email, "/verify-email", SUBJECT.verification),
    baseURL,
  );
  await page.goto(link);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 4_000 });
  await mainNav(page).getByRole("button", { name: "Wyloguj" }).click();
  await expectSignedOut(page);

  await page.goto(link);
  await expect(page.getByRole("alert")).toHaveText(
    "Link aktywacyjny jest nieprawidłowy, został już użyty lub wygasł.",
  );
  await expectSignedOut(page);
});

test("the activation e-mail appears on /dev/mailbox and its link activates the account", async ({ page }) => {
  const user = newOrganizer("dev-mailbox");
  await registerUnverified(page.request, user);
  await page.goto("/dev/mailbox");
  await expect(page.getByRole("heading", { name: "Skrzynka deweloperska", level: 1 })).toBeVisible();
  // The list refreshes itself every 3 s while the queue delivers the e-mail.
  const mail = page.getByRole("article").filter({ hasText: `Do: ${user.email}` });
  await expect(mail.getByRole("heading", { name: SUBJECT.verification })).toBeVisible({ timeout: 15_000 });
  await scanAtWidths(page, "/dev/mailbox with mails", { screenshot: "mailbox", maxHeight: 2400 });
  await mail.getByRole("link", { name: /\/verify-email\?token=/ }).click();
  await expect(page.getByRole("status")).toHaveText(TEXT.verified);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 4_000 });
  await expectSignedIn(page, user.firstName);
  await expect(page.getByRole("heading", { name: "Rezerwacje" })).toBeVisible();
});

test("registering an e-mail that already has an account shows the server message at the e-mail field", async ({
  page,
}) => {
  await page.goto("/register");
  await fillRegistrationForm(page, newOwner("taken", { email: "marek.burger@foodtruck.test" }));
  await content(page).getByRole("button", { name: "Zarejestruj się" }).click();
  await expect(page.getByRole("alert")).toHaveText("Konto z tym adresem e-mail już istnieje.");
  await expect(content(page).getByLabel("Adres e-mail")).toHaveAccessibleDescription(
    "Konto z tym adresem e-mail już istnieje.",
  );
  await expect(page).toHaveURL(/\/register$/);
});

test.describe("registration form validation (in the browser, before any request)", () => {
  const cases = [
    {
      title: "different passwords",
      field: "Powtórz hasło",
      message: TEXT.passwordsDiffer,
      change: { label: "Powtórz hasło", value: "Inne-Haslo-999" },
    },
    {
      title: "a password shorter than 8 characters",
      field: "Hasło",
      message: TEXT.passwordMin,
      change: { label: "Hasło", value: "Ab1!" },
      alsoConfirm: true,
    },
    {
      title: "an owner's NIP with 9 digits",
      field: "NIP",
      message: TEXT.nip,
      change: { label: "NIP", value: "526025099" },
    },
    {
      title: "a postal code without the dash",
      field: "Kod pocztowy",
      message: TEXT.postalCode,
      change: { label: "Kod pocztowy", value: "12345" },
    },
  ];

  // One browser for the four (each from a freshly loaded form): a test's own context and first cold page
  // cost about a second of CPU, more than each of these checks.
  test("rejects each invalid field in the browser, and sends nothing", async ({ page }) => {
    const registerCalls: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/auth/register")) registerCalls.push(request.url());
    });
    for (const item of cases) {
      await test.step(`rejects ${item.title}`, async () => {
        await page.goto("/register");
        await fillRegistrationForm(page, newOwner("invalid"));
        const form = content(page);
        await form.getByLabel(item.change.label, { exact: true }).fill(item.change.value);
        if (item.alsoConfirm) await form.getByLabel("Powtórz hasło").fill(item.change.value);
        await form.getByRole("button", { name: "Zarejestruj się" }).click();

        const field = form.getByLabel(item.field, { exact: true });
        await expect(form.getByText(item.message, { exact: true })).toBeVisible();
        await expect(field).toHaveAttribute("aria-invalid", "true");
        await expect(field).toHaveAccessibleDescription(new RegExp(item.message.replace(/[.]/g, "\\.")));
        await expect(page.getByRole("alert")).toHaveText("Popraw zaznaczone pola formularza.");
        await expect(page.getByRole("heading", { name: "Załóż konto" })).toBeVisible();
        expect(registerCalls, "invalid data is never sent to the server").toEqual([]);
      });
    }
  });

  test("/rejestracja shows the same form and company fields only for owners", async ({ page }) => {
    await page.goto("/rejestracja");
    await expect(page.getByRole("heading", { name: "Załóż konto", level: 1 })).toBeVisible();
    const form = content(page);
    await expect(form.getByRole("radio", { name: /Organizator wydarzeń/ })).toBeChecked();
    await expect(form.getByLabel("NIP")).toHaveCount(0);
    for (const label of ["Imię", "Nazwisko", "Adres e-mail", "Telefon", "Powtórz hasło"]) {
      await expect(form.getByLabel(label)).toBeVisible();
    }
    await expect(form.getByLabel("Hasło", { exact: true })).toBeVisible();

    await form.getByRole("radio", { name: /Właściciel food trucka/ }).check();
    for (const label of ["Nazwa firmy", "NIP", "Ulica i numer", "Kod pocztowy", "Miasto"]) {
      await expect(form.getByLabel(label)).toBeVisible();
    }

    await form.getByLabel("Hasło", { exact: true }).fill("Haslo-1234");
    await form.getByLabel("Powtórz hasło").fill("Haslo-4321");
    await form.getByLabel("NIP").fill("123456789");
    await form.getByLabel("Kod pocztowy").fill("12345");
    await form.getByRole("button", { name: "Zarejestruj się" }).click();
    await expect(form.getByText(TEXT.passwordsDiffer)).toBeVisible();
    await expect(form.getByText(TEXT.nip)).toBeVisible();
    await expect(form.getByText(TEXT.postalCode)).toBeVisible();
    await expect(form.getByText("Musisz zaakceptować regulamin.")).toBeVisible();
    await expect(page).toHaveURL(/\/rejestracja$/);
  });
});
