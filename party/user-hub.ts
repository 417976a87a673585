import { type Connection, Server } from "partyserver";
import * as v from "valibot";
import type { Env } from "../worker/env";
import { logError } from "../worker/lib/log";
import {
  clientMessageSchema,
  type ServerEvent,
  serverEventSchema,
} from "../worker/schemas/realtime-protocol";
import { relayCallSignal } from "../worker/use-cases/voice/relay-call-signal";
import { VOICE_TEXTS } from "../worker/use-cases/voice/texts";

/**
 * One Durable Object per user (room name = user id): the user's open tabs connect here. The Worker has
 * already checked the JWT before the socket reaches this class; the Worker pushes events with `deliver`.
 */
/** Call steps a user's tabs may send: a few new calls a minute to one person, a burst of candidates. */
const CALL_LIMITS = { offersPerCalleePerMinute: 5, framesPerSecond: 50 } as const;

export class UserHub extends Server<Env> {
  static override options = { hibernate: true };

  /**
   * Call steps are relayed one after another: each waits on D1 and on the other hub, and a candidate must
   * not overtake the offer it follows (the callee would drop it). In memory, so reset by hibernation.
   */
  private relaying: Promise<void> = Promise.resolve();
  private frameWindow = { second: 0, count: 0 };
  private offersTo = new Map<number, number[]>();

  /** Whether this frame is within the limits (counting it). */
  private allowed(to: number, kind: string): boolean {
    const now = Date.now();
    const second = Math.floor(now / 1000);
    if (this.frameWindow.second !== second) this.frameWindow = { second, count: 0 };
    if (++this.frameWindow.count > CALL_LIMITS.framesPerSecond) return false;
    if (kind !== "offer") return true;
    const recent = (this.offersTo.get(to) ?? []).filter((at) => now - at < 60_000);
    if (recent.length >= CALL_LIMITS.offersPerCalleePerMinute) return false;
    this.offersTo.set(to, [...recent, now]);
    return true;
  }

  override async onMessage(connection: Connection, message: string | ArrayBuffer): Promise<void> {
    if (typeof message !== "string") return;
    let data: unknown;
    try {
      data = JSON.parse(message);
    } catch {
      return;
    }
    const parsed = v.safeParse(clientMessageSchema, data);
    if (!parsed.success) return;
    const frame = parsed.output;
    if (frame.type === "register_user" && String(frame.user_id) === this.name) {
      this.sendTo(connection, { type: "registered", user_id: this.name });
    } else if (frame.type === "call_signal") {
      if (!this.allowed(frame.to, frame.signal.kind)) {
        if (frame.signal.kind === "offer") {
          this.sendTo(connection, { type: "call_unavailable", message: VOICE_TEXTS.tooManyCalls });
        }
        return;
      }
      const relay = this.relaying.then(async () => {
        const { outcome, toOwnTabs } = await relayCallSignal(this.env, Number(this.name), frame);
        if (toOwnTabs) this.deliver(toOwnTabs);
        if (outcome !== "relayed") {
          const message = outcome === "unavailable" ? VOICE_TEXTS.unavailable : VOICE_TEXTS.notAllowed;
          this.sendTo(connection, { type: "call_unavailable", message });
        }
      });
      this.relaying = relay.catch((error: unknown) => logError("relaying a call step failed", error));
      await this.relaying;
    }
  }

  private sendTo(connection: Connection, event: ServerEvent): void {
    connection.send(JSON.stringify(event));
  }

  /** Closes every open connection of this user (a blocked account keeps no live session). */
  closeAll(reason: string): number {
    let closed = 0;
    for (const connection of this.getConnections()) {
      connection.close(4003, reason);
      closed++;
    }
    return closed;
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
