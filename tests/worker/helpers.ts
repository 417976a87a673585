import { env, SELF } from "cloudflare:test";
import { and, desc, eq, sql } from "drizzle-orm";
import * as v from "valibot";
import { devMailboxMailer } from "../../worker/adapters/mail-dev-mailbox";
import type { UserRow } from "../../worker/app-env";
import { getDb } from "../../worker/db/client";
import { devMailbox, oneTimeTokens, outbox, users } from "../../worker/db/schema";
import { addDays, warsawDayOf } from "../../worker/domain/calendar";
import { deliverOutboxItem } from "../../worker/jobs/outbox";
import { sha256Hex } from "../../worker/lib/encoding";
import { signAppToken } from "../../worker/use-cases/accounts/app-token";
import { hashPassword } from "../../worker/use-cases/accounts/password";
import { userDtoSchema } from "../contract/responses";

export { userDtoSchema };

/** Polish texts the client relies on, copied from the contract (SPEC.md / route code), not imported. */
export const TEXT = {
  registered: "Konto zostało utworzone. Na Twój adres e-mail wysłaliśmy link aktywacyjny.",
  emailTaken: "Konto z tym adresem e-mail już istnieje.",
  badCredentials: "Nieprawidłowy adres e-mail lub hasło.",
  notVerified: "Konto nie zostało jeszcze aktywowane. Kliknij link aktywacyjny, który wysłaliśmy e-mailem.",
  verified: "Konto zostało aktywowane. Trwa logowanie…",
  badVerifyLink: "Link aktywacyjny jest nieprawidłowy, został już użyty lub wygasł.",
  missingToken: "Brak wymaganego tokena w adresie URL.",
  badLoginLink: "Link logowania jest nieprawidłowy, został już użyty lub wygasł.",
  loggedIn: "Zalogowano pomyślnie.",
  resetRequested: "Jeśli konto z tym adresem istnieje, wysłaliśmy na nie link do ustawienia nowego hasła.",
  badResetLink: "Link do resetu hasła jest nieprawidłowy, został już użyty lub wygasł.",
  passwordReset: "Hasło zostało zmienione. Możesz się teraz zalogować.",
  googleDisabled: "Logowanie przez Google nie jest skonfigurowane.",
  googleInvalid: "Logowanie przez Google nie powiodło się.",
  googleNeedsType:
    "Wybierz typ konta (organizator lub właściciel food trucka), aby dokończyć rejestrację przez Google.",
  rateLimited: "Zbyt wiele prób. Spróbuj ponownie za kilka minut.",
  blocked: "Twoje konto zostało zablokowane. Skontaktuj się z administratorem.",
  unauthorized: "Musisz być zalogowany.",
  sessionExpired: "Sesja wygasła. Zaloguj się ponownie.",
  forbidden: "Brak uprawnień do wykonania tej operacji.",
  notFound: "Nie znaleziono zasobu.",
  badJson: "Nieprawidłowe dane żądania: oczekiwano poprawnego JSON.",
  tooLarge: "Przesłane dane są zbyt duże.",
  passwordMin: "Hasło musi mieć co najmniej 8 znaków.",
  nip: "NIP musi składać się z 10 cyfr.",
  postalCode: "Nieprawidłowy format. Użyj formatu 00-000.",
  phone: "Numer telefonu musi mieć co najmniej 9 cyfr.",
  terms: "Musisz zaakceptować regulamin.",
  userType: "Wybierz typ konta: organizator lub właściciel food trucka.",
  wrongPassword: "Obecne hasło jest nieprawidłowe.",
  passwordChanged: "Hasło zostało zmienione. Na innych urządzeniach zaloguj się nowym hasłem.",
  verifySubject: "Potwierdź swój adres e-mail – Foodtruck Marketplace",
  resetSubject: "Resetowanie hasła – Foodtruck Marketplace",
  passwordChangedSubject: "Twoje hasło zostało zmienione – Foodtruck Marketplace",
  reminderSubject: "Przypomnienie: aktywuj swoje konto – Foodtruck Marketplace",
} as const;

export const APP_URL = "http://localhost:8787";
export const DEFAULT_PASSWORD = "Bezpieczne-Haslo-1";

export function db() {
  return getDb(env.DB);
}

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

function randomHex(bytes: number): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) =>
    b.toString(16).padStart(2, "0"),
  ).join("");
}

let counter = 0;
/** A fresh address per call: storage is shared between tests and files, so nothing may collide. */
export function uniqueEmail(label = "user"): string {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${counter}-${randomHex(4)}@example.pl`;
}

/** A fresh client IP (documentation IPv6 range) so per-IP rate limits never leak between tests. */
export function uniqueIp(): string {
  const hex = randomHex(8);
  return `2001:db8:${hex.slice(0, 4)}:${hex.slice(4, 8)}:${hex.slice(8, 12)}:${hex.slice(12, 16)}::1`;
}

export interface CallOptions {
  method?: string;
  token?: string;
  ip?: string;
  headers?: Record<string, string>;
}

/** A JSON call to the Worker through its real entry point. */
export function api(path: string, body?: unknown, options: CallOptions = {}): Promise<Response> {
  const headers: Record<string, string> = {
    "CF-Connecting-IP": options.ip ?? uniqueIp(),
    ...options.headers,
  };
  if (options.token !== undefined) headers.Authorization = `Bearer ${options.token}`;
  if (body !== undefined) headers["Content-Type"] = "application/json";
  return SELF.fetch(`http://localhost/api${path}`, {
    method: options.method ?? (body === undefined ? "GET" : "POST"),
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

export function profileOf(token: string): Promise<Response> {
  return api("/auth/profile", undefined, { token });
}

export const sessionSchema = v.object({
  token: v.string(),
  redirect: v.string(),
  user: userDtoSchema,
});

/** Reads a JSON body and checks its shape; a wrong shape fails the test with valibot's explanation. */
export async function readJson<S extends v.GenericSchema>(
  res: Response,
  schema: S,
): Promise<v.InferOutput<S>> {
  return v.parse(schema, await res.json());
}

export function registration(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    user_type: "organizer",
    email: uniqueEmail("register"),
    password: DEFAULT_PASSWORD,
    first_name: "Anna",
    last_name: "Kowalska",
    phone_number: "600 700 800",
    terms_accepted: true,
    ...overrides,
  };
}

export function ownerRegistration(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return registration({
    user_type: "food_truck_owner",
    email: uniqueEmail("owner"),
    company_name: "Burger Bus sp. z o.o.",
    nip: "123-456-78-90",
    street_address: "ul. Marszałkowska 1",
    postal_code: "00-001",
    city: "Warszawa",
    ...overrides,
  });
}

export interface StoredMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Mails sent to `email`, newest first. Pending outbox rows for that address are delivered first, through
 * the same function the queue consumer uses, so the result never depends on the real queue's timing.
 */
export async function mailsTo(email: string): Promise<StoredMail[]> {
  const pending = await db()
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.status, "pending"), sql`json_extract(${outbox.payloadJson}, '$.to') = ${email}`));
  for (const row of pending) await deliverOutboxItem(db(), devMailboxMailer(db()), row.id);
  return db()
    .select({ to: devMailbox.to, subject: devMailbox.subject, text: devMailbox.text, html: devMailbox.html })
    .from(devMailbox)
    .where(eq(devMailbox.to, email))
    .orderBy(desc(devMailbox.id));
}

export async function latestMail(email: string, subject: string): Promise<StoredMail> {
  const mail = (await mailsTo(email)).find((m) => m.subject === subject);
  if (!mail) throw new Error(`No mail "${subject}" to ${email}`);
  return mail;
}

/** Outbox rows (any status) addressed to `email`: counts what was queued, whatever the queue did since. */
export async function outboxRowsTo(email: string) {
  return db()
    .select({ id: outbox.id, status: outbox.status, payloadJson: outbox.payloadJson })
    .from(outbox)
    .where(sql`json_extract(${outbox.payloadJson}, '$.to') = ${email}`)
    .orderBy(outbox.id);
}

export async function outboxSubjectsTo(email: string): Promise<string[]> {
  const rows = await outboxRowsTo(email);
  return rows.map((row) => v.parse(v.object({ subject: v.string() }), JSON.parse(row.payloadJson)).subject);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The token of the `{APP_URL}{path}?{param}=` link in a mail's text part. */
export function linkToken(text: string, path: string, param = "token"): string {
  const match = text.match(new RegExp(`${escapeRegExp(`${APP_URL}${path}?${param}=`)}([A-Za-z0-9_-]+)`));
  if (!match?.[1]) throw new Error(`No ${path}?${param}= link in: ${text}`);
  return match[1];
}

export async function register(body: Record<string, unknown>): Promise<Response> {
  return api("/auth/register", body);
}

export async function verificationTokenFor(email: string): Promise<string> {
  return linkToken((await latestMail(email, TEXT.verifySubject)).text, "/verify-email");
}

export async function findUser(email: string): Promise<UserRow | undefined> {
  return db().query.users.findFirst({ where: eq(users.email, email) });
}

export async function getUser(id: number): Promise<UserRow> {
  const user = await db().query.users.findFirst({ where: eq(users.id, id) });
  if (!user) throw new Error(`User ${id} not found`);
  return user;
}

export interface TestUser {
  user: UserRow;
  email: string;
  password: string;
  /** A valid app token, signed directly (no login round trip). */
  token: string;
}

export interface CreateUserOptions {
  email?: string;
  password?: string | null;
  userType?: "organizer" | "food_truck_owner";
  role?: "user" | "admin";
  isBlocked?: boolean;
  verified?: boolean;
  firstName?: string;
  lastName?: string;
  company?: { companyName: string; nip: string; streetAddress: string; postalCode: string; city: string };
  googleSub?: string;
}

/**
 * One real hash per password for the users tests insert: each costs 100,000 PBKDF2 rounds (~40 ms), and the
 * suite inserts over a thousand users, nearly all with DEFAULT_PASSWORD. Logins still verify it in full.
 */
const hashesByPassword = new Map<string, Promise<string>>();
function testPasswordHash(password: string): Promise<string> {
  let hash = hashesByPassword.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashesByPassword.set(password, hash);
  }
  return hash;
}

/** Inserts a user directly (password hashed like the Worker does), verified unless told otherwise. */
export async function createVerifiedUser(options: CreateUserOptions = {}): Promise<TestUser> {
  const email = options.email ?? uniqueEmail("seeded");
  const password = options.password === undefined ? DEFAULT_PASSWORD : options.password;
  const [user] = await db()
    .insert(users)
    .values({
      email,
      passwordHash: password === null ? null : await testPasswordHash(password),
      firstName: options.firstName ?? "Jan",
      lastName: options.lastName ?? "Nowak",
      phoneNumber: "+48 600 100 200",
      userType: options.userType ?? "organizer",
      role: options.role ?? "user",
      isBlocked: options.isBlocked ?? false,
      emailVerifiedAt: options.verified === false ? null : nowSeconds(),
      companyName: options.company?.companyName ?? null,
      nip: options.company?.nip ?? null,
      streetAddress: options.company?.streetAddress ?? null,
      postalCode: options.company?.postalCode ?? null,
      city: options.company?.city ?? null,
      googleSub: options.googleSub ?? null,
    })
    .returning();
  if (!user) throw new Error("insert returned no row");
  return { user, email, password: password ?? "", token: await signAppToken(env, user) };
}

export async function login(email: string, password: string, ip = uniqueIp()): Promise<Response> {
  return api("/auth/login", { email, password }, { ip });
}

export async function loginToken(email: string, password: string): Promise<string> {
  const res = await login(email, password);
  if (res.status !== 200) throw new Error(`login failed with ${res.status}: ${await res.text()}`);
  return (await readJson(res, sessionSchema)).token;
}

export async function tokenRow(token: string) {
  return db().query.oneTimeTokens.findFirst({ where: eq(oneTimeTokens.tokenHash, await sha256Hex(token)) });
}

export async function expireToken(token: string): Promise<void> {
  await db()
    .update(oneTimeTokens)
    .set({ expiresAt: nowSeconds() - 1 })
    .where(eq(oneTimeTokens.tokenHash, await sha256Hex(token)));
}

export async function setBlocked(userId: number, blocked = true): Promise<void> {
  await db().update(users).set({ isBlocked: blocked }).where(eq(users.id, userId));
}

export const errorSchema = v.object({ message: v.string() });

/** A multipart (or any raw-body) call to the Worker; FormData sets its own boundary header. */
export function apiForm(
  path: string,
  body: FormData | string | Uint8Array,
  options: CallOptions & { contentType?: string } = {},
): Promise<Response> {
  const headers: Record<string, string> = {
    "CF-Connecting-IP": options.ip ?? uniqueIp(),
    ...options.headers,
  };
  if (options.token !== undefined) headers.Authorization = `Bearer ${options.token}`;
  if (options.contentType !== undefined) headers["Content-Type"] = options.contentType;
  return SELF.fetch(`http://localhost/api${path}`, { method: options.method ?? "POST", headers, body });
}

export type ImageKind = "png" | "jpeg" | "webp";

/** Pixel size written into a test photo's header (the server reads it from there). */
export interface PixelSize {
  width: number;
  height: number;
}

const be16 = (value: number) => [(value >> 8) & 0xff, value & 0xff];
const le16 = (value: number) => [value & 0xff, (value >> 8) & 0xff];
const be32 = (value: number) => [...be16(Math.floor(value / 0x10000)), ...be16(value & 0xffff)];
const le32 = (value: number) => [...le16(value & 0xffff), ...le16(Math.floor(value / 0x10000))];
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The header bytes the server checks: the format's magic bytes and where it keeps the pixel size. */
const IMAGE_HEADERS: Record<ImageKind, (size: number, pixels: PixelSize) => number[]> = {
  // Signature, then the IHDR chunk: width, height, bit depth 8, RGB, and a (unchecked) CRC.
  png: (_, { width, height }) => [
    0x89,
    ...ascii("PNG\r\n\u001a\n"),
    ...be32(13),
    ...ascii("IHDR"),
    ...be32(width),
    ...be32(height),
    8,
    2,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
  ],
  // SOI, a JFIF APP0 segment, then a baseline start of frame (precision, height, width, 1 component).
  jpeg: (_, { width, height }) => [
    0xff,
    0xd8,
    0xff,
    0xe0,
    ...be16(16),
    ...ascii("JFIF\u0000"),
    1,
    1,
    0,
    ...be16(1),
    ...be16(1),
    0,
    0,
    0xff,
    0xc0,
    ...be16(11),
    8,
    ...be16(height),
    ...be16(width),
    1,
    1,
    0x11,
    0,
  ],
  // RIFF <size − 8> WEBP, a "VP8 " chunk: frame tag, start code 9D 01 2A, width and height.
  webp: (size, { width, height }) => [
    ...ascii("RIFF"),
    ...le32(size - 8),
    ...ascii("WEBPVP8 "),
    ...le32(size - 20),
    0,
    0,
    0,
    0x9d,
    0x01,
    0x2a,
    ...le16(width),
    ...le16(height),
  ],
};

const DEFAULT_PIXELS: PixelSize = { width: 640, height: 480 };

/**
 * A byte array the server takes for a photo of `pixels` (its header), padded to `size` bytes with `fill`,
 * so photos are distinguishable by their last byte.
 */
export function imageBytes(
  kind: ImageKind,
  size = 256,
  fill = 0x2a,
  pixels: PixelSize = DEFAULT_PIXELS,
): Uint8Array<ArrayBuffer> {
  const header = IMAGE_HEADERS[kind](size, pixels);
  const bytes = new Uint8Array(Math.max(size, header.length)).fill(fill);
  bytes.set(header);
  return bytes;
}

export function fileOf(bytes: Uint8Array, name: string, type: string): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

export function imageFile(
  kind: ImageKind,
  options: { size?: number; fill?: number; name?: string; pixels?: PixelSize } = {},
): File {
  const type = kind === "jpeg" ? "image/jpeg" : `image/${kind}`;
  const name = options.name ?? `photo.${kind === "jpeg" ? "jpg" : kind}`;
  return fileOf(imageBytes(kind, options.size, options.fill, options.pixels), name, type);
}

/** Polls `check` until it returns true (for work a response left to waitUntil); fails after `timeoutMs`. */
export async function waitUntilTrue(check: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The Warsaw calendar day `offset` days from today ("YYYY-MM-DD"), as date inputs send it. */
export function warsawDayFromToday(offset = 0): string {
  return addDays(warsawDayOf(nowSeconds()), offset);
}

/** A "YYYY-MM-DD" day as the app's messages show it: "DD.MM.YYYY". */
export const polishDay = (day: string): string => day.split("-").reverse().join(".");

/** Bytes that pass the server's PDF check (the "%PDF-" signature), padded to `size` with `fill`. */
export function pdfBytes(size = 1024, fill = 0x20): Uint8Array<ArrayBuffer> {
  const signature = [...new TextEncoder().encode("%PDF-1.7\n")];
  const bytes = new Uint8Array(Math.max(size, signature.length)).fill(fill);
  bytes.set(signature);
  return bytes;
}

export function pdfFile(options: { size?: number; fill?: number; name?: string; type?: string } = {}): File {
  return fileOf(
    pdfBytes(options.size, options.fill),
    options.name ?? "faktura.pdf",
    options.type ?? "application/pdf",
  );
}
