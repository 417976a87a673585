/**
 * The head of a page whose first screen is in its HTML (decisions 0022 and 0033), edited for that
 * screen's first paint rather than for the app's start: the app's stylesheet and the page's route's own
 * come inside the page, and the entry script's imports are not preloaded. The browser then paints the
 * first screen as soon as the HTML is parsed, instead of waiting for the stylesheets and then running
 * the app first, and nothing moves when the route's code brings its styles.
 */
import * as v from "valibot";

const STYLESHEETS = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/g;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>\s*/g;

/**
 * The stylesheets' text by path, once read: their names carry a content hash, so one read per isolate
 * will do. Only text is kept, never a read still under way, which another request could not rely on
 * (that request may be cancelled); a failed read is tried again by the next page.
 */
const stylesheets = new Map<string, string>();

async function stylesheetText(assets: Fetcher, origin: string, path: string): Promise<string | undefined> {
  const known = stylesheets.get(path);
  if (known !== undefined) return known;
  const response = await assets.fetch(new URL(path, origin));
  if (!response.ok) {
    await response.body?.cancel();
    return undefined;
  }
  const text = await response.text();
  stylesheets.set(path, text);
  return text;
}

/** What web/route-styles.ts writes: each page route's own stylesheets beyond the entry's. */
const ROUTE_STYLES_PATH = "/route-styles.json";
const routeStylesSchema = v.record(
  v.string(),
  v.array(v.pipe(v.string(), v.regex(/^\/assets\/[^"]+\.css$/))),
);
/** Read once per isolate, as the stylesheets: it changes with the build only. */
let routeStyles: v.InferOutput<typeof routeStylesSchema> | undefined;

async function routeStylesheets(assets: Fetcher, origin: string, route: string): Promise<string[]> {
  if (!routeStyles) {
    const response = await assets.fetch(new URL(ROUTE_STYLES_PATH, origin));
    if (!response.ok) {
      await response.body?.cancel();
      throw new Error(`${ROUTE_STYLES_PATH}: ${response.status}`);
    }
    routeStyles = v.parse(routeStylesSchema, await response.json());
  }
  return routeStyles[route] ?? [];
}

/**
 * A stylesheet inline, its link kept but `disabled` (see firstScreenHead): a browser fetches no disabled
 * stylesheet, where it still fetched one for `media="not all"`, at the lowest priority but beside the
 * first screen's photo (decision 0038).
 */
function inlineSheet(css: string, link: string): string {
  return `<style>${css}</style>${link.replace("<link ", "<link disabled ")}`;
}

/**
 * `html` with the app's stylesheets inline, in their order (each link stays, disabled, so the SPA's lazy
 * parts, which list them among their own stylesheets, find them in the page and never add them again
 * after theirs), and without module preloads. The build may split the entry's styles into several files
 * (a shared chunk's CSS comes first): one left out would arrive after the first paint and move the screen.
 * Unchanged where any of them cannot be read.
 */
export async function firstScreenHead(
  html: string,
  assets: Fetcher,
  origin: string,
  route?: string,
): Promise<string> {
  const withoutPreloads = html.replace(MODULE_PRELOAD, "");
  const links = [...withoutPreloads.matchAll(STYLESHEETS)].map((link) => ({ tag: link[0], path: link[1] }));
  // The route's own sheets after the entry's, where Vite's loader would add them (end of the head). Not
  // known (no such file in the build): they come with the route's code, as without a first screen.
  // The home route has none: it is part of the entry (web/src/routes/index.tsx).
  const own = route ? await routeStylesheets(assets, origin, route).catch(() => []) : [];
  const routeLinks = own.map((path) => ({ tag: `<link rel="stylesheet" crossorigin href="${path}">`, path }));
  const texts = await Promise.all(
    [...links, ...routeLinks].map(({ path }) =>
      path ? stylesheetText(assets, origin, path).catch(() => undefined) : undefined,
    ),
  );
  if (texts.some((css) => css === undefined || css.toLowerCase().includes("</style"))) return withoutPreloads;
  let inlined = withoutPreloads;
  links.forEach((link, index) => {
    inlined = inlined.replace(link.tag, () => inlineSheet(texts[index] ?? "", link.tag));
  });
  const routeSheets = routeLinks
    .map((link, index) => inlineSheet(texts[links.length + index] ?? "", link.tag))
    .join("");
  return routeSheets ? inlined.replace("</head>", () => `${routeSheets}</head>`) : inlined;
}
