import { and, eq } from "drizzle-orm";
import type { Context } from "hono";
import { routePartykitRequest } from "partyserver";
import type { AppEnv } from "../app-env";
import { getDb } from "../db/client";
import { conversationParticipants } from "../db/schema";
import { ApiError, MESSAGES } from "../lib/errors";
import { userFromBearer } from "./guards";

const PARTY_PATH = /^\/parties\/(user-hub|conversation-room)\/[^/]+$/;

/**
 * WebSockets to the Durable Objects (`/parties/user-hub/{userId}`, `/parties/conversation-room/{id}`).
 * Browsers cannot set headers on a WebSocket, so the JWT comes as `?token=`; it is checked here, before
 * the socket reaches the object. Plain HTTP to a party is refused: only the Worker talks to them that way.
 */
export async function handlePartyRequest(c: Context<AppEnv>): Promise<Response> {
  if (c.req.header("Upgrade")?.toLowerCase() !== "websocket" || !PARTY_PATH.test(c.req.path)) {
    throw new ApiError(404, MESSAGES.notFound);
  }
  const response = await routePartykitRequest(c.req.raw, c.env, {
    onBeforeConnect: async (request, lobby) => {
      try {
        const token = new URL(request.url).searchParams.get("token") ?? "";
        const user = await userFromBearer(c.env, `Bearer ${token}`);
        if (lobby.className === "UserHub") {
          if (lobby.name !== String(user.id)) return new Response(MESSAGES.forbidden, { status: 403 });
          return;
        }
        if (lobby.className === "ConversationRoom") {
          const participant = await getDb(c.env.DB).query.conversationParticipants.findFirst({
            where: and(
              eq(conversationParticipants.conversationId, Number(lobby.name)),
              eq(conversationParticipants.userId, user.id),
            ),
          });
          if (!participant) return new Response(MESSAGES.forbidden, { status: 403 });
          return;
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
