import { type ServerEvent, serverEventSchema } from "@shared/schemas/realtime-protocol";
import * as v from "valibot";
import { api, unwrap } from "../../lib/api";
import { TEXTS } from "../../lib/texts";

/** A reconnecting socket (partysocket) that is closed, or about to open. */
export interface LiveSocket {
  send(text: string): void;
  close(): void;
}

/** Only frames of the protocol reach the app; anything else is dropped. */
export function parseServerEvent(data: unknown): ServerEvent | null {
  if (typeof data !== "string") return null;
  try {
    const parsed = v.safeParse(serverEventSchema, JSON.parse(data));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

/**
 * A one-minute ticket for the next connection: browsers can only authenticate a WebSocket in its URL,
 * and URLs get logged, so the session token itself never goes there (worker/routes/realtime.ts).
 */
async function socketTicket(): Promise<Record<string, string>> {
  const { ticket } = await unwrap(api.realtime.ticket.$post(), TEXTS.loadFailed);
  return { ticket };
}

/**
 * Opens a WebSocket to one of the parties (SPEC.md §4: websocket only, reconnecting, authenticated — with a
 * fresh socket ticket for every (re)connection). partysocket is loaded on first use, so visitors who never
 * sign in never download it. `onOpen` runs on every (re)connection, `onClose` on every loss.
 */
export function openPartySocket(options: {
  party: "user-hub" | "conversation-room";
  room: string;
  onEvent: (event: ServerEvent) => void;
  onOpen?: (socket: LiveSocket) => void;
  onClose?: (socket: LiveSocket) => void;
}): LiveSocket {
  let socket: LiveSocket | null = null;
  let closed = false;
  void import("partysocket").then(({ PartySocket }) => {
    if (closed) return;
    const live = new PartySocket({
      host: window.location.host,
      protocol: window.location.protocol === "https:" ? "wss" : "ws",
      party: options.party,
      room: options.room,
      query: socketTicket,
    });
    live.addEventListener("open", () => options.onOpen?.(live));
    live.addEventListener("close", () => options.onClose?.(live));
    live.addEventListener("message", (message) => {
      const event = parseServerEvent(message.data);
      if (event) options.onEvent(event);
    });
    socket = live;
  });
  return {
    send: (text) => socket?.send(text),
    close: () => {
      closed = true;
      socket?.close();
    },
  };
}
