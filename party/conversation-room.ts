import { type Connection, type ConnectionContext, Server } from "partyserver";
import type { Env, SocketScope } from "../worker/env";
import type { ServerEvent } from "../worker/schemas/realtime-protocol";
import { ConversationRoomCore } from "./conversation-room-core";

/**
 * The conversation room as a Durable Object (one per conversation), with hibernating sockets; a socket's
 * owner is kept in its state through hibernation. The logic is ConversationRoomCore's.
 */
export class ConversationRoom extends Server<Env> {
  static override options = { hibernate: true };

  private readonly core = new ConversationRoomCore({
    name: () => this.name,
    env: () => this.env,
    sockets: () => this.getConnections(),
  });

  override async onConnect(connection: Connection, ctx: ConnectionContext): Promise<void> {
    await this.core.onConnect(connection, ctx.request);
  }

  override async onClose(connection: Connection): Promise<void> {
    await this.core.onClose(connection);
  }

  broadcastEvent(event: ServerEvent): number {
    return this.core.broadcastEvent(event);
  }

  closeSockets(scope: SocketScope, reason: string): number {
    return this.core.closeSockets(scope, reason);
  }
}
