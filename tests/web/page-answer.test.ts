import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { compactFilters, searchPageQuery, searchPageUrl } from "../../worker/schemas/home-search";
import { PAGE_ANSWER_ID } from "../../worker/schemas/page-answer";
import { stubBrowserStorage } from "../shared/browser-storage";

const FILTERS = compactFilters({ postal_code: "31-000", cuisine: "pizza" });
const TRUCKS = [{ id: 1, name: "Bałtycka Pizza" }];

/** A page the worker served with the first page of this search in it (decision 0014), or `answers`. */
function pageWithAnswer(
  url: string,
  answers: unknown[] = [{ url, headers: { "X-Total-Count": "1" }, body: TRUCKS }],
) {
  const element = {
    removed: false,
    textContent: JSON.stringify(answers),
    remove() {
      element.removed = true;
    },
  };
  vi.stubGlobal("document", { getElementById: (id: string) => (id === PAGE_ANSWER_ID ? element : null) });
  return element;
}

/** The network: records what is asked of it. */
function stubNetwork() {
  const asked: string[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL) => {
    asked.push(String(input));
    return new Response("[]", { headers: { "X-Total-Count": "0" } });
  });
  return asked;
}

beforeEach(() => {
  vi.resetModules();
  stubBrowserStorage();
});
afterEach(() => vi.unstubAllGlobals());

describe("the search answer the worker put into the page", () => {
  it("answers the API client's first request for that search without the network, once", async () => {
    const element = pageWithAnswer(searchPageUrl(FILTERS, 0));
    const asked = stubNetwork();
    const { pageAnswers } = await import("../../web/src/lib/page-answer");
    const { api } = await import("../../web/src/lib/api");

    expect(pageAnswers(searchPageUrl(FILTERS, 0))).toBe(true);
    const first = await api.profiles.$get({ query: searchPageQuery(FILTERS, 0) });
    expect(await first.json()).toEqual(TRUCKS);
    expect(first.headers.get("X-Total-Count")).toBe("1");
    expect(asked).toEqual([]);
    expect(element.removed).toBe(true);

    // Used up: the loader no longer waits for it, and the same search now goes to the network.
    expect(pageAnswers(searchPageUrl(FILTERS, 0))).toBe(false);
    await api.profiles.$get({ query: searchPageQuery(FILTERS, 0) });
    expect(asked).toEqual([searchPageUrl(FILTERS, 0)]);
  });

  it("is not taken for another search: the loader does not wait, the request goes to the network", async () => {
    pageWithAnswer(searchPageUrl(FILTERS, 0));
    const asked = stubNetwork();
    const { pageAnswers } = await import("../../web/src/lib/page-answer");
    const { api } = await import("../../web/src/lib/api");
    const other = compactFilters({ postal_code: "31-000", cuisine: "burgery" });

    expect(pageAnswers(searchPageUrl(other, 0))).toBe(false);
    expect(pageAnswers(searchPageUrl(FILTERS, 24))).toBe(false);
    const response = await api.profiles.$get({ query: searchPageQuery(other, 0) });
    expect(await response.json()).toEqual([]);
    expect(asked).toEqual([searchPageUrl(other, 0)]);
  });

  it("a page without an answer has nothing to wait for", async () => {
    vi.stubGlobal("document", { getElementById: () => null });
    const { pageAnswers } = await import("../../web/src/lib/page-answer");
    expect(pageAnswers(searchPageUrl(FILTERS, 0))).toBe(false);
  });

  it("a route's loader starts its query either way, and waits only for the answer in the page", async () => {
    pageWithAnswer(searchPageUrl(FILTERS, 0));
    const asked = stubNetwork();
    const { loadWithPageAnswer } = await import("../../web/src/lib/page-answer");
    const { api } = await import("../../web/src/lib/api");
    const events: string[] = [];
    const search = (filters: typeof FILTERS) => async () => {
      events.push("started");
      const response = await api.profiles.$get({ query: searchPageQuery(filters, 0) });
      await response.json();
      events.push("answered");
    };

    // In the page: the query's own request takes the answer, and the loader ends after it.
    await loadWithPageAnswer(searchPageUrl(FILTERS, 0), search(FILTERS));
    events.push("loader done");
    expect(events).toEqual(["started", "answered", "loader done"]);
    expect(asked).toEqual([]);

    // Not in the page (any more): started, not waited for; the request goes to the network.
    events.length = 0;
    const other = compactFilters({ postal_code: "Gdańsk" });
    await loadWithPageAnswer(searchPageUrl(other, 0), search(other));
    events.push("loader done");
    expect(events).toEqual(["started", "loader done"]);
    await vi.waitFor(() => expect(events).toEqual(["started", "loader done", "answered"]));
    expect(asked).toEqual([searchPageUrl(other, 0)]);
  });

  it("a failing query does not fail the loader: the page shows the failure", async () => {
    pageWithAnswer(searchPageUrl(FILTERS, 0));
    const { loadWithPageAnswer } = await import("../../web/src/lib/page-answer");
    await expect(
      loadWithPageAnswer(searchPageUrl(FILTERS, 0), () => Promise.reject(new Error("sieć"))),
    ).resolves.toBeUndefined();
  });

  it("a truck's page carries two answers, each taken once by its own request; a 404 stays a 404", async () => {
    const reviews = { reviews: [], total: 0 };
    pageWithAnswer("", [
      {
        url: "/api/profiles/7",
        status: 404,
        headers: {},
        body: { message: "Nie znaleziono tego food trucka." },
      },
      { url: "/api/profiles/7/reviews?offset=0", headers: {}, body: reviews },
    ]);
    const asked = stubNetwork();
    const { pageAnswers } = await import("../../web/src/lib/page-answer");
    const { api } = await import("../../web/src/lib/api");

    expect(pageAnswers("/api/profiles/7")).toBe(true);
    expect(pageAnswers("/api/profiles/7/reviews?offset=0")).toBe(true);
    const profile = await api.profiles[":id"].$get({ param: { id: "7" } });
    expect(profile.status).toBe(404);
    expect(await profile.json()).toEqual({ message: "Nie znaleziono tego food trucka." });
    expect(pageAnswers("/api/profiles/7/reviews?offset=0")).toBe(true);
    const first = await api.profiles[":id"].reviews.$get({ param: { id: "7" }, query: { offset: "0" } });
    expect(await first.json()).toEqual(reviews);
    expect(asked).toEqual([]);
    expect(pageAnswers("/api/profiles/7")).toBe(false);
    expect(pageAnswers("/api/profiles/7/reviews?offset=0")).toBe(false);
  });
});
