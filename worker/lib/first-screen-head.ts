/**
 * The head of a page whose first screen is in its HTML (decision 0022), edited for that screen's first
 * paint rather than for the app's start: the app's stylesheet comes inside the page, and the entry
 * script's imports are not preloaded. The browser then paints the first screen as soon as the HTML is
 * parsed, instead of waiting for the stylesheet and then running the app first.
 */

const STYLESHEET = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/;
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

/**
 * `html` with the app's stylesheet inline (the link stays, for `media="not all"`, so the SPA's lazy
 * parts, which list it among their own stylesheets, find it loaded and never add it again after theirs)
 * and without module preloads. Unchanged where the stylesheet cannot be read.
 */
export async function firstScreenHead(html: string, assets: Fetcher, origin: string): Promise<string> {
  const withoutPreloads = html.replace(MODULE_PRELOAD, "");
  const link = STYLESHEET.exec(withoutPreloads);
  if (!link?.[1]) return withoutPreloads;
  const css = await stylesheetText(assets, origin, link[1]).catch(() => undefined);
  if (css === undefined || css.toLowerCase().includes("</style")) return withoutPreloads;
  const kept = link[0].replace("<link ", '<link media="not all" ');
  return withoutPreloads.replace(link[0], () => `<style>${css}</style>${kept}`);
}
