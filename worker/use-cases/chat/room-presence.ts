import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { roomPresence } from "../../db/schema";

/** The conversation rooms where the user has a socket open: where a session's end must close sockets. */
export async function roomsWithSocketsOf(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: roomPresence.conversationId })
    .from(roomPresence)
    .where(eq(roomPresence.userId, userId));
  return rows.map((row) => row.id);
}

/** Records whether the user has a socket open in the room (the room calls this as its sockets come and go). */
export async function recordRoomPresence(
  db: Db,
  conversationId: number,
  userId: number,
  present: boolean,
): Promise<void> {
  if (present) {
    await db.insert(roomPresence).values({ conversationId, userId }).onConflictDoNothing();
  } else {
    await db
      .delete(roomPresence)
      .where(and(eq(roomPresence.conversationId, conversationId), eq(roomPresence.userId, userId)));
  }
}
