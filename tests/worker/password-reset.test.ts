import { describe, expect, it } from "vitest";
import { newOneTimeToken } from "../../worker/use-cases/accounts/one-time-tokens";
import {
  APP_URL,
  api,
  createVerifiedUser,
  db,
  expireToken,
  getUser,
  latestMail,
  linkToken,
  login,
  outboxSubjectsTo,
  profileOf,
  setBlocked,
  TEXT,
  tokenRow,
  uniqueEmail,
} from "./helpers";

const NEW_PASSWORD = "Nowe-Haslo-2025";

async function requestReset(email: string) {
  return api("/auth/request-password-reset", { email });
}

async function resetTokenFor(email: string): Promise<string> {
  expect((await requestReset(email)).status).toBe(200);
  return linkToken((await latestMail(email, TEXT.resetSubject)).text, "/reset-password");
}

function resetPassword(token: string, newPassword = NEW_PASSWORD) {
  return api("/auth/reset-password", { token, newPassword });
}

describe("POST /api/auth/request-password-reset", () => {
  it("answers the same for an existing and an unknown e-mail", async () => {
    const { email } = await createVerifiedUser();
    const unknown = uniqueEmail("ghost");
    const existingRes = await requestReset(email.toUpperCase());
    const unknownRes = await requestReset(unknown);
    expect(existingRes.status).toBe(200);
    expect(unknownRes.status).toBe(200);
    expect(await existingRes.json()).toEqual({ message: TEXT.resetRequested });
    expect(await unknownRes.json()).toEqual({ message: TEXT.resetRequested });

    const mail = await latestMail(email, TEXT.resetSubject);
    const token = linkToken(mail.text, "/reset-password");
    expect(mail.html).toContain(`${APP_URL}/reset-password?token=${token}`);
    const row = await tokenRow(token);
    expect(row?.purpose).toBe("password_reset");
    expect(await outboxSubjectsTo(unknown)).toEqual([]);
  });

  it("a blocked account gets no mail", async () => {
    const { email } = await createVerifiedUser({ isBlocked: true });
    expect((await requestReset(email)).status).toBe(200);
    expect(await outboxSubjectsTo(email)).toEqual([]);
  });

  it("an invalid e-mail is 400", async () => {
    const res = await requestReset("nie-email");
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: "Nieprawidłowy adres e-mail.", field: "email" });
  });
});

describe("POST /api/auth/reset-password", () => {
  it("sets the new password, ends old sessions and mails a confirmation", async () => {
    const { user, email, password, token: oldJwt } = await createVerifiedUser();
    const token = await resetTokenFor(email);
    const res = await resetPassword(token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: TEXT.passwordReset });

    expect((await login(email, password)).status).toBe(401);
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);
    const old = await profileOf(oldJwt);
    expect(old.status).toBe(401);
    expect(await old.json()).toEqual({ message: TEXT.sessionExpired });
    expect((await getUser(user.id)).tokenVersion).toBe(user.tokenVersion + 1);
    expect(await outboxSubjectsTo(email)).toContain(TEXT.passwordChangedSubject);
  });

  it("a reset link works once", async () => {
    const { email } = await createVerifiedUser();
    const token = await resetTokenFor(email);
    expect((await resetPassword(token)).status).toBe(200);
    const again = await resetPassword(token, "Jeszcze-Inne-Haslo-1");
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ message: TEXT.badResetLink });
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);
  });

  it("an expired reset link is 400 and changes nothing", async () => {
    const { email, password } = await createVerifiedUser();
    const token = await resetTokenFor(email);
    await expireToken(token);
    const res = await resetPassword(token);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: TEXT.badResetLink });
    expect((await login(email, password)).status).toBe(200);
  });

  it("a token made for another purpose (e-mail verification) is 400", async () => {
    const { user, email, password } = await createVerifiedUser();
    const verify = await newOneTimeToken(db(), "verify_email", user.id);
    await verify.insert;
    const res = await resetPassword(verify.token);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: TEXT.badResetLink });
    expect((await login(email, password)).status).toBe(200);
  });

  it("a short new password is 400 and does not use up the link", async () => {
    const { email } = await createVerifiedUser();
    const token = await resetTokenFor(email);
    const res = await resetPassword(token, "krotkie");
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: TEXT.passwordMin, field: "newPassword" });
    expect((await tokenRow(token))?.usedAt).toBeNull();
  });

  it("resetting the password of an unverified account also verifies it (the link proved the address)", async () => {
    const { user, email } = await createVerifiedUser({ verified: false });
    const token = await resetTokenFor(email);
    expect((await resetPassword(token)).status).toBe(200);
    expect((await getUser(user.id)).emailVerifiedAt).not.toBeNull();
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);
  });

  it("a blocked user cannot reset", async () => {
    const { user, email } = await createVerifiedUser();
    const token = await resetTokenFor(email);
    await setBlocked(user.id);
    const res = await resetPassword(token);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: TEXT.blocked });
    expect((await getUser(user.id)).passwordHash).toBe(user.passwordHash);
  });
});
