// Web Push for Foodtruck Marketplace (SPEC.md §1, §3; decision 0015). A static file, served as is at
// /service-worker.js so its scope is the whole app. It only shows pushes and opens the chat: no fetch
// handler, no caching, so a new deploy is never held back by it.

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

// A new version takes over at once: it has no caches that an old page could depend on.
self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));
