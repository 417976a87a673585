// Conversations, messages and push subscriptions.
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./accounts";
import { bookingRequests, invitations } from "./bookings";
import { createdAt } from "./columns";

export const conversations = sqliteTable("conversations", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  title: text("title").notNull(),
  requestId: integer("request_id")
    .unique()
    .references(() => bookingRequests.id, { onDelete: "cascade" }),
  invitationId: integer("invitation_id")
    .unique()
    .references(() => invitations.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
});

export const conversationParticipants = sqliteTable(
  "conversation_participants",
  {
    conversationId: integer("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lastReadMessageId: integer("last_read_message_id"),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] }), index("participants_user_idx").on(t.userId)],
);

/**
 * The conversation rooms where a user has a socket open, kept by the rooms themselves (a row while the user
 * has one there): when a session ends, only these rooms are asked to close its sockets, not every
 * conversation the user ever had.
 */
export const roomPresence = sqliteTable(
  "room_presence",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    conversationId: integer("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.conversationId] })],
);

export const messages = sqliteTable(
  "messages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    conversationId: integer("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    /** NULL once the sender deleted their account: the other participant keeps the conversation. */
    senderId: integer("sender_id").references(() => users.id, { onDelete: "set null" }),
    messageContent: text("message_content").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("messages_conversation_idx").on(t.conversationId, t.id)],
);

export const pushSubscriptions = sqliteTable(
  "push_subscriptions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull().unique(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("push_user_idx").on(t.userId)],
);
