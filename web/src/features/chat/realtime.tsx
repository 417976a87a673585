import type { ClientMessage, ServerEvent } from "@shared/schemas/realtime-protocol";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { api, unwrap } from "../../lib/api";
import { useSession } from "../../lib/session";
import { type LiveSocket, openPartySocket } from "./realtime-socket";

type Listener = (event: ServerEvent) => void;
const listeners = new Set<Listener>();

/** The hub socket while it is open (frames can be sent), else null. */
let openHub: LiveSocket | null = null;

/** Whether the user's hub socket is connected right now (calls need it). */
export function hubConnected(): boolean {
  return openHub !== null;
}

/** Sends a frame on the user's hub socket; false when it is not connected right now. */
export function sendToHub(frame: ClientMessage): boolean {
  if (!openHub) return false;
  openHub.send(JSON.stringify(frame));
  return true;
}

/** Calls `listener` with every event of the signed-in user's hub while the component is mounted. */
export function useRealtimeEvents(listener: Listener): void {
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => {
    const forward: Listener = (event) => latest.current(event);
    listeners.add(forward);
    return () => {
      listeners.delete(forward);
    };
  }, []);
}

/**
 * The signed-in user's real-time connection (SPEC.md §4): opened only with both a user and a token,
 * `register_user` on every open, closed when either changes or goes. New messages refresh the unread
 * counts and the conversation list.
 */
export function useUserHubConnection(): void {
  const { user, token } = useSession();
  const queryClient = useQueryClient();
  const userId = user?.user_id;
  useEffect(() => {
    if (userId === undefined || !token) return;
    // A session ended elsewhere (logout everywhere, a password change, a block, a deletion) closes this
    // socket on the server; the reconnect's ticket request is then refused, and a 401 signs the user out
    // (lib/api.ts). A refused upgrade looks like a lost connection to the browser: two closes without an
    // open in between ask the API, whose 401 signs the user out too.
    let closesSinceOpen = 0;
    const socket = openPartySocket({
      party: "user-hub",
      room: String(userId),
      onOpen: (live) => {
        closesSinceOpen = 0;
        live.send(JSON.stringify({ type: "register_user", user_id: userId }));
        openHub = live;
        // Whatever arrived while the connection was down shows up now (counts, the list).
        void queryClient.invalidateQueries({ queryKey: ["conversations"] });
      },
      onClose: (live) => {
        // A late close of a replaced socket must not hide the current one.
        if (openHub === live) openHub = null;
        closesSinceOpen += 1;
        if (closesSinceOpen === 2) {
          unwrap(api.auth.profile.$get(), "").catch(() => {
            // Signed out on 401 by unwrap; otherwise the network is down and partysocket keeps trying.
          });
        }
      },
      onEvent: (event) => {
        if (event.type === "new_message_notification") {
          void queryClient.invalidateQueries({ queryKey: ["conversations"] });
        }
        // The other party acted: the dashboard shows it now rather than on the next visit.
        if (event.type === "dashboard_changed") {
          void queryClient.invalidateQueries({ queryKey: [event.what] });
        }
        for (const listener of listeners) listener(event);
      },
    });
    return () => {
      openHub = null;
      socket.close();
    };
  }, [userId, token, queryClient]);
}
