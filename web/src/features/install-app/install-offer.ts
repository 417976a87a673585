import { useSyncExternalStore } from "react";
import { sessionStore, useSession } from "../../lib/session";

/**
 * "Dodaj do ekranu głównego" (issue 36): offered once to signed-in owners and organizers. Chromium offers
 * installing through `beforeinstallprompt`, which fires early in the page's life: main.tsx listens from the
 * start, the dashboard's banner (install-prompt.tsx) shows the offer. Safari on iOS has no such event; there
 * the banner says how to add the app by hand.
 */

/** The part of Chromium's BeforeInstallPromptEvent the app uses. */
interface BrowserOffer {
  prompt(): Promise<unknown>;
}

export type InstallOffer = { kind: "prompt"; offer: BrowserOffer } | { kind: "ios" };

/** localStorage: set once the user has answered the offer (or installed the app), so it is never repeated. */
const ANSWERED_KEY = "install-offer-answered";

let browserOffer: BrowserOffer | null = null;
/** Counts changes of the offer and of the user's answer, for the banner to follow. */
let version = 0;
const listeners = new Set<() => void>();

function setBrowserOffer(offer: BrowserOffer | null): void {
  browserOffer = offer;
  version += 1;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function isBrowserOffer(event: Event): event is Event & BrowserOffer {
  return "prompt" in event && typeof event.prompt === "function";
}

function answered(): boolean {
  try {
    return localStorage.getItem(ANSWERED_KEY) !== null;
  } catch {
    return true; // Storage off: an offer that could not be remembered would come back on every visit.
  }
}

/** Never offered again on this browser. */
export function rememberAnswer(): void {
  try {
    localStorage.setItem(ANSWERED_KEY, "1");
  } catch {
    // Nothing to remember it in: `answered` says yes then anyway.
  }
  setBrowserOffer(null);
}

/** Signed in as an owner or organizer (not an admin), not answered yet, not already in the installed app. */
function wanted(): boolean {
  const { user } = sessionStore.get();
  if (!user || user.role === "admin" || answered()) return false;
  return !window.matchMedia("(display-mode: standalone)").matches;
}

/**
 * Keeps the browser's offer for the banner. Its own prompt (the mini-infobar on phones) stays away only
 * when the banner will offer it instead; anyone else gets the browser's as before.
 */
export function listenForInstallOffer(): void {
  window.addEventListener("beforeinstallprompt", (event) => {
    if (!isBrowserOffer(event)) return;
    if (wanted()) event.preventDefault();
    setBrowserOffer(event);
  });
  window.addEventListener("appinstalled", rememberAnswer);
}

/** Safari on an iPhone or iPad (iPadOS says "Macintosh" but has touch), outside the installed app. */
export function isIosSafari(userAgent: string, touchPoints: number, standalone: boolean): boolean {
  const ios = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && touchPoints > 1);
  // Other browsers on iOS name themselves; only Safari's share sheet says "Do ekranu początkowego".
  return ios && !standalone && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(userAgent);
}

function currentOffer(): InstallOffer | null {
  if (!wanted()) return null;
  if (browserOffer) return { kind: "prompt", offer: browserOffer };
  const standalone = "standalone" in navigator && navigator.standalone === true;
  return isIosSafari(navigator.userAgent, navigator.maxTouchPoints, standalone) ? { kind: "ios" } : null;
}

/** The offer to show now, if any; it follows the browser's event, the session and the user's answer. */
export function useInstallOffer(): InstallOffer | null {
  useSyncExternalStore(subscribe, () => version);
  useSession();
  return currentOffer();
}
