// The real-time protocol (SPEC.md §4, §7), one definition for the Durable Objects in party/, the Worker
// and the web: every frame is checked against it, and anything else is ignored.
import * as v from "valibot";

/**
 * Set by the Worker on a socket it lets into a hub, after its own checks (never taken from the client): the
 * user's id, the id of the session whose ticket opened it and that session's token version, so the hub can
 * check the session again once the socket is in, and close exactly the sockets a logout, a password change,
 * a block or a deletion ends.
 */
export const SOCKET_USER_HEADER = "x-foodtruck-user";
export const SOCKET_SESSION_HEADER = "x-foodtruck-session";
export const SOCKET_TOKEN_VERSION_HEADER = "x-foodtruck-token-version";

const callId = v.pipe(v.string(), v.regex(/^[\w-]{8,64}$/));
const sdp = v.pipe(v.string(), v.maxLength(100_000));

/**
 * One step of a browser-to-browser call (WebRTC), relayed between the two users' hubs: the offer and
 * answer (SDP), network candidates, and the ends of a call. `taken` tells a user's other tabs that one of
 * them answered or refused, so they stop ringing.
 */
export const callSignalSchema = v.variant("kind", [
  v.object({ kind: v.literal("offer"), sdp }),
  v.object({ kind: v.literal("answer"), sdp }),
  v.object({
    kind: v.literal("ice"),
    candidate: v.object({
      candidate: v.pipe(v.string(), v.maxLength(2000)),
      sdpMid: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(64)))),
      sdpMLineIndex: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(64)))),
      usernameFragment: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(256)))),
    }),
  }),
  v.object({ kind: v.literal("hangup") }),
  v.object({ kind: v.literal("reject") }),
  v.object({ kind: v.literal("busy") }),
  v.object({ kind: v.literal("taken") }),
]);
export type CallSignal = v.InferOutput<typeof callSignalSchema>;

/** Messages a browser sends on its socket. */
export const clientMessageSchema = v.variant("type", [
  v.object({ type: v.literal("register_user"), user_id: v.union([v.string(), v.number()]) }),
  v.object({
    type: v.literal("call_signal"),
    to: v.pipe(v.number(), v.integer(), v.minValue(1)),
    callId,
    signal: callSignalSchema,
  }),
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
  /** Beyond SPEC.md: the user's bookings or events changed elsewhere (the other party acted), so an open
   * dashboard reloads that list instead of showing a stale state until the next visit. */
  v.object({ type: v.literal("dashboard_changed"), what: v.picklist(["bookings", "events"]) }),
  v.object({ type: v.literal("call_unavailable"), message: v.string() }),
  v.object({
    type: v.literal("call_signal"),
    from: v.number(),
    /** How the recipient knows the caller (sent with the offer). */
    fromName: v.optional(v.string()),
    callId,
    signal: callSignalSchema,
  }),
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
