import { eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { insertWhere } from "../../db/insert-where";
import { conversationParticipants, conversations } from "../../db/schema";
import type { Env } from "../../env";
import { ApiError } from "../../lib/errors";
import { type LoadedBooking, mailContext } from "../bookings/queries";
import type { LoadedInvitation } from "../events/queries";
import { CHAT_TEXTS } from "./texts";

/**
 * The conversation tied to `link` (one per booking, one per invitation), created with its two participants
 * if it does not exist yet. One batch: the conversation and both participants are written together, and a
 * retry or a second tab starting the same chat at once gets the same conversation.
 */
async function openConversation(
  db: Db,
  link: SQL,
  values: { title: string; requestId?: number; invitationId?: number },
  participantIds: readonly [number, number],
): Promise<number> {
  const idOfLink = sql`(SELECT ${conversations.id} FROM ${conversations} WHERE ${link})`;
  const participant = (userId: number) =>
    insertWhere(
      db,
      conversationParticipants,
      { conversationId: idOfLink, userId },
      sql`${idOfLink} IS NOT NULL`,
    ).onConflictDoNothing();
  const [, , , found] = await db.batch([
    db.insert(conversations).values(values).onConflictDoNothing(),
    participant(participantIds[0]),
    participant(participantIds[1]),
    db.select({ id: conversations.id }).from(conversations).where(link).limit(1),
  ]);
  const id = found[0]?.id;
  if (id === undefined) throw new Error("conversation missing right after its insert");
  return id;
}

/** POST /conversations/initiate/booking: the organizer and the owner of the booking talk about it. */
export function startBookingConversation(env: Env, db: Db, loaded: LoadedBooking): Promise<number> {
  const { booking, organizer, owner } = loaded;
  if (!organizer || !owner) throw new ApiError(409, CHAT_TEXTS.otherPartyGone);
  const { dates } = mailContext(env, booking, loaded.truckName);
  return openConversation(
    db,
    eq(conversations.requestId, booking.id),
    { title: CHAT_TEXTS.bookingTitle(loaded.truckName, dates), requestId: booking.id },
    [organizer.id, owner.id],
  );
}

/** POST /conversations/initiate/event: the event's organizer and an invited truck's owner. */
export function startInvitationConversation(db: Db, loaded: LoadedInvitation): Promise<number> {
  const { invitation, event, truckName, organizer, owner } = loaded;
  return openConversation(
    db,
    eq(conversations.invitationId, invitation.id),
    { title: CHAT_TEXTS.invitationTitle(event.eventName, truckName), invitationId: invitation.id },
    [organizer.id, owner.id],
  );
}
