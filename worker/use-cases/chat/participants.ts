import { and, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { Db } from "../../db/client";
import { conversationParticipants } from "../../db/schema";

const first = alias(conversationParticipants, "first");
const second = alias(conversationParticipants, "second");

/** A conversation both users take part in (the oldest), or null. A user shares none with themselves. */
export async function sharedConversationId(
  db: Db,
  userId: number,
  otherUserId: number,
): Promise<number | null> {
  if (userId === otherUserId) return null;
  const [row] = await db
    .select({ id: first.conversationId })
    .from(first)
    .innerJoin(second, and(eq(second.conversationId, first.conversationId), eq(second.userId, otherUserId)))
    .where(eq(first.userId, userId))
    .orderBy(first.conversationId)
    .limit(1);
  return row?.id ?? null;
}

/** Whether two users are participants of one conversation: the rule for calling someone (either transport). */
export async function shareConversation(db: Db, userId: number, otherUserId: number): Promise<boolean> {
  return (await sharedConversationId(db, userId, otherUserId)) !== null;
}

/** The conversations the user takes part in (to close their sockets there). */
export async function conversationIdsOf(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: conversationParticipants.conversationId })
    .from(conversationParticipants)
    .where(eq(conversationParticipants.userId, userId));
  return rows.map((row) => row.id);
}
