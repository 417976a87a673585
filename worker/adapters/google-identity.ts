import { createRemoteJWKSet, jwtVerify } from "jose";
import * as v from "valibot";
import type { Env } from "../env";

const GOOGLE_ISSUERS = ["https://accounts.google.com", "accounts.google.com"];

const googleClaimsSchema = v.object({
  sub: v.pipe(v.string(), v.nonEmpty()),
  email: v.pipe(v.string(), v.email()),
  email_verified: v.literal(true),
  given_name: v.optional(v.string(), ""),
  family_name: v.optional(v.string(), ""),
});
export type GoogleIdentity = v.InferOutput<typeof googleClaimsSchema>;

const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

function keySetFor(url: string) {
  let keySet = keySets.get(url);
  if (!keySet) {
    keySet = createRemoteJWKSet(new URL(url));
    keySets.set(url, keySet);
  }
  return keySet;
}

export function googleSignInEnabled(env: Env): env is Env & { GOOGLE_CLIENT_ID: string } {
  return Boolean(env.GOOGLE_CLIENT_ID);
}

/** Verifies a Google ID token (signature by Google's JWKS, issuer, audience, expiry, verified e-mail). */
export async function verifyGoogleCredential(env: Env & { GOOGLE_CLIENT_ID: string }, credential: string) {
  try {
    const { payload } = await jwtVerify(credential, keySetFor(env.GOOGLE_JWKS_URL), {
      issuer: GOOGLE_ISSUERS,
      audience: env.GOOGLE_CLIENT_ID,
      algorithms: ["RS256"],
    });
    const parsed = v.safeParse(googleClaimsSchema, payload);
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}
