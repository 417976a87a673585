import { and, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { Db } from "../../db/client";
import { conversationParticipants } from "../../db/schema";

const first = alias(conversationParticipants, "first");
const second = alias(conversationParticipants, "second");

/**
 * Whether two users are participants of one conversation: the rule for calling someone (voice, either
 * transport). A user never "shares" a conversation with themselves.
 */
export async function shareConversation(db: Db, userId: number, otherUserId: number): Promise<boolean> {
  if (userId === otherUserId) return false;
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(first)
    .innerJoin(second, and(eq(second.conversationId, first.conversationId), eq(second.userId, otherUserId)))
    .where(eq(first.userId, userId))
    .limit(1);
  return row !== undefined;
}
