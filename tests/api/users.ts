import * as v from "valibot";
import { expect } from "vitest";
import { userDtoSchema as userSchema } from "../contract/responses";
import { call, expectBody, poll, uniqueEmail, uniqueIp } from "./client";

export { userSchema };

/** Polish texts of the accounts API (SPEC.md §5, §8), copied here: the suite imports nothing from the app. */
export const ACCOUNT_TEXT = {
  registered: "Konto zostało utworzone. Na Twój adres e-mail wysłaliśmy link aktywacyjny.",
  emailTaken: "Konto z tym adresem e-mail już istnieje.",
  badCredentials: "Nieprawidłowy adres e-mail lub hasło.",
  notVerified: "Konto nie zostało jeszcze aktywowane. Kliknij link aktywacyjny, który wysłaliśmy e-mailem.",
  verified: "Konto zostało aktywowane. Trwa logowanie…",
  badVerifyLink: "Link aktywacyjny jest nieprawidłowy, został już użyty lub wygasł.",
  missingToken: "Brak wymaganego tokena w adresie URL.",
  passwordMin: "Hasło musi mieć co najmniej 8 znaków.",
  nip: "NIP musi składać się z 10 cyfr.",
  terms: "Musisz zaakceptować regulamin.",
  unauthorized: "Musisz być zalogowany.",
  sessionExpired: "Sesja wygasła. Zaloguj się ponownie.",
  loggedOut: "Wylogowano.",
  verificationSubject: "Potwierdź swój adres e-mail – Foodtruck Marketplace",
} as const;

export type UserType = "organizer" | "food_truck_owner";

export const sessionSchema = v.object({ token: v.string(), user: userSchema, redirect: v.string() });

/** What a registration sends; owners add company data (SPEC.md §5). */
export interface Registration {
  user_type: UserType;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  password: string;
  company_name: string;
  nip: string;
  street_address: string;
  postal_code: string;
  city: string;
  terms_accepted: boolean;
}

export function registration(userType: UserType, label: string, overrides: Partial<Registration> = {}) {
  const owner = userType === "food_truck_owner";
  const base: Registration = {
    user_type: userType,
    first_name: owner ? "Janusz" : "Zofia",
    last_name: owner ? "Frytkowski" : "Testowa",
    email: uniqueEmail(label),
    phone_number: owner ? "601 234 567" : "600 123 456",
    password: owner ? "Frytki-2025!" : "Tajne-Haslo-123",
    company_name: owner ? "Frytki na Kółkach Sp. z o.o." : "",
    nip: owner ? "526-025-09-95" : "",
    street_address: owner ? "ul. Testowa 12" : "",
    postal_code: owner ? "00-950" : "",
    city: owner ? "Warszawa" : "",
    terms_accepted: true,
  };
  return { ...base, ...overrides };
}

// ---------------------------------------------------------------------------------------------------------
// The dev mailbox (GET /api/dev/mailbox, newest first; e-mails go out through a queue, so they come later)

const mailSchema = v.object({
  to: v.string(),
  subject: v.string(),
  text: v.string(),
  html: v.string(),
  created_at: v.number(),
});
export type Mail = v.InferOutput<typeof mailSchema>;

export async function mailsTo(recipient: string): Promise<Mail[]> {
  const response = await call(`/api/dev/mailbox?to=${encodeURIComponent(recipient)}`);
  const mails = expectBody(response, 200, v.array(mailSchema), "GET /api/dev/mailbox?to=");
  expect(mails.every((mail) => mail.to.toLowerCase() === recipient.toLowerCase())).toBe(true);
  return mails;
}

/** Waits for an e-mail with `subject` to `recipient` and returns it. */
export function waitForMail(recipient: string, subject: string): Promise<Mail> {
  return poll(
    async () => (await mailsTo(recipient)).find((mail) => mail.subject === subject),
    `e-mail "${subject}" to ${recipient}`,
  );
}

/** The token of the activation link mailed to `email` (a link to {APP_URL}/verify-email?token=…). */
export async function verificationToken(email: string): Promise<string> {
  const mail = await waitForMail(email, ACCOUNT_TEXT.verificationSubject);
  const link = /https?:\/\/[^\s"'<>]+\/verify-email\?token=[^\s"'<>&]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no /verify-email link in the e-mail to ${email}: ${mail.text}`);
  const token = new URL(link).searchParams.get("token");
  if (!token) throw new Error(`the activation link has no token: ${link}`);
  return token;
}

// ---------------------------------------------------------------------------------------------------------
// Ready-made users

/** A registered, verified and signed-in user, with the client address its calls come from. */
export interface TestUser {
  id: number;
  email: string;
  password: string;
  token: string;
  firstName: string;
  lastName: string;
  userType: UserType;
  ip: string;
}

/** Registers through the API, activates the account with the mailed link and keeps the session it gives. */
export async function createUser(
  userType: UserType,
  label: string,
  overrides: Partial<Registration> = {},
): Promise<TestUser> {
  const ip = uniqueIp();
  const data = registration(userType, label, overrides);
  const registered = await call("/api/auth/register", { json: data, ip });
  expectBody(registered, 201, v.object({ message: v.string() }), `register ${data.email}`);
  const token = await verificationToken(data.email);
  const verified = await call(`/api/auth/verify-email?token=${encodeURIComponent(token)}`, { ip });
  const session = expectBody(verified, 200, sessionSchema, `verify ${data.email}`);
  return {
    id: session.user.user_id,
    email: data.email,
    password: data.password,
    token: session.token,
    firstName: data.first_name,
    lastName: data.last_name,
    userType,
    ip,
  };
}

export function createOwner(label: string, overrides: Partial<Registration> = {}): Promise<TestUser> {
  return createUser("food_truck_owner", label, overrides);
}

export function createOrganizer(label: string, overrides: Partial<Registration> = {}): Promise<TestUser> {
  return createUser("organizer", label, overrides);
}

/** A call made by `user`: its session token and its own client address. */
export function as(user: TestUser) {
  return { token: user.token, ip: user.ip };
}
