import { createExecutionContext, env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { type JWTPayload, SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { app } from "../../worker/app";
import { profiles, users } from "../../worker/db/schema";
import { bytesToBase64Url } from "../../worker/lib/encoding";
import { api, createVerifiedUser, db, nowSeconds, profileOf, setBlocked, TEXT } from "./helpers";

function secret(value = env.JWT_SECRET): Uint8Array {
  if (!value) throw new Error("JWT_SECRET binding missing in the test config");
  return new TextEncoder().encode(value);
}

function claimsFor(user: { id: number; tokenVersion: number }, extra: JWTPayload = {}): JWTPayload {
  return { role: "user", ver: user.tokenVersion, jti: crypto.randomUUID(), ...extra };
}

function base64UrlJson(value: unknown): string {
  return bytesToBase64Url(new TextEncoder().encode(JSON.stringify(value)));
}

async function expectSessionExpired(token: string) {
  const res = await profileOf(token);
  expect(res.status).toBe(401);
  expect(await res.json()).toEqual({ message: TEXT.sessionExpired });
}

describe("bearer tokens on GET /api/auth/profile", () => {
  it("no Authorization header (or a non-Bearer one) is 401", async () => {
    const none = await api("/auth/profile");
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({ message: TEXT.unauthorized });
    const basic = await api("/auth/profile", undefined, { headers: { Authorization: "Basic dXNlcjpwYXNz" } });
    expect(basic.status).toBe(401);
    expect(await basic.json()).toEqual({ message: TEXT.unauthorized });
  });

  it("a garbage token is 401", async () => {
    await expectSessionExpired("garbage");
    await expectSessionExpired("a.b.c");
  });

  it("a token signed with another secret is 401", async () => {
    const { user } = await createVerifiedUser();
    const forged = await new SignJWT(claimsFor(user))
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject(String(user.id))
      .setIssuedAt()
      .setExpirationTime("1h")
      .sign(secret("another-secret-that-is-long-enough-0123456789abcdef"));
    await expectSessionExpired(forged);
  });

  it("an unsigned token (alg none) is 401", async () => {
    const { user } = await createVerifiedUser();
    const header = base64UrlJson({ alg: "none", typ: "JWT" });
    const payload = base64UrlJson({ sub: String(user.id), role: "user", ver: 1, exp: nowSeconds() + 3600 });
    await expectSessionExpired(`${header}.${payload}.`);
  });

  it("HS512 with the right secret is 401: the algorithm is pinned to HS256", async () => {
    const { user } = await createVerifiedUser();
    const token = await new SignJWT(claimsFor(user))
      .setProtectedHeader({ alg: "HS512", typ: "JWT" })
      .setSubject(String(user.id))
      .setIssuedAt()
      .setExpirationTime("1h")
      .sign(secret());
    await expectSessionExpired(token);
  });

  it("a correctly signed HS256 token works (control for the forged ones)", async () => {
    const { user } = await createVerifiedUser();
    const token = await new SignJWT(claimsFor(user))
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject(String(user.id))
      .setIssuedAt()
      .setExpirationTime("1h")
      .sign(secret());
    const res = await profileOf(token);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ user_id: user.id });
  });

  it("an expired token is 401", async () => {
    const { user } = await createVerifiedUser();
    const token = await new SignJWT(claimsFor(user))
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject(String(user.id))
      .setIssuedAt(nowSeconds() - 8 * 86400)
      .setExpirationTime(nowSeconds() - 60)
      .sign(secret());
    await expectSessionExpired(token);
  });

  it("tokens with wrong claims are 401 (unknown user, non-numeric sub, bad role)", async () => {
    const { user } = await createVerifiedUser();
    const sign = (sub: string, extra: JWTPayload) =>
      new SignJWT(claimsFor(user, extra))
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setSubject(sub)
        .setExpirationTime("1h")
        .sign(secret());
    await expectSessionExpired(await sign("999999999", {}));
    await expectSessionExpired(await sign("abc", {}));
    await expectSessionExpired(await sign(String(user.id), { role: "superuser" }));
    await expectSessionExpired(await sign(String(user.id), { ver: "1" }));
  });

  it("a token from before a password change (old token version) is 401", async () => {
    const { user, token } = await createVerifiedUser();
    expect((await profileOf(token)).status).toBe(200);
    await db()
      .update(users)
      .set({ tokenVersion: user.tokenVersion + 1 })
      .where(eq(users.id, user.id));
    await expectSessionExpired(token);
  });

  it("a blocked user's valid token is 403", async () => {
    const { user, token } = await createVerifiedUser();
    await setBlocked(user.id);
    const res = await profileOf(token);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: TEXT.blocked });
  });

  it("a valid token returns the user object of SPEC.md §3", async () => {
    const { user, email, token } = await createVerifiedUser({
      userType: "food_truck_owner",
      firstName: "Piotr",
      lastName: "Wiśniewski",
      company: {
        companyName: "Zapiekanki PW",
        nip: "5260250274",
        streetAddress: "ul. Długa 5",
        postalCode: "80-831",
        city: "Gdańsk",
      },
    });
    await db().insert(profiles).values({
      userId: user.id,
      foodTruckName: "Zapiekanka Express",
      foodTruckDescription: "Zapiekanki z Gdańska",
      baseLocation: "Gdańsk",
      operationRadiusKm: 50,
    });
    const res = await profileOf(token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      user_id: user.id,
      doc_id: String(user.id),
      first_name: "Piotr",
      last_name: "Wiśniewski",
      email,
      phone_number: "+48 600 100 200",
      country_code: "PL",
      user_type: "food_truck_owner",
      role: "user",
      is_blocked: false,
      email_verified: true,
      profile_count: 1,
      company_name: "Zapiekanki PW",
      nip: "5260250274",
      street_address: "ul. Długa 5",
      postal_code: "80-831",
      city: "Gdańsk",
      stripe_account_id: null,
    });
  });

  it("an organizer without company data gets empty strings, not nulls", async () => {
    const { token } = await createVerifiedUser();
    const res = await profileOf(token);
    expect(await res.json()).toMatchObject({
      profile_count: 0,
      company_name: "",
      nip: "",
      street_address: "",
      postal_code: "",
      city: "",
    });
  });

  it("a missing or short JWT_SECRET is a 503 configuration fault, not a silently weak secret", async () => {
    const { token } = await createVerifiedUser();
    for (const JWT_SECRET of [undefined, "short"]) {
      const res = await app.request(
        "/api/auth/profile",
        { headers: { Authorization: `Bearer ${token}` } },
        { ...env, JWT_SECRET },
        createExecutionContext(),
      );
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({
        message: "Serwer jest nieprawidłowo skonfigurowany. Skontaktuj się z administratorem.",
      });
    }
  });
});
