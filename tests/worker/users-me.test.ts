import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  api,
  createVerifiedUser,
  getUser,
  latestMail,
  login,
  outboxSubjectsTo,
  profileOf,
  readJson,
  setBlocked,
  TEXT,
} from "./helpers";

const OWNER_COMPANY = {
  companyName: "Lody Włoskie s.c.",
  nip: "7010002137",
  streetAddress: "ul. Piotrkowska 100",
  postalCode: "90-001",
  city: "Łódź",
};

function personal(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { first_name: "Marta", last_name: "Lewandowska", phone_number: "+48 512 345 678", ...overrides };
}

function ownerFields(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return personal({
    company_name: OWNER_COMPANY.companyName,
    nip: OWNER_COMPANY.nip,
    street_address: OWNER_COMPANY.streetAddress,
    postal_code: OWNER_COMPANY.postalCode,
    city: OWNER_COMPANY.city,
    ...overrides,
  });
}

function updateMe(token: string | undefined, body: Record<string, unknown>) {
  return api("/users/me", body, { method: "PUT", token });
}

function changePassword(token: string, currentPassword: string, newPassword: string) {
  return api("/users/me/password", { currentPassword, newPassword }, { method: "PUT", token });
}

describe("PUT /api/users/me", () => {
  it("updates personal and company fields and returns the user object", async () => {
    const { user, token } = await createVerifiedUser();
    const res = await updateMe(
      token,
      personal({ first_name: "  Marta ", nip: "701-000-21-37", postal_code: "90-001" }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      user_id: user.id,
      first_name: "Marta",
      last_name: "Lewandowska",
      phone_number: "+48 512 345 678",
      nip: "7010002137",
      postal_code: "90-001",
      company_name: "",
      email: user.email,
      user_type: "organizer",
    });
    const stored = await getUser(user.id);
    expect(stored.firstName).toBe("Marta");
    expect(stored.nip).toBe("7010002137");
    expect(stored.companyName).toBeNull();
    const profile = await profileOf(token);
    expect(await profile.json()).toMatchObject({ first_name: "Marta", nip: "7010002137" });
  });

  it("the user type and e-mail cannot be changed here", async () => {
    const { user, token } = await createVerifiedUser();
    const res = await updateMe(
      token,
      personal({ user_type: "food_truck_owner", email: "inny@example.pl", role: "admin" }),
    );
    expect(res.status).toBe(200);
    const stored = await getUser(user.id);
    expect(stored.userType).toBe("organizer");
    expect(stored.email).toBe(user.email);
    expect(stored.role).toBe("user");
  });

  it.each([
    ["company_name", "Nazwa firmy jest wymagana."],
    ["nip", TEXT.nip],
    ["street_address", "Ulica i numer budynku są wymagane."],
    ["postal_code", "Kod pocztowy jest wymagany."],
    ["city", "Miasto jest wymagane."],
  ])("an owner cannot clear %s (400 %s)", async (field, message) => {
    const { user, token } = await createVerifiedUser({
      userType: "food_truck_owner",
      company: OWNER_COMPANY,
    });
    const res = await updateMe(token, ownerFields({ [field]: "" }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message, field });
    expect((await getUser(user.id)).companyName).toBe(OWNER_COMPANY.companyName);
  });

  it("an owner with full company data can update", async () => {
    const { token } = await createVerifiedUser({ userType: "food_truck_owner", company: OWNER_COMPANY });
    const res = await updateMe(token, ownerFields({ city: "Łódź-Bałuty" }));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ city: "Łódź-Bałuty", company_name: OWNER_COMPANY.companyName });
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ["short phone", { phone_number: "123 456" }, TEXT.phone, "phone_number"],
    ["empty first name", { first_name: " " }, "Imię jest wymagane.", "first_name"],
    ["bad postal code", { postal_code: "90001" }, TEXT.postalCode, "postal_code"],
    ["bad NIP", { nip: "123" }, TEXT.nip, "nip"],
    ["last name as a number", { last_name: 7 }, "Nazwisko jest wymagane.", "last_name"],
  ])("validation: %s → 400", async (_name, override, message, field) => {
    const { token } = await createVerifiedUser();
    const res = await updateMe(token, personal(override));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message, field });
  });

  it("without a token is 401; a blocked user is 403", async () => {
    const none = await updateMe(undefined, personal());
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({ message: TEXT.unauthorized });
    const { user, token } = await createVerifiedUser();
    await setBlocked(user.id);
    const blocked = await updateMe(token, personal());
    expect(blocked.status).toBe(403);
    expect(await blocked.json()).toEqual({ message: TEXT.blocked });
  });
});

describe("PUT /api/users/me/password", () => {
  const NEW_PASSWORD = "Zupelnie-Nowe-Haslo-9";

  it("a wrong current password is 400 and changes nothing", async () => {
    const { user, token } = await createVerifiedUser();
    const res = await changePassword(token, "Nie-To-Haslo-1", NEW_PASSWORD);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: TEXT.wrongPassword, field: "currentPassword" });
    expect((await getUser(user.id)).passwordHash).toBe(user.passwordHash);
    expect((await profileOf(token)).status).toBe(200);
  });

  it("changes the password: returns a new working token, ends the old one and queues a notice", async () => {
    const { user, email, password, token: oldToken } = await createVerifiedUser();
    const res = await changePassword(oldToken, password, NEW_PASSWORD);
    expect(res.status).toBe(200);
    const body = await readJson(res, v.object({ message: v.string(), token: v.string() }));
    expect(body.message).toBe(TEXT.passwordChanged);

    const fresh = await profileOf(body.token);
    expect(fresh.status).toBe(200);
    expect(await fresh.json()).toMatchObject({ user_id: user.id });
    const stale = await profileOf(oldToken);
    expect(stale.status).toBe(401);
    expect(await stale.json()).toEqual({ message: TEXT.sessionExpired });

    expect((await login(email, password)).status).toBe(401);
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);

    expect(await outboxSubjectsTo(email)).toEqual([TEXT.passwordChangedSubject]);
    const mail = await latestMail(email, TEXT.passwordChangedSubject);
    expect(mail.text).toContain("Hasło do Twojego konta zostało właśnie zmienione.");
  });

  it("the new password must differ, be at least 8 characters, and all fields are required", async () => {
    const { password, token } = await createVerifiedUser();
    const same = await changePassword(token, password, password);
    expect(same.status).toBe(400);
    expect(await same.json()).toEqual({
      message: "Nowe hasło musi się różnić od obecnego.",
      field: "newPassword",
    });
    const short = await changePassword(token, password, "krotkie");
    expect(short.status).toBe(400);
    expect(await short.json()).toEqual({ message: TEXT.passwordMin, field: "newPassword" });
    const noCurrent = await changePassword(token, "", NEW_PASSWORD);
    expect(noCurrent.status).toBe(400);
    expect(await noCurrent.json()).toEqual({ message: "Podaj obecne hasło.", field: "currentPassword" });
  });

  it("a Google-only account has no current password to check", async () => {
    const { token } = await createVerifiedUser({
      password: null,
      googleSub: `google-${crypto.randomUUID()}`,
    });
    const res = await changePassword(token, "cokolwiek-123", NEW_PASSWORD);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message:
        "To konto loguje się przez Google i nie ma hasła. Aby je ustawić, użyj opcji „Nie pamiętasz hasła?”.",
    });
  });

  it("without a token is 401", async () => {
    const res = await api(
      "/users/me/password",
      { currentPassword: "a", newPassword: NEW_PASSWORD },
      { method: "PUT" },
    );
    expect(res.status).toBe(401);
  });
});
