import { readFileSync } from "node:fs";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { type ManifestChunk, precacheFiles, withAppBuild } from "../../scripts/offline-precache.mjs";

const ORIGIN = "https://foodtruck.test";
const SOURCE = readFileSync("web/public/service-worker.js", "utf8");

type Route = "page" | "asset" | "shell-file" | "answer" | null;

/** A Cache of the Cache API, kept in memory by URL; `add` fetches through `network`. */
class MemoryCache {
  readonly entries = new Map<string, Response>();
  constructor(private readonly network: (request: Request) => Promise<Response>) {}
  async add(request: Request | string): Promise<void> {
    const response = await this.network(
      new Request(new URL(typeof request === "string" ? request : request.url, ORIGIN)),
    );
    if (!response.ok) throw new TypeError(`${response.status}`);
    await this.put(request, response);
  }
  async match(request: Request | string): Promise<Response | undefined> {
    const url = new URL(typeof request === "string" ? request : request.url, ORIGIN).href;
    return this.entries.get(url)?.clone();
  }
  async put(request: Request | string, response: Response): Promise<void> {
    this.entries.set(new URL(typeof request === "string" ? request : request.url, ORIGIN).href, response);
  }
}

/**
 * web/public/service-worker.js in a VM with a fake worker scope, the Cache API in memory and `network` as
 * fetch; its top-level functions are the context's properties.
 */
function loadWorker(network: (request: Request) => Promise<Response>, source = SOURCE) {
  const caches = new Map<string, MemoryCache>();
  const handlers = new Map<string, (event: unknown) => void>();
  const context: Record<string, unknown> = {
    self: {
      location: { origin: ORIGIN },
      addEventListener: (type: string, handler: (event: unknown) => void) => handlers.set(type, handler),
    },
    caches: {
      open: async (name: string) => caches.get(name) ?? caches.set(name, new MemoryCache(network)).get(name),
    },
    fetch: network,
    URL,
    Headers,
    Request,
    Response,
    TextEncoder,
    crypto,
  };
  runInNewContext(source, context);
  const route = context.offlineRoute as (request: Request, origin: string, files: string[]) => Route;
  const keepShell = context.keepShell as () => Promise<void>;

  /** Sends a request through the fetch handler, as the browser would, and waits for what it kept. */
  async function request(input: Request): Promise<Response | undefined> {
    let answer: Promise<Response> | undefined;
    const kept: Promise<unknown>[] = [];
    handlers.get("fetch")?.({
      request: input,
      respondWith: (response: Promise<Response>) => {
        answer = response;
      },
      waitUntil: (work: Promise<unknown>) => kept.push(work),
    });
    const response = await answer;
    await Promise.all(kept);
    return response;
  }
  return { route, request, keepShell, cache: (name: string) => caches.get(name) };
}

const signedIn = (path: string, token = "token-a", init: RequestInit = {}) =>
  new Request(`${ORIGIN}${path}`, { ...init, headers: { Authorization: `Bearer ${token}` } });

/** What a browser's same-origin fetch gives: a "basic" response (a constructed one says "default"). */
function basic(body: string, headers: Record<string, string>, status = 200): Response {
  const response = new Response(body, { status, headers });
  Object.defineProperty(response, "type", { value: "basic" });
  return response;
}

const json = (body: unknown, extra: Record<string, string> = {}) =>
  basic(JSON.stringify(body), { "Content-Type": "application/json", ...extra });

describe("service worker: what it keeps, and for whom", () => {
  const { route } = loadWorker(async () => json([]));
  const navigation = (path: string) => {
    const request = new Request(`${ORIGIN}${path}`);
    Object.defineProperty(request, "mode", { value: "navigate" });
    return request;
  };

  it("keeps a signed-in user's dashboard, inbox and bookings, and nothing else of the API", () => {
    for (const path of [
      "/api/requests/my-bookings",
      "/api/events/my-events",
      "/api/profiles/my-profiles",
      "/api/favourites",
      "/api/conversations/grouped",
      "/api/conversations/12",
    ]) {
      expect(route(signedIn(path), ORIGIN, []), path).toBe("answer");
    }
    for (const path of [
      "/api/auth/profile",
      "/api/profiles/12",
      "/api/requests/5/receipt",
      "/api/conversations/12?before=40",
    ]) {
      expect(route(signedIn(path), ORIGIN, []), path).toBeNull();
    }
  });

  it("only GETs of this origin made signed in", () => {
    expect(route(new Request(`${ORIGIN}/api/requests/my-bookings`), ORIGIN, [])).toBeNull();
    expect(route(signedIn("/api/requests/my-bookings", "t", { method: "POST" }), ORIGIN, [])).toBeNull();
    expect(route(new Request("https://evil.test/api/requests/my-bookings"), ORIGIN, [])).toBeNull();
    expect(route(new Request("https://evil.test/assets/index-abc.js"), ORIGIN, [])).toBeNull();
  });

  it("pages, build files and the shell's other files", () => {
    expect(route(navigation("/dashboard"), ORIGIN, [])).toBe("page");
    expect(route(navigation("/api/requests/5/calendar.ics"), ORIGIN, [])).toBeNull();
    expect(route(new Request(`${ORIGIN}/assets/index-abc.js`), ORIGIN, [])).toBe("asset");
    expect(route(new Request(`${ORIGIN}/favicon.svg`), ORIGIN, ["/favicon.svg"])).toBe("shell-file");
    expect(route(new Request(`${ORIGIN}/files/truck-1.webp`), ORIGIN, ["/favicon.svg"])).toBeNull();
  });
});

describe("service worker: the last answer, offline", () => {
  it("online: the network's answer, a copy kept with when it was saved", async () => {
    const worker = loadWorker(async () => json([{ request_id: 5 }], { "x-d1-bookmark": "b-1" }));
    const response = await worker.request(signedIn("/api/requests/my-bookings"));
    expect(await response?.json()).toEqual([{ request_id: 5 }]);
    expect(response?.headers.has("X-Offline-Saved-At")).toBe(false);
    const kept = await worker.cache("user-data")?.match(`${ORIGIN}/api/requests/my-bookings`);
    expect(Number(kept?.headers.get("X-Offline-Saved-At"))).toBeGreaterThan(0);
  });

  it("offline: the copy for the same session, never another session's", async () => {
    let online = true;
    const worker = loadWorker(async () => {
      if (!online) throw new TypeError("Failed to fetch");
      return json([{ request_id: 5 }]);
    });
    await worker.request(signedIn("/api/requests/my-bookings"));
    online = false;
    const saved = await worker.request(signedIn("/api/requests/my-bookings"));
    expect(await saved?.json()).toEqual([{ request_id: 5 }]);
    expect(Number(saved?.headers.get("X-Offline-Saved-At"))).toBeGreaterThan(0);
    expect(saved?.headers.has("X-Offline-Owner")).toBe(false);
    await expect(worker.request(signedIn("/api/requests/my-bookings", "token-b"))).rejects.toThrow(TypeError);
    await expect(worker.request(signedIn("/api/events/my-events"))).rejects.toThrow(TypeError);
  });

  it("keeps no refusal, no answer that sets a cookie and nothing that is not JSON", async () => {
    const answers = [
      json({ message: "Brak dostępu." }, {}),
      json([], { "Set-Cookie": "a=b" }),
      basic("<!doctype html>", { "Content-Type": "text/html" }),
    ];
    Object.defineProperty(answers[0], "status", { value: 401 });
    const worker = loadWorker(async () => answers.shift() ?? json([]));
    for (let call = 0; call < 3; call++) await worker.request(signedIn("/api/requests/my-bookings"));
    expect(worker.cache("user-data")?.entries.size).toBe(0);
  });
});

describe("service worker: this build's files", () => {
  it("fetches only those it does not keep yet, each on its own, so one failing leaves the others kept", async () => {
    const files = ["/favicon.svg", "/assets/index-a.js", "/assets/dashboard-d.js", "/assets/gone-g.js"];
    const asked: string[] = [];
    const worker = loadWorker(
      async (request) => {
        const path = new URL(request.url).pathname;
        asked.push(path);
        return path === "/assets/gone-g.js"
          ? basic("<!doctype html>", { "Content-Type": "text/html" }, 404)
          : basic("x", { "Content-Type": "text/javascript" });
      },
      withAppBuild(SOURCE, files, "<html></html>"),
    );
    await worker.keepShell();
    expect(asked.sort()).toEqual([...files].sort());
    asked.length = 0;
    await worker.keepShell();
    expect(asked).toEqual(["/assets/gone-g.js"]);
  });
});

describe("the build's precache list (scripts/offline-precache.mjs)", () => {
  const manifest: Record<string, ManifestChunk> = {
    "index.html": {
      file: "assets/index-a.js",
      isEntry: true,
      css: ["assets/index-a.css"],
      imports: ["_framework-f.js"],
      dynamicImports: [
        "src/routes/_authed/dashboard.tsx?tsr-split=component",
        "src/routes/_admin/admin.index.tsx?tsr-split=component",
        "src/features/search/search-map.tsx",
        "src/features/chat/realtime-notices.tsx",
      ],
    },
    "_framework-f.js": { file: "assets/framework-f.js" },
    "src/routes/_authed/dashboard.tsx?tsr-split=component": {
      file: "assets/dashboard-d.js",
      css: ["assets/dashboard-d.css"],
      imports: ["_framework-f.js", "_bookings-b.js"],
    },
    "_bookings-b.js": {
      file: "assets/bookings-b.js",
      dynamicImports: ["src/components/polish-day-picker.tsx"],
    },
    "src/components/polish-day-picker.tsx": { file: "assets/polish-day-picker-p.js" },
    "src/routes/_admin/admin.index.tsx?tsr-split=component": {
      file: "assets/admin-x.js",
      imports: ["_admin-s.js"],
    },
    "_admin-s.js": { file: "assets/admin-s.js" },
    "src/features/search/search-map.tsx": { file: "assets/search-map-m.js" },
    "src/features/chat/realtime-notices.tsx": {
      file: "assets/realtime-notices-r.js",
      dynamicImports: ["../node_modules/@twilio/voice-sdk/esm/twilio.js"],
    },
    "../node_modules/@twilio/voice-sdk/esm/twilio.js": { file: "assets/twilio-t.js" },
  };

  it("the whole app with what its pages load on demand, but the admin pages, the map and the voice SDK", () => {
    expect(precacheFiles(manifest)).toEqual([
      "/favicon.svg",
      "/before-app.js",
      "/assets/bookings-b.js",
      "/assets/dashboard-d.css",
      "/assets/dashboard-d.js",
      "/assets/framework-f.js",
      "/assets/index-a.css",
      "/assets/index-a.js",
      "/assets/polish-day-picker-p.js",
      "/assets/realtime-notices-r.js",
    ]);
  });

  it("goes into the worker's APP_BUILD line, with an id that changes with the files and the page", () => {
    const files = precacheFiles(manifest);
    const built = withAppBuild(SOURCE, files, "<html>1</html>");
    const context: Record<string, unknown> = { self: { addEventListener: () => undefined } };
    runInNewContext(`${built}\nthis.build = APP_BUILD;`, context);
    const build = context.build as { id: string; files: string[] };
    expect(build.files).toEqual(files);
    expect(build.id).toMatch(/^[0-9a-f]{12}$/);
    expect(withAppBuild(SOURCE, files, "<html>2</html>")).not.toBe(built);
    expect(withAppBuild(SOURCE, files.slice(1), "<html>1</html>")).not.toBe(built);
    expect(() => withAppBuild(built, files, "<html>1</html>")).toThrow(/APP_BUILD/);
  });
});
