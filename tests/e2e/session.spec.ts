import type { APIRequestContext } from "@playwright/test";
import { scanAtWidths } from "./axe";
import {
  apiToken,
  appStarted,
  content,
  DEMO,
  expect,
  expectSignedIn,
  expectSignedOut,
  isRecord,
  logInWithForm,
  mainNav,
  newOrganizer,
  partiesWithTruck,
  registerVerified,
  sendBookingRequest,
  signInThroughApi,
  TEXT,
  test,
} from "./helpers";

function profileStatus(request: APIRequestContext, token: string): Promise<number> {
  return request
    .get("/api/auth/profile", { headers: { Authorization: `Bearer ${token}` } })
    .then((response) => response.status());
}

async function loginToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post("/api/auth/login", { data: { email, password } });
  expect(response.status()).toBe(200);
  const body: unknown = await response.json();
  const token = typeof body === "object" && body !== null ? Reflect.get(body, "token") : undefined;
  if (typeof token !== "string") throw new Error("login returned no token");
  return token;
}

test("logging out ends the session on the server: the old token is refused afterwards", async ({
  page,
  request,
}) => {
  const user = newOrganizer("logout");
  await registerVerified(request, user);
  await page.goto("/login");
  await logInWithForm(page, user.email, user.password);
  await expectSignedIn(page, user.firstName);
  const token = await page.evaluate(() => localStorage.getItem("token"));
  if (!token) throw new Error("no token stored after login");
  expect(await profileStatus(request, token)).toBe(200);

  await mainNav(page).getByRole("button", { name: "Wyloguj" }).click();
  await expectSignedOut(page);
  await expect.poll(() => profileStatus(request, token)).toBe(401);
});

test("logging out in one tab sends another tab's signed-in page to the login; the tab that logged out goes home", async ({
  page,
  request,
}) => {
  const user = newOrganizer("two-tabs");
  await registerVerified(request, user);
  await signInThroughApi(page, user, "/dashboard");
  const other = await page.context().newPage();
  await other.goto("/my-account");
  await expect(other.getByRole("heading", { level: 1, name: "Moje konto" })).toBeVisible();

  await mainNav(page).getByRole("button", { name: "Wyloguj" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(other).toHaveURL(/\/login\?redirect=%2Fmy-account$/);
  await expectSignedOut(other);
  await other.close();
});

test("'Wyloguj ze wszystkich urządzeń' in my account ends every session after a confirmation", async ({
  page,
  request,
}) => {
  const user = newOrganizer("logout-all");
  await registerVerified(request, user);
  const otherDevice = await loginToken(request, user.email, user.password);
  await signInThroughApi(page, user, "/my-account");
  const section = content(page).getByRole("region", { name: "Bezpieczeństwo sesji" });
  const button = section.getByRole("button", { name: "Wyloguj ze wszystkich urządzeń" });

  page.once("dialog", (dialog) => void dialog.dismiss());
  await button.click();
  await expect(button).toBeEnabled();
  expect(await profileStatus(request, otherDevice), "dismissing the question changes nothing").toBe(200);

  page.once("dialog", (dialog) => void dialog.accept());
  await button.click();
  await expect(page).toHaveURL(/\/login$/);
  await expectSignedOut(page);
  expect(await profileStatus(request, otherDevice)).toBe(401);
});

test("ending every session from another device sends this one's open app to the login page, which says why", async ({
  page,
  request,
}) => {
  const user = newOrganizer("ended-elsewhere");
  await registerVerified(request, user);
  await signInThroughApi(page, user, "/dashboard");
  await expectSignedIn(page, user.firstName);

  // The other device ends every session: this page's live connection closes, and its reconnect is refused.
  const otherDevice = await loginToken(request, user.email, user.password);
  const ended = await request.post("/api/auth/logout-all", {
    headers: { Authorization: `Bearer ${otherDevice}` },
  });
  expect(ended.status()).toBe(200);
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/, { timeout: 15_000 });
  await expect(content(page).getByRole("status")).toHaveText(
    "Twoja sesja została zakończona, np. po wylogowaniu ze wszystkich urządzeń lub zmianie hasła. Zaloguj się ponownie.",
  );
  await scanAtWidths(page, "login after the session ended elsewhere", { screenshot: "login-session-ended" });

  // Signing in again goes back to where the user was, and the notice is gone for good.
  await logInWithForm(page, user.email, user.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await mainNav(page).getByRole("button", { name: "Wyloguj" }).click();
  await page.goto("/login");
  await expect(content(page).getByRole("status")).toHaveCount(0);
});

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
  // The worker's home page reads signed out anyway; the stored session is the app's to check.
  await appStarted(page);
  await expectSignedOut(page);
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
});

// One browser for the four: a test's own context and first cold page cost about a second of CPU, more than
// each of these checks.
test("/verify-email and /login-with-token say what is wrong with a missing or unknown token", async ({
  page,
}) => {
  await test.step("/verify-email without a token", async () => {
    await page.goto("/verify-email");
    await expect(page.getByRole("alert")).toHaveText("Brak wymaganego tokena w adresie URL.");
    await expect(page.getByRole("main").getByRole("link", { name: "Przejdź do logowania" })).toBeVisible();
    await expectSignedOut(page);
  });
  await test.step("/verify-email with an unknown token", async () => {
    await page.goto("/verify-email?token=nieznany-token");
    await expect(page.getByRole("alert")).toHaveText(
      "Link aktywacyjny jest nieprawidłowy, został już użyty lub wygasł.",
    );
    await expect(page).toHaveURL(/\/verify-email\?token=nieznany-token$/);
  });
  await test.step("/login-with-token without a token", async () => {
    await page.goto("/login-with-token");
    await expect(page.getByRole("alert")).toHaveText("Błąd: Brak tokena w adresie URL.");
    await expect(page.getByRole("main").getByRole("link", { name: "Przejdź do logowania" })).toBeVisible();
    await scanAtWidths(page, "/login-with-token without a token", { screenshot: "login-with-token" });
  });
  await test.step("/login-with-token with an unknown token", async () => {
    await page.goto("/login-with-token?token=nieznany-token");
    await expect(page.getByRole("alert")).toHaveText(
      "Link logowania jest nieprawidłowy, został już użyty lub wygasł.",
    );
    await expectSignedOut(page);
  });
});

test("a password change keeps this tab signed in and live, even when its answer comes late", async ({
  page,
}) => {
  test.slow();
  const { owner, organizer, profileId } = await partiesWithTruck(page.request, "renewal", {
    firstName: "Renata",
    lastName: "Testowa",
  });
  const requestId = await sendBookingRequest(page.request, organizer, profileId);
  const organizerToken = await apiToken(page.request, organizer);
  const started = await page.request.post("/api/conversations/initiate/booking", {
    headers: { Authorization: `Bearer ${organizerToken}` },
    data: { requestId },
  });
  expect(started.status()).toBe(200);
  const body: unknown = await started.json();
  if (!isRecord(body) || typeof body.conversation_id !== "number") throw new Error("no conversation_id");
  const conversationId = body.conversation_id;

  await signInThroughApi(page, owner, "/my-account");
  // The answer reaches the page 8 s after the server sent it. Meanwhile the server has closed this tab's
  // sockets (the change ends every session) and their reconnect is refused with the old token.
  let answered = false;
  await page.route("**/api/users/me/password", async (route) => {
    const response = await route.fetch();
    await new Promise((resolve) => setTimeout(resolve, 8000));
    answered = true;
    await route.fulfill({ response });
  });
  // The hub socket the tab opens with the new token answers its registration. Only a registration after
  // the answer counts: the socket the page opened at sign-in registers after this listener is in place.
  const registeredAgain = new Promise<void>((resolve) => {
    page.on("websocket", (socket) => {
      if (!socket.url().includes("/parties/user-hub/")) return;
      socket.on("framereceived", (frame) => {
        if (answered && String(frame.payload).includes('"registered"')) resolve();
      });
    });
  });
  const section = page.getByRole("region", { name: "Zmiana hasła" });
  await section.getByLabel("Obecne hasło").fill(owner.password);
  await section.getByLabel("Nowe hasło", { exact: true }).fill("Zmienione-Haslo-321");
  await section.getByLabel("Powtórz nowe hasło").fill("Zmienione-Haslo-321");
  await section.getByRole("button", { name: "Zmień hasło" }).click();
  await expect(section.getByRole("status")).toHaveText(TEXT.passwordChanged, { timeout: 20_000 });
  await expectSignedIn(page, owner.firstName);
  await registeredAgain;

  // Live again with the new token: the organizer's next message pops up.
  const sent = await page.request.post(`/api/conversations/${conversationId}/messages`, {
    headers: { Authorization: `Bearer ${organizerToken}` },
    data: { message_content: "Czy możemy porozmawiać o menu?" },
  });
  expect(sent.status()).toBe(201);
  await expect(page.getByRole("link", { name: /^Nowa wiadomość od: Renata T\./ })).toContainText(
    "Czy możemy porozmawiać o menu?",
  );
  await expectSignedIn(page, owner.firstName);
});
