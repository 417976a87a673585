import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as v from "valibot";
import { afterAll, describe, expect, it } from "vitest";
import { openNodeSqlite } from "../../platform/sqlite-node";
import { runtimeCommand } from "../../scripts/runtime-command.mjs";
import { nodeWebSocket } from "../contract/node-websocket";

/**
 * The Bun and Deno servers keep their state in their data folder: rows, uploaded files and queued e-mails
 * survive a restart. Each runtime is started three times on one folder, as an operator would.
 */
const ROOT = join(import.meta.dirname, "../..");
const PORTS = { bun: 8796, deno: 8797 } as const;
const folders: string[] = [];
// The test's own secret, the same for every start (sessions outlive a restart); a fresh clone has no .dev.vars.
const JWT_SECRET = `${randomUUID()}${randomUUID()}`;

afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

interface Server {
  url: string;
  stop(): Promise<void>;
}

async function start(runtime: "bun" | "deno", data: string, extra: string[] = []): Promise<Server> {
  const port = PORTS[runtime];
  const url = `http://localhost:${port}`;
  if (await fetch(`${url}/api/health`).catch(() => null)) {
    throw new Error(`port ${port} is taken (a server left over from an earlier run?)`);
  }
  const [command, args] = runtimeCommand(runtime, [
    "--port",
    String(port),
    "--data",
    data,
    "--dev",
    ...extra,
  ]);
  const child: ChildProcess = spawn(command, args, {
    cwd: ROOT,
    stdio: ["ignore", "ignore", "pipe"],
    env: { ...process.env, JWT_SECRET },
  });
  let errors = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${runtime} exited (${child.exitCode}): ${errors}`);
    const health = await fetch(`${url}/api/health`).catch(() => null);
    if (health?.ok) break;
    if (Date.now() > deadline) throw new Error(`${runtime} did not answer: ${errors}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

async function json(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`${response.status}: ${text}`);
  }
}

async function mailTexts(url: string, to: string): Promise<string[]> {
  const mails = await json(await fetch(`${url}/api/dev/mailbox`));
  if (!Array.isArray(mails)) throw new Error("mailbox is not a list");
  return mails
    .filter(isRecord)
    .flatMap((mail) => (mail.to === to && typeof mail.text === "string" ? [mail.text] : []));
}

async function verificationToken(url: string, to: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const text of await mailTexts(url, to)) {
      const token = /\/verify-email\?token=([^\s"'<>&]+)/.exec(text)?.[1];
      if (token) return decodeURIComponent(token);
    }
    if (Date.now() > deadline) throw new Error(`no verification e-mail to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function owner(label: string) {
  return {
    user_type: "food_truck_owner",
    first_name: "Janusz",
    last_name: "Frytkowski",
    email: `restart-${label}-${randomUUID().slice(0, 8)}@example.pl`,
    phone_number: "601 234 567",
    password: "Frytki-2025!",
    company_name: "Frytki na Kółkach Sp. z o.o.",
    nip: "5260250995",
    street_address: "ul. Testowa 12",
    postal_code: "00-950",
    city: "Warszawa",
    terms_accepted: true,
  };
}

async function register(url: string, user: ReturnType<typeof owner>): Promise<void> {
  const response = await fetch(`${url}/api/auth/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(user),
  });
  expect(response.status, await response.clone().text()).toBe(201);
}

async function login(url: string, user: ReturnType<typeof owner>): Promise<string> {
  return (await session(url, user)).token;
}

async function session(
  url: string,
  user: ReturnType<typeof owner>,
): Promise<{ token: string; userId: number }> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  const body = await json(response);
  const userId = isRecord(body) && isRecord(body.user) ? body.user.user_id : undefined;
  if (!isRecord(body) || typeof body.token !== "string" || typeof userId !== "number") {
    throw new Error(`login: ${JSON.stringify(body)}`);
  }
  return { token: body.token, userId };
}

/**
 * Read from the data folder of a stopped server: how many queued messages stand for an e-mail to `to`
 * (outbox rows the queue has not delivered) and how many e-mails to `to` reached the dev mailbox.
 */
function heldMail(data: string, to: string): { queued: number; delivered: number } {
  const platform = openNodeSqlite(join(data, "platform.sqlite"));
  const app = openNodeSqlite(join(data, "d1.sqlite"));
  try {
    const outboxIds = platform
      .prepare("SELECT body FROM queue_messages")
      .values([])
      .flatMap(([body]) => {
        const parsed = v.safeParse(v.object({ outboxId: v.number() }), JSON.parse(String(body)));
        return parsed.success ? [parsed.output.outboxId] : [];
      });
    const toThem = app.prepare("SELECT count(*) FROM outbox WHERE id = ? AND instr(payload_json, ?) > 0");
    const queued = outboxIds.filter((id) => Number(toThem.values([id, to])[0]?.[0]) > 0).length;
    const delivered = Number(
      app.prepare('SELECT count(*) FROM dev_mailbox WHERE "to" = ?').values([to])[0]?.[0],
    );
    return { queued, delivered };
  } finally {
    platform.close();
    app.close();
  }
}

/** The user's live socket, as the app opens it; resolves with the close code once the server closes it. */
async function openHubSocket(
  url: string,
  token: string,
  userId: number,
): Promise<{ closed: Promise<number> }> {
  const ticketResponse = await fetch(`${url}/api/realtime/ticket`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}` },
  });
  const ticket = await json(ticketResponse);
  if (!isRecord(ticket) || typeof ticket.ticket !== "string")
    throw new Error(`ticket: ${JSON.stringify(ticket)}`);
  const socketUrl = `${url.replace("http", "ws")}/parties/user-hub/${userId}?ticket=${encodeURIComponent(ticket.ticket)}`;
  const WebSocket = nodeWebSocket();
  const socket = new WebSocket(socketUrl, { headers: { Origin: url } });
  const closed = new Promise<number>((resolve) =>
    socket.addEventListener("close", (event) => resolve(event.code)),
  );
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener("open", () => resolve());
    socket.addEventListener("error", () => reject(new Error("the socket did not open")));
  });
  return { closed };
}

/** A PNG the server accepts: the signature and an IHDR of 640 × 480, padded. */
function pngBytes(): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(600).fill(0x2a);
  const be32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
  const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));
  bytes.set([
    0x89,
    ...ascii("PNG\r\n\u001a\n"),
    ...be32(13),
    ...ascii("IHDR"),
    ...be32(640),
    ...be32(480),
    8,
    2,
  ]);
  return bytes;
}

async function createTruckWithPhoto(
  url: string,
  token: string,
  photo: Uint8Array<ArrayBuffer>,
): Promise<string> {
  const form = new FormData();
  form.append("food_truck_name", `Restart ${randomUUID().slice(0, 6)}`);
  form.append("food_truck_description", "Kiełbaski z grilla i lemoniada.");
  form.append("base_location", "Warszawa");
  form.append("operation_radius_km", "50");
  form.append("offer", JSON.stringify({ dishes: ["hot_dogs"], drinks: ["lemonade"], dietary: [] }));
  form.append("gallery_photos", new File([photo], "zdjecie.png", { type: "image/png" }));
  const response = await fetch(`${url}/api/profiles`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  const body = await json(response);
  expect(response.status, JSON.stringify(body)).toBe(201);
  const photoUrl =
    isRecord(body) && Array.isArray(body.gallery_photo_urls) ? body.gallery_photo_urls[0] : null;
  if (typeof photoUrl !== "string") throw new Error(`no photo url: ${JSON.stringify(body)}`);
  return photoUrl;
}

describe.each(["bun", "deno"] as const)("a restart on %s", (runtime) => {
  it("keeps rows and files, and sends an e-mail queued before it", async () => {
    const data = mkdtempSync(join(tmpdir(), `restart-${runtime}-`));
    folders.push(data);
    const first = owner("first");
    const photo = pngBytes();

    let server = await start(runtime, data);
    await register(server.url, first);
    const verified = await fetch(
      `${server.url}/api/auth/verify-email?token=${encodeURIComponent(await verificationToken(server.url, first.email))}`,
    );
    expect(verified.status).toBe(200);
    const photoUrl = await createTruckWithPhoto(server.url, await login(server.url, first), photo);
    await server.stop();

    // Deliveries held: the second user's e-mail is stored in the queue, not sent, when the server stops.
    server = await start(runtime, data, ["--hold-queues"]);
    const second = owner("second");
    await register(server.url, second);
    await server.stop();
    // Stopped, the server has written all it will (shutdown waits for work a request left running): the
    // e-mail is in the queue, and not in the mailbox.
    expect(heldMail(data, second.email)).toEqual({ queued: 1, delivered: 0 });

    server = await start(runtime, data);
    let closed: Promise<number> | undefined;
    try {
      const { token, userId } = await session(server.url, first);
      ({ closed } = await openHubSocket(server.url, token, userId));
      const served = await fetch(`${server.url}${photoUrl}`);
      expect(served.status).toBe(200);
      expect(served.headers.get("Content-Type")).toBe("image/png");
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(photo);
      expect(await verificationToken(server.url, second.email)).toMatch(/\S+/);
    } finally {
      await server.stop();
    }
    // A browser still connected at shutdown is told the server is going away (and reconnects).
    expect(await closed).toBe(1001);
  }, 30_000);
});
