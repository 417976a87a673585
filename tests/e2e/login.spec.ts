import {
  appPath,
  content,
  DEMO,
  expect,
  expectSignedIn,
  expectSignedOut,
  linkFromMailbox,
  logInWithForm,
  newOrganizer,
  registerUnverified,
  registerVerified,
  signInThroughApi,
  TEXT,
  test,
} from "./helpers";

test.describe("login errors", () => {
  // One browser for the three: a test's own context and first cold page cost about a second of CPU, more
  // than each of these checks.
  test("an empty form is not sent; a wrong password and an account not activated yet get their messages", async ({
    page,
  }) => {
    await test.step("an empty form", async () => {
      await page.goto("/login");
      await content(page).getByRole("button", { name: "Zaloguj się" }).click();
      await expect(page.getByRole("alert")).toHaveText("Podaj adres e-mail i hasło.");
    });
    await test.step("a wrong password: the server's message, still on /login", async () => {
      await page.goto("/login");
      await logInWithForm(page, DEMO.owner3.email, "To-nie-jest-haslo");
      await expect(page.getByRole("alert")).toHaveText(TEXT.badCredentials);
      await expect(page).toHaveURL(/\/login$/);
      await expectSignedOut(page);
      // The form keeps the e-mail so the user can try again.
      await expect(content(page).getByLabel("Adres e-mail")).toHaveValue(DEMO.owner3.email);
    });
    await test.step("an account not activated yet: the activation message", async () => {
      const user = newOrganizer("unverified");
      await registerUnverified(page.request, user);
      await page.goto("/login");
      await logInWithForm(page, user.email, user.password);
      await expect(page.getByRole("alert")).toHaveText(TEXT.notVerified);
      await expect(page).toHaveURL(/\/login$/);
      await expectSignedOut(page);
    });
  });

  test("after a failed sign-in, an e-mailed one-time link signs the user in without the password", async ({
    page,
    baseURL,
  }) => {
    const user = newOrganizer("link-login");
    await registerVerified(page.request, user);
    await page.goto("/login");
    await logInWithForm(page, user.email, "Nie-to-haslo-1");
    await expect(page.getByRole("alert")).toHaveText(TEXT.badCredentials);
    // The focus goes back to the password, not to the page's body.
    await expect(content(page).getByLabel("Hasło")).toBeFocused();

    await content(page).getByRole("button", { name: "Wyślij mi link do logowania" }).click();
    await expect(content(page).getByRole("status")).toHaveText(
      "Jeśli konto z tym adresem istnieje, wysłaliśmy na nie link do logowania. Link jest ważny przez 30 minut.",
    );
    // The button pressed is gone: the focus is on what took its place.
    await expect(content(page).locator(".login-link-offer")).toBeFocused();
    const link = await linkFromMailbox(
      page.request,
      user.email,
      "/login-with-token",
      "Link do logowania – Foodtruck Marketplace",
    );
    await page.goto(appPath(link, baseURL));
    await expect(page).toHaveURL(/\/dashboard$/);
    await expectSignedIn(page, user.firstName);
  });
});

test.describe("guarded routes", () => {
  test("/my-account sends a visitor to /login and back to /my-account after logging in", async ({ page }) => {
    await page.goto("/my-account");
    await expect(page).toHaveURL(/\/login\?redirect=%2Fmy-account$/);
    expect(new URL(page.url()).searchParams.get("redirect")).toBe("/my-account");
    await logInWithForm(page, DEMO.organizer.email, DEMO.organizer.password);
    await expect(page).toHaveURL(/\/my-account$/);
    await expect(page.getByRole("heading", { name: "Moje konto", level: 1 })).toBeVisible();
    await expect(content(page).getByLabel("Imię")).toHaveValue(DEMO.organizer.firstName);
    await expectSignedIn(page, DEMO.organizer.firstName);
  });

  test("a redirect to another site is ignored after logging in", async ({ page }) => {
    await page.goto("/login?redirect=%2F%2Fevil.example%2Fsteal");
    await logInWithForm(page, DEMO.organizer2.email, DEMO.organizer2.password);
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/dashboard$/);
  });

  test("a signed-in non-admin visiting /admin is sent to the home page", async ({ page }) => {
    await signInThroughApi(page, DEMO.owner, "/dashboard");
    await expectSignedIn(page, DEMO.owner.firstName);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { name: "Panel administratora" })).toHaveCount(0);
    await expectSignedIn(page, DEMO.owner.firstName);
  });

  test("a visitor on /admin is sent to /login; the admin lands on /admin after logging in", async ({
    page,
  }) => {
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin$/);
    await page.goto("/login");
    await logInWithForm(page, DEMO.admin.email, DEMO.admin.password);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { name: "Panel administratora", level: 1 })).toBeVisible();
    await expectSignedIn(page, DEMO.admin.firstName);
    // A signed-in user opening /login is sent to their panel.
    await page.goto("/login");
    await expect(page).toHaveURL(/\/admin$/);
  });
});

test("keyboard: Tab reaches e-mail, password and the submit button in order, and Enter submits", async ({
  page,
}) => {
  await page.goto("/login");
  const form = content(page);
  const email = form.getByLabel("Adres e-mail");
  const password = form.getByLabel("Hasło");
  const submit = form.getByRole("button", { name: "Zaloguj się" });
  await expect(email).toBeVisible();

  // From the top of the page: skip link and navigation come first, the e-mail field within a few steps.
  let presses = 0;
  for (; presses < 15; presses++) {
    await page.keyboard.press("Tab");
    if ((await email.and(page.locator(":focus")).count()) === 1) break;
  }
  await expect(email, `focused after ${presses + 1} Tab presses`).toBeFocused();
  await page.keyboard.type(DEMO.owner2.email);
  await page.keyboard.press("Tab");
  await expect(password).toBeFocused();
  await page.keyboard.type(DEMO.owner2.password);
  await page.keyboard.press("Tab");
  await expect(submit).toBeFocused();

  await page.keyboard.press("Shift+Tab");
  await expect(password).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectSignedIn(page, DEMO.owner2.firstName);
});
