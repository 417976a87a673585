import type { Env } from "../worker/env";

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

/** How many sockets got `text`. */
export function sendToAll(sockets: Iterable<HubSocket>, text: string): number {
  let sent = 0;
  for (const socket of sockets) {
    socket.send(text);
    sent++;
  }
  return sent;
}
