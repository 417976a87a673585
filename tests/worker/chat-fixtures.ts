// The chat API as its tests reach it: the response shapes (SPEC.md §3, strict: a field added to the API
// is added here too) and a booking's conversation between fresh parties.
import * as v from "valibot";
import { expect } from "vitest";
import { messageSchema } from "../contract/responses";
import { createBooking, createParties, type Parties } from "./booking-fixtures";
import { api, readJson } from "./helpers";

export const startedSchema = v.strictObject({ conversation_id: v.number() });

const conversationSchema = v.strictObject({
  conversation_id: v.number(),
  title: v.string(),
  participants: v.array(v.strictObject({ email: v.nullable(v.string()), is_me: v.boolean() })),
  request_id: v.nullable(v.number()),
  invitation_id: v.nullable(v.number()),
  group_id: v.string(),
  group_name: v.string(),
  other_participant_id: v.nullable(v.number()),
  other_participant_name: v.string(),
  unread_count: v.number(),
  last_message_at: v.nullable(v.number()),
  last_message: v.nullable(
    v.strictObject({ text: v.string(), sender_id: v.nullable(v.number()), created_at: v.number() }),
  ),
});
const groupedSchema = v.array(
  v.strictObject({
    group_id: v.string(),
    group_name: v.string(),
    conversations: v.array(conversationSchema),
  }),
);
const openedSchema = v.strictObject({ messages: v.array(messageSchema), details: conversationSchema });

export async function startBookingChat(token: string, requestId: number): Promise<number> {
  const res = await api("/conversations/initiate/booking", { requestId }, { token });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await readJson(res, startedSchema)).conversation_id;
}

export function send(conversationId: number, body: unknown, token?: string) {
  return api(`/conversations/${conversationId}/messages`, body, token === undefined ? {} : { token });
}

export async function opened(conversationId: number, token: string) {
  const res = await api(`/conversations/${conversationId}`, undefined, { token });
  expect(res.status).toBe(200);
  return readJson(res, openedSchema);
}

export async function grouped(token: string) {
  const res = await api("/conversations/grouped", undefined, { token });
  expect(res.status).toBe(200);
  return readJson(res, groupedSchema);
}

/** Parties with a booking and its conversation, started by the organizer. */
export async function bookingChat(): Promise<Parties & { requestId: number; conversationId: number }> {
  const parties = await createParties();
  const booking = await createBooking(parties);
  const conversationId = await startBookingChat(parties.organizer.token, booking.request_id);
  return { ...parties, requestId: booking.request_id, conversationId };
}
