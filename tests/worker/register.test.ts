import { SELF } from "cloudflare:test";
import { eq } from "drizzle-orm";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { oneTimeTokens } from "../../worker/db/schema";
import { sha256Hex } from "../../worker/lib/encoding";
import { verifyPassword } from "../../worker/use-cases/accounts/password";
import {
  APP_URL,
  api,
  DEFAULT_PASSWORD,
  db,
  findUser,
  latestMail,
  linkToken,
  nowSeconds,
  outboxSubjectsTo,
  ownerRegistration,
  register,
  registration,
  TEXT,
  uniqueEmail,
  uniqueIp,
} from "./helpers";

async function expectRejected(
  body: Record<string, unknown>,
  status: number,
  expected: Record<string, unknown>,
) {
  const res = await register(body);
  expect(res.status).toBe(status);
  expect(await res.json()).toEqual(expected);
}

describe("POST /api/auth/register", () => {
  it("creates an unverified organizer with a lowercase e-mail and a PBKDF2 hash, and queues the activation mail", async () => {
    const mixedCase = uniqueEmail("Mixed.Case").replace("@example.pl", "@Example.PL");
    const email = mixedCase.toLowerCase();
    const res = await register(registration({ email: `  ${mixedCase} `, first_name: "  Anna " }));
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ message: TEXT.registered });

    const user = await findUser(email);
    expect(user).toBeDefined();
    if (!user) return;
    expect(user.email).toBe(email);
    expect(user.firstName).toBe("Anna");
    expect(user.userType).toBe("organizer");
    expect(user.role).toBe("user");
    expect(user.isBlocked).toBe(false);
    expect(user.emailVerifiedAt).toBeNull();
    expect(user.companyName).toBeNull();
    expect(user.passwordHash).toMatch(/^pbkdf2-sha256\$100000\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(user.passwordHash).not.toContain(DEFAULT_PASSWORD);
    expect(await verifyPassword(DEFAULT_PASSWORD, user.passwordHash ?? "")).toBe(true);

    expect(await outboxSubjectsTo(email)).toEqual([TEXT.verifySubject]);
    const mail = await latestMail(email, TEXT.verifySubject);
    expect(mail.to).toBe(email);
    const token = linkToken(mail.text, "/verify-email");
    expect(mail.text).toContain(`${APP_URL}/verify-email?token=${token}`);
    expect(mail.html).toContain(`${APP_URL}/verify-email?token=${token}`);
    expect(mail.text).toContain("Dzień dobry, Anna!");

    // Only the hash of the link token is stored, tied to this user, valid for 7 days.
    const stored = await db().query.oneTimeTokens.findFirst({ where: eq(oneTimeTokens.userId, user.id) });
    expect(stored?.purpose).toBe("verify_email");
    expect(stored?.tokenHash).toBe(await sha256Hex(token));
    expect(stored?.tokenHash).not.toBe(token);
    expect(stored?.usedAt).toBeNull();
    expect(stored?.expiresAt).toBeGreaterThan(nowSeconds() + 7 * 86400 - 120);
    expect(stored?.expiresAt).toBeLessThanOrEqual(nowSeconds() + 7 * 86400 + 5);
  });

  it("creates an owner with company data; the NIP is stored as digits", async () => {
    const body = ownerRegistration();
    const res = await register(body);
    expect(res.status).toBe(201);
    const user = await findUser(String(body.email));
    expect(user?.userType).toBe("food_truck_owner");
    expect(user?.companyName).toBe("Burger Bus sp. z o.o.");
    expect(user?.nip).toBe("1234567890");
    expect(user?.streetAddress).toBe("ul. Marszałkowska 1");
    expect(user?.postalCode).toBe("00-001");
    expect(user?.city).toBe("Warszawa");
  });

  describe("owner company fields are required", () => {
    it.each([
      ["company_name", "Nazwa firmy jest wymagana."],
      ["nip", TEXT.nip],
      ["street_address", "Ulica i numer budynku są wymagane."],
      ["postal_code", "Kod pocztowy jest wymagany."],
      ["city", "Miasto jest wymagane."],
    ])("missing %s → 400 %s", async (field, message) => {
      const body = ownerRegistration({ [field]: "" });
      await expectRejected(body, 400, { message, field });
      expect(await findUser(String(body.email))).toBeUndefined();
    });

    it("an owner who omits the company fields entirely is refused with the first one", async () => {
      const { company_name, nip, street_address, postal_code, city, ...rest } = ownerRegistration();
      expect([company_name, nip, street_address, postal_code, city].every(Boolean)).toBe(true);
      await expectRejected(rest, 400, { message: "Nazwa firmy jest wymagana.", field: "company_name" });
    });
  });

  describe("validation rules of SPEC.md §5, one at a time", () => {
    it.each<[string, Record<string, unknown>, string, string]>([
      ["password shorter than 8", { password: "Abc1234" }, TEXT.passwordMin, "password"],
      ["password not a string", { password: 12345678 }, TEXT.passwordMin, "password"],
      ["phone with 8 digits", { phone_number: "600 700 80" }, TEXT.phone, "phone_number"],
      [
        "phone with letters",
        { phone_number: "600-ABC-800" },
        "Numer telefonu może zawierać tylko cyfry, spacje, „-” i „+”.",
        "phone_number",
      ],
      ["empty phone", { phone_number: "  " }, "Numer telefonu jest wymagany.", "phone_number"],
      ["NIP with 9 digits", { nip: "123456789" }, TEXT.nip, "nip"],
      ["NIP with 11 digits", { nip: "123-456-78-901" }, TEXT.nip, "nip"],
      ["postal code without dash", { postal_code: "00001" }, TEXT.postalCode, "postal_code"],
      ["postal code with letters", { postal_code: "ab-cde" }, TEXT.postalCode, "postal_code"],
      ["empty first name", { first_name: "" }, "Imię jest wymagane.", "first_name"],
      ["blank last name", { last_name: "   " }, "Nazwisko jest wymagane.", "last_name"],
      ["first name as a number", { first_name: 42 }, "Imię jest wymagane.", "first_name"],
      ["bad e-mail", { email: "not-an-email" }, "Nieprawidłowy adres e-mail.", "email"],
      ["e-mail without domain", { email: "anna@" }, "Nieprawidłowy adres e-mail.", "email"],
      ["empty e-mail", { email: "" }, "Adres e-mail jest wymagany.", "email"],
      ["e-mail as an array", { email: ["a@example.pl"] }, "Adres e-mail jest wymagany.", "email"],
      ["terms not accepted", { terms_accepted: false }, TEXT.terms, "terms_accepted"],
      ["terms as a string", { terms_accepted: "true" }, TEXT.terms, "terms_accepted"],
      ["unknown user_type", { user_type: "admin" }, TEXT.userType, "user_type"],
      ["user_type as a number", { user_type: 1 }, TEXT.userType, "user_type"],
    ])("%s → 400", async (_name, override, message, field) => {
      const body = ownerRegistration(override);
      await expectRejected(body, 400, { message, field });
      if (typeof body.email === "string") expect(await findUser(body.email)).toBeUndefined();
    });

    it("an organizer may leave company fields empty but a filled postal code must be 00-000", async () => {
      await expectRejected(registration({ postal_code: "1234" }), 400, {
        message: TEXT.postalCode,
        field: "postal_code",
      });
      await expectRejected(registration({ nip: "12" }), 400, { message: TEXT.nip, field: "nip" });
      expect((await register(registration({ postal_code: "31-042", city: "Kraków" }))).status).toBe(201);
    });

    // A required key that is absent gets the generic "Nieprawidłowy typ danych w polu." instead of the
    // field's own message, which the same field gets when it is sent empty.
    it("absent required keys get the same Polish message as empty ones", async () => {
      const { first_name: _first, ...withoutFirstName } = registration();
      await expectRejected(withoutFirstName, 400, { message: "Imię jest wymagane.", field: "first_name" });
      const { terms_accepted: _terms, ...withoutTerms } = registration();
      await expectRejected(withoutTerms, 400, { message: TEXT.terms, field: "terms_accepted" });
    });

    it("absent required keys are still refused with 400 and the field name", async () => {
      const { first_name: _first, ...withoutFirstName } = registration();
      const res = await register(withoutFirstName);
      expect(res.status).toBe(400);
      const body = v.parse(v.object({ message: v.string(), field: v.string() }), await res.json());
      expect(body.field).toBe("first_name");
      expect(body.message).not.toMatch(/Invalid|Expected|received/);
    });
  });

  it("a duplicate e-mail, in any letter case, is 409", async () => {
    const body = registration();
    expect((await register(body)).status).toBe(201);
    await expectRejected(registration({ email: String(body.email).toUpperCase() }), 409, {
      message: TEXT.emailTaken,
      field: "email",
    });
  });

  it("malformed JSON is 400 with a Polish message", async () => {
    for (const raw of ["{", '{"email": }', ""]) {
      const res = await SELF.fetch("http://localhost/api/auth/register", {
        method: "POST",
        headers: { "Content-Type": "application/json", "CF-Connecting-IP": uniqueIp() },
        body: raw,
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: TEXT.badJson });
    }
  });

  it("wrong JSON types are 400 with a Polish message, never 500", async () => {
    const notAnObject = { message: "Nieprawidłowe dane: oczekiwano obiektu JSON." };
    const cases: [unknown, Record<string, string>][] = [
      [[], notAnObject],
      [[registration()], notAnObject],
      [{}, { message: TEXT.userType, field: "user_type" }],
      ["text", notAnObject],
      [12, notAnObject],
      [null, notAnObject],
      [true, notAnObject],
      [
        { ...registration(), first_name: { a: 1 } },
        { message: "Imię jest wymagane.", field: "first_name" },
      ],
    ];
    for (const [body, expected] of cases) {
      const res = await api("/auth/register", body);
      expect(res.status).toBe(400);
      expect(await res.json(), JSON.stringify(body)).toEqual(expected);
    }
  });

  it("a body over 64 KB is 413, with or without Content-Length", async () => {
    const big = JSON.stringify({ ...registration(), first_name: "x".repeat(70 * 1024) });
    const withLength = await SELF.fetch("http://localhost/api/auth/register", {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": uniqueIp() },
      body: big,
    });
    expect(withLength.status).toBe(413);
    expect(await withLength.json()).toEqual({ message: TEXT.tooLarge });

    const bytes = new TextEncoder().encode(big);
    const streamed = await SELF.fetch("http://localhost/api/auth/register", {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": uniqueIp() },
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(bytes);
          controller.close();
        },
      }),
    });
    expect(streamed.status).toBe(413);
    expect(await streamed.json()).toEqual({ message: TEXT.tooLarge });
  });

  it("registration is rate limited per IP (10 per hour)", async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 10; i++) {
      // Invalid bodies stop at validation, before the limiter: they must not count.
      expect((await api("/auth/register", registration({ password: "x" }), { ip })).status).toBe(400);
    }
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await api("/auth/register", registration(), { ip })).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses[10]).toBe(429);
  });
});
