import { type Connection, type ConnectionContext, Server } from "partyserver";
import * as v from "valibot";
import type { Env } from "../worker/env";
import { type ServerEvent, SOCKET_USER_HEADER, serverEventSchema } from "../worker/schemas/realtime-protocol";

const socketStateSchema = v.object({ userId: v.number() });

/**
 * One Durable Object per conversation: live fan-out of new messages to the participants who have the
 * conversation open. Messages are stored in D1 by the Worker, which calls `broadcastEvent` over RPC;
 * the sockets only listen (anything a browser sends here is ignored, never relayed).
 */
export class ConversationRoom extends Server<Env> {
  static override options = { hibernate: true };

  /** Remembers whose socket it is (the Worker's header; kept with the socket through hibernation). */
  override onConnect(connection: Connection, ctx: ConnectionContext): void {
    const userId = Number(ctx.request.headers.get(SOCKET_USER_HEADER));
    if (!Number.isInteger(userId) || userId <= 0) {
      connection.close(4003, "unknown user");
      return;
    }
    connection.setState({ userId });
  }

  /** Sends the event to every socket in the room; returns how many received it. */
  broadcastEvent(event: ServerEvent): number {
    const parsed = v.safeParse(serverEventSchema, event);
    if (!parsed.success) return 0;
    const text = JSON.stringify(parsed.output);
    let delivered = 0;
    for (const connection of this.getConnections()) {
      connection.send(text);
      delivered++;
    }
    return delivered;
  }

  /** Closes the sockets of one user (blocked or deleted): they stop receiving this conversation. */
  closeUser(userId: number, reason: string): number {
    let closed = 0;
    for (const connection of this.getConnections()) {
      const state = v.safeParse(socketStateSchema, connection.state);
      if (state.success && state.output.userId === userId) {
        connection.close(4003, reason);
        closed++;
      }
    }
    return closed;
  }
}
