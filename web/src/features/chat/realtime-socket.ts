import { type ServerEvent, serverEventSchema } from "@shared/schemas/realtime-protocol";
import * as v from "valibot";

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
 * Opens a WebSocket to one of the parties (SPEC.md §4: websocket only, reconnecting, authenticated with the
 * token, which browsers can only send in the URL). partysocket is loaded on first use, so visitors who
 * never sign in never download it. `onOpen` runs on every (re)connection, `onClose` on every loss.
 */
export function openPartySocket(options: {
  party: "user-hub" | "conversation-room";
  room: string;
  token: string;
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
      query: { token: options.token },
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
