import { and, eq, lt, sql } from "drizzle-orm";
import type { UserRow } from "../../app-env";
import { enforceRateLimits } from "../../db/rate-limit";
import { conversationParticipants, messages, users } from "../../db/schema";
import { newMessageEmail } from "../../emails/chat-emails";
import { DELETED_USER_NAME } from "../accounts/users";
import type { UseCaseContext } from "../context";
import { emailOutboxInsertIf, sendLater } from "../notifications/outbox";
import { queuePushNotification } from "../notifications/push";
import {
  type ConversationDto,
  conversationFor,
  type MessageDto,
  messageDto,
  previewOf,
} from "./conversation-queries";
import { broadcastToConversation, deliverToUser } from "./live-delivery";
import { CHAT_TEXTS } from "./texts";

/** Per user: enough for a lively conversation, too few to flood someone's inbox. */
export const MESSAGE_RATE = { limit: 30, windowSeconds: 60 } as const;

/**
 * POST /conversations/{id}/messages: stored in D1 first (the record admins read), then fanned out: to the
 * sockets that have the conversation open, and as a pop-up to the recipient's open tabs. A recipient with
 * no tab open gets a Web Push on each subscribed device and an e-mail (the first unread message only), and
 * the sender hears that they were told.
 */
export async function postMessage(
  ctx: UseCaseContext,
  conversation: ConversationDto,
  sender: UserRow,
  content: string,
): Promise<MessageDto> {
  // Keyed ":user:<id>" like every per-user counter, so deleting the account removes it (delete-account.ts).
  await enforceRateLimits(ctx.db, [{ key: `chat-message:user:${sender.id}`, ...MESSAGE_RATE }]);
  const [row] = await ctx.db
    .insert(messages)
    .values({ conversationId: conversation.conversation_id, senderId: sender.id, messageContent: content })
    .returning({
      id: messages.id,
      senderId: messages.senderId,
      content: messages.messageContent,
      createdAt: messages.createdAt,
    });
  if (!row) throw new Error("message insert returned no row");
  const revealed = conversation.participants.some((p) => !p.is_me && p.email !== null);
  const message = messageDto(row, sender.email);
  await broadcastToConversation(ctx.env, conversation.conversation_id, {
    type: "new_message",
    conversationId: String(conversation.conversation_id),
    message: { ...message, sender_email: revealed ? sender.email : null },
  });
  const recipientId = conversation.other_participant_id;
  if (recipientId !== null) await notifyRecipient(ctx, conversation, sender, recipientId, message);
  return message;
}

async function notifyRecipient(
  ctx: UseCaseContext,
  conversation: ConversationDto,
  sender: UserRow,
  recipientId: number,
  message: MessageDto,
): Promise<void> {
  // How the recipient sees the sender (a truck by its name, a person by first name and initial).
  const theirView = await conversationFor(ctx.db, conversation.conversation_id, recipientId);
  const senderName = theirView?.other_participant_name ?? sender.firstName;
  const preview = previewOf(message.message_content);
  const online = await deliverToUser(ctx.env, recipientId, {
    type: "new_message_notification",
    senderName,
    messagePreview: preview,
    conversationId: String(conversation.conversation_id),
  });
  if (online > 0) return;
  // Should the sender delete their account before these go out, they go without their name and words.
  const pushes = await queuePushNotification(
    ctx,
    recipientId,
    { title: CHAT_TEXTS.pushTitle(senderName), body: preview, conversationId: conversation.conversation_id },
    {
      userId: sender.id,
      patch: {
        notification: {
          title: CHAT_TEXTS.pushTitle(DELETED_USER_NAME),
          body: CHAT_TEXTS.pushBodyWithoutText,
        },
      },
    },
  );
  const recipient = await ctx.db.query.users.findFirst({ where: eq(users.id, recipientId) });
  if (!recipient) return;
  const about = { conversationId: conversation.conversation_id, title: conversation.title };
  const mail = newMessageEmail(recipient, ctx.env.APP_URL, { ...about, senderName, preview });
  const withoutSender = newMessageEmail(recipient, ctx.env.APP_URL, {
    ...about,
    senderName: DELETED_USER_NAME,
    preview: null,
  });
  // Only for the oldest unread message: decided by SQLite, so two messages sent at once mail once.
  const [queued] = await emailOutboxInsertIf(
    ctx.db,
    mail,
    and(
      eq(users.id, recipientId),
      sql`NOT EXISTS (SELECT 1 FROM ${messages} INNER JOIN ${conversationParticipants} ON ${conversationParticipants.conversationId} = ${messages.conversationId} AND ${conversationParticipants.userId} = ${recipientId} WHERE ${messages.conversationId} = ${conversation.conversation_id} AND ${lt(messages.id, message.id)} AND ${messages.id} > coalesce(${conversationParticipants.lastReadMessageId}, 0) AND ${messages.senderId} IS NOT ${recipientId})`,
    ),
    {
      userId: sender.id,
      patch: { subject: withoutSender.subject, text: withoutSender.text, html: withoutSender.html },
    },
  );
  if (queued) sendLater(ctx, [queued.id]);
  // Said only when something went out: a later unread message of someone with no device is not.
  if (pushes.length === 0 && !queued) return;
  await deliverToUser(ctx.env, sender.id, {
    type: "recipient_notified",
    message: CHAT_TEXTS.recipientNotified(conversation.other_participant_name),
  });
}
