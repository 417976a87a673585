import type { Context } from "hono";
import type { AppEnv } from "../app-env";
import { isDevelopment } from "../config";
import { ApiError, MESSAGES } from "../lib/errors";
import { isConversationParticipant, sessionFromSocketTicket } from "../permissions";
import {
  SOCKET_SESSION_HEADER,
  SOCKET_TOKEN_VERSION_HEADER,
  SOCKET_USER_HEADER,
} from "../schemas/realtime-protocol";

/**
 * A hub is named by the canonical form of its id only (`/conversation-room/2`, never `02`, `2.0` or `%32`):
 * each name is its own Durable Object, so any other spelling would open a new, empty room.
 */
const PARTY_PATH = /^\/parties\/(user-hub|conversation-room)\/([1-9]\d{0,9})$/;

/**
 * Browsers send Origin with every WebSocket handshake and let any site open one to us: only the app's own
 * pages may, so another site cannot ride on a token it got hold of (cross-site WebSocket hijacking).
 */
function isAppOrigin(c: Context<AppEnv>, origin: string | undefined): boolean {
  if (!origin || !URL.canParse(origin)) return false;
  const { origin: normalized, hostname } = new URL(origin);
  if (normalized === new URL(c.req.url).origin || normalized === new URL(c.env.APP_URL).origin) return true;
  // `npm run dev:web` serves the SPA from Vite on another local port.
  return isDevelopment(c.env) && (hostname === "localhost" || hostname === "127.0.0.1");
}

/** A socket's party from its path as sent (not decoded): the hub namespace and the name of the object in it. */
function partyOf(c: Context<AppEnv>): { party: "user-hub" | "conversation-room"; name: string } | null {
  const match = PARTY_PATH.exec(new URL(c.req.url).pathname);
  if (!match?.[1] || !match[2]) return null;
  return { party: match[1] === "user-hub" ? "user-hub" : "conversation-room", name: match[2] };
}

/**
 * The socket's request as its hub receives it, or the refusal: the ticket must be unused and the user's,
 * a user hub takes only its user, and a conversation room only its participants (permissions.ts). The hub
 * learns whose socket it is, and which session opened it, from headers set here, never taken from the
 * client: it checks that session again once the socket is in (one may end meanwhile), and a logout, a
 * password change, a block or a deletion closes exactly those sockets.
 */
async function admitted(c: Context<AppEnv>, party: "user-hub" | "conversation-room", name: string) {
  try {
    const ticket = new URL(c.req.url).searchParams.get("ticket") ?? "";
    const { user, session } = await sessionFromSocketTicket(c.env, c.var.db, ticket);
    const allowed =
      party === "user-hub"
        ? name === String(user.id)
        : await isConversationParticipant(c.var.db, Number(name), user.id);
    if (!allowed) return new Response(MESSAGES.forbidden, { status: 403 });
    const forwarded = new Request(c.req.raw);
    forwarded.headers.set(SOCKET_USER_HEADER, String(user.id));
    forwarded.headers.set(SOCKET_SESSION_HEADER, session.jti);
    forwarded.headers.set(SOCKET_TOKEN_VERSION_HEADER, String(user.tokenVersion));
    return forwarded;
  } catch (error) {
    const status = error instanceof ApiError ? error.status : 401;
    return new Response(error instanceof ApiError ? error.message : MESSAGES.unauthorized, { status });
  }
}

/**
 * WebSockets to the hubs (`/parties/user-hub/{userId}`, `/parties/conversation-room/{id}`): Durable
 * Objects on Cloudflare, in-process hubs on Bun and Deno, reached alike through their namespace in `c.env`.
 * Browsers cannot set headers on a WebSocket, so a one-minute, single-use socket ticket comes as `?ticket=`
 * (POST /api/realtime/ticket; never the session token, which URLs would leak); it is checked here, before
 * the socket reaches its hub. Plain HTTP to a party is refused: only the Worker talks to hubs that way.
 */
export async function handlePartyRequest(c: Context<AppEnv>): Promise<Response> {
  const target = partyOf(c);
  if (c.req.header("Upgrade")?.toLowerCase() !== "websocket" || !target) {
    throw new ApiError(404, MESSAGES.notFound);
  }
  if (!isAppOrigin(c, c.req.header("Origin"))) return new Response(MESSAGES.forbidden, { status: 403 });
  const request = await admitted(c, target.party, target.name);
  if (request instanceof Response) return request;
  const namespace = target.party === "user-hub" ? c.env.UserHub : c.env.ConversationRoom;
  return namespace.getByName(target.name).fetch(request);
}
