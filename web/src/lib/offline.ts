import type { QueryClient } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import { offlineFailureText } from "./offline-text";
import { renderedByTheWorker } from "./rendered-by-the-worker";
import { sessionStore } from "./session";

/**
 * The page's side of offline use (issue 36, decision 0029). The service worker (web/public/service-worker.js)
 * keeps the signed-in user's last answers to the dashboard's, inbox's and bookings' GETs and gives them back
 * when the network is gone, marked with when they were saved; the API client (lib/api.ts) reports every
 * answer here, so the page can say "Offline — dane z 14:32", and turns a request that could not leave an
 * offline browser into one Polish message.
 */

const SERVICE_WORKER_URL = "/service-worker.js";
/** Set by the service worker on an answer it gave from its copy: when that copy was saved (ms). */
const SAVED_AT_HEADER = "X-Offline-Saved-At";
/** The service worker's cache of the signed-in user's answers (USER_DATA_CACHE there). */
const USER_DATA_CACHE = "user-data";

export interface OfflineState {
  /** What the browser says (navigator.onLine and its online/offline events). */
  online: boolean;
  /** When the oldest saved answer shown since the network was last reached was saved (ms), if any. */
  savedAt: number | null;
}

// Rendered in the worker (entry-server.tsx), there is no browser: online, nothing saved.
let state: OfflineState = {
  online: renderedByTheWorker() || navigator.onLine !== false,
  savedAt: null,
};
const listeners = new Set<() => void>();

function update(next: OfflineState): void {
  if (next.online === state.online && next.savedAt === state.savedAt) return;
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function offlineState(): OfflineState {
  return state;
}

export function useOfflineState(): OfflineState {
  return useSyncExternalStore(subscribe, offlineState);
}

/** When the answer was saved (ms) if the service worker gave it from its copy, else null (the network's). */
export function savedAtOf(response: Response): number | null {
  const value = Number(response.headers.get(SAVED_AT_HEADER) ?? "");
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

/** Every API answer: a saved one makes the banner say how old the data is; the network's ends that. */
export function noteAnswer(response: Response): void {
  const saved = savedAtOf(response);
  update({ ...state, savedAt: saved === null ? null : Math.min(state.savedAt ?? saved, saved) });
}

/** A request that could not reach the server while the browser is offline. */
export class OfflineError extends Error {}

/**
 * What a failed request (fetch rejected) becomes: offline, an OfflineError saying that the data or the
 * action needs the network; online (the server down, a request cut), the error as it was.
 */
export function offlineFailure(error: unknown, method: string | undefined): unknown {
  return navigator.onLine === false ? new OfflineError(offlineFailureText(method)) : error;
}

/**
 * The app's service worker: push (features/notifications) and offline. `updateViaCache: "none"` makes every
 * update check ask the server, never the HTTP cache (each deploy changes the worker, decision 0029).
 */
export function registerServiceWorker(): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: "/", updateViaCache: "none" });
}

/**
 * Drops the service worker's copies of the signed-in user's answers: called whenever the user changes
 * (logout, a refused session, another account signing in), so nobody reads another's data offline.
 */
export async function forgetSavedAnswers(): Promise<void> {
  if (typeof caches === "undefined") return;
  await caches.delete(USER_DATA_CACHE).catch(() => false);
}

/**
 * The page's queries asked again once the worker controls the page. A query still waiting for its first
 * answer is not asked twice at once (its answer comes past the worker): those are waited for first.
 */
async function refetchThroughWorker(queryClient: QueryClient): Promise<void> {
  await queryClient.refetchQueries({ type: "active", fetchStatus: "fetching" }, { cancelRefetch: false });
  await queryClient.refetchQueries({ type: "active" });
}

/**
 * Follows the browser's online state, and registers the service worker once the page has loaded for a
 * signed-in user (now or after signing in): visitors who never sign in get no worker. On the first visit the
 * page's answers went out before the worker controlled the page; once it does, they are asked again
 * through it, so they are saved for offline use at once.
 */
export function startOfflineSupport(queryClient: QueryClient): void {
  // Back online, the queries on screen are asked again (lib/query-client.ts): until one comes back saved
  // again, the banner has nothing to say.
  window.addEventListener("online", () => update({ online: true, savedAt: null }));
  window.addEventListener("offline", () => update({ ...state, online: false }));
  if (!("serviceWorker" in navigator)) return;
  const { serviceWorker } = navigator;
  if (!serviceWorker.controller) {
    serviceWorker.addEventListener("controllerchange", () => void refetchThroughWorker(queryClient), {
      once: true,
    });
  }
  let registered = false;
  const registerForSignedIn = () => {
    if (registered || !sessionStore.get().user || document.readyState !== "complete") return;
    registered = true;
    // The worker then keeps this build's files, those it does not have yet (a first visit, a new deploy).
    void registerServiceWorker()
      .then(() => serviceWorker.ready)
      .then((registration) => registration.active?.postMessage("keep-shell"))
      .catch(() => undefined);
  };
  window.addEventListener("load", registerForSignedIn, { once: true });
  sessionStore.subscribe(registerForSignedIn);
  registerForSignedIn();
}
