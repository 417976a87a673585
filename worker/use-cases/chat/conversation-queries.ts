import { and, desc, eq, lt, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { Db } from "../../db/client";
import {
  bookingRequests,
  conversationParticipants,
  conversations,
  events,
  invitations,
  messages,
  profiles,
  users,
} from "../../db/schema";
import { CONTACT_STATUSES } from "../../domain/booking-machine";
import { CHAT_LIMITS } from "../../schemas/chat";
import { DELETED_USER_NAME, organizerNameFor } from "../accounts/users";
import { CHAT_TEXTS } from "./texts";

const me = alias(conversationParticipants, "me");
const other = alias(conversationParticipants, "other");
const otherUser = alias(users, "other_user");
const bookingTruck = alias(profiles, "booking_truck");
const invitationTruck = alias(profiles, "invitation_truck");
const lastMessage = alias(messages, "last_message");

/** The first characters of a message, on one line, for a pop-up, a notification or the list. */
export function previewOf(content: string): string {
  const line = content.replace(/\s+/g, " ").trim();
  const chars = Array.from(line);
  return chars.length <= CHAT_LIMITS.previewLength
    ? line
    : `${chars.slice(0, CHAT_LIMITS.previewLength - 1).join("")}…`;
}

const contactStatuses = sql.join(
  CONTACT_STATUSES.map((status) => sql`${status}`),
  sql`, `,
);

/** Whether the other participant is the truck's side of the booking or invitation. */
const otherIsOwnerSql = sql<number>`(${otherUser.id} = ${bookingRequests.ownerId} OR ${otherUser.id} = ${invitations.ownerId})`;

const revealedSql = sql<number>`CASE
  WHEN ${conversations.requestId} IS NOT NULL THEN ${bookingRequests.status} IN (${contactStatuses})
  ELSE coalesce(${invitations.status} = 'accepted', 0)
END`;

/** The conversations of `userId` with what the list and the header need, in one read. */
function conversationRows(db: Db, userId: number) {
  return (
    db
      .select({
        id: conversations.id,
        title: conversations.title,
        requestId: conversations.requestId,
        invitationId: conversations.invitationId,
        eventId: invitations.eventId,
        eventName: events.eventName,
        myEmail: users.email,
        otherId: otherUser.id,
        otherEmail: otherUser.email,
        otherFirstName: otherUser.firstName,
        otherLastName: otherUser.lastName,
        otherIsOwner: otherIsOwnerSql.mapWith(Boolean),
        truckName: sql<
          string | null
        >`coalesce(${bookingTruck.foodTruckName}, ${invitationTruck.foodTruckName})`,
        revealed: revealedSql.mapWith(Boolean),
        unread: sql<number>`(SELECT count(*) FROM ${messages} WHERE ${messages.conversationId} = ${conversations.id} AND ${messages.id} > coalesce(${me.lastReadMessageId}, 0) AND (${messages.senderId} IS NULL OR ${messages.senderId} != ${userId}))`,
        lastMessageAt: lastMessage.createdAt,
        lastMessageSenderId: lastMessage.senderId,
        // Enough for the list's preview (previewOf), without carrying a 2,000-character message per row.
        lastMessageStart: sql<
          string | null
        >`substr(${lastMessage.messageContent}, 1, ${CHAT_LIMITS.previewLength * 2})`,
        createdAt: conversations.createdAt,
      })
      .from(me)
      .innerJoin(conversations, eq(conversations.id, me.conversationId))
      .innerJoin(users, eq(users.id, me.userId))
      .leftJoin(other, and(eq(other.conversationId, conversations.id), ne(other.userId, userId)))
      .leftJoin(otherUser, eq(otherUser.id, other.userId))
      .leftJoin(bookingRequests, eq(bookingRequests.id, conversations.requestId))
      .leftJoin(bookingTruck, eq(bookingTruck.id, bookingRequests.profileId))
      .leftJoin(invitations, eq(invitations.id, conversations.invitationId))
      .leftJoin(invitationTruck, eq(invitationTruck.id, invitations.profileId))
      .leftJoin(events, eq(events.id, invitations.eventId))
      // The newest message, joined in the same read (messages_conversation_idx finds it).
      .leftJoin(
        lastMessage,
        eq(
          lastMessage.id,
          sql`(SELECT max(${messages.id}) FROM ${messages} WHERE ${messages.conversationId} = ${conversations.id})`,
        ),
      )
  );
}

type ConversationRow = Awaited<ReturnType<ReturnType<typeof conversationRows>["all"]>>[number];

/**
 * How the other participant is named: an owner by their truck (the conversation is about the truck), an
 * organizer by first name and initial, as an owner sees an organizer before accepting — chat shares no
 * phone numbers and, until the booking or invitation is accepted, no e-mail either.
 */
function otherNameOf(row: ConversationRow): string {
  if (row.otherFirstName === null || row.otherLastName === null) return DELETED_USER_NAME;
  if (row.otherIsOwner) return row.truckName ?? row.otherFirstName;
  return organizerNameFor({ firstName: row.otherFirstName, lastName: row.otherLastName }, false);
}

/** SPEC.md §3 Conversation, plus the unread count and the newest message (its time, preview, sender). */
function conversationDto(row: ConversationRow) {
  const group = row.requestId
    ? { group_id: `booking-${row.requestId}`, group_name: row.title }
    : { group_id: `event-${row.eventId ?? 0}`, group_name: row.eventName ?? CHAT_TEXTS.eventGroupFallback };
  return {
    conversation_id: row.id,
    title: row.title,
    participants: [
      { email: row.myEmail, is_me: true },
      ...(row.otherId === null ? [] : [{ email: row.revealed ? row.otherEmail : null, is_me: false }]),
    ],
    request_id: row.requestId,
    invitation_id: row.invitationId,
    ...group,
    other_participant_id: row.otherId,
    other_participant_name: otherNameOf(row),
    unread_count: row.unread,
    last_message_at: row.lastMessageAt,
    last_message:
      row.lastMessageAt === null || row.lastMessageStart === null
        ? null
        : {
            text: previewOf(row.lastMessageStart),
            sender_id: row.lastMessageSenderId,
            created_at: row.lastMessageAt,
          },
  };
}
export type ConversationDto = ReturnType<typeof conversationDto>;

/**
 * GET /conversations/grouped: one group per booking or event, each conversation once; the groups and
 * conversations with the newest activity first.
 */
export async function groupedConversations(db: Db, userId: number) {
  const rows = await conversationRows(db, userId).where(eq(me.userId, userId));
  const activity = (row: ConversationRow) => row.lastMessageAt ?? row.createdAt;
  rows.sort((a, b) => activity(b) - activity(a) || b.id - a.id);
  const groups = new Map<
    string,
    { group_id: string; group_name: string; conversations: ConversationDto[] }
  >();
  for (const row of rows) {
    const dto = conversationDto(row);
    const group = groups.get(dto.group_id);
    if (group) group.conversations.push(dto);
    else
      groups.set(dto.group_id, { group_id: dto.group_id, group_name: dto.group_name, conversations: [dto] });
  }
  return [...groups.values()];
}

/** The conversation as `userId` sees it, or undefined when they are not one of its participants. */
export async function conversationFor(db: Db, conversationId: number, userId: number) {
  const [row] = await conversationRows(db, userId)
    .where(and(eq(me.userId, userId), eq(me.conversationId, conversationId)))
    .limit(1);
  return row ? conversationDto(row) : undefined;
}

/** SPEC.md §3 Message; the sender's e-mail only where the conversation shows it. */
export async function messagesOf(db: Db, conversation: ConversationDto, userId: number, before?: number) {
  const rows = await db
    .select({
      id: messages.id,
      senderId: messages.senderId,
      content: messages.messageContent,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversation.conversation_id),
        before === undefined ? undefined : lt(messages.id, before),
      ),
    )
    .orderBy(desc(messages.id))
    .limit(CHAT_LIMITS.messagesPerPage);
  return rows.reverse().map((row) => messageDto(row, senderEmailOf(conversation, row.senderId, userId)));
}

/** A sender's e-mail as `userId` may see it in the conversation: their own, the other's once revealed. */
export function senderEmailOf(conversation: ConversationDto, senderId: number | null, userId: number) {
  return (
    conversation.participants.find((participant) =>
      senderId === userId ? participant.is_me : !participant.is_me,
    )?.email ?? null
  );
}

export function messageDto(
  row: { id: number; senderId: number | null; content: string; createdAt: number },
  senderEmail: string | null,
) {
  return {
    id: row.id,
    message_id: row.id,
    sender_id: row.senderId,
    sender_email: senderEmail,
    message_content: row.content,
    created_at: row.createdAt,
  };
}
export type MessageDto = ReturnType<typeof messageDto>;

/** Total unread messages of the user over all conversations (the nav's badge). */
export async function unreadTotal(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)`,
    })
    .from(me)
    .innerJoin(messages, eq(messages.conversationId, me.conversationId))
    .where(
      and(
        eq(me.userId, userId),
        sql`${messages.id} > coalesce(${me.lastReadMessageId}, 0)`,
        sql`(${messages.senderId} IS NULL OR ${messages.senderId} != ${userId})`,
      ),
    );
  return row?.count ?? 0;
}
