import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  changePasswordSchema,
  companyIssues,
  loginSchema,
  nipDigits,
  registerSchema,
  TEXTS,
  updateMeSchema,
} from "../../worker/schemas/account";

function validOwner(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    user_type: "food_truck_owner",
    email: "  Wlasciciel@Example.PL ",
    password: "Bezpieczne-Haslo-1",
    first_name: " Tomasz ",
    last_name: "Kamiński",
    phone_number: "+48 600 700 800",
    company_name: "Kebab Truck sp. z o.o.",
    nip: "526-025-02-74",
    street_address: "ul. Floriańska 3",
    postal_code: "31-019",
    city: "Kraków",
    terms_accepted: true,
    ...overrides,
  };
}

/** The first issue as the API reports it: its message and dotted field path. */
function firstIssue(
  schema: v.GenericSchema,
  input: unknown,
): { message: string; field: string | null } | null {
  const result = v.safeParse(schema, input);
  if (result.success) return null;
  const [issue] = result.issues;
  return issue ? { message: issue.message, field: v.getDotPath(issue) } : null;
}

describe("registerSchema", () => {
  it("accepts a valid owner and normalises e-mail and names", () => {
    const result = v.safeParse(registerSchema, validOwner());
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.output.email).toBe("wlasciciel@example.pl");
    expect(result.output.first_name).toBe("Tomasz");
    expect(result.output.user_type).toBe("food_truck_owner");
  });

  it("accepts an organizer without company fields (they default to empty strings)", () => {
    const { company_name, nip, street_address, postal_code, city, ...organizer } = validOwner({
      user_type: "organizer",
    });
    expect([company_name, nip, street_address, postal_code, city].every(Boolean)).toBe(true);
    const result = v.safeParse(registerSchema, organizer);
    expect(result.success).toBe(true);
    if (result.success) expect(result.output.company_name).toBe("");
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ["password shorter than 8", { password: "1234567" }, TEXTS.passwordMin, "password"],
    ["password longer than 128", { password: "x".repeat(129) }, TEXTS.passwordMax, "password"],
    ["phone with 8 digits", { phone_number: "600 700 80" }, TEXTS.phone, "phone_number"],
    ["empty phone", { phone_number: "" }, "Numer telefonu jest wymagany.", "phone_number"],
    ["NIP with 9 digits", { nip: "526-025-02-7" }, TEXTS.nip, "nip"],
    ["postal code 00000", { postal_code: "31019" }, TEXTS.postalCode, "postal_code"],
    ["empty first name", { first_name: "  " }, "Imię jest wymagane.", "first_name"],
    ["empty last name", { last_name: "" }, "Nazwisko jest wymagane.", "last_name"],
    ["bad e-mail", { email: "tomasz(at)example.pl" }, "Nieprawidłowy adres e-mail.", "email"],
    ["empty e-mail", { email: " " }, "Adres e-mail jest wymagany.", "email"],
    ["terms not accepted", { terms_accepted: false }, TEXTS.terms, "terms_accepted"],
    ["unknown user type", { user_type: "admin" }, TEXTS.userType, "user_type"],
    ["missing company name", { company_name: "" }, "Nazwa firmy jest wymagana.", "company_name"],
    ["missing street", { street_address: "" }, "Ulica i numer budynku są wymagane.", "street_address"],
    ["missing postal code", { postal_code: "" }, "Kod pocztowy jest wymagany.", "postal_code"],
    ["missing city", { city: "" }, "Miasto jest wymagane.", "city"],
  ])("rejects %s", (_name, override, message, field) => {
    expect(firstIssue(registerSchema, validOwner(override))).toEqual({ message, field });
  });

  it("reports every company issue of an owner, each on its own field", () => {
    const result = v.safeParse(
      registerSchema,
      validOwner({ company_name: "", nip: "1", street_address: "", postal_code: "1-1", city: "" }),
    );
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.issues.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([
      ["company_name", "Nazwa firmy jest wymagana."],
      ["nip", TEXTS.nip],
      ["street_address", "Ulica i numer budynku są wymagane."],
      ["postal_code", TEXTS.postalCode],
      ["city", "Miasto jest wymagane."],
    ]);
  });

  it("never produces valibot's English default texts", () => {
    for (const input of [null, "x", 1, [], {}, { ...validOwner(), email: 5 }]) {
      const result = v.safeParse(registerSchema, input);
      expect(result.success).toBe(false);
      if (!result.success) {
        for (const issue of result.issues) expect(issue.message).not.toMatch(/Invalid|Expected|received/);
      }
    }
  });
});

describe("companyIssues", () => {
  const empty = { company_name: "", nip: "", street_address: "", postal_code: "", city: "" };

  it("an owner without company data gets one issue per field, in form order", () => {
    expect(companyIssues({ user_type: "food_truck_owner", ...empty })).toEqual([
      { field: "company_name", message: "Nazwa firmy jest wymagana." },
      { field: "nip", message: TEXTS.nip },
      { field: "street_address", message: "Ulica i numer budynku są wymagane." },
      { field: "postal_code", message: "Kod pocztowy jest wymagany." },
      { field: "city", message: "Miasto jest wymagane." },
    ]);
  });

  it("an organizer may leave everything empty", () => {
    expect(companyIssues({ user_type: "organizer", ...empty })).toEqual([]);
  });

  it("a filled NIP or postal code must be valid for anyone", () => {
    expect(companyIssues({ user_type: "organizer", ...empty, nip: "123" })).toEqual([
      { field: "nip", message: TEXTS.nip },
    ]);
    expect(companyIssues({ user_type: "organizer", ...empty, postal_code: "12345" })).toEqual([
      { field: "postal_code", message: TEXTS.postalCode },
    ]);
  });

  it("NIP counts digits only; postal code must be exactly 00-000", () => {
    const owner = {
      user_type: "food_truck_owner" as const,
      company_name: "Firma",
      nip: "PL 526-025-02-74",
      street_address: "ul. Krótka 1",
      postal_code: "00-950",
      city: "Warszawa",
    };
    expect(companyIssues(owner)).toEqual([]);
    expect(nipDigits(owner.nip)).toBe("5260250274");
    for (const postal_code of ["00-9500", "0-950", "00 950", "aa-bbb"]) {
      expect(companyIssues({ ...owner, postal_code })).toEqual([
        { field: "postal_code", message: TEXTS.postalCode },
      ]);
    }
  });
});

describe("other account schemas", () => {
  it("updateMeSchema requires names and phone and trims them", () => {
    const result = v.safeParse(updateMeSchema, {
      first_name: " Ola ",
      last_name: "Nowak",
      phone_number: "600700800",
    });
    expect(result.success).toBe(true);
    if (result.success) expect(result.output).toMatchObject({ first_name: "Ola", company_name: "", nip: "" });
    expect(
      firstIssue(updateMeSchema, { first_name: "Ola", last_name: "", phone_number: "600700800" }),
    ).toEqual({
      message: "Nazwisko jest wymagane.",
      field: "last_name",
    });
  });

  it("loginSchema lowercases the e-mail and requires a password", () => {
    const result = v.safeParse(loginSchema, { email: "ANNA@EXAMPLE.PL", password: "x" });
    expect(result.success && result.output.email).toBe("anna@example.pl");
    expect(firstIssue(loginSchema, { email: "anna@example.pl", password: "" })).toEqual({
      message: "Hasło jest wymagane.",
      field: "password",
    });
  });

  it("changePasswordSchema checks the new password length", () => {
    expect(
      firstIssue(changePasswordSchema, { currentPassword: "stare-haslo", newPassword: "krotkie" }),
    ).toEqual({
      message: TEXTS.passwordMin,
      field: "newPassword",
    });
    expect(firstIssue(changePasswordSchema, { currentPassword: "", newPassword: "Nowe-Haslo-1" })).toEqual({
      message: "Podaj obecne hasło.",
      field: "currentPassword",
    });
  });
});
