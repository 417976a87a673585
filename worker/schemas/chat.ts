import * as v from "valibot";
import { cleaned, fields, numberLike } from "./fields";

export const CHAT_LIMITS = {
  /** Characters of one message. */
  maxMessageLength: 2000,
  /** Characters of a message shown in a pop-up or a push notification. */
  previewLength: 100,
  /** Messages returned with a conversation (the newest). */
  messagesPerPage: 200,
} as const;

export const CHAT_FIELD_TEXTS = {
  empty: "Wiadomość nie może być pusta.",
  tooLong: `Wiadomość może mieć najwyżej ${CHAT_LIMITS.maxMessageLength} znaków.`,
  request: "Nieprawidłowa rezerwacja.",
  invitation: "Nieprawidłowe zaproszenie.",
  lastRead: "Nieprawidłowa wiadomość.",
} as const;

const positiveId = (message: string) =>
  v.pipe(numberLike(message), v.integer(message), v.minValue(1, message), v.maxValue(2 ** 53 - 1, message));

/**
 * POST /conversations/{id}/messages (SPEC.md §7: message_content, senderId). The sender is always the
 * token's user: a senderId in the body is accepted for the spec's shape and never read.
 */
export const messageSchema = fields(
  {
    message_content: v.pipe(
      v.string(CHAT_FIELD_TEXTS.empty),
      cleaned(true),
      v.trim(),
      v.nonEmpty(CHAT_FIELD_TEXTS.empty),
      v.maxLength(CHAT_LIMITS.maxMessageLength, CHAT_FIELD_TEXTS.tooLong),
    ),
    senderId: v.optional(v.unknown()),
  },
  { message_content: CHAT_FIELD_TEXTS.empty },
);

export const initiateBookingSchema = fields(
  { requestId: positiveId(CHAT_FIELD_TEXTS.request) },
  { requestId: CHAT_FIELD_TEXTS.request },
);

export const initiateEventSchema = fields(
  { invitationId: positiveId(CHAT_FIELD_TEXTS.invitation) },
  { invitationId: CHAT_FIELD_TEXTS.invitation },
);

/** PUT /conversations/{id}/read: the newest message the user has seen. */
export const readSchema = fields(
  { message_id: positiveId(CHAT_FIELD_TEXTS.lastRead) },
  { message_id: CHAT_FIELD_TEXTS.lastRead },
);
