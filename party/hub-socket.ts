import * as v from "valibot";
import type { Env, SocketScope } from "../worker/env";
import { SOCKET_SESSION_HEADER, SOCKET_USER_HEADER } from "../worker/schemas/realtime-protocol";

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

/** Whose socket it is: kept in the socket's state (through hibernation on Cloudflare). */
const socketOwnerSchema = v.object({ userId: v.number(), sessionId: v.optional(v.string()) });
export type SocketOwner = v.InferOutput<typeof socketOwnerSchema>;

/** The close code the app's sockets get when their session ends; the browser then asks for a new ticket. */
export const SESSION_ENDED_CLOSE_CODE = 4003;

/**
 * Remembers whose socket it is, from the Worker's headers (set after its checks); a socket that arrives
 * without them did not come through the Worker and is closed.
 */
export function admitSocket(socket: HubSocket, request: Request): void {
  const userId = Number(request.headers.get(SOCKET_USER_HEADER));
  const sessionId = request.headers.get(SOCKET_SESSION_HEADER);
  if (!Number.isInteger(userId) || userId <= 0 || !sessionId) {
    socket.close(SESSION_ENDED_CLOSE_CODE, "unknown user");
    return;
  }
  socket.setState({ userId, sessionId } satisfies SocketOwner);
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
