import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { ConversationRoomCore } from "../../party/conversation-room-core";
import type { HubHost } from "../../party/hub-socket";
import { UserHubCore } from "../../party/user-hub-core";
import { roomPresence, users } from "../../worker/db/schema";
import {
  SOCKET_SESSION_HEADER,
  SOCKET_TOKEN_VERSION_HEADER,
  SOCKET_USER_HEADER,
} from "../../worker/schemas/realtime-protocol";
import { signAppToken, verifyAppToken } from "../../worker/use-cases/accounts/app-token";
import { hashPassword } from "../../worker/use-cases/accounts/password";
import { createBooking, createParties, type Parties } from "./booking-fixtures";
import {
  api,
  DEFAULT_PASSWORD,
  db,
  getUser,
  latestMail,
  linkToken,
  TEXT,
  type TestUser,
  waitUntilTrue,
} from "./helpers";
import { createAdmin } from "./profile-fixtures";
import {
  collectFrames,
  connectedSocket,
  frameMatching,
  openSocket,
  partyPath,
  ticketFor,
  userHubSocket,
} from "./socket-fixtures";

/** The close code of a socket whose session ended (party/hub-socket.ts). */
const SESSION_ENDED = 4003;
/** "Within a second" of the answer that ended the session. */
const CLOSE_WITHIN_MS = 1000;

interface WatchedSocket {
  socket: WebSocket;
  frames: unknown[];
  /** The close code, once closed. */
  closed: Promise<number>;
}

function watched(socket: WebSocket): WatchedSocket {
  const closed = new Promise<number>((resolve) => socket.addEventListener("close", (e) => resolve(e.code)));
  return { socket, frames: collectFrames(socket), closed };
}

/** One session's live connections: its user hub and the conversation's room, each opened with its own ticket. */
async function liveConnections(userId: number, token: string, conversationId: number) {
  const hub = watched(await userHubSocket(userId, token));
  const room = watched(
    await connectedSocket(await partyPath(`/parties/conversation-room/${conversationId}`, token)),
  );
  return { hub, room, both: [hub, room] };
}

/** An organizer (who can sign in with a password) and an owner, with a booking and its conversation. */
async function chatWithSignedInOrganizer(): Promise<Parties & { conversationId: number }> {
  const parties = await createParties();
  await db()
    .update(users)
    .set({ passwordHash: await hashPassword(DEFAULT_PASSWORD) })
    .where(eq(users.id, parties.organizer.user.id));
  const booking = await createBooking(parties);
  const started = await api(
    "/conversations/initiate/booking",
    { requestId: booking.request_id },
    parties.organizer,
  );
  expect(started.status).toBe(200);
  const { conversation_id } = v.parse(v.object({ conversation_id: v.number() }), await started.json());
  return { ...parties, conversationId: conversation_id };
}

/** A second session of the same user (another device). */
async function anotherSession(user: TestUser): Promise<string> {
  return signAppToken(env, await getUser(user.user.id));
}

/** The organizer's live connections on this device (the chat's session) and on another (a second session). */
async function onTwoDevices(chat: Parties & { conversationId: number }) {
  const { organizer, conversationId } = chat;
  const here = await liveConnections(organizer.user.id, organizer.token, conversationId);
  const there = await liveConnections(organizer.user.id, await anotherSession(organizer), conversationId);
  return { here, there };
}

async function expectClosedSoon(sockets: WatchedSocket[]): Promise<void> {
  const timeout = new Promise<"still open">((resolve) =>
    setTimeout(() => resolve("still open"), CLOSE_WITHIN_MS),
  );
  for (const { closed } of sockets) {
    expect(await Promise.race([closed, timeout])).toBe(SESSION_ENDED);
  }
}

const newMessage = (content: string) => (frame: unknown) =>
  v.is(
    v.object({ type: v.literal("new_message"), message: v.object({ message_content: v.literal(content) }) }),
    frame,
  );

/**
 * The owner writes after the session ended. The barrier: the message reaches the live sockets (the owner's
 * room socket, and `alsoLive`) first; only then is it certain the stale sockets would have had it by now.
 */
async function stalesGotNothing(
  chat: Parties & { conversationId: number },
  stale: WatchedSocket[],
  alsoLive: WatchedSocket[] = [],
) {
  const ownerRoom = watched(
    await connectedSocket(
      await partyPath(`/parties/conversation-room/${chat.conversationId}`, chat.owner.token),
    ),
  );
  const content = `Po zakończeniu sesji ${crypto.randomUUID()}`;
  const sent = await api(
    `/conversations/${chat.conversationId}/messages`,
    { message_content: content },
    chat.owner,
  );
  expect(sent.status).toBe(201);
  await frameMatching(ownerRoom.frames, newMessage(content));
  for (const live of alsoLive) {
    await frameMatching(live.frames, (frame) => JSON.stringify(frame).includes(content));
  }
  for (const { frames } of stale) {
    expect(JSON.stringify(frames)).not.toContain(content);
  }
}

describe("a session that ends closes its sockets, hub and conversation rooms alike", () => {
  it("logout: the sockets that session's tickets opened close; another device's stay and receive", async () => {
    const chat = await chatWithSignedInOrganizer();
    const { here, there } = await onTwoDevices(chat);
    expect(
      (await api("/auth/logout", undefined, { method: "POST", token: chat.organizer.token })).status,
    ).toBe(200);
    await expectClosedSoon(here.both);
    await stalesGotNothing(chat, here.both, there.both);
    for (const { socket } of there.both) expect(socket.readyState).toBe(WebSocket.OPEN);
  });

  it("logout everywhere: every socket of the user closes, on every device", async () => {
    const chat = await chatWithSignedInOrganizer();
    const { here, there } = await onTwoDevices(chat);
    const res = await api("/auth/logout-all", undefined, { method: "POST", token: chat.organizer.token });
    expect(res.status).toBe(200);
    await expectClosedSoon([...here.both, ...there.both]);
    await stalesGotNothing(chat, [...here.both, ...there.both]);
  });

  it("a password change: every socket closes, this device's too (it reconnects with the new token)", async () => {
    const chat = await chatWithSignedInOrganizer();
    const { here, there } = await onTwoDevices(chat);
    const res = await api(
      "/users/me/password",
      { currentPassword: DEFAULT_PASSWORD, newPassword: "Zupelnie-Nowe-Haslo-7" },
      { method: "PUT", token: chat.organizer.token },
    );
    expect(res.status).toBe(200);
    const { token: fresh } = v.parse(v.object({ token: v.string() }), await res.json());
    await expectClosedSoon([...here.both, ...there.both]);
    const reconnected = await liveConnections(chat.organizer.user.id, fresh, chat.conversationId);
    await stalesGotNothing(chat, [...here.both, ...there.both], reconnected.both);
  });

  /** What else ends every session of the organizer: the answer to the call that does it. */
  const endsEverySession: [string, (chat: Parties) => Promise<Response>][] = [
    [
      "a password reset",
      async (chat) => {
        expect((await api("/auth/request-password-reset", { email: chat.organizer.email })).status).toBe(200);
        const mail = await latestMail(chat.organizer.email, TEXT.resetSubject);
        const token = linkToken(mail.text, "/reset-password");
        return api("/auth/reset-password", { token, newPassword: "Zupelnie-Nowe-Haslo-7" });
      },
    ],
    [
      "a block by an admin",
      async (chat) =>
        api(`/admin/users/${chat.organizer.user.id}/toggle-block`, undefined, {
          method: "PUT",
          token: (await createAdmin()).token,
        }),
    ],
    [
      "deleting one's own account",
      (chat) =>
        api("/users/me", { password: DEFAULT_PASSWORD }, { method: "DELETE", token: chat.organizer.token }),
    ],
    [
      "an admin deleting the account",
      async (chat) =>
        api(`/admin/users/${chat.organizer.user.id}`, undefined, {
          method: "DELETE",
          token: (await createAdmin()).token,
        }),
    ],
  ];

  it.each(endsEverySession)("%s: every socket closes", async (_name, end) => {
    const chat = await chatWithSignedInOrganizer();
    const here = await liveConnections(chat.organizer.user.id, chat.organizer.token, chat.conversationId);
    const res = await end(chat);
    expect(res.status, await res.clone().text()).toBe(200);
    await expectClosedSoon(here.both);
    await stalesGotNothing(chat, here.both);
  });
});

describe("socket tickets and room names", () => {
  it("a ticket opens one socket: the same ticket again is 401", async () => {
    const chat = await chatWithSignedInOrganizer();
    const ticket = encodeURIComponent(await ticketFor(chat.organizer.token));
    const first = await openSocket(`/parties/user-hub/${chat.organizer.user.id}?ticket=${ticket}`);
    expect(first.status).toBe(101);
    first.webSocket?.accept();
    for (const path of [
      `/parties/user-hub/${chat.organizer.user.id}`,
      `/parties/conversation-room/${chat.conversationId}`,
    ]) {
      const again = await openSocket(`${path}?ticket=${ticket}`);
      expect(again.status, path).toBe(401);
      expect(again.webSocket).toBeNull();
    }
  });

  it("a room is reached only by its canonical id: any other spelling is 404, with no socket", async () => {
    const chat = await chatWithSignedInOrganizer();
    const id = chat.conversationId;
    const userId = chat.organizer.user.id;
    for (const path of [
      `/parties/conversation-room/0${id}`,
      `/parties/conversation-room/${id}.0`,
      `/parties/conversation-room/+${id}`,
      `/parties/conversation-room/${id}%20`,
      `/parties/conversation-room/%3${String(id).slice(0, 1)}${String(id).slice(1)}`,
      `/parties/conversation-room/${id}e0`,
      `/parties/conversation-room/0x${id.toString(16)}`,
      `/parties/user-hub/0${userId}`,
      `/parties/user-hub/${userId}.0`,
    ]) {
      const res = await openSocket(await partyPath(path, chat.organizer.token));
      expect(res.status, path).toBe(404);
      expect(res.webSocket, path).toBeNull();
    }
    const canonical = await openSocket(
      await partyPath(`/parties/conversation-room/${id}`, chat.organizer.token),
    );
    expect(canonical.status).toBe(101);
    canonical.webSocket?.accept();
  });

  it("a conversation's room takes only its participants, as its messages do over HTTP", async () => {
    const chat = await chatWithSignedInOrganizer();
    const stranger = await createParties();
    const path = `/parties/conversation-room/${chat.conversationId}`;
    const res = await openSocket(await partyPath(path, stranger.organizer.token));
    expect(res.status).toBe(403);
    expect(res.webSocket).toBeNull();
    expect((await api(`/conversations/${chat.conversationId}`, undefined, stranger.organizer)).status).toBe(
      404,
    );
  });
});

/** A socket as a hub sees it, recording how it was closed. */
function fakeSocket() {
  const closes: number[] = [];
  let state: unknown = null;
  return {
    closes,
    socket: {
      send: () => undefined,
      close: (code?: number) => {
        closes.push(code ?? 1000);
      },
      get state() {
        return state;
      },
      setState(next: unknown) {
        state = next;
        return state;
      },
    },
  };
}

/** The socket's handshake as the Worker's door forwards it to a hub, for the session of `token`. */
async function forwardedHandshake(token: string): Promise<Request> {
  const claims = await verifyAppToken(env, token);
  if (!claims) throw new Error("the test token does not verify");
  return new Request("http://hub/", {
    headers: {
      [SOCKET_USER_HEADER]: claims.sub,
      [SOCKET_SESSION_HEADER]: claims.jti,
      [SOCKET_TOKEN_VERSION_HEADER]: String(claims.ver),
    },
  });
}

describe("a socket past the door when its session ends", () => {
  it("is closed by its hub, which checks the session again once the socket is in", async () => {
    const chat = await chatWithSignedInOrganizer();
    const { organizer, conversationId } = chat;
    // The door let both in (their sessions were alive); the logout commits before the hubs take them.
    const handshake = await forwardedHandshake(organizer.token);
    const other = await forwardedHandshake(await anotherSession(organizer));
    expect((await api("/auth/logout", undefined, { method: "POST", token: organizer.token })).status).toBe(
      200,
    );
    const hubs: [string, (host: HubHost) => UserHubCore | ConversationRoomCore][] = [
      [String(organizer.user.id), (host) => new UserHubCore(host)],
      [String(conversationId), (host) => new ConversationRoomCore(host)],
    ];
    for (const [name, makeCore] of hubs) {
      const [late, live] = [fakeSocket(), fakeSocket()];
      const core = makeCore({ name: () => name, env: () => env, sockets: () => [late.socket, live.socket] });
      await core.onConnect(late.socket, handshake);
      await core.onConnect(live.socket, other);
      expect(late.closes, name).toEqual([4003]);
      expect(live.closes, name).toEqual([]);
    }
  });
});

describe("room presence: where a session's end looks for sockets", () => {
  async function presence(userId: number): Promise<number[]> {
    const rows = await db()
      .select({ id: roomPresence.conversationId })
      .from(roomPresence)
      .where(eq(roomPresence.userId, userId));
    return rows.map((row) => row.id);
  }

  it("a room is listed while the user has a socket in it, and not after the last one closes", async () => {
    const chat = await chatWithSignedInOrganizer();
    const userId = chat.organizer.user.id;
    expect(await presence(userId)).toEqual([]);
    const { room } = await liveConnections(userId, chat.organizer.token, chat.conversationId);
    const second = watched(
      await connectedSocket(
        await partyPath(`/parties/conversation-room/${chat.conversationId}`, chat.organizer.token),
      ),
    );
    await waitUntilTrue(async () => (await presence(userId)).includes(chat.conversationId));
    room.socket.close(1000, "one tab closed");
    await room.closed;
    // The barrier: a message reaches the second socket after the room handled the first one's close.
    await stalesGotNothing(chat, [], [second]);
    expect(await presence(userId)).toEqual([chat.conversationId]);
    second.socket.close(1000, "last tab closed");
    await waitUntilTrue(async () => (await presence(userId)).length === 0);
  });
});
