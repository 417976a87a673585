import * as v from "valibot";
import { type ServerEvent, SOCKET_USER_HEADER, serverEventSchema } from "../worker/schemas/realtime-protocol";
import { type HubHost, type HubSocket, sendToAll } from "./hub-socket";

const socketStateSchema = v.object({ userId: v.number() });

/**
 * One room per conversation: live fan-out of new messages to the participants who have it open. Messages
 * are stored by the Worker, which calls `broadcastEvent`; the sockets only listen (anything a browser sends
 * is ignored, never relayed). Runtime-neutral, like UserHubCore.
 */
export class ConversationRoomCore {
  constructor(private readonly host: HubHost) {}

  /** Remembers whose socket it is: the Worker's header, set after its own checks, never the client's word. */
  onConnect(socket: HubSocket, request: Request): void {
    const userId = Number(request.headers.get(SOCKET_USER_HEADER));
    if (!Number.isInteger(userId) || userId <= 0) {
      socket.close(4003, "unknown user");
      return;
    }
    socket.setState({ userId });
  }

  /** Sends the event to every socket in the room; returns how many received it. */
  broadcastEvent(event: ServerEvent): number {
    const parsed = v.safeParse(serverEventSchema, event);
    if (!parsed.success) return 0;
    return sendToAll(this.host.sockets(), JSON.stringify(parsed.output));
  }

  /** Closes the sockets of one user (blocked or deleted): they stop receiving this conversation. */
  closeUser(userId: number, reason: string): number {
    let closed = 0;
    for (const socket of this.host.sockets()) {
      const state = v.safeParse(socketStateSchema, socket.state);
      if (state.success && state.output.userId === userId) {
        socket.close(4003, reason);
        closed++;
      }
    }
    return closed;
  }
}
