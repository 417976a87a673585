/**
 * What the worker adds to the SPA's index.html as it serves a page (decision 0014): data the page would
 * otherwise fetch before showing anything, as JSON the SPA reads; the head of pages that search engines
 * and link previews read (issue 16, lib/page-head.ts); and the public pages' first screen (decisions 0022
 * and 0033).
 */
import { firstScreenHead } from "./first-screen-head";
import { logError } from "./log";
import { jsonForScript, type PageHead, withPageHead } from "./page-head";

/** Data for the page: a script element's id and its JSON, or undefined to add nothing. */
export interface PageData {
  id: string;
  json: Promise<string | undefined>;
}

/** The end of the page waits this long for its data; then the SPA fetches the data itself, as without it. */
const DATA_WAIT_MS = 500;
const SAFE_ID = /^[a-z][a-z0-9-]*$/;

/** The value once ready: nothing if it failed or is late (never a rejection, which would break the page). */
async function settled<T>(value: Promise<T | undefined>): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), DATA_WAIT_MS);
  });
  const answered = value.catch((error: unknown) => {
    logError("page data failed; the page will fetch it itself", error);
    return undefined;
  });
  try {
    return await Promise.race([answered, late]);
  } finally {
    clearTimeout(timer);
  }
}

const BODY_END = "</body>";
/** index.html's empty root element, as `vite build` writes it: the first screen goes inside (decision 0022). */
const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * The page's bytes with the first `marker` (ASCII, any case) replaced by `replacement()`: everything
 * before it streams out at once, the rest waits for the replacement. Plain streams, not HTMLRewriter, so
 * Bun and Deno serve pages the same way; the page is our own index.html, whose markers occur once. A page
 * without the marker passes unchanged, and the replacement is never asked for.
 */
export function replaceInStream(
  page: ReadableStream<Uint8Array>,
  marker: string,
  replacement: () => Promise<string>,
): ReadableStream<Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  const wanted = asciiLowerCase(marker);
  let pending = "";
  let replaced = false;
  return page.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      async transform(chunk, controller) {
        if (replaced) {
          controller.enqueue(chunk);
          return;
        }
        pending += decoder.decode(chunk, { stream: true });
        const at = asciiLowerCase(pending).indexOf(wanted);
        if (at < 0) {
          // Keep what could be the start of a marker split across chunks.
          const keep = Math.max(0, pending.length - (marker.length - 1));
          if (keep > 0) controller.enqueue(encoder.encode(pending.slice(0, keep)));
          pending = pending.slice(keep);
          return;
        }
        controller.enqueue(encoder.encode(pending.slice(0, at)));
        controller.enqueue(encoder.encode((await replacement()) + pending.slice(at + marker.length)));
        pending = "";
        replaced = true;
      },
      flush(controller) {
        const rest = pending + decoder.decode();
        if (rest) controller.enqueue(encoder.encode(rest));
      },
    }),
  );
}

/**
 * Only A–Z lowered: the text keeps its length, so an index into it is one into the page ("İ".toLowerCase()
 * is two characters, and truck names on the page may have it).
 */
function asciiLowerCase(text: string): string {
  return text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
}

/** The page with `insertion()` before its `</body>`. */
export function insertBeforeBodyEnd(
  page: ReadableStream<Uint8Array>,
  insertion: () => Promise<string>,
): ReadableStream<Uint8Array> {
  return replaceInStream(page, BODY_END, async () => (await insertion()) + BODY_END);
}

/**
 * The request for index.html itself (at "/", which the assets binding never redirects): a page the worker
 * serves is the SPA whatever its path, even for a crawler that sends no navigation headers. Without the
 * validators: the file's ETag does not describe a page with data in it.
 */
function indexRequest(request: Request): Request {
  const headers = new Headers(request.headers);
  headers.delete("If-None-Match");
  headers.delete("If-Modified-Since");
  return new Request(new URL("/", request.url), { method: request.method, headers });
}

/** What the worker adds to one page: its first screen, data scripts before </body>, its own head. */
export interface PageParts {
  /**
   * The first screen's HTML, put into the empty #root (decision 0022) if it is ready within the same wait
   * as the data; else the root stays empty and the SPA renders it, as without it. It needs `data` the SPA
   * renders from, and it changes the head (lib/first-screen-head.ts), which then waits for the stylesheet.
   */
  root?: Promise<string | undefined>;
  /**
   * The SPA route whose screen `root` is ("/profile/$profileId"), if split off from the entry: its own
   * stylesheets come inline too (web/route-styles.ts).
   */
  route?: string;
  data?: PageData[];
  /** Waited for (as long as the data at most) before the page starts; the site's head if none or late. */
  head?: Promise<PageHead | undefined>;
}

/**
 * index.html from the assets binding with its first screen in #root and each data script added before
 * </body>. The head, with the module scripts, streams out at once (after the page's own head, or the
 * first screen's edits, if any), so the browser fetches the code while the data is still being read
 * (not under `wrangler dev`, whose runtime compresses the page and holds it back until its end:
 * decisions 0038, 0039); module scripts run only after the whole document, so the SPA finds the data.
 * Cache-Control stays as the assets binding sets it; the ETag goes (it was the file's, and headers leave
 * before the data is known). HEAD gets the same headers without data; other answers pass untouched.
 */
export async function servePage(
  assets: Fetcher,
  request: Request,
  parts: () => PageParts,
): Promise<Response> {
  if (request.method !== "GET" && request.method !== "HEAD") return assets.fetch(request);
  // Started before the file is read, so both run at once. HEAD needs the head for its status.
  const { root, route, data = [], head } = parts();
  const additions = (request.method === "GET" ? data : []).map(({ id, json }) => {
    if (!SAFE_ID.test(id)) throw new Error(`unsafe page data id: ${id}`);
    return { id, json: settled(json) };
  });
  const firstScreen = root && request.method === "GET" ? settled(root) : undefined;
  const pageHead = head ? settled(head) : Promise.resolve(undefined);
  const page = await assets.fetch(indexRequest(request));
  if (page.status !== 200 || !(page.headers.get("Content-Type") ?? "").startsWith("text/html")) return page;
  const insertion = async () => {
    let scripts = "";
    for (const { id, json } of additions) {
      const text = await json;
      if (text !== undefined)
        scripts += `<script type="application/json" id="${id}">${jsonForScript(text)}</script>`;
    }
    return scripts;
  };
  const ownHead = await pageHead;
  let html = page.body;
  if (html && (ownHead || firstScreen)) {
    const text = ownHead ? withPageHead(await page.text(), ownHead) : await page.text();
    html = stringStream(firstScreen ? await firstScreenHead(text, assets, request.url, route) : text);
  }
  const withRoot =
    html && firstScreen
      ? replaceInStream(html, ROOT_ELEMENT, async () => `<div id="root">${(await firstScreen) ?? ""}</div>`)
      : html;
  const body = withRoot && additions.length > 0 ? insertBeforeBodyEnd(withRoot, insertion) : withRoot;
  const response = new Response(request.method === "HEAD" ? null : body, {
    status: ownHead?.status ?? page.status,
    headers: page.headers,
  });
  response.headers.delete("ETag");
  response.headers.delete("Content-Length");
  return response;
}

function stringStream(text: string): ReadableStream<Uint8Array> {
  return new Response(text).body ?? new ReadableStream();
}
