import * as v from "valibot";
import { pushEndpointProblem } from "../lib/push-services";
import { fields } from "./fields";

export const NOTIFICATION_TEXTS = {
  endpoint: "Nieprawidłowy adres subskrypcji powiadomień: wymagany adres https.",
  pushService:
    "Adres subskrypcji musi należeć do usługi powiadomień przeglądarki (Google, Mozilla, Apple lub Microsoft).",
  keys: "Nieprawidłowe klucze subskrypcji powiadomień.",
  subscribed: "Powiadomienia push zostały włączone.",
  unsubscribed: "Powiadomienia push zostały wyłączone.",
  notFound: "Nie znaleziono tej subskrypcji powiadomień.",
} as const;

/** Push service URLs are a few hundred characters; anything far longer is not one. */
const MAX_ENDPOINT_LENGTH = 2048;

function isHttpsWithoutCredentials(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === "https:" && url.username === "" && url.password === "";
  } catch {
    return false;
  }
}

const endpoint = v.pipe(
  v.string(NOTIFICATION_TEXTS.endpoint),
  v.maxLength(MAX_ENDPOINT_LENGTH, NOTIFICATION_TEXTS.endpoint),
  v.check(isHttpsWithoutCredentials, NOTIFICATION_TEXTS.endpoint),
);

/**
 * A new subscription must point to one of the browsers' push services (worker/lib/push-services.ts): the
 * server posts to it later, so an IP address, a local name, another port or any other host is refused.
 */
const pushServiceEndpoint = v.pipe(
  endpoint,
  v.check((text) => pushEndpointProblem(text) === null, NOTIFICATION_TEXTS.pushService),
);

/**
 * Base64url as PushSubscription.toJSON() gives it: p256dh is an uncompressed P-256 point (65 bytes, the
 * first 0x04, so the text starts with "B"), auth a 16-byte secret. A trailing "=" padding is tolerated.
 */
const p256dh = v.pipe(v.string(NOTIFICATION_TEXTS.keys), v.regex(/^B[\w-]{86}=?$/, NOTIFICATION_TEXTS.keys));
const auth = v.pipe(v.string(NOTIFICATION_TEXTS.keys), v.regex(/^[\w-]{22}(==)?$/, NOTIFICATION_TEXTS.keys));

/** POST /notifications/subscribe: a browser PushSubscription as JSON (expirationTime and the rest ignored). */
export const pushSubscriptionSchema = fields(
  { endpoint: pushServiceEndpoint, keys: v.object({ p256dh, auth }, NOTIFICATION_TEXTS.keys) },
  { endpoint: NOTIFICATION_TEXTS.endpoint, keys: NOTIFICATION_TEXTS.keys },
);
export type PushSubscriptionInput = v.InferOutput<typeof pushSubscriptionSchema>;

/**
 * DELETE /notifications/subscribe: the endpoint of the subscription to forget. Any https address, so a
 * subscription stored before the host list can still be removed; nothing is ever sent to it.
 */
export const pushUnsubscribeSchema = fields({ endpoint }, { endpoint: NOTIFICATION_TEXTS.endpoint });
