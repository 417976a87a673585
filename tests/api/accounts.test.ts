import * as v from "valibot";
import { describe, expect, test } from "vitest";
import { call, expectBody, expectError, uniqueIp } from "./client";
import {
  ACCOUNT_TEXT,
  as,
  createOrganizer,
  registration,
  sessionSchema,
  userSchema,
  verificationToken,
} from "./users";

const messageSchema = v.object({ message: v.string() });

describe.concurrent("accounts", () => {
  test("register → refused login before activation → activate with the mailed link → log in → GET profile", async () => {
    const ip = uniqueIp();
    const data = registration("organizer", "acc-org");

    const registered = await call("/api/auth/register", { json: data, ip });
    expect(expectBody(registered, 201, messageSchema, "register").message).toBe(ACCOUNT_TEXT.registered);

    const again = await call("/api/auth/register", { json: data, ip });
    expect(expectError(again, 409, ACCOUNT_TEXT.emailTaken, "register twice").field).toBe("email");

    const early = await call("/api/auth/login", { json: { email: data.email, password: data.password }, ip });
    expect(expectError(early, 403, ACCOUNT_TEXT.notVerified, "login before activation").code).toBe(
      "email_not_verified",
    );

    const token = await verificationToken(data.email);
    const verified = await call(`/api/auth/verify-email?token=${encodeURIComponent(token)}`, { ip });
    const afterVerify = expectBody(
      verified,
      200,
      v.object({ ...sessionSchema.entries, success: v.literal(true), message: v.string() }),
      "verify-email",
    );
    expect(afterVerify.message).toBe(ACCOUNT_TEXT.verified);
    expect(afterVerify.user.email).toBe(data.email);
    expect(afterVerify.user.email_verified).toBe(true);
    expect(afterVerify.redirect).toBe("/dashboard");

    const reused = await call(`/api/auth/verify-email?token=${encodeURIComponent(token)}`, { ip });
    expectError(reused, 400, ACCOUNT_TEXT.badVerifyLink, "the activation link a second time");
    const noToken = await call("/api/auth/verify-email", { ip });
    expectError(noToken, 400, ACCOUNT_TEXT.missingToken, "verify-email without a token");

    // The e-mail is matched case-insensitively (stored lower-case).
    const login = await call("/api/auth/login", {
      json: { email: data.email.toUpperCase(), password: data.password },
      ip,
    });
    const session = expectBody(login, 200, sessionSchema, "login");
    expect(session.user).toMatchObject({
      email: data.email,
      first_name: data.first_name,
      last_name: data.last_name,
      user_type: "organizer",
      role: "user",
      is_blocked: false,
      profile_count: 0,
      stripe_account_id: null,
    });
    expect(session.redirect).toBe("/dashboard");

    const me = await call("/api/auth/profile", { token: session.token, ip });
    const profile = expectBody(me, 200, userSchema, "GET /api/auth/profile");
    expect(profile.user_id).toBe(session.user.user_id);
    expect(profile.email).toBe(data.email);
    expect(profile.phone_number).toBe(data.phone_number);
  });

  test("wrong password and unknown e-mail: 401 with the same Polish message", async () => {
    const user = await createOrganizer("acc-wrong");
    const wrong = await call("/api/auth/login", {
      json: { email: user.email, password: `${user.password}x` },
      ip: user.ip,
    });
    expectError(wrong, 401, ACCOUNT_TEXT.badCredentials, "login with a wrong password");
    const unknown = await call("/api/auth/login", {
      json: { email: `nobody-${user.email}`, password: user.password },
      ip: user.ip,
    });
    expectError(unknown, 401, ACCOUNT_TEXT.badCredentials, "login with an unknown e-mail");
    expect(wrong.body).not.toHaveProperty("token");
  });

  test("an owner registers with company data; the NIP is stored as digits", async () => {
    const ip = uniqueIp();
    const missingNip = registration("food_truck_owner", "acc-owner-nonip", { nip: "" });
    const refused = await call("/api/auth/register", { json: missingNip, ip });
    expect(expectError(refused, 400, ACCOUNT_TEXT.nip, "owner without NIP").field).toBe("nip");

    const data = registration("food_truck_owner", "acc-owner");
    expect((await call("/api/auth/register", { json: data, ip })).status).toBe(201);
    const token = await verificationToken(data.email);
    const verified = await call(`/api/auth/verify-email?token=${encodeURIComponent(token)}`, { ip });
    const session = expectBody(verified, 200, sessionSchema, "verify owner");
    expect(session.user).toMatchObject({
      user_type: "food_truck_owner",
      company_name: data.company_name,
      nip: "5260250995",
      street_address: data.street_address,
      postal_code: data.postal_code,
      city: data.city,
    });
  });

  test("registration is validated with Polish messages", async () => {
    const ip = uniqueIp();
    const shortPassword = await call("/api/auth/register", {
      json: registration("organizer", "acc-short", { password: "krótkie" }),
      ip,
    });
    expect(expectError(shortPassword, 400, ACCOUNT_TEXT.passwordMin, "short password").field).toBe(
      "password",
    );
    const noTerms = await call("/api/auth/register", {
      json: registration("organizer", "acc-terms", { terms_accepted: false }),
      ip,
    });
    expectError(noTerms, 400, ACCOUNT_TEXT.terms, "terms not accepted");
  });

  test("guarded routes need a live session: none, a forged one, one logged out", async () => {
    const user = await createOrganizer("acc-session");
    expectError(await call("/api/auth/profile"), 401, ACCOUNT_TEXT.unauthorized, "profile without a token");
    expectError(
      await call("/api/auth/profile", { token: `${user.token}x` }),
      401,
      ACCOUNT_TEXT.sessionExpired,
      "profile with a forged token",
    );
    expect((await call("/api/auth/profile", as(user))).status).toBe(200);

    const logout = await call("/api/auth/logout", { ...as(user), method: "POST" });
    expect(expectBody(logout, 200, messageSchema, "logout").message).toBe(ACCOUNT_TEXT.loggedOut);
    expectError(
      await call("/api/auth/profile", as(user)),
      401,
      ACCOUNT_TEXT.sessionExpired,
      "profile after logout",
    );
  });
});
