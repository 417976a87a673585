import { SELF } from "cloudflare:test";
import * as v from "valibot";

/** Every socket a test opened, with the moment its close completes (both sides have closed). */
const openSockets = new Map<WebSocket, Promise<void>>();

/**
 * Closes the sockets the test left open and waits until each close has gone through (setup file, after
 * every test). The runtime resets the Durable Objects between test files; a socket still open, or a
 * close the object has not handled yet, at that moment can stall the whole run (workers-sdk #15498).
 */
export async function closeOpenSockets(): Promise<void> {
  const pending = [...openSockets.entries()];
  openSockets.clear();
  await Promise.all(
    pending.map(async ([socket, closed]) => {
      try {
        socket.accept();
      } catch {
        // Accepted already (every test that reads from it does).
      }
      if (socket.readyState === WebSocket.OPEN) socket.close(1000, "test done");
      await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 3000))]);
    }),
  );
}

/** A WebSocket handshake to the Worker, as a browser on `origin` sends it. */
export async function openSocket(
  path: string,
  origin: string | null = "http://localhost",
): Promise<Response> {
  const res = await SELF.fetch(`http://localhost${path}`, {
    headers: { Upgrade: "websocket", ...(origin === null ? {} : { Origin: origin }) },
  });
  const socket = res.webSocket;
  if (socket) {
    openSockets.set(socket, new Promise((resolve) => socket.addEventListener("close", () => resolve())));
  }
  return res;
}

/** The next text frame on the socket, or a rejection after `ms`. */
export function nextMessage(socket: WebSocket, ms = 5000): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no message within ${ms} ms`)), ms);
    socket.addEventListener("message", (event) => {
      clearTimeout(timer);
      resolve(typeof event.data === "string" ? event.data : "<binary>");
    });
  });
}

/** Every text frame the socket receives, parsed, in order. */
export function collectFrames(socket: WebSocket): unknown[] {
  const frames: unknown[] = [];
  socket.addEventListener("message", (event) => {
    if (typeof event.data === "string") frames.push(JSON.parse(event.data));
  });
  return frames;
}

/** A socket ticket for the session of `token`, asked as the SPA asks before every connection. */
export async function ticketFor(token: string): Promise<string> {
  const res = await SELF.fetch("http://localhost/api/realtime/ticket", {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, "CF-Connecting-IP": "2001:db8::71" },
  });
  if (res.status !== 200) throw new Error(`POST /api/realtime/ticket gave ${res.status}`);
  return v.parse(v.object({ ticket: v.string() }), await res.json()).ticket;
}

/** `path` with a fresh ticket of `token`'s session: how the app opens a socket. */
export async function partyPath(path: string, token: string): Promise<string> {
  return `${path}?ticket=${encodeURIComponent(await ticketFor(token))}`;
}

/** An accepted socket to one of the parties; fails the test unless the handshake is a 101. */
export async function connectedSocket(path: string): Promise<WebSocket> {
  const res = await openSocket(path);
  if (res.status !== 101 || !res.webSocket) throw new Error(`socket ${path} gave ${res.status}`);
  res.webSocket.accept();
  return res.webSocket;
}

/** The user's hub socket, registered as the app does on open (the reply proves it is live). */
export async function userHubSocket(userId: number, token: string): Promise<WebSocket> {
  const socket = await connectedSocket(await partyPath(`/parties/user-hub/${userId}`, token));
  const registered = nextMessage(socket);
  socket.send(JSON.stringify({ type: "register_user", user_id: userId }));
  await registered;
  return socket;
}

/** Waits until `predicate` holds for the collected frames (a delivery is asynchronous). */
export async function frameMatching(frames: unknown[], predicate: (frame: unknown) => boolean, ms = 5000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const found = frames.find(predicate);
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no matching frame within ${ms} ms; got ${JSON.stringify(frames)}`);
}
