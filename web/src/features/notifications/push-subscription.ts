import { pushSubscriptionSchema } from "@shared/schemas/notifications";
import * as v from "valibot";
import { ApiRequestError, api, unwrap } from "../../lib/api";
import { registerServiceWorker } from "../../lib/offline";
import { base64UrlToBytes, sameKey } from "./base64url";

/**
 * Web Push in this browser (SPEC.md §1, §7; decision 0015): the service worker at /service-worker.js, the
 * browser's subscription and the server's copy of it. Loaded only by My account and, on logout, on demand.
 */

export const PUSH_TEXTS = {
  enableFailed: "Nie udało się włączyć powiadomień push. Spróbuj ponownie.",
  subscribeFailed:
    "Ta przeglądarka nie mogła zarejestrować się w usłudze powiadomień push. Spróbuj ponownie później lub użyj innej przeglądarki.",
  disableFailed: "Nie udało się wyłączyć powiadomień push. Spróbuj ponownie.",
  dismissed:
    "Nie udzielono zgody na powiadomienia. Aby je włączyć, kliknij przycisk ponownie i wybierz „Zezwalaj”.",
  badKey: "Powiadomienia push są chwilowo niedostępne (błędna konfiguracja serwera).",
} as const;

/**
 * How long the browser may take to reach its push service. A browser that cannot reach it (a network that
 * blocks it, a profile without one) may never settle `subscribe`: the button would say "Włączanie..."
 * forever.
 */
const SUBSCRIBE_TIMEOUT_MS = 20_000;

function withinTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PushError(PUSH_TEXTS.subscribeFailed)), SUBSCRIBE_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** A message the section shows as is. */
export class PushError extends Error {}

/** Push needs a service worker, the Push API and notifications (Safari on iOS only in an installed app). */
export function pushSupported(): boolean {
  return "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

/**
 * Registers the service worker (again: the browser then checks for a newer script) and waits until it is
 * active, which `pushManager.subscribe` requires.
 */
export async function pushRegistration(): Promise<ServiceWorkerRegistration> {
  await registerServiceWorker();
  return navigator.serviceWorker.ready;
}

export interface PushState {
  permission: NotificationPermission;
  /** This browser has a subscription and may show notifications. */
  enabled: boolean;
}

/** The server's key as bytes; a key that is not base64url is the server's configuration error. */
function serverKey(vapidKey: string): Uint8Array<ArrayBuffer> {
  try {
    return base64UrlToBytes(vapidKey);
  } catch {
    throw new PushError(PUSH_TEXTS.badKey);
  }
}

/** Hands the browser's subscription to the server, as the browser gave it (expirationTime too, SPEC.md §7). */
async function sendSubscription(subscription: PushSubscription): Promise<void> {
  const json = subscription.toJSON();
  const parsed = v.safeParse(pushSubscriptionSchema, json);
  if (!parsed.success) throw new PushError(PUSH_TEXTS.subscribeFailed);
  const body = { ...json, ...parsed.output };
  await unwrap(api.notifications.subscribe.$post({ json: body }), PUSH_TEXTS.enableFailed);
}

/**
 * On only with permission and a subscription made with the server's current key (a subscription from an
 * older key pair gets no pushes). An active subscription is sent again, best effort: the server then has
 * it for the account signed in now, even if an earlier logout could not remove it (decision 0015: an
 * endpoint moves to whoever subscribes it).
 */
export async function readPushState(vapidKey: string): Promise<PushState> {
  // The app registers the worker on every signed-in page (lib/offline.ts); reading needs no active one.
  const registration = await navigator.serviceWorker.getRegistration("/");
  const subscription = (await registration?.pushManager.getSubscription()) ?? null;
  const permission = Notification.permission;
  const enabled =
    subscription !== null &&
    permission === "granted" &&
    sameKey(subscription.options.applicationServerKey, serverKey(vapidKey));
  if (subscription && enabled) void sendSubscription(subscription).catch(() => undefined);
  return { permission, enabled };
}

/** Asks for permission: call it in the click handler itself, browsers grant the prompt only to a user gesture. */
export function askPermission(): Promise<NotificationPermission> {
  return Notification.requestPermission();
}

/**
 * Subscribes this browser with the server's public key and hands the subscription to the server. A
 * subscription made with another key (the server's pair changed) is replaced; one the server refuses is
 * dropped again, so the browser never keeps a subscription the server does not know.
 */
export async function enablePush(
  permission: Promise<NotificationPermission>,
  vapidKey: string,
): Promise<void> {
  const answer = await permission;
  if (answer === "denied") return; // The section explains how to allow notifications in the settings.
  if (answer !== "granted") throw new PushError(PUSH_TEXTS.dismissed);
  const applicationServerKey = serverKey(vapidKey);
  const registration = await pushRegistration();
  const existing = await registration.pushManager.getSubscription();
  if (existing && !sameKey(existing.options.applicationServerKey, applicationServerKey)) {
    await existing.unsubscribe();
  }
  let subscription: PushSubscription;
  try {
    subscription = await withinTimeout(
      registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey }),
    );
  } catch {
    // No push service reachable, a browser profile without one (e.g. headless), or the key refused.
    throw new PushError(PUSH_TEXTS.subscribeFailed);
  }
  try {
    await sendSubscription(subscription);
  } catch (error) {
    await subscription.unsubscribe().catch(() => false);
    throw error;
  }
}

/** Deletes the server's copy (404: it is already gone), then the browser's subscription. */
async function removeSubscription(subscription: PushSubscription, init: RequestInit, token?: string) {
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  try {
    await unwrap(
      api.notifications.subscribe.$delete({ json: { endpoint: subscription.endpoint } }, { headers, init }),
      PUSH_TEXTS.disableFailed,
    );
  } catch (error) {
    if (!(error instanceof ApiRequestError && error.status === 404)) {
      // Unsubscribed in the browser, the push service answers the next push with 410 and the server
      // forgets the subscription then (decision 0015): pushes stop either way.
      await subscription.unsubscribe();
      throw error;
    }
  }
  await subscription.unsubscribe();
}

export async function disablePush(): Promise<void> {
  const registration = await pushRegistration();
  const subscription = await registration.pushManager.getSubscription();
  if (!subscription) return;
  try {
    await removeSubscription(subscription, {});
  } catch {
    const left = await registration.pushManager.getSubscription().catch(() => null);
    if (left) throw new PushError(PUSH_TEXTS.disableFailed);
  }
}

/**
 * Logout: the next person on this browser must not get this account's pushes. Runs with the token of the
 * session that is ending, before it is revoked on the server; never registers a worker that is not there.
 */
export async function forgetPushSubscription(token: string): Promise<void> {
  if (!pushSupported()) return;
  const registration = await navigator.serviceWorker.getRegistration("/");
  const subscription = await registration?.pushManager.getSubscription();
  if (subscription) await removeSubscription(subscription, { keepalive: true }, token);
}
