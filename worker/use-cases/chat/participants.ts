import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { conversationParticipants } from "../../db/schema";

/** The conversations the user takes part in (to close their sockets there). */
export async function conversationIdsOf(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: conversationParticipants.conversationId })
    .from(conversationParticipants)
    .where(eq(conversationParticipants.userId, userId));
  return rows.map((row) => row.id);
}
