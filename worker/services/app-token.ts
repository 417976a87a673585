import { jwtVerify, SignJWT } from "jose";
import * as v from "valibot";
import { jwtSecret } from "../config";
import type { Env } from "../env";

const TOKEN_LIFETIME = "7d";

const claimsSchema = v.object({
  sub: v.pipe(v.string(), v.regex(/^\d+$/)),
  role: v.picklist(["user", "admin"]),
  ver: v.pipe(v.number(), v.integer()),
});
export type AppTokenClaims = v.InferOutput<typeof claimsSchema>;

export async function signAppToken(
  env: Env,
  user: { id: number; role: "user" | "admin"; tokenVersion: number },
): Promise<string> {
  return new SignJWT({ role: user.role, ver: user.tokenVersion })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(String(user.id))
    .setIssuedAt()
    .setExpirationTime(TOKEN_LIFETIME)
    .sign(jwtSecret(env));
}

/** Verifies signature, algorithm (HS256 only) and expiry; returns null for any bad token. */
export async function verifyAppToken(env: Env, token: string): Promise<AppTokenClaims | null> {
  const secret = jwtSecret(env);
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ["HS256"] });
    const parsed = v.safeParse(claimsSchema, payload);
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}
