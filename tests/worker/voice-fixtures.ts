import { createExecutionContext, env } from "cloudflare:test";
import * as v from "valibot";
import { expect } from "vitest";
import { twilioSignature } from "../../worker/adapters/voice-twilio";
import { app } from "../../worker/app";
import type { Env } from "../../worker/env";
import { createBooking, createParties, type Parties } from "./booking-fixtures";
import { api, readJson, uniqueIp } from "./helpers";

/** Made-up, test-only Twilio settings in the shapes Twilio issues them (never real credentials). */
export const TWILIO = {
  TWILIO_ACCOUNT_SID: `AC${"a1".repeat(16)}`,
  TWILIO_API_KEY_SID: `SK${"b2".repeat(16)}`,
  TWILIO_API_KEY_SECRET: "test-api-key-secret-not-real-0123456789",
  TWILIO_TWIML_APP_SID: `AP${"c3".repeat(16)}`,
  TWILIO_AUTH_TOKEN: "test-auth-token-not-real-0123456789",
} as const;

/** The public origin Twilio is configured to call (APP_URL); requests may reach the Worker by another. */
export const PUBLIC_ORIGIN = "https://foodtruck.example";

/** The test bindings with Twilio configured. */
export const twilioEnv: Env = { ...env, ...TWILIO, APP_URL: PUBLIC_ORIGIN };

/** The Polish texts callers see and hear, copied from the contract, not imported. */
export const VOICE_TEXT = {
  twilioOff: "Połączenia głosowe przez Twilio nie są włączone na tym serwerze.",
  unavailable: "Rozmówca jest teraz niedostępny. Spróbuj później albo napisz wiadomość.",
  notAllowed: "Możesz dzwonić tylko do osób, z którymi prowadzisz rozmowę.",
  unknownCallee: "Nie rozpoznano rozmówcy. Zadzwoń z okna rozmowy na czacie.",
  misconfigured: "Serwer jest nieprawidłowo skonfigurowany. Skontaktuj się z administratorem.",
} as const;

/** A call to the app as it runs with `bindings` (Twilio configured unless told otherwise). */
export function withTwilio(
  url: string,
  init: { method?: string; body?: string; headers?: Record<string, string> } = {},
  bindings: Env = twilioEnv,
): Promise<Response> {
  const headers = { "CF-Connecting-IP": uniqueIp(), ...init.headers };
  return Promise.resolve(
    app.request(
      url,
      { method: init.method ?? "GET", headers, body: init.body },
      bindings,
      createExecutionContext(),
    ),
  );
}

export function getToken(token: string | undefined, bindings: Env = twilioEnv): Promise<Response> {
  const headers: Record<string, string> = token === undefined ? {} : { Authorization: `Bearer ${token}` };
  return withTwilio("http://localhost/api/voice/token", { headers }, bindings);
}

/** Form fields as Twilio posts them for a Voice SDK call (the usual ones, plus the test's). */
export function callFields(fields: Record<string, string>): Record<string, string> {
  return {
    AccountSid: TWILIO.TWILIO_ACCOUNT_SID,
    ApplicationSid: TWILIO.TWILIO_TWIML_APP_SID,
    ApiVersion: "2010-04-01",
    CallSid: `CA${"d4".repeat(16)}`,
    CallStatus: "ringing",
    Direction: "inbound",
    ...fields,
  };
}

/**
 * Twilio's webhook request to `path` with `fields`, signed for `signedUrl` (the public URL by default)
 * with `authToken`, or with the given `signature` header (null: none).
 */
export async function twilioWebhook(
  path: string,
  fields: Record<string, string>,
  options: { signedUrl?: string; authToken?: string; signature?: string | null; bindings?: Env } = {},
): Promise<Response> {
  const signedUrl = options.signedUrl ?? `${PUBLIC_ORIGIN}${path}`;
  const signature =
    options.signature === undefined
      ? await twilioSignature(
          options.authToken ?? TWILIO.TWILIO_AUTH_TOKEN,
          signedUrl,
          new Map(Object.entries(fields).map(([name, value]) => [name, [value]])),
        )
      : options.signature;
  return withTwilio(
    `http://localhost${path}`,
    {
      method: "POST",
      body: new URLSearchParams(fields).toString(),
      headers: {
        "Content-Type": "application/x-www-form-urlencoded; charset=UTF-8",
        ...(signature === null ? {} : { "X-Twilio-Signature": signature }),
      },
    },
    options.bindings,
  );
}

export function placeCall(from: string, to: string, options: Parameters<typeof twilioWebhook>[2] = {}) {
  return twilioWebhook("/api/voice/twiml", callFields({ From: from, To: to, Caller: from }), options);
}

export function dialStatus(from: string, dialCallStatus: string) {
  return twilioWebhook(
    "/api/voice/dial-status",
    callFields({ From: from, To: "", DialCallStatus: dialCallStatus, DialCallSid: `CA${"e5".repeat(16)}` }),
  );
}

/** A TwiML answer: 200, text/xml, and its body. */
export async function twimlOf(res: Response): Promise<string> {
  expect(res.status, await res.clone().text()).toBe(200);
  expect(res.headers.get("Content-Type")).toBe("text/xml; charset=utf-8");
  return res.text();
}

export const sayAndHangUp = (message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Response><Say language="pl-PL">${message}</Say><Hangup/></Response>`;

/** An organizer and an owner who share the conversation of a booking between them. */
export async function chatPartners(): Promise<Parties> {
  const parties = await createParties();
  const booking = await createBooking(parties);
  const res = await api(
    "/conversations/initiate/booking",
    { requestId: booking.request_id },
    { token: parties.organizer.token },
  );
  expect(res.status).toBe(200);
  await readJson(res, v.object({ conversation_id: v.number() }));
  return parties;
}
