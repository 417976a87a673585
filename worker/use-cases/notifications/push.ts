import { eq, sql } from "drizzle-orm";
import * as v from "valibot";
import type { PushNotification } from "../../adapters/push";
import type { Db } from "../../db/client";
import { insertFrom } from "../../db/insert-where";
import { outbox, pushSubscriptions } from "../../db/schema";
import type { UseCaseContext } from "../context";
import { dispatchPushes, type IfUserDeleted } from "./outbox";

export type { PushNotification } from "../../adapters/push";

/** A push payload must fit one 4 KB record once encrypted; these keep it far below, Polish letters included. */
export const PUSH_TEXT_LIMITS = { title: 120, body: 300 } as const;

/** Cuts by characters (not UTF-16 units, so an emoji is never split) and marks the cut. */
function clip(text: string, max: number): string {
  const characters = Array.from(text);
  return characters.length <= max ? text : `${characters.slice(0, max - 1).join("")}…`;
}

/**
 * What a "push" outbox row holds. The subscription is named by id, user and endpoint and read again at
 * delivery, so a device that unsubscribed or passed to another account in the meantime gets nothing.
 */
export const pushPayloadSchema = v.object({
  subscriptionId: v.number(),
  userId: v.number(),
  endpoint: v.string(),
  notification: v.object({ title: v.string(), body: v.string(), conversationId: v.number() }),
});

/**
 * One "push" outbox row per subscription the user has when the statement runs (none without one): a
 * statement to put in the same D1 batch as the change it reports. Hand the returned ids to `dispatchPushes`.
 * `ifUserDeleted` patches `notification` if the user it shows deletes their account first.
 */
export function pushOutboxInsert(
  db: Db,
  userId: number,
  notification: PushNotification,
  ifUserDeleted?: IfUserDeleted,
) {
  const shown = JSON.stringify({
    title: clip(notification.title, PUSH_TEXT_LIMITS.title),
    body: clip(notification.body, PUSH_TEXT_LIMITS.body),
    conversationId: notification.conversationId,
  });
  const marker = ifUserDeleted ? sql`, 'ifUserDeleted', json(${JSON.stringify(ifUserDeleted)})` : sql``;
  const payloadJson = sql`json_object('subscriptionId', ${pushSubscriptions.id}, 'userId', ${pushSubscriptions.userId}, 'endpoint', ${pushSubscriptions.endpoint}, 'notification', json(${shown})${marker})`;
  return insertFrom(
    db,
    outbox,
    { kind: "push", payloadJson },
    pushSubscriptions,
    eq(pushSubscriptions.userId, userId),
  ).returning({ id: outbox.id });
}

/**
 * Queues a Web Push to every device of `userId` (for a recipient who is not connected): writes the outbox
 * rows, then hands them to the push queue after the answer. Returns the outbox ids (empty without devices).
 */
export async function queuePushNotification(
  ctx: UseCaseContext,
  userId: number,
  notification: PushNotification,
  ifUserDeleted?: IfUserDeleted,
): Promise<number[]> {
  const rows = await pushOutboxInsert(ctx.db, userId, notification, ifUserDeleted);
  const ids = rows.map((row) => row.id);
  if (ids.length > 0) ctx.defer(dispatchPushes(ctx.env, ids));
  return ids;
}
