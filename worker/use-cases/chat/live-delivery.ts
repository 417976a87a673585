import { getServerByName } from "partyserver";
import type { Env } from "../../env";
import type { ServerEvent } from "../../schemas/realtime-protocol";

/**
 * Real-time delivery through the Durable Objects. A failure to reach one is logged and counted as "not
 * delivered": the message is already stored, and an offline path (push, e-mail) still tells the user.
 */
async function delivered(what: string, call: () => Promise<number>): Promise<number> {
  try {
    return await call();
  } catch (error) {
    console.error(`live delivery to ${what} failed`, error);
    return 0;
  }
}

/** To every open tab of the user (their UserHub); how many tabs got it. */
export function deliverToUser(env: Env, userId: number, event: ServerEvent): Promise<number> {
  return delivered(`user ${userId}`, async () => {
    const hub = await getServerByName(env.UserHub, String(userId));
    return hub.deliver(event);
  });
}

/** To every socket that has the conversation open (its ConversationRoom). */
export function broadcastToConversation(
  env: Env,
  conversationId: number,
  event: ServerEvent,
): Promise<number> {
  return delivered(`conversation ${conversationId}`, async () => {
    const room = await getServerByName(env.ConversationRoom, String(conversationId));
    return room.broadcastEvent(event);
  });
}

/**
 * Closes every socket of the user: their UserHub's, and theirs in each of `conversationIds` (read before
 * a deletion removes the user's participations). How many were open.
 */
export async function closeUserSockets(
  env: Env,
  userId: number,
  conversationIds: readonly number[],
  reason: string,
): Promise<number> {
  const counts = await Promise.all([
    delivered(`user ${userId} (closing)`, async () => {
      const hub = await getServerByName(env.UserHub, String(userId));
      return hub.closeAll(reason);
    }),
    ...conversationIds.map((id) =>
      delivered(`conversation ${id} (closing user ${userId})`, async () => {
        const room = await getServerByName(env.ConversationRoom, String(id));
        return room.closeUser(userId, reason);
      }),
    ),
  ]);
  return counts.reduce((sum, count) => sum + count, 0);
}
