import { createExecutionContext, env, SELF } from "cloudflare:test";
import { exportJWK, generateKeyPair, type JWK, type JWTPayload, SignJWT } from "jose";
import { afterEach, beforeAll, describe, expect, it, type MockInstance, vi } from "vitest";
import { app } from "../../worker/app";
import type { Env } from "../../worker/env";
import {
  createVerifiedUser,
  findUser,
  getUser,
  login,
  nowSeconds,
  profileOf,
  readJson,
  sessionSchema,
  setBlocked,
  TEXT,
  uniqueEmail,
  uniqueIp,
} from "./helpers";

const CLIENT_ID = "test-client-id.apps.googleusercontent.com";
const KID = "test-key-1";

type SigningKey = Awaited<ReturnType<typeof generateKeyPair>>["privateKey"];
let googleKey: SigningKey;
let strangerKey: SigningKey;
let jwks: { keys: JWK[] };

beforeAll(async () => {
  const google = await generateKeyPair("RS256", { extractable: true });
  const stranger = await generateKeyPair("RS256", { extractable: true });
  googleKey = google.privateKey;
  strangerKey = stranger.privateKey;
  jwks = { keys: [{ ...(await exportJWK(google.publicKey)), kid: KID, alg: "RS256", use: "sig" }] };
});

let fetchSpy: MockInstance<typeof fetch> | undefined;
afterEach(() => {
  fetchSpy?.mockRestore();
  fetchSpy = undefined;
});

function requestUrl(input: RequestInfo | URL): string {
  return input instanceof Request ? input.url : String(input);
}

/** Serves the JWKS at `url` only; anything else the Worker fetches goes to the real fetch. */
function serveJwks(url: string): MockInstance<typeof fetch> {
  const realFetch = globalThis.fetch;
  fetchSpy = vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
    if (requestUrl(input) === url) return Promise.resolve(Response.json(jwks));
    return realFetch(input, init);
  });
  return fetchSpy;
}

function jwksRequests(spy: MockInstance<typeof fetch>): string[] {
  return spy.mock.calls.map(([input]) => requestUrl(input));
}

interface TokenOptions {
  key?: SigningKey;
  issuer?: string;
  audience?: string;
  expiresAt?: number;
}

function idToken(claims: JWTPayload, options: TokenOptions = {}): Promise<string> {
  return new SignJWT({ email_verified: true, given_name: "Gosia", family_name: "Zielińska", ...claims })
    .setProtectedHeader({ alg: "RS256", kid: KID, typ: "JWT" })
    .setIssuer(options.issuer ?? "https://accounts.google.com")
    .setAudience(options.audience ?? CLIENT_ID)
    .setSubject(typeof claims.sub === "string" ? claims.sub : `google-${crypto.randomUUID()}`)
    .setIssuedAt(nowSeconds() - 60)
    .setExpirationTime(options.expiresAt ?? nowSeconds() + 3600)
    .sign(options.key ?? googleKey);
}

let jwksCounter = 0;
/**
 * Calls the app with its own JWKS URL per test: the Worker caches a key set per URL, so a fresh URL makes
 * every test fetch the keys itself (and lets it check that exactly that URL was requested).
 */
function googleLogin(body: Record<string, unknown>, overrides: Partial<Env> = {}) {
  jwksCounter += 1;
  const jwksUrl = `https://jwks.test/${jwksCounter}-${crypto.randomUUID()}/certs`;
  const spy = serveJwks(jwksUrl);
  const testEnv: Env = { ...env, GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: jwksUrl, ...overrides };
  const response = app.request(
    "/api/auth/google-login",
    {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": uniqueIp() },
      body: JSON.stringify(body),
    },
    testEnv,
    createExecutionContext(),
  );
  return { response, spy, jwksUrl };
}

async function expectRefused(credential: string, { keysFetched = true } = {}) {
  const { response, spy, jwksUrl } = googleLogin({ credential, user_type: "organizer" });
  const res = await response;
  expect(res.status).toBe(401);
  expect(await res.json()).toEqual({ message: TEXT.googleInvalid });
  expect(new Set(jwksRequests(spy))).toEqual(new Set(keysFetched ? [jwksUrl] : []));
}

describe("POST /api/auth/google-login", () => {
  it("is 404 with a Polish message when GOOGLE_CLIENT_ID is not configured", async () => {
    const { response, spy } = googleLogin(
      { credential: await idToken({ email: uniqueEmail() }), user_type: "organizer" },
      { GOOGLE_CLIENT_ID: undefined },
    );
    const res = await response;
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: TEXT.googleDisabled });
    expect(spy).not.toHaveBeenCalled();
  });

  it("through the real entry: a new user with user_type is created verified (201), keys from GOOGLE_JWKS_URL", async () => {
    expect(env.GOOGLE_JWKS_URL).toBe("https://jwks.test/certs");
    const spy = serveJwks(env.GOOGLE_JWKS_URL);
    const email = uniqueEmail("google");
    const res = await SELF.fetch("http://localhost/api/auth/google-login", {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": uniqueIp() },
      body: JSON.stringify({
        credential: await idToken({ email, sub: "google-self-entry" }),
        user_type: "organizer",
      }),
    });
    expect(res.status).toBe(201);
    expect(jwksRequests(spy)).toEqual(["https://jwks.test/certs"]);
    const session = await readJson(res, sessionSchema);
    expect(session.redirect).toBe("/dashboard");
    expect(session.user).toMatchObject({ email, user_type: "organizer", email_verified: true });
  });

  it("a new user without user_type is 400 user_type_required and nothing is created", async () => {
    const email = uniqueEmail("google");
    const { response, spy, jwksUrl } = googleLogin({ credential: await idToken({ email }) });
    const res = await response;
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: TEXT.googleNeedsType, code: "user_type_required" });
    expect(jwksRequests(spy)).toEqual([jwksUrl]);
    expect(await findUser(email)).toBeUndefined();
  });

  it("a new user with user_type is created verified, with names from the token, and can sign in again", async () => {
    const email = uniqueEmail("google");
    const sub = `google-${crypto.randomUUID()}`;
    const credential = await idToken({ email: email.toUpperCase(), sub });
    const { response } = googleLogin({ credential, user_type: "food_truck_owner" });
    const res = await response;
    expect(res.status).toBe(201);
    const session = await readJson(res, sessionSchema);
    expect(session.user).toMatchObject({
      email,
      first_name: "Gosia",
      last_name: "Zielińska",
      user_type: "food_truck_owner",
      email_verified: true,
    });
    expect((await profileOf(session.token)).status).toBe(200);
    const stored = await findUser(email);
    expect(stored?.googleSub).toBe(sub);
    expect(stored?.passwordHash).toBeNull();
    expect(stored?.emailVerifiedAt).not.toBeNull();

    const second = await googleLogin({ credential: await idToken({ email, sub }) }).response;
    expect(second.status).toBe(200);
    expect((await readJson(second, sessionSchema)).user.user_id).toBe(stored?.id);
  });

  it("an existing e-mail account is linked (200) and verified", async () => {
    const { user, email } = await createVerifiedUser({ verified: false });
    const sub = `google-${crypto.randomUUID()}`;
    const res = await googleLogin({ credential: await idToken({ email, sub }) }).response;
    expect(res.status).toBe(200);
    const session = await readJson(res, sessionSchema);
    expect(session.user).toMatchObject({ user_id: user.id, email, email_verified: true, first_name: "Jan" });
    const linked = await getUser(user.id);
    expect(linked.googleSub).toBe(sub);
    expect(linked.emailVerifiedAt).not.toBeNull();
    expect(linked.passwordHash).toBeNull();
  });

  // Account pre-hijacking: someone registers the victim's address with their own password (never verified);
  // when the victim later signs in with Google, the account is linked and marked verified, and the
  // stranger's password now opens it. Linking must not keep a password nobody proved.
  it("linking Google to an unverified account voids the unproven password", async () => {
    const strangersPassword = "Haslo-Intruza-1";
    const { email } = await createVerifiedUser({ verified: false, password: strangersPassword });
    const res = await googleLogin({ credential: await idToken({ email }) }).response;
    expect(res.status).toBe(200);
    expect((await login(email, strangersPassword)).status).toBe(401);
  });

  it("an account already linked to another Google identity is 401", async () => {
    const { email } = await createVerifiedUser({ googleSub: `google-${crypto.randomUUID()}` });
    await expectRefused(await idToken({ email, sub: `google-${crypto.randomUUID()}` }));
  });

  it("a blocked linked account is 403", async () => {
    const { user, email } = await createVerifiedUser();
    await setBlocked(user.id);
    const res = await googleLogin({ credential: await idToken({ email }) }).response;
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: TEXT.blocked });
  });

  it("the bare issuer accounts.google.com is accepted too", async () => {
    const email = uniqueEmail("google");
    const res = await googleLogin({
      credential: await idToken({ email }, { issuer: "accounts.google.com" }),
      user_type: "organizer",
    }).response;
    expect(res.status).toBe(201);
  });

  describe("refuses (401) and creates nobody", () => {
    it.each<[string, (email: string) => Promise<string>]>([
      [
        "wrong audience",
        (email) => idToken({ email }, { audience: "someone-else.apps.googleusercontent.com" }),
      ],
      ["wrong issuer", (email) => idToken({ email }, { issuer: "https://evil.example.com" })],
      ["email_verified false", (email) => idToken({ email, email_verified: false })],
      ["email_verified missing", (email) => idToken({ email, email_verified: undefined })],
      ["expired", (email) => idToken({ email }, { expiresAt: nowSeconds() - 600 })],
      ["signed by another key", (email) => idToken({ email }, { key: strangerKey })],
      ["no e-mail claim", () => idToken({})],
    ])("%s", async (_name, makeToken) => {
      const email = uniqueEmail("google");
      await expectRefused(await makeToken(email));
      expect(await findUser(email)).toBeUndefined();
    });

    it("a credential that is not a JWT", async () => {
      await expectRefused("not-a-jwt", { keysFetched: false });
    });
  });

  it("a missing credential is 400", async () => {
    const res = await googleLogin({ user_type: "organizer", credential: "" }).response;
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: "Brak danych logowania Google.", field: "credential" });
  });
});
