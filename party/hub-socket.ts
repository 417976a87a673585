import * as v from "valibot";
import { getDb } from "../worker/db/client";
import type { Env, SocketScope } from "../worker/env";
import { logError } from "../worker/lib/log";
import { isSessionAlive, type SessionRef } from "../worker/permissions";
import {
  SOCKET_SESSION_HEADER,
  SOCKET_TOKEN_VERSION_HEADER,
  SOCKET_USER_HEADER,
} from "../worker/schemas/realtime-protocol";

/**
 * What the hubs need of a socket: partyserver's Connection on Cloudflare, the runtime's own WebSocket
 * (wrapped by platform/hubs.ts) on Bun and Deno. The hubs' logic is written once against this.
 */
export interface HubSocket {
  send(text: string): void;
  close(code?: number, reason?: string): void;
  readonly state: unknown;
  setState(state: unknown): unknown;
}

/** The object a hub's logic lives in: its name (a user id or a conversation id), the bindings, its sockets. */
export interface HubHost {
  name(): string;
  env(): Env;
  sockets(): Iterable<HubSocket>;
}

/** Whose socket it is, and which session opened it: kept in its state (through hibernation on Cloudflare). */
const socketOwnerSchema = v.object({
  userId: v.number(),
  sessionId: v.optional(v.string()),
  tokenVersion: v.optional(v.number()),
});

/** The close code the app's sockets get when their session ends; the browser then asks for a new ticket. */
const SESSION_ENDED_CLOSE_CODE = 4003;

/** The owner a socket's state names, or null. */
export function ownerOf(socket: HubSocket): number | null {
  const owner = v.safeParse(socketOwnerSchema, socket.state);
  return owner.success ? owner.output.userId : null;
}

/**
 * Remembers whose socket it is and which session opened it, from the Worker's headers (set after its
 * checks); a socket that arrives without them did not come through the Worker and is closed (null).
 */
export function admitSocket(socket: HubSocket, request: Request): SessionRef | null {
  const userId = Number(request.headers.get(SOCKET_USER_HEADER));
  const tokenVersion = Number(request.headers.get(SOCKET_TOKEN_VERSION_HEADER) ?? Number.NaN);
  const sessionId = request.headers.get(SOCKET_SESSION_HEADER);
  if (!Number.isInteger(userId) || userId <= 0 || !Number.isInteger(tokenVersion) || !sessionId) {
    socket.close(SESSION_ENDED_CLOSE_CODE, "unknown user");
    return null;
  }
  const owner: SessionRef = { userId, sessionId, tokenVersion };
  socket.setState(owner);
  return owner;
}

/**
 * Checks the socket's session again now that the socket is in: a logout, a password change or a block
 * that committed while the socket was on its way from the door found it nowhere to close, so it is closed
 * here. Checked after the socket is in, so a session that ends later finds it in the hub. A check that
 * fails closes it too: the browser reconnects through the door.
 */
export async function closeUnlessAlive(socket: HubSocket, owner: SessionRef, env: Env): Promise<void> {
  let alive = false;
  try {
    alive = await isSessionAlive(getDb(env.DB), owner);
  } catch (error) {
    logError("checking a socket's session failed", error, { user_id: owner.userId });
  }
  if (!alive) socket.close(SESSION_ENDED_CLOSE_CODE, "session ended");
}

/**
 * Closes the sockets in `scope`; how many. A socket whose owner is not known (opened before owners were
 * kept) is closed too: closing one socket too many only makes a browser reconnect.
 */
export function closeSockets(sockets: Iterable<HubSocket>, scope: SocketScope, reason: string): number {
  let closed = 0;
  for (const socket of sockets) {
    const owner = v.safeParse(socketOwnerSchema, socket.state);
    const inScope =
      !owner.success ||
      (owner.output.userId === scope.userId &&
        (scope.sessionId === undefined ||
          owner.output.sessionId === undefined ||
          owner.output.sessionId === scope.sessionId));
    if (!inScope) continue;
    socket.close(SESSION_ENDED_CLOSE_CODE, reason);
    closed++;
  }
  return closed;
}

/** How many sockets got `text`. */
export function sendToAll(sockets: Iterable<HubSocket>, text: string): number {
  let sent = 0;
  for (const socket of sockets) {
    socket.send(text);
    sent++;
  }
  return sent;
}
