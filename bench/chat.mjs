/**
 * Benchmark of the real-time paths (issue 13); prints figures, is not a test.
 *
 *   npm run bench        (after the search bench)   or   node bench/chat.mjs
 *
 * Against `wrangler dev` on a fresh demo state (local D1 and Durable Objects), with two demo users who
 * have a conversation about a booking:
 * 1. socket → socket: a call signal from one user's hub socket to the other's (UserHub → UserHub, the
 *    path of every call step), one at a time; p50/p95 (target p95 < 15 ms).
 * 2. a chat message: POST /api/conversations/{id}/messages → the other user's socket in the
 *    ConversationRoom (stored in D1, then fanned out); p50/p95 of a few (the API allows 30 a minute).
 * 3. one ConversationRoom holding many sockets (target 1,000): how many are open, and how many of them
 *    receive one new message, and how long the last one waited.
 */
import { spawn } from "node:child_process";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { isBuilt } from "../scripts/build.mjs";
import { stopServer, waitForHealth } from "./server.mjs";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const PORT = 8797;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const WS_ORIGIN = `ws://127.0.0.1:${PORT}`;
const TARGET_P95_MS = 15;
const TARGET_ROOM_SOCKETS = 1000;
const SIGNALS = { warmup: 30, measured: 500 };
/** 40 signals a second: under the user hub's limit of 50 call steps a second (party/user-hub-core.ts). */
const SIGNAL_SPACING_MS = 25;
const MESSAGES = 25;

const ORGANIZER = { email: "anna.organizatorka@foodtruck.test", password: "Organizator123!" };
const OWNER = { email: "marek.burger@foodtruck.test", password: "Wlasciciel123!" };

const started = performance.now();
const log = (text) => console.log(`[${((performance.now() - started) / 1000).toFixed(1)} s] ${text}`);
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const ms = (value) => `${value.toFixed(1)} ms`;

async function call(path, { token, body, method } = {}) {
  const res = await fetch(`${ORIGIN}/api${path}`, {
    method: method ?? (body === undefined ? "GET" : "POST"),
    headers: {
      "Content-Type": "application/json",
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method ?? "GET/POST"} ${path} gave ${res.status}: ${text}`);
  return JSON.parse(text);
}

/** A socket to one of the parties, open, with a fresh socket ticket as the app asks; frames are handed to `onFrame` parsed. */
async function openSocket(path, token, onFrame = () => undefined) {
  const { ticket } = await call("/realtime/ticket", { token, method: "POST" });
  return new Promise((resolveOpen, reject) => {
    const socket = new WebSocket(`${WS_ORIGIN}${path}?ticket=${encodeURIComponent(ticket)}`, {
      headers: { Origin: ORIGIN },
    });
    socket.onopen = () => resolveOpen(socket);
    socket.onerror = () => reject(new Error(`socket ${path} failed`));
    socket.onmessage = (event) => onFrame(JSON.parse(event.data), performance.now());
  });
}

async function setUp() {
  const [organizer, owner] = await Promise.all([
    call("/auth/login", { body: ORGANIZER }),
    call("/auth/login", { body: OWNER }),
  ]);
  const [truck] = await call("/profiles/my-profiles", { token: owner.token });
  const start = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
  const booking = await call("/requests", {
    token: organizer.token,
    body: {
      profile_id: truck.profile_id,
      event_start_date: start,
      event_time: "12:00 - 20:00",
      event_location: "Warszawa, Plac Defilad 1",
      event_type: "Festiwal",
      guest_count: 100,
      event_description: "Bench: rozmowa o rezerwacji.",
    },
  });
  const { conversation_id: conversationId } = await call("/conversations/initiate/booking", {
    token: organizer.token,
    body: { requestId: booking.request_id },
  });
  return { organizer, owner, conversationId };
}

/** Call signals from the organizer's hub socket to the owner's, one at a time. */
async function signalLatency({ organizer, owner }) {
  let arrived = null;
  const receiver = await openSocket(`/parties/user-hub/${owner.user.user_id}`, owner.token, (frame, at) => {
    if (frame.type === "call_signal") arrived?.(at);
  });
  const sender = await openSocket(`/parties/user-hub/${organizer.user.user_id}`, organizer.token);
  const times = [];
  for (let i = 0; i < SIGNALS.warmup + SIGNALS.measured; i++) {
    const received = new Promise((r) => {
      arrived = r;
    });
    const sentAt = performance.now();
    sender.send(
      JSON.stringify({
        type: "call_signal",
        to: owner.user.user_id,
        callId: "bench-call-0001",
        signal: { kind: "ice", candidate: { candidate: `candidate:${i} 1 udp 1 127.0.0.1 5000 typ host` } },
      }),
    );
    const at = await Promise.race([received, new Promise((r) => setTimeout(() => r(null), 2000))]);
    if (at === null) throw new Error(`call signal ${i} never arrived (over the hub's frame limit?)`);
    if (i >= SIGNALS.warmup) times.push(at - sentAt);
    // The hub takes at most CALL_LIMITS.framesPerSecond steps a second from one user and drops the rest.
    await new Promise((r) => setTimeout(r, SIGNAL_SPACING_MS));
  }
  sender.close();
  receiver.close();
  return times;
}

/** Chat messages: POST by the organizer → the owner's socket in the conversation's room. */
async function messageLatency({ organizer, owner, conversationId }) {
  let arrived = null;
  const room = await openSocket(`/parties/conversation-room/${conversationId}`, owner.token, (frame, at) => {
    if (frame.type === "new_message") arrived?.(at);
  });
  const times = [];
  for (let i = 0; i < MESSAGES; i++) {
    const received = new Promise((r) => {
      arrived = r;
    });
    const sentAt = performance.now();
    await call(`/conversations/${conversationId}/messages`, {
      token: organizer.token,
      body: { message_content: `Wiadomość testowa ${i}` },
    });
    times.push((await received) - sentAt);
  }
  room.close();
  return times;
}

/** Many sockets in one room (the owner's tabs), then one message: how many get it, and how fast. */
async function roomCapacity({ organizer, owner, conversationId }) {
  let received = 0;
  let last = 0;
  const sockets = [];
  let failed = 0;
  for (let batch = 0; batch < TARGET_ROOM_SOCKETS / 50; batch++) {
    const opened = await Promise.allSettled(
      Array.from({ length: 50 }, () =>
        openSocket(`/parties/conversation-room/${conversationId}`, owner.token, (frame, at) => {
          if (frame.type !== "new_message") return;
          received += 1;
          last = Math.max(last, at);
        }),
      ),
    );
    for (const result of opened) {
      if (result.status === "fulfilled") sockets.push(result.value);
      else failed += 1;
    }
  }
  log(`room: ${sockets.length} sockets open (${failed} refused); sending one message`);
  const sentAt = performance.now();
  await call(`/conversations/${conversationId}/messages`, {
    token: organizer.token,
    body: { message_content: "Do wszystkich otwartych kart" },
  });
  const deadline = Date.now() + 10_000;
  while (received < sockets.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  for (const socket of sockets) socket.close();
  return { open: sockets.length, received, lastMs: last - sentAt };
}

const env = { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "true", NO_COLOR: "1" };
env.PATH = `${join(ROOT, "node_modules/.bin")}:${env.PATH}`;
const built = isBuilt();
log(`fresh demo state in .wrangler/bench-chat; wrangler dev on ${ORIGIN}`);
const server = spawn(
  process.execPath,
  [
    join(ROOT, "scripts/start.mjs"),
    "--port",
    String(PORT),
    "--persist-to",
    ".wrangler/bench-chat",
    "--fresh",
    ...(built ? ["--skip-build"] : []),
  ],
  { cwd: ROOT, env, detached: true, stdio: "ignore" },
);
try {
  await waitForHealth(server, ORIGIN, 240_000);
  const parties = await setUp();
  log("socket → socket: call signals through the two hubs");
  const signals = await signalLatency(parties);
  log("chat messages: POST → the other side's socket in the room");
  const messages = await messageLatency(parties);
  log(`one room with up to ${TARGET_ROOM_SOCKETS} sockets`);
  const room = await roomCapacity(parties);

  const p95 = percentile(signals, 95);
  console.log("\n=== real time — wrangler dev (local workerd, Durable Objects, D1), 127.0.0.1 ===");
  console.log(
    `socket → socket (UserHub → UserHub), ${signals.length} signals: p50 ${ms(percentile(signals, 50))}  p95 ${ms(p95)}  max ${ms(Math.max(...signals))}  target p95 < ${TARGET_P95_MS} ms: ${p95 < TARGET_P95_MS ? "PASS" : "FAIL"}`,
  );
  console.log(
    `chat message, POST → recipient's socket (stored in D1 first), ${messages.length} messages: p50 ${ms(percentile(messages, 50))}  p95 ${ms(percentile(messages, 95))}`,
  );
  console.log(
    `one ConversationRoom: ${room.open} sockets open, ${room.received} received the message, the last after ${ms(room.lastMs)}; target ${TARGET_ROOM_SOCKETS}: ${room.open >= TARGET_ROOM_SOCKETS && room.received >= TARGET_ROOM_SOCKETS ? "PASS" : "FAIL"}`,
  );
} finally {
  await stopServer(server);
  log("done");
}
