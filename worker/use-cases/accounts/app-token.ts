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

const ticketClaimsSchema = v.object({
  ...claimsSchema.entries,
  /** The ticket's own id: a ticket opens one socket (routes/parties.ts spends it). */
  tid: v.pipe(v.string(), v.regex(/^[\w-]{16,64}$/)),
});
export type SocketTicketClaims = v.InferOutput<typeof ticketClaimsSchema>;

/**
 * A ticket to open one WebSocket (`?ticket=`): browsers cannot send headers on a socket, so a credential
 * goes into its URL, where proxies and consoles may log it. The ticket lives a minute, opens one socket
 * only, and belongs to the session that asked for it (same user, token version and session id as `jti`).
 */
export async function signSocketTicket(
  env: Env,
  user: { id: number; role: "user" | "admin"; tokenVersion: number },
  sessionId: string,
): Promise<string> {
  return new SignJWT({ role: user.role, ver: user.tokenVersion, tid: randomToken(18) })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(String(user.id))
    .setJti(sessionId)
    .setAudience(SOCKET_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(TICKET_LIFETIME)
    .sign(jwtSecret(env));
}

/**
 * Signature, algorithm (HS256 only) and expiry, which must be there; the payload, or null. A missing or
 * weak secret is the server's fault (jwtSecret throws), not the token's.
 */
async function verifiedPayload(env: Env, token: string, audience?: string): Promise<unknown> {
  const secret = jwtSecret(env);
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ["HS256"],
      requiredClaims: ["exp", "jti", "sub"],
      ...(audience === undefined ? {} : { audience }),
    });
    return payload;
  } catch {
    return null;
  }
}

/** A session token's claims, or null for any bad token (a socket ticket has an audience: not one). */
export async function verifyAppToken(env: Env, token: string): Promise<AppTokenClaims | null> {
  const payload = await verifiedPayload(env, token);
  if (payload === null || (typeof payload === "object" && "aud" in payload)) return null;
  const parsed = v.safeParse(claimsSchema, payload);
  return parsed.success ? parsed.output : null;
}

/** A socket ticket's claims, or null for any bad ticket (a session token has no audience: not one). */
export async function verifySocketTicket(env: Env, ticket: string): Promise<SocketTicketClaims | null> {
  const parsed = v.safeParse(ticketClaimsSchema, await verifiedPayload(env, ticket, SOCKET_AUDIENCE));
  return parsed.success ? parsed.output : null;
}
