import { jwtVerify, SignJWT } from "jose";
import * as v from "valibot";
import { jwtSecret } from "../../config";
import type { Env } from "../../env";
import { randomToken } from "../../lib/encoding";

const TOKEN_LIFETIME = "7d";

const claimsSchema = v.object({
  sub: v.pipe(v.string(), v.regex(/^\d{1,10}$/)),
  role: v.picklist(["user", "admin"]),
  ver: v.pipe(v.number(), v.integer()),
  /** The session's id: logout puts it on the deny list until `exp`. */
  jti: v.pipe(v.string(), v.regex(/^[\w-]{16,64}$/)),
  exp: v.pipe(v.number(), v.integer()),
});
export type AppTokenClaims = v.InferOutput<typeof claimsSchema>;

export async function signAppToken(
  env: Env,
  user: { id: number; role: "user" | "admin"; tokenVersion: number },
): Promise<string> {
  return new SignJWT({ role: user.role, ver: user.tokenVersion })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(String(user.id))
    .setJti(randomToken(18))
    .setIssuedAt()
    .setExpirationTime(TOKEN_LIFETIME)
    .sign(jwtSecret(env));
}

/** Verifies signature, algorithm (HS256 only) and expiry, which must be there; null for any bad token. */
export async function verifyAppToken(env: Env, token: string): Promise<AppTokenClaims | null> {
  const secret = jwtSecret(env);
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ["HS256"],
      requiredClaims: ["exp", "jti", "sub"],
    });
    const parsed = v.safeParse(claimsSchema, payload);
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}
