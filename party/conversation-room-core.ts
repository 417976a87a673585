import * as v from "valibot";
import type { SocketScope } from "../worker/env";
import { type ServerEvent, serverEventSchema } from "../worker/schemas/realtime-protocol";
import { admitSocket, closeSockets, type HubHost, type HubSocket, sendToAll } from "./hub-socket";

/**
 * One room per conversation: live fan-out of new messages to the participants who have it open. Messages
 * are stored by the Worker, which calls `broadcastEvent`; the sockets only listen (anything a browser sends
 * is ignored, never relayed). Runtime-neutral, like UserHubCore.
 */
export class ConversationRoomCore {
  constructor(private readonly host: HubHost) {}

  /** Remembers whose socket it is: the Worker's headers, set after its own checks, never the client's word. */
  onConnect(socket: HubSocket, request: Request): void {
    admitSocket(socket, request);
  }

  /** Sends the event to every socket in the room; returns how many received it. */
  broadcastEvent(event: ServerEvent): number {
    const parsed = v.safeParse(serverEventSchema, event);
    if (!parsed.success) return 0;
    return sendToAll(this.host.sockets(), JSON.stringify(parsed.output));
  }

  /** Closes one user's sockets here (or one session's): their session ended; how many. */
  closeSockets(scope: SocketScope, reason: string): number {
    return closeSockets(this.host.sockets(), scope, reason);
  }
}
