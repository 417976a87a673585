import type { Env, SocketScope } from "../../env";
import { logError } from "../../lib/log";
import type { ServerEvent } from "../../schemas/realtime-protocol";
import type { UseCaseContext } from "../context";
import { roomsWithSocketsOf } from "./room-presence";

/**
 * The objects are reached by name with a plain RPC stub, not partyserver's getServerByName: that first
 * stores the name in the object (a storage write on every call), which these methods do not need (the
 * runtime gives the object its name) and which, between two hubs calling each other, only adds waiting.
 *
 * Real-time delivery through the Durable Objects. A failure to reach one is logged and counted as "not
 * delivered": the message is already stored, and an offline path (push, e-mail) still tells the user.
 */
async function delivered(what: string, call: () => Promise<number>): Promise<number> {
  try {
    return await call();
  } catch (error) {
    logError("live delivery failed", error, { to: what });
    return 0;
  }
}

/** To every open tab of the user (their UserHub); how many tabs got it. */
export function deliverToUser(env: Env, userId: number, event: ServerEvent): Promise<number> {
  return delivered(`user ${userId}`, async () => {
    return env.UserHub.getByName(String(userId)).deliver(event);
  });
}

/**
 * Tells the users' open tabs that their bookings or events changed, after the answer is sent; an offline
 * user simply loads the fresh list on the next visit.
 */
export function tellDashboards(
  ctx: UseCaseContext,
  userIds: readonly (number | null | undefined)[],
  what: "bookings" | "events",
): void {
  for (const userId of new Set(userIds)) {
    if (userId) ctx.defer(deliverToUser(ctx.env, userId, { type: "dashboard_changed", what }));
  }
}

/** To every socket that has the conversation open (its ConversationRoom). */
export function broadcastToConversation(
  env: Env,
  conversationId: number,
  event: ServerEvent,
): Promise<number> {
  return delivered(`conversation ${conversationId}`, async () => {
    return env.ConversationRoom.getByName(String(conversationId)).broadcastEvent(event);
  });
}

/**
 * Asks one hub to close sockets, a second time if the first call fails (a Durable Object being moved): a
 * socket left open after its session ended would go on receiving. A hub still unreachable is logged as
 * the fault it is; the socket is refused anyway on its next reconnect.
 */
async function closedIn(what: string, call: () => Promise<number>): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      if (attempt >= 2) {
        logError("closing the sockets of an ended session failed", error, { in: what });
        return 0;
      }
    }
  }
}

/**
 * Closes the sockets in `scope`: in the user's UserHub, and theirs in each of `conversationIds` (the rooms
 * where they have sockets; for a deletion, read before it removes the user's rows). How many were open.
 */
export async function closeUserSockets(
  env: Env,
  scope: SocketScope,
  conversationIds: readonly number[],
  reason: string,
): Promise<number> {
  const counts = await Promise.all([
    closedIn(`user hub ${scope.userId}`, async () => {
      return env.UserHub.getByName(String(scope.userId)).closeSockets(scope, reason);
    }),
    ...conversationIds.map((id) =>
      closedIn(`conversation room ${id}`, async () => {
        return env.ConversationRoom.getByName(String(id)).closeSockets(scope, reason);
      }),
    ),
  ]);
  return counts.reduce((sum, count) => sum + count, 0);
}

/**
 * A session (or every session of the user) has ended: its sockets close now, in the user's hub and in
 * every conversation room where they have one open (room_presence), so a tab opened before the logout,
 * the password change or the block receives nothing more and cannot ring anyone. Called after the change
 * has committed: a socket opened since is refused at the door, and one already past the door is closed by
 * its hub, which checks its session again once it is in (party/hub-socket.ts). How many were open.
 */
export async function endLiveConnections(
  ctx: Pick<UseCaseContext, "env" | "db">,
  scope: SocketScope,
  reason: string,
): Promise<number> {
  return closeUserSockets(ctx.env, scope, await roomsWithSocketsOf(ctx.db, scope.userId), reason);
}
