import { randomInt, randomUUID } from "node:crypto";
import { type APIRequestContext, test as base, expect, type Locator, type Page } from "@playwright/test";

/**
 * Every test acts as its own client: the server rate-limits logins, registrations and resets per client IP
 * (locally one shared bucket), so each test sends its own `CF-Connecting-IP`. Without it, parallel tests and
 * repeated runs against a reused server would share the limits and fail at random.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    const ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    await use({ ...extraHTTPHeaders, "CF-Connecting-IP": ip });
  },
});
export { expect };

/** Demo accounts created by scripts/seed.ts. Tests never change their data or passwords. */
export const DEMO = {
  admin: { email: "admin@foodtruck.test", password: "Admin123!", firstName: "Agata" },
  organizer: { email: "anna.organizatorka@foodtruck.test", password: "Organizator123!", firstName: "Anna" },
  organizer2: { email: "piotr.organizator@foodtruck.test", password: "Organizator123!", firstName: "Piotr" },
  owner: { email: "marek.burger@foodtruck.test", password: "Wlasciciel123!", firstName: "Marek" },
  owner2: { email: "ewa.pierogi@foodtruck.test", password: "Wlasciciel123!", firstName: "Ewa" },
  owner3: { email: "lukasz.gofry@foodtruck.test", password: "Wlasciciel123!", firstName: "Łukasz" },
} as const;

export const TEXT = {
  badCredentials: "Nieprawidłowy adres e-mail lub hasło.",
  notVerified: "Konto nie zostało jeszcze aktywowane. Kliknij link aktywacyjny, który wysłaliśmy e-mailem.",
  verified: "Konto zostało aktywowane. Trwa logowanie…",
  registered: "Konto zostało utworzone. Na Twój adres e-mail wysłaliśmy link aktywacyjny.",
  resetRequested: "Jeśli konto z tym adresem istnieje, wysłaliśmy na nie link do ustawienia nowego hasła.",
  passwordReset: "Hasło zostało zmienione. Możesz się teraz zalogować.",
  badResetLink: "Link do resetu hasła jest nieprawidłowy, został już użyty lub wygasł.",
  passwordsDiffer: "Hasła nie są takie same.",
  newPasswordsDiffer: "Nowe hasła nie są takie same.",
  passwordMin: "Hasło musi mieć co najmniej 8 znaków.",
  nip: "NIP musi składać się z 10 cyfr.",
  postalCode: "Nieprawidłowy format. Użyj formatu 00-000.",
  wrongCurrentPassword: "Obecne hasło jest nieprawidłowe.",
  passwordChanged: "Hasło zostało zmienione. Na innych urządzeniach zaloguj się nowym hasłem.",
  dataSaved: "Dane zostały zapisane.",
} as const;

export const SUBJECT = {
  verification: "Potwierdź swój adres e-mail – Foodtruck Marketplace",
  reset: "Resetowanie hasła – Foodtruck Marketplace",
  passwordChanged: "Twoje hasło zostało zmienione – Foodtruck Marketplace",
} as const;

/** A fresh address per test, so parallel tests and repeated runs never meet. */
export function uniqueEmail(label: string): string {
  return `e2e-${label}-${Date.now()}-${randomUUID().slice(0, 8)}@example.pl`;
}

export interface NewUser {
  userType: "organizer" | "food_truck_owner";
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
  company?: { name: string; nip: string; street: string; postalCode: string; city: string };
}

export function newOrganizer(label: string, overrides: Partial<NewUser> = {}): NewUser {
  return {
    userType: "organizer",
    firstName: "Zofia",
    lastName: "Testowa",
    email: uniqueEmail(label),
    phone: "600 123 456",
    password: "Tajne-Haslo-123",
    ...overrides,
  };
}

export function newOwner(label: string, overrides: Partial<NewUser> = {}): NewUser {
  return {
    userType: "food_truck_owner",
    firstName: "Janusz",
    lastName: "Frytkowski",
    email: uniqueEmail(label),
    phone: "601 234 567",
    password: "Frytki-2025!",
    company: {
      name: "Frytki na Kółkach Sp. z o.o.",
      nip: "5260250995",
      street: "ul. Testowa 12",
      postalCode: "00-950",
      city: "Warszawa",
    },
    ...overrides,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Dev mailbox (GET /api/dev/mailbox, newest first)

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  created_at: number;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

export function isMail(value: unknown): value is Mail {
  return (
    isRecord(value) &&
    typeof value.to === "string" &&
    typeof value.subject === "string" &&
    typeof value.text === "string" &&
    typeof value.html === "string" &&
    typeof value.created_at === "number"
  );
}

export async function mailsTo(request: APIRequestContext, recipient: string): Promise<Mail[]> {
  const response = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(recipient)}`);
  expect(response.status(), "GET /api/dev/mailbox?to=").toBe(200);
  const body: unknown = await response.json();
  if (!Array.isArray(body)) throw new Error(`Unexpected mailbox response: ${JSON.stringify(body)}`);
  const mails = body.filter(isMail);
  expect(mails, "every mailbox entry has to, subject, text, html and created_at").toHaveLength(body.length);
  expect(mails.every((mail) => mail.to.toLowerCase() === recipient.toLowerCase())).toBe(true);
  return mails;
}

/** The newest link to `path` (e.g. "/verify-email") mailed to `recipient`; polls while the queue delivers. */
export async function linkFromMailbox(
  request: APIRequestContext,
  recipient: string,
  path: string,
  subject: string,
): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s"'<>]+${path.replace(/[/.?]/g, "\\$&")}\\?token=[^\\s"'<>&]+`);
  let link = "";
  await expect
    .poll(
      async () => {
        const mail = (await mailsTo(request, recipient)).find((candidate) => candidate.subject === subject);
        link = mail?.text.match(pattern)?.[0] ?? "";
        return link;
      },
      { message: `e-mail "${subject}" to ${recipient} with a ${path} link`, timeout: 15_000 },
    )
    .not.toBe("");
  return link;
}

/** Asserts the link points at the app under test and returns its path with the query. */
export function appPath(link: string, baseURL: string | undefined): string {
  const url = new URL(link);
  if (baseURL) expect(url.origin, "links in e-mails point at APP_URL").toBe(new URL(baseURL).origin);
  return `${url.pathname}${url.search}`;
}

// ---------------------------------------------------------------------------------------------------------
// Accounts through the API (for tests whose subject is not registration itself)

function registerPayload(user: NewUser) {
  return {
    user_type: user.userType,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    phone_number: user.phone,
    password: user.password,
    company_name: user.company?.name ?? "",
    nip: user.company?.nip ?? "",
    street_address: user.company?.street ?? "",
    postal_code: user.company?.postalCode ?? "",
    city: user.company?.city ?? "",
    terms_accepted: true,
  };
}

/** Registers without verifying: the account cannot log in yet. */
export async function registerUnverified(request: APIRequestContext, user: NewUser): Promise<void> {
  const response = await request.post("/api/auth/register", { data: registerPayload(user) });
  expect(response.status(), await response.text()).toBe(201);
}

/** Registers and follows the activation link from the mailbox (without a browser). */
export async function registerVerified(request: APIRequestContext, user: NewUser): Promise<void> {
  await registerUnverified(request, user);
  const link = await linkFromMailbox(request, user.email, "/verify-email", SUBJECT.verification);
  const token = new URL(link).searchParams.get("token") ?? "";
  const response = await request.get(`/api/auth/verify-email?token=${encodeURIComponent(token)}`);
  expect(response.status(), await response.text()).toBe(200);
}

interface LoginResult {
  token: string;
  user: Record<string, unknown>;
}

function isLoginResult(value: unknown): value is LoginResult {
  return isRecord(value) && typeof value.token === "string" && isRecord(value.user);
}

/**
 * Signs the browser in without the login form: logs in through the API and stores the session the way the
 * SPA does (localStorage `token` and `user`), then loads `path`, and, if that is one of the app's pages,
 * waits for the app: a page the worker rendered is a visitor's until then (decision 0033).
 */
export async function signInThroughApi(
  page: Page,
  credentials: { email: string; password: string },
  path = "/dashboard",
): Promise<void> {
  const response = await page.request.post("/api/auth/login", {
    data: { email: credentials.email, password: credentials.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  const body: unknown = await response.json();
  if (!isLoginResult(body)) throw new Error(`Unexpected login response: ${JSON.stringify(body)}`);
  // Any page of the app's origin gives its localStorage; a small JSON answer spares booting the SPA twice.
  await page.goto("/api/health");
  await page.evaluate(
    (session) => {
      localStorage.setItem("token", session.token);
      localStorage.setItem("user", session.user);
    },
    { token: body.token, user: JSON.stringify(body.user) },
  );
  await page.goto(path);
  if ((await page.locator("#root").count()) > 0) await appStarted(page);
}

/**
 * Until the app has taken the page over. A page the worker rendered (home, a truck's, a town's, the legal
 * pages: decisions 0022, 0033) reads fully and its links and forms work before; what only the app does
 * (moving the focus to a new page's heading, checking the stored session, its timers) starts then, and
 * its start takes a few tasks (decision 0035).
 */
export async function appStarted(page: Page, options: { timeout?: number } = {}): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("data-app", "started", options);
}

// ---------------------------------------------------------------------------------------------------------
// Page parts

export function mainNav(page: Page): Locator {
  return page.getByRole("navigation", { name: "Główna nawigacja" });
}

export function content(page: Page): Locator {
  return page.getByRole("main");
}

export async function expectSignedIn(page: Page, firstName: string): Promise<void> {
  await expect(mainNav(page).getByText(`Cześć, ${firstName}!`, { exact: true })).toBeVisible();
  await expect(mainNav(page).getByRole("button", { name: "Wyloguj" })).toBeVisible();
}

export async function expectSignedOut(page: Page): Promise<void> {
  await expect(mainNav(page).getByRole("link", { name: "Zaloguj się" })).toBeVisible();
  await expect(mainNav(page).getByRole("button", { name: "Wyloguj" })).toHaveCount(0);
}

/** Fills and submits the form on /login. */
export async function logInWithForm(page: Page, email: string, password: string): Promise<void> {
  const form = content(page);
  await expect(page.getByRole("heading", { name: "Zaloguj się", level: 1 })).toBeVisible();
  await form.getByLabel("Adres e-mail").fill(email);
  await form.getByLabel("Hasło").fill(password);
  await form.getByRole("button", { name: "Zaloguj się" }).click();
}

/** Fills the registration form (the /register and /rejestracja page) with `user`, without submitting. */
export async function fillRegistrationForm(page: Page, user: NewUser): Promise<void> {
  const form = content(page);
  await form
    .getByRole("radio", {
      name: user.userType === "organizer" ? /Organizator wydarzeń/ : /Właściciel food trucka/,
    })
    .check();
  await form.getByLabel("Imię").fill(user.firstName);
  await form.getByLabel("Nazwisko").fill(user.lastName);
  await form.getByLabel("Adres e-mail").fill(user.email);
  await form.getByLabel("Telefon").fill(user.phone);
  await form.getByLabel("Hasło", { exact: true }).fill(user.password);
  await form.getByLabel("Powtórz hasło").fill(user.password);
  if (user.company) {
    await form.getByLabel("Nazwa firmy").fill(user.company.name);
    await form.getByLabel("NIP").fill(user.company.nip);
    await form.getByLabel("Ulica i numer").fill(user.company.street);
    await form.getByLabel("Kod pocztowy").fill(user.company.postalCode);
    await form.getByLabel("Miasto").fill(user.company.city);
  }
  await form.getByRole("checkbox", { name: /Akceptuję regulamin/ }).check();
}

// ---------------------------------------------------------------------------------------------------------
// Trucks, calendars and the date-range picker

/** The session token of an existing account (for API calls made on its behalf). */
export async function apiToken(
  request: APIRequestContext,
  credentials: { email: string; password: string },
): Promise<string> {
  const response = await request.post("/api/auth/login", { data: credentials });
  expect(response.status(), await response.text()).toBe(200);
  const body: unknown = await response.json();
  if (!isLoginResult(body)) throw new Error(`Unexpected login response: ${JSON.stringify(body)}`);
  return body.token;
}

/** Connects the user's payment account through the API; in the local test mode it takes payments at once. */
export async function connectPaymentAccount(request: APIRequestContext, token: string): Promise<void> {
  const response = await request.post("/api/users/me/stripe-connect-link", {
    headers: { Authorization: `Bearer ${token}` },
    data: {},
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * Registers `owner` (verified) with one truck, Warszawa-based unless `truck` overrides the profile's form
 * fields; returns the truck's id and name and the owner's token.
 */
export async function ownerWithTruck(
  request: APIRequestContext,
  owner: NewUser,
  truck: Record<string, string> = {},
): Promise<{ profileId: number; name: string; token: string }> {
  await registerVerified(request, owner);
  const token = await apiToken(request, owner);
  const name = truck.food_truck_name ?? `Grill Test ${Date.now()}`;
  const response = await request.post("/api/profiles", {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      food_truck_description: "Kiełbaski z grilla i lemoniada.",
      base_location: "Warszawa",
      operation_radius_km: "50",
      offer: JSON.stringify({ dishes: ["hot_dogs"], drinks: ["lemonade"], dietary: [] }),
      long_term_rental_available: "false",
      ...truck,
      food_truck_name: name,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const body: unknown = await response.json();
  if (!isRecord(body) || typeof body.profile_id !== "number") {
    throw new Error(`Profile answer without profile_id: ${JSON.stringify(body)}`);
  }
  return { profileId: body.profile_id, name, token };
}

/** A new owner with a truck and a new verified organizer (labels `${label}-owner`, `${label}-org`). */
export async function partiesWithTruck(
  request: APIRequestContext,
  label: string,
  organizerFields: Partial<NewUser> = {},
): Promise<{ owner: NewUser; organizer: NewUser; profileId: number; name: string; ownerToken: string }> {
  const owner = newOwner(`${label}-owner`);
  const truck = await ownerWithTruck(request, owner);
  const organizer = newOrganizer(`${label}-org`, organizerFields);
  await registerVerified(request, organizer);
  return { owner, organizer, profileId: truck.profileId, name: truck.name, ownerToken: truck.token };
}

/**
 * `organizer` sends a booking request for the truck through the API (a Warsaw festival unless `fields`
 * override it); returns the request's id.
 */
export async function sendBookingRequest(
  request: APIRequestContext,
  organizer: NewUser,
  profileId: number,
  fields: Record<string, string | number> = {},
): Promise<number> {
  const created = await request.post("/api/requests", {
    headers: { Authorization: `Bearer ${await apiToken(request, organizer)}` },
    data: {
      profile_id: profileId,
      event_start_date: warsawDay(45),
      event_time: "12:00 - 20:00",
      event_location: "Warszawa, Plac Defilad 1",
      event_type: "Festiwal",
      guest_count: 200,
      event_description: "Festiwal smaków.",
      ...fields,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const body: unknown = await created.json();
  if (!isRecord(body) || typeof body.request_id !== "number") {
    throw new Error(`POST /api/requests without request_id: ${JSON.stringify(body)}`);
  }
  return body.request_id;
}

/** The demo's Burger Bus (Warszawa, three photos, two reviews): its id, as the search finds it. */
export async function burgerBusId(page: Page): Promise<number> {
  const trucks: unknown = await (
    await page.request.get("/api/profiles?postal_code=Warszawa&limit=50")
  ).json();
  const found = Array.isArray(trucks)
    ? trucks.find((truck) => truck?.food_truck_name === "Burger Bus")?.profile_id
    : undefined;
  if (typeof found !== "number") throw new Error("no Burger Bus in the demo data");
  return found;
}

/** The Warsaw calendar day `offset` days from now, "YYYY-MM-DD" (the app's days are Warsaw days). */
export function warsawDay(offset = 0): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Warsaw" }).format(
    new Date(Date.now() + offset * 86_400_000),
  );
}

/**
 * The title a calendar gives the Warsaw month `offset` months from this one ("grudzień 2026"; the CSS
 * capitalises it), from Intl's Polish month names, independent of the app's own.
 */
export function warsawMonthTitle(offset = 0): string {
  const [year = 0, month = 0] = warsawDay().split("-").map(Number);
  return new Intl.DateTimeFormat("pl-PL", { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(Date.UTC(year, month - 1 + offset, 1)),
  );
}

/** "2026-07-12" → "12.07.2026", as the app shows days. */
export function polishDay(day: string): string {
  return day.split("-").reverse().join(".");
}

/** The calendar panel the date-range field labelled `label` opens. */
export function datePickerPanel(scope: Page | Locator, label: string): Locator {
  return scope.getByRole("group", { name: `${label} – kalendarz` });
}

/** The button of `day` ("YYYY-MM-DD") in an open picker, paging to its month if needed. */
export async function pickerDay(panel: Locator, day: string): Promise<Locator> {
  // The calendar's code loads when it is first opened: wait for a month before paging.
  await panel.getByRole("grid").first().waitFor();
  // react-day-picker marks each cell with its ISO day; days of neighbouring months have no button.
  const button = panel.locator(`[data-day="${day}"] button`);
  for (let page = 0; page < 24 && (await button.count()) === 0; page++) {
    await panel.getByRole("button", { name: "Przejdź do następnego miesiąca" }).click();
  }
  return button;
}

/**
 * Picks `start`–`end` ("YYYY-MM-DD"; one day when `end` is left out) in the date-range field labelled
 * `label`, the way a user does: open the calendar, clear it, click the first and the last day, "Gotowe".
 */
export async function pickDateRange(
  scope: Page | Locator,
  start: string,
  end?: string,
  label = "Termin wydarzenia",
): Promise<void> {
  const trigger = scope.getByRole("button", { name: label });
  if ((await trigger.getAttribute("aria-expanded")) !== "true") await trigger.click();
  const panel = datePickerPanel(scope, label);
  await panel.getByRole("button", { name: "Wyczyść" }).click();
  await (await pickerDay(panel, start)).click();
  if (end && end !== start) await (await pickerDay(panel, end)).click();
  await panel.getByRole("button", { name: "Gotowe" }).click();
  await expect(trigger).toContainText(polishDay(start));
}
