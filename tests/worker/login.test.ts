import { describe, expect, it } from "vitest";
import {
  createVerifiedUser,
  login,
  profileOf,
  readJson,
  sessionSchema,
  TEXT,
  uniqueEmail,
  uniqueIp,
} from "./helpers";

describe("POST /api/auth/login", () => {
  it("signs a verified user in with a working token (e-mail case-insensitive)", async () => {
    const { user, email, password } = await createVerifiedUser({ firstName: "Ewa" });
    const res = await login(`  ${email.toUpperCase()}  `, password);
    expect(res.status).toBe(200);
    const session = await readJson(res, sessionSchema);
    expect(session.redirect).toBe("/dashboard");
    expect(session.user).toMatchObject({
      user_id: user.id,
      doc_id: String(user.id),
      email,
      first_name: "Ewa",
      role: "user",
    });
    expect(session.token.split(".")).toHaveLength(3);
    const profile = await profileOf(session.token);
    expect(profile.status).toBe(200);
    expect(await profile.json()).toMatchObject({ user_id: user.id });
  });

  it("an admin is sent to /admin", async () => {
    const { email, password } = await createVerifiedUser({ role: "admin" });
    const res = await login(email, password);
    expect(res.status).toBe(200);
    const session = await readJson(res, sessionSchema);
    expect(session.redirect).toBe("/admin");
    expect(session.user.role).toBe("admin");
  });

  it("a wrong password and an unknown e-mail get the same 401", async () => {
    const { email } = await createVerifiedUser();
    const wrong = await login(email, "Zle-Haslo-123");
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ message: TEXT.badCredentials });
    const unknown = await login(uniqueEmail("nobody"), "Zle-Haslo-123");
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toEqual({ message: TEXT.badCredentials });
  });

  it("an account without a password (Google only) cannot log in with one", async () => {
    const { email } = await createVerifiedUser({ password: null, googleSub: `sub-${crypto.randomUUID()}` });
    const res = await login(email, "cokolwiek-123");
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: TEXT.badCredentials });
  });

  it("an unverified account is 403 with code email_not_verified", async () => {
    const { email, password } = await createVerifiedUser({ verified: false });
    const res = await login(email, password);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: TEXT.notVerified, code: "email_not_verified" });
  });

  it("a blocked account is 403 with the Polish message", async () => {
    const { email, password } = await createVerifiedUser({ isBlocked: true });
    const res = await login(email, password);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: TEXT.blocked });
  });

  it("missing or malformed fields are 400", async () => {
    const res = await login(uniqueEmail(), "");
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: "Hasło jest wymagane.", field: "password" });
    const badEmail = await login("nie-email", "Haslo-12345");
    expect(badEmail.status).toBe(400);
    expect(await badEmail.json()).toEqual({ message: "Nieprawidłowy adres e-mail.", field: "email" });
  });

  it("is rate limited per IP: the 31st attempt from one address is 429", async () => {
    const ip = uniqueIp();
    const { email, password } = await createVerifiedUser();
    for (let i = 0; i < 30; i++)
      expect((await login(uniqueEmail("spray"), "Zle-Haslo-123", ip)).status).toBe(401);
    const limited = await login(email, password, ip);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ message: TEXT.rateLimited });
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThanOrEqual(1);
    // Another address is not affected.
    expect((await login(email, password, uniqueIp())).status).toBe(200);
  });
});
