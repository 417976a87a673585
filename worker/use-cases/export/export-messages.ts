import { asc, eq } from "drizzle-orm";
import type { UserRow } from "../../app-env";
import type { Db } from "../../db/client";
import { conversationParticipants, messages } from "../../db/schema";
import { groupedConversations, messageDto, senderEmailOf } from "../chat/conversation-queries";

/**
 * Every conversation the user takes part in, as their chat list shows it, with all its messages (theirs
 * and the other side's, which they read in the app); a sender's e-mail only where the chat shows it.
 */
export async function messagesPart(db: Db, user: UserRow) {
  const [groups, rows] = await Promise.all([
    groupedConversations(db, user.id),
    db
      .select({
        id: messages.id,
        conversationId: messages.conversationId,
        senderId: messages.senderId,
        content: messages.messageContent,
        createdAt: messages.createdAt,
      })
      .from(messages)
      .innerJoin(
        conversationParticipants,
        eq(conversationParticipants.conversationId, messages.conversationId),
      )
      .where(eq(conversationParticipants.userId, user.id))
      .orderBy(asc(messages.conversationId), asc(messages.id)),
  ]);
  const conversations = groups.flatMap((group) => group.conversations);
  return {
    conversations: conversations.map((conversation) => {
      const { unread_count: _unread, last_message: _last, ...shown } = conversation;
      return {
        ...shown,
        messages: rows
          .filter((row) => row.conversationId === conversation.conversation_id)
          .map((row) => messageDto(row, senderEmailOf(conversation, row.senderId, user.id))),
      };
    }),
  };
}
