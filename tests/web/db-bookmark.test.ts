import { afterEach, describe, expect, it, vi } from "vitest";
import { bookmarkHeaders, keepBookmark } from "../../web/src/lib/db-bookmark";

/** The tab's sessionStorage, as the browser gives it (node has none). */
function tabStorage(): Map<string, string> {
  const items = new Map<string, string>();
  vi.stubGlobal("sessionStorage", {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  });
  return items;
}

afterEach(() => vi.unstubAllGlobals());

describe("the database bookmark carried between requests", () => {
  it("sends nothing before the first answer, then the bookmark of the latest answer", () => {
    tabStorage();
    expect(bookmarkHeaders()).toEqual({});
    keepBookmark(new Response("{}", { headers: { "x-d1-bookmark": "0000000a-00000001-00004f2e-aa" } }));
    expect(bookmarkHeaders()).toEqual({ "x-d1-bookmark": "0000000a-00000001-00004f2e-aa" });
    keepBookmark(new Response("{}", { headers: { "x-d1-bookmark": "0000000a-00000002-00004f2f-bb" } }));
    expect(bookmarkHeaders()).toEqual({ "x-d1-bookmark": "0000000a-00000002-00004f2f-bb" });
  });

  it("keeps the last bookmark when an answer has none (a static file, a page answer)", () => {
    tabStorage();
    keepBookmark(new Response("{}", { headers: { "x-d1-bookmark": "0000000a-00000001-00004f2e-aa" } }));
    const plain = new Response("{}");
    expect(keepBookmark(plain)).toBe(plain);
    expect(bookmarkHeaders()).toEqual({ "x-d1-bookmark": "0000000a-00000001-00004f2e-aa" });
  });

  it("works without storage (blocked): requests simply start a new session", () => {
    vi.stubGlobal("sessionStorage", {
      getItem: () => {
        throw new DOMException("blocked", "SecurityError");
      },
      setItem: () => {
        throw new DOMException("blocked", "SecurityError");
      },
    });
    expect(() => keepBookmark(new Response("{}", { headers: { "x-d1-bookmark": "1-2" } }))).not.toThrow();
    expect(bookmarkHeaders()).toEqual({});
  });
});
