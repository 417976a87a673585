import { and, desc, eq, notInArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { pushSubscriptions } from "../../db/schema";
import { ApiError } from "../../lib/errors";
import { nowSeconds } from "../../lib/time";
import { NOTIFICATION_TEXTS, type PushSubscriptionInput } from "../../schemas/notifications";

/** Devices kept per user: each message fans out to all of them, so old ones are dropped beyond this. */
export const MAX_PUSH_SUBSCRIPTIONS_PER_USER = 10;

/**
 * Stores a browser's subscription for the user. An endpoint is one browser profile, so when it comes again
 * (a retry, new keys, or another account signing in on that browser) the row moves to this user with the
 * new keys; the user's oldest devices beyond the limit are forgotten.
 */
export async function subscribePush(db: Db, userId: number, input: PushSubscriptionInput): Promise<void> {
  const keys = { p256dh: input.keys.p256dh, auth: input.keys.auth };
  const newest = db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
    .limit(MAX_PUSH_SUBSCRIPTIONS_PER_USER);
  await db.batch([
    db
      .insert(pushSubscriptions)
      .values({ userId, endpoint: input.endpoint, ...keys })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId, ...keys, createdAt: nowSeconds() },
      }),
    db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, newest))),
  ]);
}

/** Forgets one of the user's own subscriptions; someone else's endpoint, or an unknown one, is a 404. */
export async function unsubscribePush(db: Db, userId: number, endpoint: string): Promise<void> {
  const deleted = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  if (deleted.length === 0) throw new ApiError(404, NOTIFICATION_TEXTS.notFound);
}
