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

/** The audience of socket tickets; session tokens have none, so neither passes for the other. */
const SOCKET_AUDIENCE = "socket";
const TICKET_LIFETIME = "60s";

/**
 * A ticket to open a WebSocket (`?ticket=`): browsers cannot send headers on a socket, so a credential
 * goes into its URL, where proxies and consoles may log it. The ticket lives a minute, opens sockets
 * only, and belongs to the session that asked for it (same user, token version and session id).
 */
export async function signSocketTicket(
  env: Env,
  user: { id: number; role: "user" | "admin"; tokenVersion: number },
  sessionId: string,
): Promise<string> {
  return new SignJWT({ role: user.role, ver: user.tokenVersion })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(String(user.id))
    .setJti(sessionId)
    .setAudience(SOCKET_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(TICKET_LIFETIME)
    .sign(jwtSecret(env));
}

/**
 * Verifies signature, algorithm (HS256 only) and expiry, which must be there; null for any bad token.
 * A session token has no audience; a socket ticket (`use: "socket"`) has the socket one.
 */
export async function verifyAppToken(
  env: Env,
  token: string,
  use: "session" | "socket" = "session",
): Promise<AppTokenClaims | null> {
  const secret = jwtSecret(env);
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ["HS256"],
      requiredClaims: ["exp", "jti", "sub"],
      ...(use === "socket" ? { audience: SOCKET_AUDIENCE } : {}),
    });
    if (use === "session" && payload.aud !== undefined) return null;
    const parsed = v.safeParse(claimsSchema, payload);
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}
