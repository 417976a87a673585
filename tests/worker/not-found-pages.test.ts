import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  FILE_CACHE_CONTROL,
  ICON_PATH,
  INDEX_HTML,
  parseHead,
  SCRIPT_PATH,
  servePage,
} from "./page-fixtures";

const NOT_FOUND_TITLE = "Nie znaleziono strony – Foodtruck Marketplace";
const NOT_FOUND_TEXT = "Strona, której szukasz, nie istnieje lub została przeniesiona.";

/** Addresses of no page: made up, a page's path with more after it, a missing build file. */
const UNKNOWN = [
  "/nie-ma-takiej-strony",
  "/profil/abc/def",
  "/profile/abc/def",
  "/dashboard/nonsense",
  "/LOGIN/x",
  "/chat/7/8",
  "//login",
  "/index.htm",
  "/assets/gone-9z.js",
];

/** The SPA's pages (decision 0025), with their parameters, in other case and with a trailing slash. */
const PAGES = [
  "/login",
  "/Login/",
  "/dashboard",
  "/my-account",
  "/rejestracja",
  "/verify-email?token=abc",
  "/login-with-token?token=abc",
  "/reset-password?token=abc",
  "/payment/12",
  "/booking/5",
  "/profile/12/availability",
  "/edit-profile/4",
  "/create-profile",
  "/chat",
  "/chat/7",
  "/admin",
  "/admin/booking/3",
  "/dev/mailbox",
];

describe("addresses that are no page (issue 33)", () => {
  it("answer 404 with the not-found page: its own title, noindex, and the SPA to show it", async () => {
    for (const path of UNKNOWN) {
      const { res, html } = await servePage(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("Content-Type"), path).toBe("text/html; charset=utf-8");
      expect(res.headers.get("Cache-Control"), path).toBe(FILE_CACHE_CONTROL);
      expect(res.headers.get("Content-Security-Policy"), path).toContain("default-src 'self'");
      const head = await parseHead(html);
      expect(head.title, path).toBe(NOT_FOUND_TITLE);
      expect(head.meta.get("robots"), path).toBe("noindex");
      expect(head.meta.get("description"), path).toBe(NOT_FOUND_TEXT);
      expect(head.canonical, path).toBeNull();
      expect(html, path).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    }
  });

  it("answer HEAD with the same status and no body", async () => {
    const { res, html } = await servePage("/nie-ma-takiej-strony", { method: "HEAD" });
    expect(res.status).toBe(404);
    expect(res.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(html).toBe("");
  });

  it("include the development helpers' pages outside development, as /api/dev", async () => {
    const production = await servePage("/dev/mailbox", {}, env.DB, { ENVIRONMENT: "production" });
    expect(production.res.status).toBe(404);
    expect((await parseHead(production.html)).title).toBe(NOT_FOUND_TITLE);
    const development = await servePage("/dev/mailbox");
    expect(development.res.status).toBe(200);
  });
});

describe("the SPA's pages and the build's files (issue 33)", () => {
  it("serve every page of the SPA as its index.html, unchanged, with the file's ETag", async () => {
    for (const path of PAGES) {
      const { res, html, assetRequests } = await servePage(path);
      expect(res.status, path).toBe(200);
      expect(html, path).toBe(INDEX_HTML);
      expect(res.headers.get("ETag"), path).toBe('"file-etag"');
      expect(assetRequests.map((request) => new URL(request.url).pathname)).toEqual(["/"]);
    }
  });

  it("answer a browser that has the page with 304", async () => {
    const { res, html } = await servePage("/dashboard", { headers: { "If-None-Match": '"file-etag"' } });
    expect(res.status).toBe(304);
    expect(html).toBe("");
  });

  it("serve the build's files as they are, hashed ones cached for a year", async () => {
    const script = await servePage(SCRIPT_PATH);
    expect(script.res.status).toBe(200);
    expect(script.html).toBe("file");
    expect(script.res.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    const icon = await servePage(ICON_PATH);
    expect(icon.res.status).toBe(200);
    expect(icon.res.headers.get("Content-Type")).toBe("image/svg+xml");
    expect(icon.res.headers.get("Cache-Control")).toBe(FILE_CACHE_CONTROL);
  });
});
