import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { type JWTPayload, SignJWT } from "jose";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { pushSubscriptions, revokedSessions } from "../../worker/db/schema";
import { runScheduledJobs } from "../../worker/jobs/cron";
import { base64UrlToBytes } from "../../worker/lib/encoding";
import { browserSubscription, pushEndpoint } from "./fake-push-service";
import { api, createVerifiedUser, db, loginToken, nowSeconds, profileOf, TEXT } from "./helpers";

const LOGGED_OUT = "Wylogowano.";
const LOGGED_OUT_EVERYWHERE = "Wylogowano ze wszystkich urządzeń.";

function secret(): Uint8Array {
  if (!env.JWT_SECRET) throw new Error("JWT_SECRET binding missing in the test config");
  return new TextEncoder().encode(env.JWT_SECRET);
}

/** A token signed with the real secret, with exactly the claims given (no defaults added by jose). */
function signed(sub: number, claims: JWTPayload): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(String(sub))
    .sign(secret());
}

async function expectSessionExpired(token: string) {
  const res = await profileOf(token);
  expect(res.status).toBe(401);
  expect(await res.json()).toEqual({ message: TEXT.sessionExpired });
}

describe("token claims", () => {
  it("a token without exp never expires, so it is refused; the same claims with exp work", async () => {
    const { user } = await createVerifiedUser();
    const base = { role: "user", ver: user.tokenVersion, jti: crypto.randomUUID() };
    await expectSessionExpired(await signed(user.id, base));
    expect((await profileOf(await signed(user.id, { ...base, exp: nowSeconds() + 600 }))).status).toBe(200);
  });

  it("a token without a session id (jti) cannot be logged out, so it is refused", async () => {
    const { user } = await createVerifiedUser();
    await expectSessionExpired(
      await signed(user.id, { role: "user", ver: user.tokenVersion, exp: nowSeconds() + 600 }),
    );
  });
});

describe("session lifetime", () => {
  it("a sign-in token lives 7 days", async () => {
    const { email, password } = await createVerifiedUser();
    const [, payload] = (await loginToken(email, password)).split(".");
    const claims: unknown = JSON.parse(new TextDecoder().decode(base64UrlToBytes(payload ?? "")));
    const { exp, iat } = v.parse(v.object({ exp: v.number(), iat: v.number() }), claims);
    expect(exp - iat).toBe(7 * 86_400);
    expect(Math.abs(iat - nowSeconds())).toBeLessThan(60);
  });
});

describe("POST /api/auth/logout", () => {
  it("ends this session for good: the same token is 401 afterwards, other sessions go on", async () => {
    const { email, password } = await createVerifiedUser();
    const phone = await loginToken(email, password);
    const laptop = await loginToken(email, password);

    const res = await api("/auth/logout", {}, { token: phone });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: LOGGED_OUT });

    await expectSessionExpired(phone);
    expect((await api("/auth/logout", {}, { token: phone })).status).toBe(401);
    expect((await profileOf(laptop)).status).toBe(200);
  });

  it("needs a session", async () => {
    const res = await api("/auth/logout", {});
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: TEXT.unauthorized });
  });

  it("the cron forgets revoked sessions only once their tokens have expired", async () => {
    const expiredJti = `expired-${crypto.randomUUID()}`;
    const liveJti = `live-${crypto.randomUUID()}`;
    await db()
      .insert(revokedSessions)
      .values([
        { jti: expiredJti, expiresAt: nowSeconds() - 5 },
        { jti: liveJti, expiresAt: nowSeconds() + 3600 },
      ]);
    await runScheduledJobs(env);
    const left = async (jti: string) =>
      (await db().query.revokedSessions.findFirst({ where: eq(revokedSessions.jti, jti) })) !== undefined;
    expect(await left(expiredJti)).toBe(false);
    expect(await left(liveJti)).toBe(true);
  });
});

describe("POST /api/auth/logout-all", () => {
  it("ends every session of the user, this one included; signing in again works", async () => {
    const { email, password } = await createVerifiedUser();
    const tokens = [await loginToken(email, password), await loginToken(email, password)];
    const stranger = await createVerifiedUser();

    const res = await api("/auth/logout-all", {}, { token: tokens[0] });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: LOGGED_OUT_EVERYWHERE });

    for (const token of tokens) await expectSessionExpired(token);
    expect((await profileOf(stranger.token)).status).toBe(200);
    expect((await profileOf(await loginToken(email, password))).status).toBe(200);
  });

  it("no device keeps this account's push notifications", async () => {
    const { email, password, user } = await createVerifiedUser();
    const token = await loginToken(email, password);
    const device = await browserSubscription(pushEndpoint());
    expect((await api("/notifications/subscribe", device.json, { token })).status).toBe(200);
    expect((await api("/auth/logout-all", {}, { token })).status).toBe(200);
    expect(await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id))).toEqual(
      [],
    );
  });
});

describe("Cache-Control on API answers", () => {
  it("authenticated answers, sign-in answers with tokens and errors are no-store", async () => {
    const { email, password, token } = await createVerifiedUser();
    const profile = await profileOf(token);
    expect(profile.headers.get("Cache-Control")).toBe("no-store");
    const login = await api("/auth/login", { email, password });
    expect(login.status).toBe(200);
    expect(login.headers.get("Cache-Control")).toBe("no-store");
    const refused = await profileOf("garbage");
    expect(refused.headers.get("Cache-Control")).toBe("no-store");
    expect((await api("/requests/my-bookings", undefined, { token })).headers.get("Cache-Control")).toBe(
      "no-store",
    );
  });
});
