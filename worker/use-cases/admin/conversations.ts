import { asc, count, desc, eq, sql } from "drizzle-orm";
import * as v from "valibot";
import type { Db } from "../../db/client";
import { conversationParticipants, conversations, messages, users } from "../../db/schema";
import { containsText } from "../../db/text-match";
import { ApiError } from "../../lib/errors";
import { CHAT_TEXTS } from "../chat/texts";
import { pageResult, pageWindow } from "./paging";

/** Every message of a conversation with its sender's e-mail (admins read conversations as they are). */
export async function adminMessages(db: Db, conversationId: number) {
  const rows = await db
    .select({
      id: messages.id,
      senderId: messages.senderId,
      senderEmail: users.email,
      content: messages.messageContent,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .leftJoin(users, eq(users.id, messages.senderId))
    .where(eq(messages.conversationId, conversationId))
    .orderBy(asc(messages.id));
  return rows.map((row) => ({
    id: row.id,
    message_id: row.id,
    sender_id: row.senderId,
    sender_email: row.senderEmail,
    message_content: row.content,
    created_at: row.createdAt,
  }));
}

/** GET /admin/conversations: a page of conversations, newest activity first, with both participants. */
export async function listConversations(db: Db, query: { page: number; per_page: number; q: string }) {
  // Qualified by hand: in a one-table select drizzle leaves columns unqualified, and a bare "id" inside
  // the subqueries would mean their own table's id.
  const conversationId = sql.raw(`"conversations"."id"`);
  const where = query.q
    ? sql`(${containsText(conversations.title, query.q)} OR EXISTS (SELECT 1 FROM ${conversationParticipants} INNER JOIN ${users} ON ${users.id} = ${conversationParticipants.userId} WHERE ${conversationParticipants.conversationId} = ${conversationId} AND ${containsText(users.email, query.q)}))`
    : undefined;
  const lastActivity = sql<number>`coalesce((SELECT max(${messages.createdAt}) FROM ${messages} WHERE ${messages.conversationId} = ${conversationId}), "conversations"."created_at")`;
  const [rows, counted] = await db.batch([
    db
      .select({
        id: conversations.id,
        title: conversations.title,
        requestId: conversations.requestId,
        invitationId: conversations.invitationId,
        lastActivity,
        messageCount: sql<number>`(SELECT count(*) FROM ${messages} WHERE ${messages.conversationId} = ${conversationId})`,
        participants: sql<string>`(SELECT json_group_array(${users.email}) FROM ${conversationParticipants} INNER JOIN ${users} ON ${users.id} = ${conversationParticipants.userId} WHERE ${conversationParticipants.conversationId} = ${conversationId})`,
      })
      .from(conversations)
      .where(where)
      .orderBy(desc(lastActivity), desc(conversations.id))
      .limit(pageWindow(query).limit)
      .offset(pageWindow(query).offset),
    db.select({ total: count() }).from(conversations).where(where),
  ]);
  return pageResult(
    rows.map((row) => ({
      conversation_id: row.id,
      title: row.title,
      request_id: row.requestId,
      invitation_id: row.invitationId,
      participants: v.parse(v.array(v.string()), JSON.parse(row.participants)).map((email) => ({ email })),
      message_count: row.messageCount,
      last_activity_at: row.lastActivity,
    })),
    counted[0]?.total ?? 0,
    query,
  );
}

/** GET /admin/conversations/{id}/messages. */
export async function conversationMessages(db: Db, conversationId: number) {
  const [conversation] = await db.select().from(conversations).where(eq(conversations.id, conversationId));
  if (!conversation) throw new ApiError(404, CHAT_TEXTS.notFound);
  return { details: { title: conversation.title }, messages: await adminMessages(db, conversationId) };
}
