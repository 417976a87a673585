import { env, runInDurableObject } from "cloudflare:test";
import { and, eq, sql } from "drizzle-orm";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { outbox } from "../../worker/db/schema";
import { callableConversation } from "../../worker/permissions";
import { messageSchema } from "../contract/responses";
import { createBooking, createParties, createStrangers, putStatus } from "./booking-fixtures";
import { bookingChat, grouped, opened, send, startBookingChat, startedSchema } from "./chat-fixtures";
import { createEvent, createTruck, invitationOf } from "./event-fixtures";
import { browserSubscription, pushEndpoint } from "./fake-push-service";
import { api, db, outboxSubjectsTo, readJson, setBlocked, TEXT } from "./helpers";
import { collectFrames, connectedSocket, frameMatching, partyPath, userHubSocket } from "./socket-fixtures";

const CHAT = {
  empty: "Wiadomość nie może być pusta.",
  tooLong: "Wiadomość może mieć najwyżej 2000 znaków.",
  notFound: "Nie znaleziono rozmowy.",
  partiesOnly: "Rozmowę mogą prowadzić tylko strony rezerwacji.",
  newMessageSubject: (sender: string) => `Nowa wiadomość od: ${sender} – Foodtruck Marketplace`,
};

describe("starting a conversation", () => {
  it("one conversation per booking: either party starting it again gets the same one", async () => {
    const chat = await bookingChat();
    expect(await startBookingChat(chat.owner.token, chat.requestId)).toBe(chat.conversationId);
    expect(await startBookingChat(chat.organizer.token, chat.requestId)).toBe(chat.conversationId);
    const [organizerView, ownerView] = await Promise.all([
      grouped(chat.organizer.token),
      grouped(chat.owner.token),
    ]);
    const group = organizerView.find((g) => g.group_id === `booking-${chat.requestId}`);
    expect(group?.conversations.map((c) => c.conversation_id)).toEqual([chat.conversationId]);
    // The organizer talks to the truck, the owner to "Ewa W." (no e-mails before the booking is accepted).
    expect(group?.conversations[0]?.other_participant_name).toBe(chat.profile.food_truck_name);
    const ownerConversation = ownerView.flatMap((g) => g.conversations)[0];
    expect(ownerConversation?.other_participant_name).toBe("Ewa W.");
    expect(ownerConversation?.participants).toEqual([
      { email: chat.owner.user.email, is_me: true },
      { email: null, is_me: false },
    ]);
    expect(ownerConversation?.title).toMatch(/^Rezerwacja: .+, \d{2}\.\d{2}\.\d{4}/);
  });

  it("two starts at once make one conversation", async () => {
    const parties = await createParties();
    const booking = await createBooking(parties);
    const ids = await Promise.all([
      startBookingChat(parties.organizer.token, booking.request_id),
      startBookingChat(parties.owner.token, booking.request_id),
    ]);
    expect(ids[0]).toBe(ids[1]);
  });

  it("only the booking's parties: strangers 404, an admin 403, no token 401, a bad id 400", async () => {
    const parties = await createParties();
    const booking = await createBooking(parties);
    const { otherOrganizer, otherOwner, admin } = await createStrangers();
    for (const stranger of [otherOrganizer, otherOwner]) {
      const res = await api("/conversations/initiate/booking", { requestId: booking.request_id }, stranger);
      expect(res.status).toBe(404);
    }
    const asAdmin = await api("/conversations/initiate/booking", { requestId: booking.request_id }, admin);
    expect(asAdmin.status).toBe(403);
    expect(await asAdmin.json()).toEqual({ message: CHAT.partiesOnly });
    expect((await api("/conversations/initiate/booking", { requestId: booking.request_id })).status).toBe(
      401,
    );
    const bad = await api("/conversations/initiate/booking", { requestId: "abc" }, parties.organizer);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ message: "Nieprawidłowa rezerwacja." });
  });

  it("an invitation's organizer and invited owner share one conversation, grouped under the event", async () => {
    const organizer = (await createParties()).organizer;
    const truck = await createTruck("Suwałki", ["pizza"]);
    const event = await createEvent(organizer.token);
    const invitation = invitationOf(event, truck);
    const startAs = (token: string) =>
      api("/conversations/initiate/event", { invitationId: invitation.invitation_id }, { token });
    const first = await readJson(await startAs(organizer.token), startedSchema);
    const second = await readJson(await startAs(truck.owner.token), startedSchema);
    expect(second.conversation_id).toBe(first.conversation_id);
    const ownerGroups = await grouped(truck.owner.token);
    const group = ownerGroups.find((g) => g.group_id === `event-${event.event_id}`);
    expect(group?.group_name).toBe(event.event_name);
    expect(group?.conversations[0]?.title).toBe(`${event.event_name} – ${truck.name}`);
    const other = await createTruck("Suwałki", ["pizza"]);
    expect((await startAs(other.owner.token)).status).toBe(404);
  });
});

describe("who may call whom", () => {
  it("two users may call once they share a conversation, while neither is blocked", async () => {
    const parties = await createParties();
    const booking = await createBooking(parties);
    const [organizerId, ownerId] = [parties.organizer.user.id, parties.owner.user.id];
    expect(await callableConversation(db(), organizerId, ownerId)).toBeNull();
    const conversationId = await startBookingChat(parties.organizer.token, booking.request_id);
    expect(await callableConversation(db(), organizerId, ownerId)).toBe(conversationId);
    expect(await callableConversation(db(), ownerId, organizerId)).toBe(conversationId);
    const { otherOrganizer } = await createStrangers();
    expect(await callableConversation(db(), otherOrganizer.user.id, ownerId)).toBeNull();
    expect(await callableConversation(db(), ownerId, ownerId)).toBeNull();
    await setBlocked(ownerId);
    expect(await callableConversation(db(), organizerId, ownerId)).toBeNull();
    expect(await callableConversation(db(), ownerId, organizerId)).toBeNull();
  });
});

describe("messages", () => {
  it("only participants read or write; the sender is the token's user, whatever the body says", async () => {
    const chat = await bookingChat();
    const { otherOrganizer, admin } = await createStrangers();
    for (const outsider of [otherOrganizer, admin]) {
      expect((await api(`/conversations/${chat.conversationId}`, undefined, outsider)).status).toBe(404);
      const res = await send(chat.conversationId, { message_content: "Cześć" }, outsider.token);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: CHAT.notFound });
    }
    expect((await send(chat.conversationId, { message_content: "Cześć" })).status).toBe(401);

    const res = await send(
      chat.conversationId,
      { message_content: "  Dzień dobry, czy macie opcję wegańską?  ", senderId: chat.owner.user.id },
      chat.organizer.token,
    );
    expect(res.status).toBe(201);
    const message = await readJson(res, messageSchema);
    expect(message.sender_id).toBe(chat.organizer.user.id);
    expect(message.message_content).toBe("Dzień dobry, czy macie opcję wegańską?");

    const seen = await opened(chat.conversationId, chat.owner.token);
    expect(seen.messages.map((m) => [m.sender_id, m.message_content, m.sender_email])).toEqual([
      [chat.organizer.user.id, "Dzień dobry, czy macie opcję wegańską?", null],
    ]);
    expect(seen.details.title).toMatch(/^Rezerwacja: /);
  });

  it("an empty, whitespace-only or too long message is refused and nothing is stored", async () => {
    const chat = await bookingChat();
    for (const content of ["", "   \n\t ", 42]) {
      const res = await send(chat.conversationId, { message_content: content }, chat.organizer.token);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ message: CHAT.empty });
    }
    const long = await send(chat.conversationId, { message_content: "a".repeat(2001) }, chat.organizer.token);
    expect(long.status).toBe(400);
    expect(await long.json()).toMatchObject({ message: CHAT.tooLong });
    expect((await opened(chat.conversationId, chat.owner.token)).messages).toEqual([]);
  });

  it("unread counts follow the messages and the read marker, which never moves back", async () => {
    const chat = await bookingChat();
    await send(chat.conversationId, { message_content: "Pierwsza" }, chat.organizer.token);
    const last = await readJson(
      await send(chat.conversationId, { message_content: "Druga" }, chat.organizer.token),
      messageSchema,
    );
    const unreadOf = async (token: string) =>
      (await grouped(token)).flatMap((g) => g.conversations)[0]?.unread_count;
    expect(await unreadOf(chat.owner.token)).toBe(2);
    expect(await unreadOf(chat.organizer.token)).toBe(0);

    const read = await api(
      `/conversations/${chat.conversationId}/read`,
      { message_id: last.id },
      { method: "PUT", token: chat.owner.token },
    );
    expect(read.status).toBe(200);
    expect(await unreadOf(chat.owner.token)).toBe(0);
    // A late call with an older id, or one past the newest message, changes nothing.
    await api(
      `/conversations/${chat.conversationId}/read`,
      { message_id: 1 },
      { method: "PUT", token: chat.owner.token },
    );
    await api(
      `/conversations/${chat.conversationId}/read`,
      { message_id: last.id + 1000 },
      { method: "PUT", token: chat.owner.token },
    );
    expect(await unreadOf(chat.owner.token)).toBe(0);
    await send(chat.conversationId, { message_content: "Trzecia" }, chat.organizer.token);
    expect(await unreadOf(chat.owner.token)).toBe(1);
  });

  it("after the booking is accepted each side sees the other's e-mail", async () => {
    const chat = await bookingChat();
    expect((await putStatus(chat.requestId, "confirmed", chat.owner.token)).status).toBe(200);
    await send(chat.conversationId, { message_content: "Potwierdzone, dziękuję!" }, chat.owner.token);
    const seen = await opened(chat.conversationId, chat.organizer.token);
    expect(seen.details.participants).toContainEqual({ email: chat.owner.user.email, is_me: false });
    expect(seen.messages[0]?.sender_email).toBe(chat.owner.user.email);
  });
});

describe("live delivery and offline notice", () => {
  it("an online recipient gets the pop-up event and the open conversation the message; no e-mail", async () => {
    const chat = await bookingChat();
    const hub = await userHubSocket(chat.owner.user.id, chat.owner.token);
    const room = await connectedSocket(
      await partyPath(`/parties/conversation-room/${chat.conversationId}`, chat.owner.token),
    );
    const hubFrames = collectFrames(hub);
    const roomFrames = collectFrames(room);
    await send(chat.conversationId, { message_content: "Czy jest prąd na miejscu?" }, chat.organizer.token);
    expect(
      await frameMatching(hubFrames, (f) =>
        v.is(v.object({ type: v.literal("new_message_notification") }), f),
      ),
    ).toEqual({
      type: "new_message_notification",
      senderName: "Ewa W.",
      messagePreview: "Czy jest prąd na miejscu?",
      conversationId: String(chat.conversationId),
    });
    const delivered = await frameMatching(roomFrames, (f) =>
      v.is(v.object({ type: v.literal("new_message") }), f),
    );
    expect(delivered).toMatchObject({
      conversationId: String(chat.conversationId),
      message: { sender_id: chat.organizer.user.id, message_content: "Czy jest prąd na miejscu?" },
    });
    expect(await outboxSubjectsTo(chat.owner.user.email)).not.toContain(CHAT.newMessageSubject("Ewa W."));
    hub.close(1000, "done");
    room.close(1000, "done");
  });

  it("an offline recipient gets one e-mail for the first unread message; the sender hears they were told", async () => {
    const chat = await bookingChat();
    const senderHub = await userHubSocket(chat.organizer.user.id, chat.organizer.token);
    const senderFrames = collectFrames(senderHub);
    await send(chat.conversationId, { message_content: "Pierwsza wiadomość" }, chat.organizer.token);
    await send(chat.conversationId, { message_content: "Druga wiadomość" }, chat.organizer.token);
    const subjects = await outboxSubjectsTo(chat.owner.user.email);
    expect(subjects.filter((s) => s === CHAT.newMessageSubject("Ewa W."))).toHaveLength(1);
    expect(
      await frameMatching(senderFrames, (f) => v.is(v.object({ type: v.literal("recipient_notified") }), f)),
    ).toEqual({
      type: "recipient_notified",
      message: `${chat.profile.food_truck_name} nie jest teraz w aplikacji — wysłaliśmy powiadomienie o Twojej wiadomości.`,
    });
    senderHub.close(1000, "done");
  });

  it("an offline recipient's subscribed devices get a Web Push; an online one's do not", async () => {
    const chat = await bookingChat();
    const device = await browserSubscription(pushEndpoint());
    expect((await api("/notifications/subscribe", device.json, { token: chat.owner.token })).status).toBe(
      200,
    );
    const pushesTo = async (userId: number) =>
      (
        await db()
          .select({ payload: outbox.payloadJson })
          .from(outbox)
          .where(
            and(eq(outbox.kind, "push"), sql`json_extract(${outbox.payloadJson}, '$.userId') = ${userId}`),
          )
      ).map((row) => v.parse(v.object({ notification: v.unknown() }), JSON.parse(row.payload)).notification);

    await send(chat.conversationId, { message_content: "Jesteście wolni 12 czerwca?" }, chat.organizer.token);
    expect(await pushesTo(chat.owner.user.id)).toEqual([
      {
        title: "Nowa wiadomość od: Ewa W.",
        body: "Jesteście wolni 12 czerwca?",
        conversationId: chat.conversationId,
      },
    ]);

    const hub = await userHubSocket(chat.owner.user.id, chat.owner.token);
    await send(chat.conversationId, { message_content: "Czekam na odpowiedź" }, chat.organizer.token);
    expect(await pushesTo(chat.owner.user.id)).toHaveLength(1);
    hub.close(1000, "done");
  });

  it("the room's sockets are hibernatable: the runtime holds them, so they outlive the object in memory", async () => {
    const chat = await bookingChat();
    const path = (token: string) => partyPath(`/parties/conversation-room/${chat.conversationId}`, token);
    const sockets = await Promise.all([
      connectedSocket(await path(chat.organizer.token)),
      connectedSocket(await path(chat.owner.token)),
    ]);
    const room = env.ConversationRoom.get(env.ConversationRoom.idFromName(String(chat.conversationId)));
    // Accepted through the Hibernation API (ctx.acceptWebSocket), not held by the instance: only such
    // sockets are listed here, and only they survive the object being evicted while idle.
    expect(await runInDurableObject(room, (_instance, state) => state.getWebSockets().length)).toBe(2);
    for (const socket of sockets) socket.close(1000, "done");
  });

  it("frames a browser sends to a conversation room are never relayed to the others in it", async () => {
    const chat = await bookingChat();
    const path = (token: string) => partyPath(`/parties/conversation-room/${chat.conversationId}`, token);
    const sender = await connectedSocket(await path(chat.organizer.token));
    const listener = await connectedSocket(await path(chat.owner.token));
    const frames = collectFrames(listener);
    sender.send(JSON.stringify({ type: "new_message", conversationId: "1", message: {} }));
    sender.send("not json");
    await send(chat.conversationId, { message_content: "Prawdziwa" }, chat.organizer.token);
    await frameMatching(frames, (f) => v.is(v.object({ type: v.literal("new_message") }), f));
    expect(frames).toHaveLength(1);
    sender.close(1000, "done");
    listener.close(1000, "done");
  });
});

describe("limits", () => {
  it("more than 30 messages a minute from one user is 429 in Polish", async () => {
    const chat = await bookingChat();
    for (let i = 0; i < 30; i++) {
      expect(
        (await send(chat.conversationId, { message_content: `Wiadomość ${i}` }, chat.organizer.token)).status,
      ).toBe(201);
    }
    const refused = await send(
      chat.conversationId,
      { message_content: "Jedna za dużo" },
      chat.organizer.token,
    );
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ message: TEXT.rateLimited });
    // The minute runs from the first of the 30 messages, not from a clock boundary.
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThanOrEqual(50);
  });
});
