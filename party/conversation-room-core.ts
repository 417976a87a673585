import * as v from "valibot";
import { getDb } from "../worker/db/client";
import type { SocketScope } from "../worker/env";
import { logError } from "../worker/lib/log";
import { type ServerEvent, serverEventSchema } from "../worker/schemas/realtime-protocol";
import { recordRoomPresence } from "../worker/use-cases/chat/room-presence";
import {
  admitSocket,
  closeSockets,
  closeUnlessAlive,
  type HubHost,
  type HubSocket,
  ownerOf,
  sendToAll,
} from "./hub-socket";

/**
 * One room per conversation: live fan-out of new messages to the participants who have it open. Messages
 * are stored by the Worker, which calls `broadcastEvent`; the sockets only listen (anything a browser sends
 * is ignored, never relayed). The room keeps room_presence true to its sockets, so a session's end knows
 * which rooms to close sockets in. Runtime-neutral, like UserHubCore.
 */
export class ConversationRoomCore {
  /** Presence writes, one after another (each reads the sockets when it runs, so the last one is right). */
  private presenceWrites: Promise<void> = Promise.resolve();

  constructor(private readonly host: HubHost) {}

  /**
   * Remembers whose socket it is (the Worker's headers, never the client's word), records the user's
   * presence here, then checks their session again: in that order, so a session that ends at any moment
   * either finds this room in room_presence or is seen ended by the check.
   */
  async onConnect(socket: HubSocket, request: Request): Promise<void> {
    const owner = admitSocket(socket, request);
    if (!owner) return;
    await this.syncPresence(owner.userId);
    await closeUnlessAlive(socket, owner, this.host.env());
  }

  /** A socket left: the user's presence here ends with their last socket. */
  async onClose(socket: HubSocket): Promise<void> {
    const userId = ownerOf(socket);
    if (userId !== null) await this.syncPresence(userId);
  }

  private syncPresence(userId: number): Promise<void> {
    const write = this.presenceWrites.then(async () => {
      const present = [...this.host.sockets()].some((socket) => ownerOf(socket) === userId);
      await recordRoomPresence(getDb(this.host.env().DB), Number(this.host.name()), userId, present);
    });
    // A failed write (the user deleted meanwhile) is logged; the next write starts afresh.
    this.presenceWrites = write.catch((error: unknown) => {
      logError("recording a socket's presence in a conversation room failed", error, { user_id: userId });
    });
    return this.presenceWrites;
  }

  /** Sends the event to every socket in the room; returns how many received it. */
  broadcastEvent(event: ServerEvent): number {
    const parsed = v.safeParse(serverEventSchema, event);
    if (!parsed.success) return 0;
    return sendToAll(this.host.sockets(), JSON.stringify(parsed.output));
  }

  /** Closes one user's sockets here (or one session's): their session ended; how many. */
  closeSockets(scope: SocketScope, reason: string): number {
    return closeSockets(this.host.sockets(), scope, reason);
  }
}
