import { and, eq } from "drizzle-orm";
import type { Context } from "hono";
import { routePartykitRequest } from "partyserver";
import type { AppEnv } from "../app-env";
import { isDevelopment } from "../config";
import { conversationParticipants } from "../db/schema";
import { ApiError, MESSAGES } from "../lib/errors";
import { sessionFromSocketTicket } from "../permissions";
import { SOCKET_USER_HEADER } from "../schemas/realtime-protocol";

const PARTY_PATH = /^\/parties\/(user-hub|conversation-room)\/[^/]+$/;

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

/**
 * WebSockets to the Durable Objects (`/parties/user-hub/{userId}`, `/parties/conversation-room/{id}`).
 * Browsers cannot set headers on a WebSocket, so a one-minute socket ticket comes as `?ticket=` (POST
 * /api/realtime/ticket; never the session token, which URLs would leak); it is checked here, before the
 * socket reaches the object. Plain HTTP to a party is refused: only the Worker talks to them that way.
 */
export async function handlePartyRequest(c: Context<AppEnv>): Promise<Response> {
  if (c.req.header("Upgrade")?.toLowerCase() !== "websocket" || !PARTY_PATH.test(c.req.path)) {
    throw new ApiError(404, MESSAGES.notFound);
  }
  if (!isAppOrigin(c, c.req.header("Origin"))) return new Response(MESSAGES.forbidden, { status: 403 });
  const response = await routePartykitRequest(c.req.raw, c.env, {
    onBeforeConnect: async (request, lobby) => {
      try {
        const ticket = new URL(request.url).searchParams.get("ticket") ?? "";
        const { user } = await sessionFromSocketTicket(c.env, c.var.db, ticket);
        if (lobby.className === "UserHub") {
          if (lobby.name !== String(user.id)) return new Response(MESSAGES.forbidden, { status: 403 });
          return;
        }
        if (lobby.className === "ConversationRoom") {
          const participant = await c.var.db.query.conversationParticipants.findFirst({
            where: and(
              eq(conversationParticipants.conversationId, Number(lobby.name)),
              eq(conversationParticipants.userId, user.id),
            ),
          });
          if (!participant) return new Response(MESSAGES.forbidden, { status: 403 });
          // The room learns whose socket this is (set here, never taken from the client), so it can close
          // a blocked or deleted user's sockets.
          const forwarded = new Request(request);
          forwarded.headers.set(SOCKET_USER_HEADER, String(user.id));
          return forwarded;
        }
        return new Response(MESSAGES.notFound, { status: 404 });
      } catch (error) {
        const status = error instanceof ApiError ? error.status : 401;
        return new Response(error instanceof ApiError ? error.message : MESSAGES.unauthorized, { status });
      }
    },
  });
  if (!response) throw new ApiError(404, MESSAGES.notFound);
  return response;
}
