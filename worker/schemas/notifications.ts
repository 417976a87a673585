import * as v from "valibot";
import { fields } from "./fields";

export const NOTIFICATION_TEXTS = {
  endpoint: "Nieprawidłowy adres subskrypcji powiadomień: wymagany adres https.",
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
 * Base64url as PushSubscription.toJSON() gives it: p256dh is an uncompressed P-256 point (65 bytes, the
 * first 0x04, so the text starts with "B"), auth a 16-byte secret. A trailing "=" padding is tolerated.
 */
const p256dh = v.pipe(v.string(NOTIFICATION_TEXTS.keys), v.regex(/^B[\w-]{86}=?$/, NOTIFICATION_TEXTS.keys));
const auth = v.pipe(v.string(NOTIFICATION_TEXTS.keys), v.regex(/^[\w-]{22}(==)?$/, NOTIFICATION_TEXTS.keys));

/** POST /notifications/subscribe: a browser PushSubscription as JSON (expirationTime and the rest ignored). */
export const pushSubscriptionSchema = fields(
  { endpoint, keys: v.object({ p256dh, auth }, NOTIFICATION_TEXTS.keys) },
  { endpoint: NOTIFICATION_TEXTS.endpoint, keys: NOTIFICATION_TEXTS.keys },
);
export type PushSubscriptionInput = v.InferOutput<typeof pushSubscriptionSchema>;

/** DELETE /notifications/subscribe: the endpoint of the subscription to forget. */
export const pushUnsubscribeSchema = fields({ endpoint }, { endpoint: NOTIFICATION_TEXTS.endpoint });
