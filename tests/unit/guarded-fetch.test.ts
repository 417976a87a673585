import { afterEach, describe, expect, it, vi } from "vitest";
import {
  AddressRefusedError,
  type GuardedFetchOptions,
  guardedFetcher,
  OutsideRequestError,
} from "../../worker/adapters/guarded-fetch";

// The one door for requests to addresses users gave (decision 0026), with a stand-in transport that
// records what would have gone out.

interface Sent {
  url: string;
  method: string;
  headers: Headers;
  body: string;
}

/** A transport answering from `routes` (URL → answer) and recording each request it got. */
function transport(routes: Record<string, () => Response | Promise<Response>>) {
  const sent: Sent[] = [];
  const fetch = vi.fn<typeof globalThis.fetch>(async (input, init) => {
    const request = new Request(input, init);
    expect(init?.redirect).toBe("manual");
    sent.push({
      url: request.url,
      method: request.method,
      headers: request.headers,
      body: await request.text(),
    });
    const route = routes[request.url];
    if (!route) throw new Error(`unexpected request to ${request.url}`);
    return route();
  });
  return { fetch, sent };
}

const redirect =
  (location: string, status = 302) =>
  () =>
    new Response(null, { status, headers: { Location: location } });

function fetcher(fetch: typeof globalThis.fetch, options: Partial<GuardedFetchOptions> = {}) {
  return guardedFetcher({
    policy: { kind: "public" },
    timeoutMs: 1000,
    maxResponseBytes: 1000,
    fetch,
    ...options,
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe("addresses", () => {
  it.each([
    "https://127.0.0.1/",
    "https://0x7f.1/",
    "https://[::1]/",
    "https://localhost/",
    "http://kalendarz.przyklad.pl/",
    "https://kalendarz.przyklad.pl:8080/",
    "nie adres",
  ])("refuses %s before sending anything", async (url) => {
    const { fetch } = transport({});
    await expect(fetcher(fetch)(url)).rejects.toThrow(AddressRefusedError);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("with a host list, any other public host is refused too", async () => {
    const { fetch, sent } = transport({ "https://fcm.googleapis.com/x": () => new Response("ok") });
    const only = fetcher(fetch, {
      policy: { kind: "only", allows: (host) => host === "fcm.googleapis.com" },
    });
    expect(await (await only("https://fcm.googleapis.com/x")).text()).toBe("ok");
    await expect(only("https://przyklad.pl/x")).rejects.toThrow("host przyklad.pl is not allowed");
    expect(sent.map((request) => request.url)).toEqual(["https://fcm.googleapis.com/x"]);
  });

  it("sends the address as parsed, so the host checked is the host reached", async () => {
    const { fetch, sent } = transport({ "https://kalendarz.przyklad.pl/a%20b": () => new Response("ok") });
    await fetcher(fetch)("https://KALENDARZ.przyklad.pl:443/a b");
    expect(sent.map((request) => request.url)).toEqual(["https://kalendarz.przyklad.pl/a%20b"]);
  });
});

describe("redirects", () => {
  it("each Location is checked before it is followed", async () => {
    for (const location of ["https://169.254.169.254/latest", "https://localhost/", "http://przyklad.pl/"]) {
      const { fetch, sent } = transport({ "https://przyklad.pl/start": redirect(location) });
      const error = await fetcher(fetch)("https://przyklad.pl/start").catch((thrown: unknown) => thrown);
      expect(error).toBeInstanceOf(AddressRefusedError);
      expect(String(error)).toContain("redirect from przyklad.pl refused");
      expect(sent.map((request) => request.url)).toEqual(["https://przyklad.pl/start"]);
    }
  });

  it("307 and 308 repeat the request; 301, 302 after a POST and 303 continue as a GET without the body", async () => {
    const { fetch, sent } = transport({
      "https://a.przyklad.pl/1": redirect("/2", 307),
      "https://a.przyklad.pl/2": redirect("https://a.przyklad.pl/3", 308),
      "https://a.przyklad.pl/3": redirect("4", 302),
      "https://a.przyklad.pl/4": () => new Response("koniec"),
    });
    const answer = await fetcher(fetch)("https://a.przyklad.pl/1", {
      method: "POST",
      headers: { "Content-Type": "text/plain", Authorization: "vapid t=x" },
      body: "treść",
    });
    expect(await answer.text()).toBe("koniec");
    expect(sent.map((r) => [r.url, r.method, r.body, r.headers.get("Content-Type")])).toEqual([
      ["https://a.przyklad.pl/1", "POST", "treść", "text/plain"],
      ["https://a.przyklad.pl/2", "POST", "treść", "text/plain"],
      ["https://a.przyklad.pl/3", "POST", "treść", "text/plain"],
      ["https://a.przyklad.pl/4", "GET", "", null],
    ]);
    // Same origin throughout: the credentials stay.
    expect(sent.every((r) => r.headers.get("Authorization") === "vapid t=x")).toBe(true);
  });

  it("credentials are not carried to another origin", async () => {
    const { fetch, sent } = transport({
      "https://a.przyklad.pl/": redirect("https://b.przyklad.pl/", 307),
      "https://b.przyklad.pl/": () => new Response(null, { status: 201 }),
    });
    await fetcher(fetch)("https://a.przyklad.pl/", { method: "POST", headers: { Authorization: "sekret" } });
    expect(sent.map((r) => r.headers.get("Authorization"))).toEqual(["sekret", null]);
  });

  it("stops after the redirect limit", async () => {
    const { fetch, sent } = transport({ "https://przyklad.pl/petla": redirect("/petla") });
    await expect(fetcher(fetch, { maxRedirects: 2 })("https://przyklad.pl/petla")).rejects.toThrow(
      new OutsideRequestError("more than 2 redirects from przyklad.pl", "redirects"),
    );
    await expect(fetcher(fetch, { maxRedirects: 2 })("https://przyklad.pl/petla")).rejects.toMatchObject({
      reason: "redirects",
    });
    expect(sent).toHaveLength(6);
  });
});

describe("time and size limits", () => {
  it("gives up at the deadline even when the transport ignores the abort", async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const fetch = vi.fn<typeof globalThis.fetch>((_input, init) => {
      signal = init?.signal ?? undefined;
      return new Promise<never>(() => {});
    });
    const answer = fetcher(fetch, { timeoutMs: 3000 })("https://przyklad.pl/");
    const settled = expect(answer).rejects.toThrow(
      new OutsideRequestError("no answer from przyklad.pl within 3000 ms", "timeout"),
    );
    await vi.advanceTimersByTimeAsync(3000);
    await settled;
    expect(signal?.aborted).toBe(true);
  });

  it("the deadline covers the body too", async () => {
    vi.useFakeTimers();
    const endless = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("początek"));
      },
    });
    const { fetch } = transport({ "https://przyklad.pl/": () => new Response(endless) });
    const answer = fetcher(fetch, { timeoutMs: 500 })("https://przyklad.pl/");
    const settled = expect(answer).rejects.toMatchObject({ name: "OutsideRequestError", reason: "timeout" });
    await vi.advanceTimersByTimeAsync(500);
    await settled;
  });

  it("refuses an answer over the size limit, declared or streamed", async () => {
    const big = "x".repeat(1001);
    const declared = transport({ "https://przyklad.pl/": () => new Response(big) });
    await expect(fetcher(declared.fetch)("https://przyklad.pl/")).rejects.toThrow(
      "the answer from przyklad.pl is over 1000 bytes",
    );
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 11; i++) controller.enqueue(new TextEncoder().encode("y".repeat(100)));
        controller.close();
      },
    });
    const streamed = transport({ "https://przyklad.pl/": () => new Response(chunks) });
    await expect(fetcher(streamed.fetch)("https://przyklad.pl/")).rejects.toMatchObject({
      name: "OutsideRequestError",
      reason: "too_large",
    });
    const fits = transport({ "https://przyklad.pl/": () => new Response("x".repeat(1000), { status: 410 }) });
    const answer = await fetcher(fits.fetch)("https://przyklad.pl/");
    expect([answer.status, (await answer.text()).length]).toEqual([410, 1000]);
  });

  it("answers without a body keep their status", async () => {
    const { fetch } = transport({ "https://przyklad.pl/": () => new Response(null, { status: 204 }) });
    expect((await fetcher(fetch)("https://przyklad.pl/")).status).toBe(204);
  });
});
