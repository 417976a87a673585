import { createExecutionContext, env } from "cloudflare:test";
import * as v from "valibot";
import { app } from "../../worker/app";
import { APP_CONFIG_URL, PAGE_ANSWER_ID, pageAnswersSchema } from "../../worker/schemas/page-answer";

/** index.html as `vite build` writes it, in short: module script and preloads in the head. */
export const INDEX_HTML = [
  '<!doctype html><html lang="pl"><head><meta charset="UTF-8" />',
  '<meta name="description" content="Foodtruck Marketplace – znajdź i zarezerwuj food trucka na swoje wydarzenie." />',
  "<title>Foodtruck Marketplace</title>",
  '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/framework-abc.js">',
  '<link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head>',
  '<body><div id="root"></div><noscript>Do działania serwisu potrzebna jest obsługa JavaScript.</noscript></body></html>',
].join("");
/** The app's stylesheet the fake assets binding serves. */
export const STYLESHEET = ".truck-card{display:grid}";

/**
 * The home page without its first screen (the search failed, was refused or late): its head is already
 * the one for a first screen (decision 0022), stylesheet inline and no module preloads.
 */
export const HOME_WITHOUT_FIRST_SCREEN = [
  '<!doctype html><html lang="pl"><head><meta charset="UTF-8" />',
  '<meta name="description" content="Foodtruck Marketplace – znajdź i zarezerwuj food trucka na swoje wydarzenie." />',
  "<title>Foodtruck Marketplace</title>",
  '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
  `<style>${STYLESHEET}</style>`,
  '<link disabled rel="stylesheet" crossorigin href="/assets/index-abc.css"></head>',
  '<body><div id="root"></div><noscript>Do działania serwisu potrzebna jest obsługa JavaScript.</noscript></body></html>',
].join("");
export const FILE_CACHE_CONTROL = "public, max-age=0, must-revalidate";

/** The build's list of the routes' own stylesheets (web/route-styles.ts), as the fake binding serves it. */
export const ROUTE_STYLES_PATH = "/route-styles.json";
export const ROUTE_STYLES = {
  "/profile/$profileId": ["/assets/profile-abc.css"],
  "/food-trucki/$city": ["/assets/food-trucki-abc.css"],
  "/regulamin": ["/assets/legal-abc.css"],
  "/polityka-prywatnosci": ["/assets/legal-abc.css"],
};

/** A hashed script of the build, and the icon, which the fake assets binding also serves. */
export const SCRIPT_PATH = "/assets/index-abc.js";
export const ICON_PATH = "/favicon.svg";
const INDEX_ETAG = '"file-etag"';

/**
 * The assets binding as the worker sees it in production (the test pool has no built SPA), with
 * `not_found_handling = "none"`: index.html at "/" with the headers the real binding sends (304 for its
 * ETag), the stylesheet, a script and the icon, 404 for any other path; and the requests it was asked.
 */
export function fakeAssets() {
  const requests: Request[] = [];
  const assets: Fetcher = {
    async fetch(input: RequestInfo | URL, init?: RequestInit) {
      const request = new Request(input, init);
      requests.push(request);
      const { pathname } = new URL(request.url);
      if (pathname.endsWith(".css")) {
        // Each route's own sheet says whose it is: `.profile-abc{}`.
        const css = pathname === "/assets/index-abc.css" ? STYLESHEET : `.${pathname.slice(8, -4)}{}`;
        return new Response(css, { headers: { "Content-Type": "text/css; charset=utf-8" } });
      }
      if (pathname === ROUTE_STYLES_PATH) return Response.json(ROUTE_STYLES);
      if (pathname === SCRIPT_PATH || pathname === ICON_PATH) {
        const type = pathname === ICON_PATH ? "image/svg+xml" : "text/javascript; charset=utf-8";
        return new Response("file", {
          headers: { "Content-Type": type, "Cache-Control": FILE_CACHE_CONTROL },
        });
      }
      if (pathname !== "/") return new Response("Not Found", { status: 404 });
      const headers = {
        "Content-Type": "text/html; charset=utf-8",
        "Cache-Control": FILE_CACHE_CONTROL,
        ETag: INDEX_ETAG,
      };
      if (request.headers.get("If-None-Match") === INDEX_ETAG)
        return new Response(null, { status: 304, headers });
      return new Response(request.method === "HEAD" ? null : INDEX_HTML, { headers });
    },
    connect() {
      throw new Error("not used");
    },
  };
  return { assets, requests };
}

/**
 * A D1 binding whose every query fails, or answers only after `delayMs` — the queries a request runs
 * through its D1 session (worker/db/session.ts) included.
 */
export function troubledDb(options: { delayMs?: number } = {}): D1Database {
  return troubled(env.DB, options);
}

function troubled<T extends object>(target: T, options: { delayMs?: number }): T {
  return new Proxy(target, {
    get(object, property) {
      const value = Reflect.get(object, property, object);
      if (typeof value !== "function") return value;
      if (property === "withSession") {
        return (...args: unknown[]) => troubled(Reflect.apply(value, object, args), options);
      }
      // Not a query: the session's bookmark is known without asking the database.
      if (property === "getBookmark") return () => Reflect.apply(value, object, []);
      if (options.delayMs === undefined) {
        return () => {
          throw new Error("D1 is down");
        };
      }
      const delay = options.delayMs;
      return (...args: unknown[]) => {
        const result: unknown = Reflect.apply(value, object, args);
        if (!(result instanceof Promise)) return result;
        return new Promise((resolve) => setTimeout(() => resolve(result), delay));
      };
    },
  });
}

export async function servePage(
  path: string,
  init: RequestInit = {},
  db: D1Database = env.DB,
  variables: Partial<typeof env> = {},
) {
  const { assets, requests } = fakeAssets();
  const res = await app.request(
    `http://localhost${path}`,
    init,
    { ...env, ...variables, DB: db, ASSETS: assets },
    createExecutionContext(),
  );
  return { res, html: await res.text(), assetRequests: requests };
}

const SCRIPT = new RegExp(`<script type="application/json" id="${PAGE_ANSWER_ID}">([^<]*)</script>`);

/** The page's answers, read as the SPA reads them (JSON.parse of the element's text). */
export function pageAnswersIn(html: string) {
  const match = SCRIPT.exec(html);
  if (!match?.[1]) throw new Error(`no ${PAGE_ANSWER_ID} script in ${html}`);
  return v
    .parse(pageAnswersSchema, JSON.parse(match[1]))
    .map((answer) => ({ ...answer, headers: new Headers(answer.headers) }));
}

/** The page's one answer (a town page carries one; home, its search's then the settings'). */
export function pageAnswerIn(html: string) {
  const answers = pageAnswersIn(html).filter((answer) => answer.url !== APP_CONFIG_URL);
  if (answers.length !== 1 || !answers[0]) throw new Error(`not one answer in the page: ${answers.length}`);
  return answers[0];
}

/** What the worker put inside #root: the first screen, as a reader without scripts gets it. */
export function firstScreenIn(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf("<noscript>", start);
  if (start < 0 || end < start) throw new Error(`no root element in ${html}`);
  return html.slice(start + '<div id="root">'.length, end);
}

export interface ParsedHead {
  title: string;
  /** Every <meta>, by its name or property. */
  meta: Map<string, string>;
  canonical: string | null;
  jsonLd: unknown[];
  scriptCount: number;
  /** Each `<link rel="preload">`'s attributes that choose what it fetches. */
  preloads: ImageChoice[];
}

/** What an `<img>` or an image's preload offers the browser to fetch; null where an attribute is absent. */
export interface ImageChoice {
  href: string | null;
  srcset: string | null;
  sizes: string | null;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'" };

/** HTMLRewriter hands over text and attributes as written; a crawler reads the characters they stand for. */
function decoded(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ENTITIES[name] ?? "");
}

/** The head as a crawler reads it, parsed by the runtime's own HTML parser (HTMLRewriter). */
export async function parseHead(html: string): Promise<ParsedHead> {
  const parsed: ParsedHead = {
    title: "",
    meta: new Map(),
    canonical: null,
    jsonLd: [],
    scriptCount: 0,
    preloads: [],
  };
  let ldText = "";
  await new HTMLRewriter()
    .on("title", {
      text(text) {
        parsed.title += decoded(text.text);
      },
    })
    .on("meta", {
      element(element) {
        const key = element.getAttribute("name") ?? element.getAttribute("property");
        const content = element.getAttribute("content");
        if (key && content !== null) parsed.meta.set(key, decoded(content));
      },
    })
    .on('link[rel="canonical"]', {
      element(element) {
        parsed.canonical = attribute(element, "href");
      },
    })
    .on('head link[rel="preload"]', {
      element(element) {
        if (element.getAttribute("as") !== "image" || element.getAttribute("fetchpriority") !== "high") {
          throw new Error("a preload that is not the high-priority image");
        }
        parsed.preloads.push({
          href: attribute(element, "href"),
          srcset: attribute(element, "imagesrcset"),
          sizes: attribute(element, "imagesizes"),
        });
      },
    })
    .on("script", {
      element() {
        parsed.scriptCount++;
      },
    })
    .on('script[type="application/ld+json"]', {
      text(text) {
        ldText += text.text;
        if (text.lastInTextNode) {
          parsed.jsonLd.push(JSON.parse(ldText));
          ldText = "";
        }
      },
    })
    .transform(new Response(html))
    .text();
  return parsed;
}

function attribute(element: Element, name: string): string | null {
  const value = element.getAttribute(name);
  return value === null ? null : decoded(value);
}

/** What the `<img>`s matching `selector` in the page offer the browser to fetch. */
export async function imageChoices(html: string, selector: string): Promise<ImageChoice[]> {
  const found: ImageChoice[] = [];
  await new HTMLRewriter()
    .on(selector, {
      element(element) {
        found.push({
          href: attribute(element, "src"),
          srcset: attribute(element, "srcset"),
          sizes: attribute(element, "sizes"),
        });
      },
    })
    .transform(new Response(html))
    .text();
  return found;
}
