import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { generateVapidKeys } from "../../scripts/vapid-keys.mjs";
import { base64UrlToBytes, sameKey } from "../../web/src/features/notifications/base64url";

describe("base64UrlToBytes", () => {
  it("gives the VAPID public key's 65 bytes, as Node decodes them", () => {
    const { publicKey } = generateVapidKeys();
    const bytes = base64UrlToBytes(publicKey);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4); // an uncompressed P-256 point
    expect(Buffer.from(bytes).equals(Buffer.from(publicKey, "base64url"))).toBe(true);
  });

  it("decodes every length, with or without padding, '-' and '_' included", () => {
    for (let length = 0; length <= 20; length++) {
      const bytes = Buffer.from(randomBytes(length));
      expect(Buffer.from(base64UrlToBytes(bytes.toString("base64url"))).equals(bytes)).toBe(true);
      const padded = bytes.toString("base64").replace(/\+/g, "-").replace(/\//g, "_");
      expect(Buffer.from(base64UrlToBytes(padded)).equals(bytes)).toBe(true);
    }
    expect([...base64UrlToBytes("-_8")]).toEqual([0xfb, 0xff]);
  });

  it("refuses text that is not base64url", () => {
    for (const text of ["ab+c", "ab/c", "a b", "abcde", "ąę"]) {
      expect(() => base64UrlToBytes(text), text).toThrow();
    }
  });

  it("sameKey compares a subscription's key with the server's", () => {
    const key = base64UrlToBytes(generateVapidKeys().publicKey);
    expect(sameKey(key.slice().buffer, key)).toBe(true);
    expect(sameKey(base64UrlToBytes(generateVapidKeys().publicKey).buffer, key)).toBe(false);
    expect(sameKey(null, key)).toBe(false);
  });
});

interface Shown {
  title: string;
  options: { body: string; tag?: string; data: { url: string }; icon: string; lang: string };
}

interface FakeTab {
  url: string;
  calls: string[];
}

/** Runs web/public/service-worker.js in a VM with a fake worker scope and gives its event handlers. */
function loadServiceWorker(tabs: FakeTab[] = []) {
  const handlers = new Map<string, (event: unknown) => void>();
  const shown: Shown[] = [];
  const opened: string[] = [];
  const windows = tabs.map((tab) => {
    const client = {
      get url() {
        return tab.url;
      },
      focus: async () => {
        tab.calls.push("focus");
        return client;
      },
      navigate: async (url: string) => {
        tab.calls.push(`navigate ${url}`);
        tab.url = url;
        return client;
      },
    };
    return client;
  });
  const self = {
    location: { origin: "https://foodtruck.test" },
    addEventListener: (type: string, handler: (event: unknown) => void) => handlers.set(type, handler),
    registration: {
      showNotification: async (title: string, options: Shown["options"]) => {
        shown.push({ title, options });
      },
    },
    clients: {
      matchAll: async () => windows,
      openWindow: async (url: string) => {
        opened.push(url);
        return null;
      },
    },
  };
  runInNewContext(readFileSync("web/public/service-worker.js", "utf8"), { self, URL });

  async function dispatch(type: string, event: object) {
    const waited: Promise<unknown>[] = [];
    const handler = handlers.get(type);
    if (!handler) throw new Error(`no ${type} handler`);
    handler({ ...event, waitUntil: (promise: Promise<unknown>) => waited.push(promise) });
    await Promise.all(waited);
  }
  return {
    shown,
    opened,
    push: (text: string | null) => dispatch("push", { data: text === null ? null : { text: () => text } }),
    click: (data: unknown) =>
      dispatch("notificationclick", { notification: { data, close: () => undefined } }),
  };
}

describe("service worker", () => {
  it("shows the server's { title, body, conversationId } (SPEC.md §3) with the chat link", async () => {
    const worker = loadServiceWorker();
    await worker.push(JSON.stringify({ title: "Anna Nowak", body: "Dzień dobry!", conversationId: 42 }));
    expect(worker.shown).toEqual([
      {
        title: "Anna Nowak",
        options: {
          body: "Dzień dobry!",
          tag: "conversation-42",
          data: { url: "/chat/42" },
          icon: "/favicon.svg",
          lang: "pl",
        },
      },
    ]);
  });

  it("still shows a notification for an empty, broken or strange payload", async () => {
    const worker = loadServiceWorker();
    const payloads = [null, "", "nie json", "[1,2]", "null", '{"title":"  ","body":5,"conversationId":"7"}'];
    for (const payload of payloads) await worker.push(payload);
    expect(worker.shown).toHaveLength(payloads.length);
    for (const { title, options } of worker.shown) {
      expect(title).toBe("Nowe powiadomienie");
      expect(options.body).toBe("");
      expect(options.tag).toBeUndefined();
      expect(options.data.url).toBe("/chat");
    }
  });

  it("a click takes an open tab of the app to the conversation, focused", async () => {
    const tab = { url: "https://foodtruck.test/dashboard", calls: [] };
    const worker = loadServiceWorker([tab]);
    await worker.click({ url: "/chat/42" });
    expect(tab.calls).toEqual(["focus", "navigate https://foodtruck.test/chat/42"]);
    expect(worker.opened).toEqual([]);
  });

  it("a click opens a new tab when none is open, and only a path of this app", async () => {
    const worker = loadServiceWorker();
    await worker.click({ url: "/chat/7" });
    await worker.click({ url: "https://evil.test/" });
    await worker.click({ url: "//evil.test/chat" });
    expect(worker.opened).toEqual([
      "https://foodtruck.test/chat/7",
      "https://foodtruck.test/chat",
      "https://foodtruck.test/chat",
    ]);
  });
});
