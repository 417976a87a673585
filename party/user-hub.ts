import { type Connection, type ConnectionContext, Server } from "partyserver";
import type { Env, SocketScope } from "../worker/env";
import type { ServerEvent } from "../worker/schemas/realtime-protocol";
import { UserHubCore } from "./user-hub-core";

/**
 * The user hub as a Durable Object (one per user, name = user id), with hibernating sockets. The logic is
 * UserHubCore's, shared with the Bun and Deno servers.
 */
export class UserHub extends Server<Env> {
  static override options = { hibernate: true };

  private readonly core = new UserHubCore({
    name: () => this.name,
    env: () => this.env,
    sockets: () => this.getConnections(),
  });

  override async onConnect(connection: Connection, ctx: ConnectionContext): Promise<void> {
    await this.core.onConnect(connection, ctx.request);
  }

  override async onMessage(connection: Connection, message: string | ArrayBuffer): Promise<void> {
    await this.core.onMessage(connection, message);
  }

  closeSockets(scope: SocketScope, reason: string): number {
    return this.core.closeSockets(scope, reason);
  }

  deliver(event: ServerEvent): number {
    return this.core.deliver(event);
  }
}
