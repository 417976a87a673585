import { type Connection, Server } from "partyserver";
import * as v from "valibot";
import type { Env } from "../worker/env";
import {
  clientMessageSchema,
  type ServerEvent,
  serverEventSchema,
} from "../worker/schemas/realtime-protocol";

/**
 * One Durable Object per user (room name = user id): the user's open tabs connect here. The Worker has
 * already checked the JWT before the socket reaches this class; the Worker pushes events with `deliver`.
 */
export class UserHub extends Server<Env> {
  static override options = { hibernate: true };

  override onMessage(connection: Connection, message: string | ArrayBuffer): void {
    if (typeof message !== "string") return;
    let data: unknown;
    try {
      data = JSON.parse(message);
    } catch {
      return;
    }
    const parsed = v.safeParse(clientMessageSchema, data);
    if (!parsed.success) return;
    if (parsed.output.type === "register_user" && String(parsed.output.user_id) === this.name) {
      const registered: ServerEvent = { type: "registered", user_id: this.name };
      connection.send(JSON.stringify(registered));
    }
  }

  /**
   * Sends an event to every open connection of this user; returns how many received it (0: the user is
   * not in the app). Called by the Worker over RPC; the event is checked against the protocol again.
   */
  deliver(event: ServerEvent): number {
    const parsed = v.safeParse(serverEventSchema, event);
    if (!parsed.success) return 0;
    let delivered = 0;
    const text = JSON.stringify(parsed.output);
    for (const connection of this.getConnections()) {
      connection.send(text);
      delivered++;
    }
    return delivered;
  }
}
