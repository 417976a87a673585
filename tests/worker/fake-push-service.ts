import { afterEach, beforeEach, vi } from "vitest";
import { base64UrlToBytes, bytesToBase64Url } from "../../worker/lib/encoding";

/**
 * The receiving end of Web Push, written from RFC 8291 and RFC 8188 for the tests (independent of the
 * library the worker sends with): a browser-like subscriber with its own P-256 key pair and 16-byte auth
 * secret, the decryption of an aes128gcm body with them, and a fake push service that records requests.
 */

export interface PushReceiver {
  /** The uncompressed P-256 point the browser would report as `p256dh`. */
  publicKey: Uint8Array<ArrayBuffer>;
  privateKey: CryptoKey;
  auth: Uint8Array<ArrayBuffer>;
}

export interface BrowserSubscription {
  json: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  receiver: PushReceiver;
}

/** What `pushManager.subscribe()` gives a page, as `subscription.toJSON()`, plus the browser's secrets. */
export async function browserSubscription(endpoint: string): Promise<BrowserSubscription> {
  const pair = await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, ["deriveBits"]);
  if (!("privateKey" in pair)) throw new Error("ECDH gave no key pair");
  const raw = await crypto.subtle.exportKey("raw", pair.publicKey);
  if (!(raw instanceof ArrayBuffer)) throw new Error("raw export gave no bytes");
  const publicKey = new Uint8Array(raw);
  const auth = crypto.getRandomValues(new Uint8Array(16));
  return {
    json: {
      endpoint,
      expirationTime: null,
      keys: { p256dh: bytesToBase64Url(publicKey), auth: bytesToBase64Url(auth) },
    },
    receiver: { publicKey, privateKey: pair.privateKey, auth },
  };
}

/** A receiver from published keys (RFC 8291 Appendix A), to check the decryption itself. */
export async function receiverFromJwk(jwk: JsonWebKey, auth: string): Promise<PushReceiver> {
  const privateKey = await crypto.subtle.importKey("jwk", jwk, { name: "ECDH", namedCurve: "P-256" }, false, [
    "deriveBits",
  ]);
  const x = base64UrlToBytes(jwk.x ?? "");
  const y = base64UrlToBytes(jwk.y ?? "");
  const publicKey = new Uint8Array(65);
  publicKey.set([0x04]);
  publicKey.set(x, 1);
  publicKey.set(y, 33);
  return { publicKey, privateKey, auth: base64UrlToBytes(auth) };
}

const text = (value: string) => new TextEncoder().encode(value);

function concat(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

async function hkdf(
  salt: Uint8Array<ArrayBuffer>,
  ikm: Uint8Array<ArrayBuffer>,
  info: Uint8Array,
  bytes: number,
) {
  const key = await crypto.subtle.importKey("raw", ikm, "HKDF", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits(
    { name: "HKDF", hash: "SHA-256", salt, info: concat(info) },
    key,
    bytes * 8,
  );
  return new Uint8Array(bits);
}

/** RFC 8291 §3.4 with RFC 8188 §2: one record; returns the plaintext without its padding. */
export async function decryptPushBody(body: Uint8Array, receiver: PushReceiver): Promise<string> {
  const salt = concat(body.subarray(0, 16));
  const recordSize = new DataView(body.buffer, body.byteOffset + 16, 4).getUint32(0);
  const idLength = body[20] ?? 0;
  const senderPublic = concat(body.subarray(21, 21 + idLength));
  const record = concat(body.subarray(21 + idLength));
  if (record.length > recordSize) throw new Error("more than one record");

  const senderKey = await crypto.subtle.importKey(
    "raw",
    senderPublic,
    { name: "ECDH", namedCurve: "P-256" },
    false,
    [],
  );
  // workers-types spells the member `$public`; the runtime (and Web Crypto) reads `public`.
  const ecdh = { name: "ECDH", public: senderKey };
  const shared = new Uint8Array(await crypto.subtle.deriveBits(ecdh, receiver.privateKey, 256));
  const keyInfo = concat(text("WebPush: info\0"), receiver.publicKey, senderPublic);
  const ikm = await hkdf(receiver.auth, shared, keyInfo, 32);
  const cek = await hkdf(salt, ikm, text("Content-Encoding: aes128gcm\0"), 16);
  const nonce = await hkdf(salt, ikm, text("Content-Encoding: nonce\0"), 12);
  const aesKey = await crypto.subtle.importKey("raw", cek, "AES-GCM", false, ["decrypt"]);
  const padded = new Uint8Array(await crypto.subtle.decrypt({ name: "AES-GCM", iv: nonce }, aesKey, record));

  // The last record ends with 0x02 followed only by zeros (RFC 8188 §2).
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 0x02) throw new Error("missing last-record delimiter");
  return new TextDecoder().decode(padded.subarray(0, end));
}

export interface PushRequest {
  url: string;
  method: string;
  headers: Headers;
  body: Uint8Array;
}

/** Chrome's push service: one of the hosts a subscription may name (worker/lib/push-services.ts). */
export const TEST_PUSH_ORIGIN = "https://fcm.googleapis.com";

/** A fresh endpoint shaped like Chrome's, at `origin`. */
export function pushEndpoint(origin = TEST_PUSH_ORIGIN): string {
  return `${origin}/fcm/send/${crypto.randomUUID()}`;
}

/** What the fake does with a request: answer a status, redirect, or hang until told or aborted. */
type Behaviour =
  | { kind: "status"; status: number }
  | { kind: "redirect"; status: number; location: string }
  | { kind: "hang"; reached: () => void; answered: Promise<number> };

/** A request held without an answer: `reached` settles when it arrives, `answer` lets it go on. */
export interface HeldRequest {
  reached: Promise<void>;
  answer(status?: number): void;
}

/**
 * A push service at `origin` that records each request and answers `status` (201 unless told); every
 * other URL goes to the real fetch. Every URL the worker fetches while it is installed is listed in
 * `fetched`, at this origin or not. Installed around each test of the file that calls this.
 */
export function fakePushServiceForEachTest(origin = TEST_PUSH_ORIGIN) {
  let requests: PushRequest[] = [];
  let fetched: string[] = [];
  let fallback: Behaviour = { kind: "status", status: 201 };
  let byUrl = new Map<string, Behaviour>();
  let arrivals: { url: string; arrived: () => void }[] = [];
  beforeEach(() => {
    requests = [];
    fetched = [];
    fallback = { kind: "status", status: 201 };
    byUrl = new Map();
    arrivals = [];
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      fetched.push(request.url);
      if (!request.url.startsWith(`${origin}/`)) return realFetch(input, init);
      const body = new Uint8Array(await request.arrayBuffer());
      requests.push({ url: request.url, method: request.method, headers: request.headers, body });
      for (const waiting of arrivals) if (waiting.url === request.url) waiting.arrived();
      const behaviour = byUrl.get(request.url) ?? fallback;
      if (behaviour.kind === "redirect") {
        return new Response(null, { status: behaviour.status, headers: { Location: behaviour.location } });
      }
      if (behaviour.kind === "hang") {
        behaviour.reached();
        // A push service that does not answer: only the test's answer or the sender's abort ends the wait.
        const { answered } = behaviour;
        return new Promise<Response>((resolve, reject) => {
          const signal = init?.signal;
          signal?.addEventListener("abort", () => reject(signal.reason ?? new Error("aborted")));
          void answered.then((status) => resolve(new Response(null, { status })));
        });
      }
      return new Response(behaviour.status < 300 ? null : "odmowa", { status: behaviour.status });
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  const hang = (url?: string): HeldRequest => {
    let reached = () => {};
    let answer = (_status: number) => {};
    const behaviour: Behaviour = {
      kind: "hang",
      reached: () => reached(),
      answered: new Promise((resolve) => {
        answer = resolve;
      }),
    };
    if (url) byUrl.set(url, behaviour);
    else fallback = behaviour;
    return {
      reached: new Promise((resolve) => {
        reached = resolve;
      }),
      answer: (status = 201) => answer(status),
    };
  };
  return {
    origin,
    get requests(): PushRequest[] {
      return requests;
    },
    /** Every URL fetched since the test began, at this origin or not. */
    get fetched(): string[] {
      return fetched;
    },
    /** The status the next requests are answered with. */
    answerWith(next: number) {
      fallback = { kind: "status", status: next };
    },
    /** Requests to `url` are answered with a redirect to `location`. */
    redirect(url: string, location: string, status = 307) {
      byUrl.set(url, { kind: "redirect", status, location });
    },
    /** Requests to `url` (to any URL without one) get no answer until the test answers or the sender aborts. */
    hang,
    /** Settles when a request to `url` arrives (at once if one already did). */
    arrival(url: string): Promise<void> {
      if (requests.some((request) => request.url === url)) return Promise.resolve();
      return new Promise((resolve) => arrivals.push({ url, arrived: resolve }));
    },
  };
}
