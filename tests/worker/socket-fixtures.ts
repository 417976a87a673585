import { SELF } from "cloudflare:test";

/** A WebSocket handshake to the Worker, as a browser on `origin` sends it. */
export function openSocket(path: string, origin: string | null = "http://localhost"): Promise<Response> {
  return SELF.fetch(`http://localhost${path}`, {
    headers: { Upgrade: "websocket", ...(origin === null ? {} : { Origin: origin }) },
  });
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

/** An accepted socket to one of the parties; fails the test unless the handshake is a 101. */
export async function connectedSocket(path: string): Promise<WebSocket> {
  const res = await openSocket(path);
  if (res.status !== 101 || !res.webSocket) throw new Error(`socket ${path} gave ${res.status}`);
  res.webSocket.accept();
  return res.webSocket;
}

/** The user's hub socket, registered as the app does on open (the reply proves it is live). */
export async function userHubSocket(userId: number, token: string): Promise<WebSocket> {
  const socket = await connectedSocket(`/parties/user-hub/${userId}?token=${encodeURIComponent(token)}`);
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
