import { Hono } from "hono";
import * as v from "valibot";
import type { AppEnv } from "../app-env";
import { ApiError } from "../lib/errors";
import { pathId, validate, validatePath } from "../lib/validate";
import { bookingForParty, conversationForParticipant, invitationForParty, requireAuth } from "../permissions";
import { initiateBookingSchema, initiateEventSchema, messageSchema, readSchema } from "../schemas/chat";
import { groupedConversations, messagesOf, unreadTotal } from "../use-cases/chat/conversation-queries";
import { markRead } from "../use-cases/chat/mark-read";
import { postMessage } from "../use-cases/chat/post-message";
import { startBookingConversation, startInvitationConversation } from "../use-cases/chat/start-conversation";
import { CHAT_TEXTS } from "../use-cases/chat/texts";
import { useCaseContext } from "./context";

const idPath = validatePath({ id: pathId });
/** `?before=<message id>`: the page of older messages. */
const olderQuery = validate("query", v.object({ before: v.optional(pathId) }));

/** Chat (SPEC.md §7 "Chat, voice, push"): only a conversation's two participants see or write it. */
export const conversationsRoutes = new Hono<AppEnv>()
  .use(requireAuth)
  .get("/grouped", async (c) => c.json(await groupedConversations(c.var.db, c.var.user.id)))
  .get("/unread", async (c) => c.json({ unread: await unreadTotal(c.var.db, c.var.user.id) }))
  .post("/initiate/booking", validate("json", initiateBookingSchema), async (c) => {
    const { loaded, party } = await bookingForParty(c.var.db, c.req.valid("json").requestId, c.var.user);
    if (party === "admin") throw new ApiError(403, CHAT_TEXTS.partiesOnly);
    return c.json({ conversation_id: await startBookingConversation(c.env, c.var.db, loaded) });
  })
  .post("/initiate/event", validate("json", initiateEventSchema), async (c) => {
    const loaded = await invitationForParty(c.var.db, c.req.valid("json").invitationId, c.var.user);
    return c.json({ conversation_id: await startInvitationConversation(c.var.db, loaded) });
  })
  .get("/:id", idPath, olderQuery, async (c) => {
    const conversation = await conversationForParticipant(c.var.db, c.req.valid("param").id, c.var.user);
    const messages = await messagesOf(c.var.db, conversation, c.var.user.id, c.req.valid("query").before);
    return c.json({ messages, details: conversation });
  })
  .post("/:id/messages", idPath, validate("json", messageSchema), async (c) => {
    const conversation = await conversationForParticipant(c.var.db, c.req.valid("param").id, c.var.user);
    const message = await postMessage(
      useCaseContext(c),
      conversation,
      c.var.user,
      c.req.valid("json").message_content,
    );
    return c.json(message, 201);
  })
  .put("/:id/read", idPath, validate("json", readSchema), async (c) => {
    const conversation = await conversationForParticipant(c.var.db, c.req.valid("param").id, c.var.user);
    await markRead(c.var.db, conversation.conversation_id, c.var.user.id, c.req.valid("json").message_id);
    return c.json({ unread: await unreadTotal(c.var.db, c.var.user.id) });
  });
