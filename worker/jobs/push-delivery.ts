import { and, eq } from "drizzle-orm";
import * as v from "valibot";
import { AddressRefusedError } from "../adapters/guarded-fetch";
import type { PushSender } from "../adapters/push";
import type { Db } from "../db/client";
import { pushSubscriptions } from "../db/schema";
import { pushEndpointProblem } from "../lib/push-services";
import { pushPayloadSchema } from "../use-cases/notifications/push";

/** What became of one push row: what stays of it for the record, and a note for admins if not delivered. */
export interface PushDelivery {
  record: { subscriptionId: number; userId: number; conversationId: number };
  note: string | null;
}

/**
 * Sends one "push" outbox row. The subscription is read again: one the user dropped (or that passed to
 * another account) gets nothing; one the push service reports gone (404/410) is deleted. Both end the
 * row without a retry. A stored endpoint that is not a browser push service (saved before the host list
 * existed) is never contacted: the subscription is deleted and the row fails for good. Any other failure
 * throws, so the outbox retries it.
 */
export async function deliverPushRow(db: Db, sender: PushSender, payloadJson: string): Promise<PushDelivery> {
  const payload = v.parse(pushPayloadSchema, JSON.parse(payloadJson));
  // The message text is not kept once handled: only who and which conversation stay.
  const record = {
    subscriptionId: payload.subscriptionId,
    userId: payload.userId,
    conversationId: payload.notification.conversationId,
  };
  const same = and(
    eq(pushSubscriptions.id, payload.subscriptionId),
    eq(pushSubscriptions.userId, payload.userId),
    eq(pushSubscriptions.endpoint, payload.endpoint),
  );
  const target = await db.query.pushSubscriptions.findFirst({ where: same });
  if (!target) return { record, note: "Subscription no longer belongs to the user: nothing sent" };
  const problem = pushEndpointProblem(target.endpoint);
  if (problem) {
    await db.delete(pushSubscriptions).where(same);
    throw new AddressRefusedError(`Stored push endpoint refused (${problem}): subscription deleted`);
  }
  const outcome = await sender.send(target, payload.notification);
  if (outcome === "delivered") return { record, note: null };
  await db.delete(pushSubscriptions).where(same);
  return { record, note: "Push service says the subscription is gone (404/410): subscription deleted" };
}
