import { describe, expect, it } from "vitest";
import {
  APP_URL,
  api,
  createVerifiedUser,
  latestMail,
  linkToken,
  login,
  outboxSubjectsTo,
  TEXT,
  tokenRow,
  uniqueEmail,
  uniqueIp,
} from "./helpers";

const WRONG = "Zle-Haslo-123";
const LOGIN_LINK_SUBJECT = "Link do logowania – Foodtruck Marketplace";
const LOGIN_LINK_SENT =
  "Jeśli konto z tym adresem istnieje, wysłaliśmy na nie link do logowania. Link jest ważny przez 30 minut.";

function requestReset(email: string, ip = uniqueIp()) {
  return api("/auth/request-password-reset", { email }, { ip });
}

function requestLoginLink(email: string, ip = uniqueIp()) {
  return api("/auth/request-login-link", { email }, { ip });
}

describe("no lockout by strangers at login", () => {
  it("ten wrong passwords from anywhere slow the account down, but its owner still signs in", async () => {
    const { email, password } = await createVerifiedUser();
    for (let i = 0; i < 11; i++) expect((await login(email, WRONG, uniqueIp())).status).toBe(401);
    const started = Date.now();
    const owner = await login(email, password, uniqueIp());
    expect(owner.status).toBe(200);
    // Slowed down (no refusal): the answer waited for the account's failure count.
    expect(Date.now() - started).toBeGreaterThanOrEqual(700);
  });

  it("ten wrong passwords from one address refuse that address for that account only", async () => {
    const attacker = uniqueIp();
    const { email, password } = await createVerifiedUser();
    const other = await createVerifiedUser();
    for (let i = 0; i < 10; i++) expect((await login(email, WRONG, attacker)).status).toBe(401);

    const refused = await login(email, password, attacker);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: TEXT.rateLimited });
    const retryAfter = Number(refused.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(600);

    expect((await login(other.email, other.password, attacker)).status).toBe(200);
    expect((await login(email, password, uniqueIp())).status).toBe(200);
  });

  it("signing in from an address forgets its earlier typos there", async () => {
    const ip = uniqueIp();
    const { email, password } = await createVerifiedUser();
    // 6 + 6 typos: without forgetting, the 11th would be refused.
    for (let i = 0; i < 6; i++) expect((await login(email, WRONG, ip)).status).toBe(401);
    expect((await login(email, password, ip)).status).toBe(200);
    for (let i = 0; i < 6; i++) expect((await login(email, WRONG, ip)).status).toBe(401);
    expect((await login(email, password, ip)).status).toBe(200);
  });
});

describe("no lockout by strangers on password reset", () => {
  it("strangers' requests never block the owner's: past five an hour, mails slow to one per 10 minutes", async () => {
    const { email } = await createVerifiedUser();
    for (let i = 0; i < 5; i++) expect((await requestReset(email)).status).toBe(200);
    expect(await outboxSubjectsTo(email)).toEqual(Array(5).fill(TEXT.resetSubject));

    const owner = await requestReset(email);
    expect(owner.status).toBe(200);
    expect(await owner.json()).toEqual({ message: TEXT.resetRequested });
    expect(await outboxSubjectsTo(email)).toHaveLength(6);

    // The next one within ten minutes is answered alike but mails nothing more: the inbox is not flooded.
    const flood = await requestReset(email);
    expect(flood.status).toBe(200);
    expect(await flood.json()).toEqual({ message: TEXT.resetRequested });
    expect(await outboxSubjectsTo(email)).toHaveLength(6);
  });

  it("one address asking too often for one account gets 429", async () => {
    const ip = uniqueIp();
    const { email } = await createVerifiedUser();
    for (let i = 0; i < 5; i++) expect((await requestReset(email, ip)).status).toBe(200);
    const limited = await requestReset(email, ip);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ message: TEXT.rateLimited });
    expect((await requestReset(uniqueEmail("other"), ip)).status).toBe(200);
  });
});

describe("POST /api/auth/request-login-link", () => {
  it("mails a single-use sign-in link valid for 30 minutes; an unknown address gets the same answer", async () => {
    const { user, email } = await createVerifiedUser({ firstName: "Halina" });
    const res = await requestLoginLink(email.toUpperCase());
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: LOGIN_LINK_SENT });

    const mail = await latestMail(email, LOGIN_LINK_SUBJECT);
    const token = linkToken(mail.text, "/login-with-token");
    expect(mail.html).toContain(`${APP_URL}/login-with-token?token=${token}`);
    expect(mail.text).toContain("Halina");
    const row = await tokenRow(token);
    expect(row?.purpose).toBe("login_link");
    const lifetime = (row?.expiresAt ?? 0) - (row?.createdAt ?? 0);
    expect(lifetime).toBeGreaterThanOrEqual(30 * 60 - 5);
    expect(lifetime).toBeLessThanOrEqual(30 * 60 + 5);

    const signedIn = await api("/auth/login-with-token", { token });
    expect(signedIn.status).toBe(200);
    expect(await signedIn.json()).toMatchObject({ success: true, user: { user_id: user.id } });
    expect((await api("/auth/login-with-token", { token })).status).toBe(400);

    const unknown = uniqueEmail("ghost");
    const unknownRes = await requestLoginLink(unknown);
    expect(unknownRes.status).toBe(200);
    expect(await unknownRes.json()).toEqual({ message: LOGIN_LINK_SENT });
    expect(await outboxSubjectsTo(unknown)).toEqual([]);
  });

  it("a blocked account gets no link", async () => {
    const { email } = await createVerifiedUser({ isBlocked: true });
    expect((await requestLoginLink(email)).status).toBe(200);
    expect(await outboxSubjectsTo(email)).toEqual([]);
  });

  it("refuses a bad e-mail with 400", async () => {
    const res = await requestLoginLink("nie-email");
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: "Nieprawidłowy adres e-mail.", field: "email" });
  });
});

describe("old links stop working", () => {
  async function resetLink(email: string): Promise<string> {
    expect((await requestReset(email)).status).toBe(200);
    return linkToken((await latestMail(email, TEXT.resetSubject)).text, "/reset-password");
  }

  async function loginLink(email: string): Promise<string> {
    expect((await requestLoginLink(email)).status).toBe(200);
    return linkToken((await latestMail(email, LOGIN_LINK_SUBJECT)).text, "/login-with-token");
  }

  it("a reset link lives one hour", async () => {
    const { email } = await createVerifiedUser();
    const row = await tokenRow(await resetLink(email));
    expect(row?.purpose).toBe("password_reset");
    expect((row?.expiresAt ?? 0) - (row?.createdAt ?? 0)).toBeGreaterThanOrEqual(3600 - 2);
    expect((row?.expiresAt ?? 0) - (row?.createdAt ?? 0)).toBeLessThanOrEqual(3600 + 2);
  });

  it("a successful reset revokes the older reset link and open sign-in links", async () => {
    const { email } = await createVerifiedUser();
    const older = await resetLink(email);
    const signIn = await loginLink(email);
    const newer = await resetLink(email);

    expect((await api("/auth/reset-password", { token: newer, newPassword: "Nowe-Haslo-2025" })).status).toBe(
      200,
    );

    const again = await api("/auth/reset-password", { token: older, newPassword: "Inne-Haslo-2026" });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ message: TEXT.badResetLink });
    expect((await login(email, "Inne-Haslo-2026")).status).toBe(401);
    expect((await login(email, "Nowe-Haslo-2025")).status).toBe(200);
    const link = await api("/auth/login-with-token", { token: signIn });
    expect(link.status).toBe(400);
    expect(await link.json()).toMatchObject({ message: TEXT.badLoginLink });
  });

  it("a password change revokes every open reset and sign-in link", async () => {
    const { email, token } = await createVerifiedUser();
    const reset = await resetLink(email);
    const signIn = await loginLink(email);
    const changed = await api(
      "/users/me/password",
      { currentPassword: "Bezpieczne-Haslo-1", newPassword: "Zmienione-Haslo-9" },
      { method: "PUT", token },
    );
    expect(changed.status).toBe(200);

    expect(
      (await api("/auth/reset-password", { token: reset, newPassword: "Przejete-Haslo-1" })).status,
    ).toBe(400);
    expect((await api("/auth/login-with-token", { token: signIn })).status).toBe(400);
    expect((await login(email, "Zmienione-Haslo-9")).status).toBe(200);
  });
});
