import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { conversationParticipants, messages } from "../../db/schema";

/**
 * The user has seen the conversation up to `messageId`. The marker only moves forward and never past the
 * conversation's newest message, so a late or repeated call cannot mark unseen messages read.
 */
export async function markRead(db: Db, conversationId: number, userId: number, messageId: number) {
  const newest = sql`(SELECT coalesce(max(${messages.id}), 0) FROM ${messages} WHERE ${messages.conversationId} = ${conversationId})`;
  await db
    .update(conversationParticipants)
    .set({
      lastReadMessageId: sql`max(coalesce(${conversationParticipants.lastReadMessageId}, 0), min(${messageId}, ${newest}))`,
    })
    .where(
      and(
        eq(conversationParticipants.conversationId, conversationId),
        eq(conversationParticipants.userId, userId),
      ),
    );
}
