import { createExecutionContext, env } from "cloudflare:test";
import * as v from "valibot";
import { app } from "../../worker/app";
import { PAGE_ANSWER_ID, pageAnswerSchema } from "../../worker/schemas/page-answer";

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
  '<link media="not all" rel="stylesheet" crossorigin href="/assets/index-abc.css"></head>',
  '<body><div id="root"></div><noscript>Do działania serwisu potrzebna jest obsługa JavaScript.</noscript></body></html>',
].join("");
export const FILE_CACHE_CONTROL = "public, max-age=0, must-revalidate";

/**
 * The assets binding as the worker sees it in production (the test pool has no built SPA): index.html
 * with the headers the real binding sends, and the requests it was asked.
 */
export function fakeAssets() {
  const requests: Request[] = [];
  const assets: Fetcher = {
    async fetch(input: RequestInfo | URL, init?: RequestInit) {
      const request = new Request(input, init);
      requests.push(request);
      if (new URL(request.url).pathname.endsWith(".css")) {
        return new Response(STYLESHEET, { headers: { "Content-Type": "text/css; charset=utf-8" } });
      }
      return new Response(request.method === "HEAD" ? null : INDEX_HTML, {
        headers: {
          "Content-Type": "text/html; charset=utf-8",
          "Cache-Control": FILE_CACHE_CONTROL,
          ETag: '"file-etag"',
        },
      });
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

export async function servePage(path: string, init: RequestInit = {}, db: D1Database = env.DB) {
  const { assets, requests } = fakeAssets();
  const res = await app.request(
    `http://localhost${path}`,
    init,
    { ...env, DB: db, ASSETS: assets },
    createExecutionContext(),
  );
  return { res, html: await res.text(), assetRequests: requests };
}

const SCRIPT = new RegExp(`<script type="application/json" id="${PAGE_ANSWER_ID}">([^<]*)</script>`);

/** The page's answer, read as the SPA reads it (JSON.parse of the element's text). */
export function pageAnswerIn(html: string) {
  const match = SCRIPT.exec(html);
  if (!match?.[1]) throw new Error(`no ${PAGE_ANSWER_ID} script in ${html}`);
  const answer = v.parse(pageAnswerSchema, JSON.parse(match[1]));
  return { ...answer, headers: new Headers(answer.headers) };
}
