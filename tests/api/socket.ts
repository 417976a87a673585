import * as v from "valibot";
import { type NodeWebSocket, nodeWebSocket } from "../contract/node-websocket";
import { BASE_URL, call, expectBody } from "./client";
import { as, type TestUser } from "./users";

/**
 * The live connection as the web app opens it (SPEC.md §4 "Real-time connection"): a one-minute ticket from
 * POST /api/realtime/ticket, then a WebSocket to /parties/user-hub/{userId}?ticket=…, sent from the app's
 * own origin, then `register_user`, which the hub answers with `registered`.
 */
export async function socketTicket(user: TestUser): Promise<string> {
  const response = await call("/api/realtime/ticket", { ...as(user), method: "POST" });
  return expectBody(response, 200, v.object({ ticket: v.string() }), "POST /api/realtime/ticket").ticket;
}

export function hubUrl(userId: number, ticket: string): string {
  const url = new URL(`/parties/user-hub/${userId}`, BASE_URL);
  url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  url.searchParams.set("ticket", ticket);
  return url.href;
}

/** A socket that records every text frame it receives, parsed as JSON. */
export interface LiveSocket {
  frames: unknown[];
  /** The close code, once the socket has closed (either side). */
  closeCode: Promise<number>;
  /** Sends `message` as a JSON text frame. */
  send(message: unknown): void;
  /** The first frame (received so far or later) that `predicate` accepts; fails after `timeoutMs`. */
  frame<T>(
    schema: v.GenericSchema<unknown, T>,
    predicate: (frame: T) => boolean,
    timeoutMs?: number,
  ): Promise<T>;
  close(): Promise<void>;
}

/**
 * Opens `url` with `origin` as its Origin header. Resolves once open, rejects when the server refuses the
 * handshake (the close then comes with no open before it).
 */
export function openSocket(url: string, origin: string | null = BASE_URL): Promise<LiveSocket> {
  const Socket = nodeWebSocket();
  const socket: NodeWebSocket = new Socket(url, origin === null ? {} : { headers: { Origin: origin } });
  const frames: unknown[] = [];
  const waiters = new Set<() => void>();
  const closeCode = new Promise<number>((resolve) =>
    socket.addEventListener("close", (event) => resolve(event.code)),
  );
  socket.addEventListener("message", (event) => {
    const data: unknown = event.data;
    if (typeof data !== "string") return;
    try {
      frames.push(JSON.parse(data));
    } catch {
      frames.push(data);
    }
    for (const wake of waiters) wake();
  });

  const live: LiveSocket = {
    frames,
    closeCode,
    send(message) {
      socket.send(JSON.stringify(message));
    },
    frame(schema, predicate, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          for (const frame of frames) {
            const result = v.safeParse(schema, frame);
            if (result.success && predicate(result.output)) {
              done();
              resolve(result.output);
              return;
            }
          }
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`no matching frame within ${timeoutMs} ms; got ${JSON.stringify(frames)}`));
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    async close() {
      if (socket.readyState === socket.OPEN || socket.readyState === socket.CONNECTING)
        socket.close(1000, "test done");
      await Promise.race([closeCode, new Promise((resolve) => setTimeout(resolve, 2000))]);
    },
  };

  return new Promise((resolve, reject) => {
    socket.addEventListener("open", () => resolve(live));
    socket.addEventListener("close", (event) =>
      reject(
        new Error(`socket ${url.replace(/ticket=[^&]+/, "ticket=…")} closed before opening (${event.code})`),
      ),
    );
  });
}

const registeredSchema = v.object({ type: v.literal("registered"), user_id: v.string() });

/** The user's hub socket, registered as the app does on connect (the `registered` reply proves it is live). */
export async function userHub(user: TestUser): Promise<LiveSocket> {
  const socket = await openSocket(hubUrl(user.id, await socketTicket(user)));
  socket.send({ type: "register_user", user_id: user.id });
  await socket.frame(registeredSchema, (frame) => frame.user_id === String(user.id));
  return socket;
}
