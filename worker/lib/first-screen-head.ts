/**
 * The head of a page whose first screen is in its HTML (decision 0022), edited for that screen's first
 * paint rather than for the app's start: the app's stylesheet comes inside the page, and the entry
 * script's imports are not preloaded. The browser then paints the first screen as soon as the HTML is
 * parsed, instead of waiting for the stylesheet and then running the app first.
 */

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

/**
 * `html` with the app's stylesheets inline, in their order (each link stays, for `media="not all"`, so the
 * SPA's lazy parts, which list them among their own stylesheets, find them loaded and never add them again
 * after theirs), and without module preloads. The build may split the entry's styles into several files
 * (a shared chunk's CSS comes first): one left out would arrive after the first paint and move the screen.
 * Unchanged where any of them cannot be read.
 */
export async function firstScreenHead(html: string, assets: Fetcher, origin: string): Promise<string> {
  const withoutPreloads = html.replace(MODULE_PRELOAD, "");
  const links = [...withoutPreloads.matchAll(STYLESHEETS)];
  if (links.length === 0) return withoutPreloads;
  const texts = await Promise.all(
    links.map((link) =>
      link[1] ? stylesheetText(assets, origin, link[1]).catch(() => undefined) : undefined,
    ),
  );
  if (texts.some((css) => css === undefined || css.toLowerCase().includes("</style"))) return withoutPreloads;
  let inlined = withoutPreloads;
  links.forEach((link, index) => {
    const kept = link[0].replace("<link ", '<link media="not all" ');
    inlined = inlined.replace(link[0], () => `<style>${texts[index]}</style>${kept}`);
  });
  return inlined;
}
