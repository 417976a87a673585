// The real-time protocol (SPEC.md §4, §7), one definition for the Durable Objects in party/, the Worker
// and the web: every frame is checked against it, and anything else is ignored.
import * as v from "valibot";

/** Messages a browser sends on its socket. */
export const clientMessageSchema = v.variant("type", [
  v.object({ type: v.literal("register_user"), user_id: v.union([v.string(), v.number()]) }),
]);
export type ClientMessage = v.InferOutput<typeof clientMessageSchema>;

/** Events the server pushes (names as SPEC.md §7). */
export const serverEventSchema = v.variant("type", [
  v.object({ type: v.literal("registered"), user_id: v.string() }),
  v.object({
    type: v.literal("new_message_notification"),
    senderName: v.string(),
    messagePreview: v.string(),
    conversationId: v.string(),
  }),
  v.object({ type: v.literal("recipient_notified"), message: v.string() }),
  v.object({ type: v.literal("call_unavailable"), message: v.string() }),
  v.object({
    type: v.literal("new_message"),
    conversationId: v.string(),
    message: v.object({
      id: v.number(),
      message_id: v.number(),
      sender_id: v.nullable(v.number()),
      sender_email: v.nullable(v.string()),
      message_content: v.string(),
      created_at: v.number(),
    }),
  }),
]);
export type ServerEvent = v.InferOutput<typeof serverEventSchema>;
