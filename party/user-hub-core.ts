import * as v from "valibot";
import type { SocketScope } from "../worker/env";
import { logError } from "../worker/lib/log";
import {
  clientMessageSchema,
  type ServerEvent,
  serverEventSchema,
} from "../worker/schemas/realtime-protocol";
import { relayCallSignal } from "../worker/use-cases/voice/relay-call-signal";
import { VOICE_TEXTS } from "../worker/use-cases/voice/texts";
import {
  admitSocket,
  closeSockets,
  closeUnlessAlive,
  type HubHost,
  type HubSocket,
  sendToAll,
} from "./hub-socket";

/** Call steps a user's tabs may send: a few new calls a minute to one person, a burst of candidates. */
const CALL_LIMITS = { offersPerCalleePerMinute: 5, framesPerSecond: 50 } as const;

/**
 * One hub per user (name = user id): the user's open tabs connect here, after the Worker has checked their
 * socket ticket; the Worker pushes events with `deliver`. Runtime-neutral: the UserHub Durable Object on
 * Cloudflare and the in-process hub on Bun and Deno both run this.
 */
export class UserHubCore {
  /**
   * Call steps are relayed one after another: each waits on the database and on the other hub, and a
   * candidate must not overtake the offer it follows (the callee would drop it). In memory only.
   */
  private relaying: Promise<void> = Promise.resolve();
  private frameWindow = { second: 0, count: 0 };
  private offersTo = new Map<number, number[]>();

  constructor(private readonly host: HubHost) {}

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

  /** Remembers whose socket it is (which session's ticket opened it), then checks that session again. */
  async onConnect(socket: HubSocket, request: Request): Promise<void> {
    const owner = admitSocket(socket, request);
    if (owner) await closeUnlessAlive(socket, owner, this.host.env());
  }

  async onMessage(socket: HubSocket, message: string | ArrayBuffer): Promise<void> {
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
    const name = this.host.name();
    if (frame.type === "register_user" && String(frame.user_id) === name) {
      this.sendTo(socket, { type: "registered", user_id: name });
    } else if (frame.type === "call_signal") {
      if (!this.allowed(frame.to, frame.signal.kind)) {
        if (frame.signal.kind === "offer") {
          this.sendTo(socket, { type: "call_unavailable", message: VOICE_TEXTS.tooManyCalls });
        }
        return;
      }
      const relay = this.relaying.then(async () => {
        const { outcome, toOwnTabs } = await relayCallSignal(this.host.env(), Number(name), frame);
        if (toOwnTabs) this.deliver(toOwnTabs);
        if (outcome !== "relayed") {
          const text = outcome === "unavailable" ? VOICE_TEXTS.unavailable : VOICE_TEXTS.notAllowed;
          this.sendTo(socket, { type: "call_unavailable", message: text });
        }
      });
      this.relaying = relay.catch((error: unknown) => logError("relaying a call step failed", error));
      await this.relaying;
    }
  }

  private sendTo(socket: HubSocket, event: ServerEvent): void {
    socket.send(JSON.stringify(event));
  }

  /** Closes this user's sockets, or one session's: that session (or every one) ended; how many. */
  closeSockets(scope: SocketScope, reason: string): number {
    return closeSockets(this.host.sockets(), scope, reason);
  }

  /**
   * Sends an event to every open socket of this user; returns how many received it (0: the user is not in
   * the app). The event is checked against the protocol again.
   */
  deliver(event: ServerEvent): number {
    const parsed = v.safeParse(serverEventSchema, event);
    if (!parsed.success) return 0;
    return sendToAll(this.host.sockets(), JSON.stringify(parsed.output));
  }
}
