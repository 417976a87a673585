// Twilio Voice, the two pieces of crypto the app needs, on Web Crypto only: the Access Token the browser's
// Voice SDK registers with, and the X-Twilio-Signature check of Twilio's webhooks. The official `twilio`
// package does both but pulls Node-only dependencies, so it is the oracle of the Node tests
// (tests/unit/voice-twilio-oracle.test.ts), never part of the Worker. This module imports nothing from
// the Worker runtime, so those tests import it as it is.
import { SignJWT } from "jose";

/** Everything Twilio Voice needs; `twilioConfigFromEnv` (adapters/voice.ts) reads it. */
export interface TwilioConfig {
  accountSid: string;
  apiKeySid: string;
  apiKeySecret: string;
  twimlAppSid: string;
  authToken: string;
}

/**
 * Ten minutes: the Voice SDK asks for a new token before it runs out (GET /api/voice/token, which needs a
 * live session). Twilio cannot revoke a token, so this bounds how long a browser whose session ended (a
 * logout elsewhere, a password change, a block) may still place or take calls through Twilio.
 */
export const VOICE_TOKEN_TTL_SECONDS = 600;

/**
 * A Twilio Access Token with a VoiceGrant, as `twilio.jwt.AccessToken` builds it: HS256 with the API key
 * secret, `cty: twilio-fpa;v=1`, issued by the API key to the account. The identity may receive calls
 * and may place them through the TwiML app, which decides whom they reach.
 */
export function signVoiceToken(
  config: Pick<TwilioConfig, "accountSid" | "apiKeySid" | "apiKeySecret" | "twimlAppSid">,
  identity: string,
  nowSeconds: number = Math.floor(Date.now() / 1000),
  ttlSeconds: number = VOICE_TOKEN_TTL_SECONDS,
): Promise<string> {
  const grants = {
    identity,
    voice: { incoming: { allow: true }, outgoing: { application_sid: config.twimlAppSid } },
  };
  // Claims in the order Twilio's helper writes them, so the two tokens are the same bytes (the tests).
  return new SignJWT({ jti: `${config.apiKeySid}-${nowSeconds}`, grants })
    .setProtectedHeader({ alg: "HS256", typ: "JWT", cty: "twilio-fpa;v=1" })
    .setIssuedAt(nowSeconds)
    .setExpirationTime(nowSeconds + ttlSeconds)
    .setIssuer(config.apiKeySid)
    .setSubject(config.accountSid)
    .sign(new TextEncoder().encode(config.apiKeySecret));
}

/** Webhook parameters as Twilio signs them: a name may repeat, so each has its list of values. */
export type SignedParams = ReadonlyMap<string, readonly string[]>;

/** A form-encoded body's parameters, every value of a repeated name kept. */
export function formParams(body: string): SignedParams {
  const params = new Map<string, string[]>();
  for (const [name, value] of new URLSearchParams(body)) {
    const values = params.get(name);
    if (values) values.push(value);
    else params.set(name, [value]);
  }
  return params;
}

function bytesToBase64(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * base64(HMAC-SHA1(authToken, url + every name and value)), names sorted, a repeated name's distinct
 * values sorted too: Twilio's algorithm (`getExpectedTwilioSignature`). Sorting is by UTF-16 code units,
 * as JavaScript's default sort, which is what Twilio's helper uses.
 */
export async function twilioSignature(authToken: string, url: string, params: SignedParams): Promise<string> {
  let data = url;
  for (const name of [...params.keys()].sort()) {
    for (const value of [...new Set(params.get(name))].sort()) data += name + value;
  }
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(authToken),
    { name: "HMAC", hash: "SHA-1" },
    false,
    ["sign"],
  );
  return bytesToBase64(new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(data))));
}

/** Equal strings in a time that does not depend on where they differ (the length is not secret). */
function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

/**
 * The URL with and without its port: Twilio may sign either (an https URL behind a proxy is often
 * signed with :443), so its helper tries both, and so do we.
 */
function portVariants(url: string): string[] {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return [url];
  }
  const rest = `${parsed.pathname}${parsed.search}`;
  const defaultPort = parsed.protocol === "https:" ? "443" : "80";
  return [
    url,
    `${parsed.protocol}//${parsed.hostname}${rest}`,
    `${parsed.protocol}//${parsed.hostname}:${parsed.port || defaultPort}${rest}`,
  ];
}

/**
 * Whether `signatureHeader` is Twilio's signature of this request at one of `urls` (the URL as the Worker
 * saw it, and as the public origin names it), each with and without its port.
 */
export async function verifyTwilioSignature(
  authToken: string,
  signatureHeader: string | undefined,
  urls: readonly string[],
  params: SignedParams,
): Promise<boolean> {
  if (!signatureHeader) return false;
  const candidates = [...new Set(urls.flatMap(portVariants))];
  let valid = false;
  // Every candidate is checked, so the time taken does not tell which URL form was close.
  for (const url of candidates) {
    if (constantTimeEqual(signatureHeader, await twilioSignature(authToken, url, params))) valid = true;
  }
  return valid;
}
