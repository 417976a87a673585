// The service worker of Foodtruck Marketplace, a static file served as is at /service-worker.js so its scope
// is the whole app. Two jobs:
// - Web Push (SPEC.md §1, §3; decision 0015): shows pushes and opens the chat;
// - offline (issue 36, decision 0029): this build's app shell from the cache, and the signed-in user's
//   dashboard, inbox and bookings from their last answers while the network is gone.

/**
 * This build's app shell: `npm run build` writes the files of the entry and of the offline screens here
 * (scripts/offline-precache.mjs), and an id that changes with them, so every deploy installs this worker
 * anew. `npm run dev:web` serves the line as it is: nothing is precached there.
 */
const APP_BUILD = { id: "dev", files: [] };

const SHELL_CACHE_PREFIX = "app-shell-";
const SHELL_CACHE = SHELL_CACHE_PREFIX + APP_BUILD.id;
/** The signed-in user's answers; web/src/lib/offline.ts deletes it when that user signs out or changes. */
const USER_DATA_CACHE = "user-data";
/**
 * The page the installed app opens (manifest.webmanifest's start_url), kept as the shell: the worker serves
 * every page of the SPA as the same index.html (decision 0025), so offline any page is this document.
 */
const SHELL_PAGE = "/dashboard";
/** On an answer given from the cache: when it was saved (ms), for the page's "Offline — dane z 14:32". */
const SAVED_AT_HEADER = "X-Offline-Saved-At";
/** On a saved answer only: whose session it was saved for (SHA-256 of the Authorization header). */
const OWNER_HEADER = "X-Offline-Owner";

/**
 * The GETs of the screens readable offline (dashboard, inbox, bookings, the conversations), as the API
 * client sends them for a signed-in user: paths without a query. Never /api/auth, never anything else.
 */
const OFFLINE_ANSWERS = [
  /^\/api\/config$/,
  /^\/api\/requests\/my-bookings$/,
  /^\/api\/events\/my-events$/,
  /^\/api\/profiles\/my-profiles$/,
  /^\/api\/favourites\/?$/,
  /^\/api\/stripe\/account$/,
  /^\/api\/conversations\/(grouped|unread|\d+)$/,
];

/**
 * What this worker does with a request: "page" (a navigation: the network, else the shell), "asset" (a
 * build file under /assets/, named by its content: the cache, else the network), "shell-file" (another
 * file of the shell, such as the logo: the network, else the shell's copy), "answer" (one of
 * OFFLINE_ANSWERS: the network, else the last answer) or null (not handled: the browser fetches it as
 * without a worker). Only same-origin GETs.
 */
function offlineRoute(request, origin, shellFiles) {
  if (request.method !== "GET") return null;
  const url = new URL(request.url);
  if (url.origin !== origin) return null;
  if (url.pathname.startsWith("/api/")) {
    // Only a signed-in user's requests: what a visitor reads needs no saving.
    if (request.mode === "navigate" || url.search !== "" || !request.headers.has("Authorization"))
      return null;
    return OFFLINE_ANSWERS.some((pattern) => pattern.test(url.pathname)) ? "answer" : null;
  }
  if (request.mode === "navigate") return "page";
  if (url.pathname.startsWith("/assets/")) return "asset";
  return url.search === "" && shellFiles.includes(url.pathname) ? "shell-file" : null;
}

/**
 * Whether an answer may be kept: a full, same-origin 200 that sets no cookie. A build file never as HTML (a
 * file missing after a deploy is the not-found page, decision 0025); an API answer only as JSON.
 */
function storable(response, route) {
  if (response.status !== 200 || response.type !== "basic" || response.headers.has("Set-Cookie"))
    return false;
  const type = response.headers.get("Content-Type") ?? "";
  return route === "answer" ? type.startsWith("application/json") : !type.startsWith("text/html");
}

/** Whose answer this is: the SHA-256 of its Authorization header, never the token itself. */
async function ownerOf(request) {
  const authorization = request.headers.get("Authorization") ?? "";
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(authorization));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The copy kept of an answer: the same body and headers, with when and for whom it was saved. */
async function savedCopy(response, owner, now) {
  const headers = new Headers(response.headers);
  headers.set(SAVED_AT_HEADER, String(now));
  headers.set(OWNER_HEADER, owner);
  return new Response(await response.arrayBuffer(), { status: response.status, headers });
}

/**
 * The saved answer for `owner`, without the owner's mark; null when there is none or it was saved for
 * another session (the cache is emptied at sign-out, this check holds even if that was missed).
 */
function savedAnswerFor(saved, owner) {
  if (!saved || saved.headers.get(OWNER_HEADER) !== owner) return null;
  const headers = new Headers(saved.headers);
  headers.delete(OWNER_HEADER);
  return new Response(saved.body, { status: saved.status, headers });
}

/**
 * The network (a navigation's preloaded answer when there is one), else this build's copy of `kept`: the
 * shell page for a navigation, the file itself for the shell's other files (the logo).
 */
async function networkOrShellCopy(event, kept) {
  try {
    return (await event.preloadResponse) ?? (await fetch(event.request));
  } catch (error) {
    const copy = await caches.match(kept, { cacheName: SHELL_CACHE });
    if (copy) return copy;
    throw error;
  }
}

/** A build file: its name carries its content's hash, so a kept copy is always right. */
async function assetFromCache(event) {
  const cache = await caches.open(SHELL_CACHE);
  const kept = await cache.match(event.request);
  if (kept) return kept;
  const response = await fetch(event.request);
  if (storable(response, "asset")) event.waitUntil(cache.put(event.request, response.clone()));
  return response;
}

/** One of the signed-in user's answers: the network, whose answer is kept; offline, the last one kept. */
async function answerOrSaved(event) {
  const { request } = event;
  const owner = await ownerOf(request);
  const cache = await caches.open(USER_DATA_CACHE);
  try {
    const response = await fetch(request);
    if (storable(response, "answer")) {
      event.waitUntil(
        savedCopy(response.clone(), owner, Date.now()).then((copy) => cache.put(request.url, copy)),
      );
    }
    return response;
  } catch (error) {
    const saved = savedAnswerFor(await cache.match(request.url, { ignoreVary: true }), owner);
    if (saved) return saved;
    throw error;
  }
}

/**
 * This build's files not in its shell cache yet, fetched each on its own: one that fails never stops the
 * others, and is tried again at the next page's "keep-shell" message. Not part of the install, which would
 * hold the worker's activation (and push, which waits for it) until ≈ 90 files have come.
 */
async function keepShell() {
  const cache = await caches.open(SHELL_CACHE);
  const kept = await Promise.all(APP_BUILD.files.map((file) => cache.match(file)));
  const missing = APP_BUILD.files.filter((_file, index) => !kept[index]);
  await Promise.allSettled(missing.map((file) => cache.add(file)));
}

/** Earlier builds' shells, once this one has taken over. */
async function dropOtherShells() {
  const names = await caches.keys();
  await Promise.all(
    names
      .filter((name) => name.startsWith(SHELL_CACHE_PREFIX) && name !== SHELL_CACHE)
      .map((name) => caches.delete(name)),
  );
}

const FALLBACK_TITLE = "Nowe powiadomienie";

/**
 * The server sends `{ title, body, conversationId }` (SPEC.md §3 Notification). Anything else — no data,
 * text that is not JSON, wrong types — still shows a notification: a push the user cannot see would make
 * Chrome show its own generic one, and a malformed one must not throw.
 */
function parsePush(text) {
  let data = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  const field = (name) => (data && typeof data === "object" ? data[name] : undefined);
  const title = field("title");
  const body = field("body");
  const conversationId = field("conversationId");
  const hasConversation = Number.isSafeInteger(conversationId) && conversationId > 0;
  return {
    title: typeof title === "string" && title.trim() ? title : FALLBACK_TITLE,
    body: typeof body === "string" ? body : "",
    // One notification per conversation: a newer message replaces the older one instead of piling up.
    tag: hasConversation ? `conversation-${conversationId}` : undefined,
    url: hasConversation ? `/chat/${conversationId}` : "/chat",
  };
}

/** Focuses a tab of the app already open (taking it to the chat) or opens a new one. */
async function openChat(url) {
  const target = new URL(url, self.location.origin).href;
  const tabs = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const tab = tabs.find((client) => new URL(client.url).origin === self.location.origin);
  if (tab) {
    // Focus first, so the click shows the app even if moving the tab to the chat fails.
    const focused = await tab.focus().catch(() => tab);
    if (focused.url === target) return;
    // navigate() works only for a tab this worker controls (clients.claim() below makes that the rule).
    const moved = await focused.navigate(target).catch(() => null);
    if (moved) return;
  }
  await self.clients.openWindow(target);
}

self.addEventListener("push", (event) => {
  const push = parsePush(event.data ? event.data.text() : "");
  event.waitUntil(
    self.registration.showNotification(push.title, {
      body: push.body,
      tag: push.tag,
      data: { url: push.url },
      icon: "/favicon.svg",
      lang: "pl",
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = event.notification.data?.url;
  // Only the chat links this worker made itself: a notification never opens another site.
  event.waitUntil(openChat(typeof url === "string" && /^\/chat(\/\d+)?$/.test(url) ? url : "/chat"));
});

self.addEventListener("fetch", (event) => {
  const route = offlineRoute(event.request, self.location.origin, APP_BUILD.files);
  if (route === "page") event.respondWith(networkOrShellCopy(event, SHELL_PAGE));
  else if (route === "shell-file") event.respondWith(networkOrShellCopy(event, event.request));
  else if (route === "asset") event.respondWith(assetFromCache(event));
  else if (route === "answer") event.respondWith(answerOrSaved(event));
});

// A new version takes over at once, with its build's shell page in place; the build's files follow when a
// page asks (lib/offline.ts, after each signed-in page's load). A page of the old build loads any part it
// still lacks from the network, as it would without a worker.
self.addEventListener("install", (event) => {
  const shellPage = caches
    .open(SHELL_CACHE)
    .then((cache) => cache.add(new Request(SHELL_PAGE, { cache: "no-cache" })));
  event.waitUntil(shellPage.catch(() => undefined).then(() => self.skipWaiting()));
});

self.addEventListener("message", (event) => {
  if (event.data === "keep-shell") event.waitUntil(keepShell());
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    Promise.all([
      self.clients.claim(),
      // Navigations start at once while the worker starts, instead of after it (the home page's speed).
      self.registration.navigationPreload?.enable(),
      dropOtherShells(),
    ]),
  );
});
