import * as v from "valibot";
import { describe, expect, test } from "vitest";
import { messageSchema } from "../contract/responses";
import { accept, BOOKING_TEXT, partiesWithTruck, requestBooking } from "./booking-client";
import { call, expectBody, expectError, warsawDayOfSeconds } from "./client";
import { hubUrl, type LiveSocket, openSocket, socketTicket, userHub } from "./socket";
import { as, createOrganizer, type TestUser, waitForMail } from "./users";

const CHAT_TEXT = {
  notFound: "Nie znaleziono rozmowy.",
  empty: "Wiadomość nie może być pusta.",
  recipientNotified: (name: string) =>
    `${name} nie jest teraz w aplikacji — wysłaliśmy powiadomienie o Twojej wiadomości.`,
} as const;

const conversationSchema = v.object({
  conversation_id: v.number(),
  title: v.string(),
  participants: v.array(v.object({ email: v.nullable(v.string()) })),
  request_id: v.nullable(v.number()),
  group_id: v.string(),
  group_name: v.string(),
  other_participant_name: v.string(),
  unread_count: v.number(),
});

const notificationSchema = v.object({
  type: v.literal("new_message_notification"),
  senderName: v.string(),
  messagePreview: v.string(),
  conversationId: v.string(),
});

const recipientNotifiedSchema = v.object({ type: v.literal("recipient_notified"), message: v.string() });

/** Runs `body` with a list to put the test's sockets in, and closes them all afterwards, pass or fail. */
async function withSockets(body: (opened: LiveSocket[]) => Promise<void>): Promise<void> {
  const opened: LiveSocket[] = [];
  try {
    await body(opened);
  } finally {
    await Promise.all(opened.map((socket) => socket.close()));
  }
}

async function startChat(user: TestUser, requestId: number): Promise<number> {
  const response = await call("/api/conversations/initiate/booking", { ...as(user), json: { requestId } });
  return expectBody(response, 200, v.object({ conversation_id: v.number() }), "initiate/booking")
    .conversation_id;
}

function send(user: TestUser, conversationId: number, content: string) {
  return call(`/api/conversations/${conversationId}/messages`, {
    ...as(user),
    json: { message_content: content, senderId: user.id },
  });
}

async function conversation(user: TestUser, conversationId: number) {
  const response = await call(`/api/conversations/${conversationId}`, as(user));
  return expectBody(
    response,
    200,
    v.object({ messages: v.array(messageSchema), details: conversationSchema }),
    `GET /api/conversations/${conversationId}`,
  );
}

describe.concurrent("chat", () => {
  test("a booking's conversation: a message reaches the owner's open socket live and both parties read it", async () => {
    const [{ owner, organizer, truck }, stranger] = await Promise.all([
      partiesWithTruck("chat"),
      createOrganizer("chat-stranger"),
    ]);
    const booking = await requestBooking(organizer, truck.profile_id, 40);
    await accept(owner, booking.request_id);

    const conversationId = await startChat(organizer, booking.request_id);
    expect(await startChat(owner, booking.request_id), "both parties share one conversation").toBe(
      conversationId,
    );
    expectError(
      await call("/api/conversations/initiate/booking", {
        ...as(stranger),
        json: { requestId: booking.request_id },
      }),
      404,
      BOOKING_TEXT.notFound,
      "a stranger starts the booking's chat",
    );

    // The owner has the app open: a live socket on their hub.
    await withSockets(async (opened) => {
      const ownerSocket = await userHub(owner);
      opened.push(ownerSocket);

      const content = "Dzień dobry! Czy możecie przyjechać już o 11:00, żeby się rozstawić?";
      const sent = expectBody(
        await send(organizer, conversationId, content),
        201,
        messageSchema,
        "send a message",
      );
      expect(sent).toMatchObject({ sender_id: organizer.id, message_content: content });
      expect(sent.message_id).toBe(sent.id);

      const organizerAsSeenByOwner = `${organizer.firstName} ${organizer.lastName.charAt(0)}.`;
      const live = await ownerSocket.frame(
        notificationSchema,
        (frame) => frame.conversationId === String(conversationId),
      );
      expect(live).toEqual({
        type: "new_message_notification",
        senderName: organizerAsSeenByOwner,
        messagePreview: content,
        conversationId: String(conversationId),
      });

      const seenByOwner = await conversation(owner, conversationId);
      expect(
        seenByOwner.messages.map((message) => [message.id, message.sender_id, message.message_content]),
      ).toEqual([[sent.id, organizer.id, content]]);
      const day = warsawDayOfSeconds(booking.event_start_date).split("-").reverse().join(".");
      expect(seenByOwner.details.title).toBe(`Rezerwacja: ${truck.food_truck_name}, ${day}`);
      const groups = expectBody(
        await call("/api/conversations/grouped", as(owner)),
        200,
        v.array(
          v.object({
            group_id: v.string(),
            group_name: v.string(),
            conversations: v.array(conversationSchema),
          }),
        ),
        "GET /api/conversations/grouped",
      );
      const listed = groups
        .flatMap((group) => group.conversations)
        .find((item) => item.conversation_id === conversationId);
      expect(listed).toMatchObject({
        request_id: booking.request_id,
        group_id: `booking-${booking.request_id}`,
        other_participant_name: organizerAsSeenByOwner,
        unread_count: 1,
      });

      // The owner answers; the organizer has no socket open, so they are told by e-mail and the owner hears so.
      const reply = "Tak, będziemy o 11:00. Potrzebujemy gniazdka 230 V.";
      const replied = expectBody(await send(owner, conversationId, reply), 201, messageSchema, "reply");
      const notified = await ownerSocket.frame(recipientNotifiedSchema, () => true);
      expect(notified.message).toBe(CHAT_TEXT.recipientNotified(organizerAsSeenByOwner));
      const mail = await waitForMail(
        organizer.email,
        `Nowa wiadomość od: ${truck.food_truck_name} – Foodtruck Marketplace`,
      );
      expect(mail.text).toContain(reply);

      const seenByOrganizer = await conversation(organizer, conversationId);
      expect(seenByOrganizer.messages.map((message) => message.id)).toEqual([sent.id, replied.id]);
      expect(seenByOrganizer.messages[1]).toMatchObject({ sender_id: owner.id, message_content: reply });
      expect(seenByOrganizer.details.other_participant_name).toBe(truck.food_truck_name);

      // Only the two parties see or write it; an empty message is not sent.
      expectError(
        await call(`/api/conversations/${conversationId}`, as(stranger)),
        404,
        CHAT_TEXT.notFound,
        "a stranger reads",
      );
      expectError(
        await send(stranger, conversationId, "Halo?"),
        404,
        CHAT_TEXT.notFound,
        "a stranger writes",
      );
      expectError(await send(organizer, conversationId, "   "), 400, CHAT_TEXT.empty, "a blank message");
      expect((await conversation(organizer, conversationId)).messages).toHaveLength(2);
    });
  });

  test("the live socket is refused with a bad ticket, for another user's hub and from another origin", async () => {
    const { owner, organizer } = await partiesWithTruck("chat-socket");
    const ticket = await socketTicket(owner);
    await expect(openSocket(hubUrl(organizer.id, ticket)), "someone else's hub").rejects.toThrow(
      /closed before/,
    );
    await expect(openSocket(hubUrl(owner.id, `${ticket}x`)), "a forged ticket").rejects.toThrow(
      /closed before/,
    );
    await expect(openSocket(hubUrl(owner.id, owner.token)), "the session token as a ticket").rejects.toThrow(
      /closed before/,
    );
    await expect(
      openSocket(hubUrl(owner.id, ticket), "https://evil.example"),
      "a page of another site",
    ).rejects.toThrow(/closed before/);
    await expect(openSocket(hubUrl(owner.id, ticket), null), "no Origin").rejects.toThrow(/closed before/);

    await withSockets(async (opened) => {
      const hub = await userHub(owner);
      opened.push(hub);
      expect(hub.frames).toContainEqual({ type: "registered", user_id: String(owner.id) });
    });
  });

  test("logging out closes the live socket that session opened, and only that one", async () => {
    const { owner } = await partiesWithTruck("chat-logout");
    const login = await call("/api/auth/login", {
      json: { email: owner.email, password: owner.password },
      ip: owner.ip,
    });
    const otherDevice = {
      ...owner,
      token: expectBody(login, 200, v.object({ token: v.string() }), "login").token,
    };
    await withSockets(async (opened) => {
      const [here, there] = [await userHub(owner), await userHub(otherDevice)];
      opened.push(here, there);
      expect((await call("/api/auth/logout", { ...as(owner), method: "POST" })).status).toBe(200);
      expect(await here.closeCode).toBe(4003);
      // The other device's socket is still live: it answers a new registration.
      there.frames.length = 0;
      there.send({ type: "register_user", user_id: owner.id });
      await there.frame(v.object({ type: v.literal("registered") }), () => true);
    });
  });
});
