import { describe, expect, it } from "vitest";
import { newOneTimeToken } from "../../worker/use-cases/accounts/one-time-tokens";
import {
  api,
  db,
  expireToken,
  findUser,
  getUser,
  profileOf,
  readJson,
  register,
  registration,
  sessionSchema,
  setBlocked,
  TEXT,
  tokenRow,
  verificationTokenFor,
} from "./helpers";

async function registered() {
  const body = registration();
  const email = String(body.email);
  expect((await register(body)).status).toBe(201);
  const user = await findUser(email);
  if (!user) throw new Error("registered user missing");
  return { email, user, token: await verificationTokenFor(email) };
}

function verify(token: string) {
  return api(`/auth/verify-email?token=${encodeURIComponent(token)}`);
}

describe("GET /api/auth/verify-email", () => {
  it("a valid link verifies the account and signs the user in", async () => {
    const { email, user, token } = await registered();
    const res = await verify(token);
    expect(res.status).toBe(200);
    const body = await res.clone().json();
    expect(body).toMatchObject({ success: true, redirect: "/dashboard", message: TEXT.verified });
    const session = await readJson(res, sessionSchema);
    expect(session.user).toMatchObject({
      user_id: user.id,
      doc_id: String(user.id),
      email,
      email_verified: true,
    });

    expect((await getUser(user.id)).emailVerifiedAt).not.toBeNull();
    expect((await tokenRow(token))?.usedAt).not.toBeNull();
    const profile = await profileOf(session.token);
    expect(profile.status).toBe(200);
    expect(await profile.json()).toMatchObject({ email, email_verified: true });
  });

  it("a link used once is refused the second time", async () => {
    const { token } = await registered();
    expect((await verify(token)).status).toBe(200);
    const again = await verify(token);
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ message: TEXT.badVerifyLink, success: false });
  });

  it("an unknown or tampered token is 400 and verifies nobody", async () => {
    const { user, token } = await registered();
    const tampered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    for (const bad of [tampered, "unknown-token", `${token}x`]) {
      const res = await verify(bad);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: TEXT.badVerifyLink, success: false });
    }
    expect((await getUser(user.id)).emailVerifiedAt).toBeNull();
  });

  it("an expired link is 400 and leaves the account unverified", async () => {
    const { user, token } = await registered();
    await expireToken(token);
    const res = await verify(token);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: TEXT.badVerifyLink, success: false });
    expect((await getUser(user.id)).emailVerifiedAt).toBeNull();
  });

  it("a token made for another purpose is not a verification link", async () => {
    const { user } = await registered();
    const reset = await newOneTimeToken(db(), "password_reset", user.id);
    await reset.insert;
    const res = await verify(reset.token);
    expect(res.status).toBe(400);
    expect((await getUser(user.id)).emailVerifiedAt).toBeNull();
    expect((await tokenRow(reset.token))?.usedAt).toBeNull();
  });

  it("a missing or empty token is 400 with the spec's message", async () => {
    for (const path of ["/auth/verify-email", "/auth/verify-email?token="]) {
      const res = await api(path);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: TEXT.missingToken, success: false });
    }
  });

  it("a blocked user's link is 403", async () => {
    const { user, token } = await registered();
    await setBlocked(user.id);
    const res = await verify(token);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: TEXT.blocked });
    // The link is not used up: once unblocked, the same link still verifies the account.
    await setBlocked(user.id, false);
    expect((await verify(token)).status).toBe(200);
  });
});
