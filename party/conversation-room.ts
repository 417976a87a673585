import { Server } from "partyserver";
import * as v from "valibot";
import type { Env } from "../worker/env";
import { type ServerEvent, serverEventSchema } from "../worker/schemas/realtime-protocol";

/**
 * One Durable Object per conversation: live fan-out of new messages to the participants who have the
 * conversation open. Messages are stored in D1 by the Worker, which calls `broadcastEvent` over RPC;
 * the sockets only listen (anything a browser sends here is ignored, never relayed).
 */
export class ConversationRoom extends Server<Env> {
  static override options = { hibernate: true };

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
}
