/**
 * The head of a page the worker serves for search engines and link previews (issue 16): its own title and
 * description, canonical URL, Open Graph and Twitter tags and JSON-LD, written into our index.html's head.
 */
import { pageTitle, SITE_NAME } from "../domain/page-title";
import { escapeHtml } from "./html-escape";

export interface PageImage {
  url: string;
  alt: string;
  /** Null or undefined where unknown. */
  width?: number | null;
  height?: number | null;
}

/**
 * The photo the page shows first and largest, as its `<img>` offers it: preloaded from the head, so the
 * browser has it when it paints the first screen (decision 0038). Without copies (`srcset`), the photo
 * itself.
 */
export interface FirstPhoto {
  url: string;
  srcset?: string;
  sizes: string;
}

export interface PageHead {
  /** 404 where the thing the page shows does not exist; the SPA still shows its own message. */
  status?: 404;
  title: string;
  description: string;
  /** Absolute; left out of a page that is not found. */
  canonicalUrl?: string;
  image?: PageImage;
  firstPhoto?: FirstPhoto;
  /** Structured data for search engines (schema.org), written as application/ld+json: one script each. */
  jsonLd?: object | object[];
}

/**
 * JSON text that cannot end its <script> element or open a comment there: `<` (and `>`, `&`, and the two
 * line separators JavaScript once rejected) can only occur inside JSON strings, where `\u003c` means the same.
 */
export function jsonForScript(json: string): string {
  return json.replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

/** Search engines cut descriptions at about this length; a longer one ends with an ellipsis here. */
const MAX_DESCRIPTION = 200;

/** One line of at most MAX_DESCRIPTION characters, cut at a word. */
export function shortDescription(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  if (line.length <= MAX_DESCRIPTION) return line;
  const cut = line.slice(0, MAX_DESCRIPTION - 1);
  const atWord = cut.lastIndexOf(" ");
  return `${(atWord > MAX_DESCRIPTION / 2 ? cut.slice(0, atWord) : cut).replace(/[\s,.;:–-]+$/u, "")}…`;
}

function meta(attribute: "name" | "property", key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
}

/**
 * A preload the browser matches to the `<img>` in the body: the same srcset and sizes, so one copy is
 * fetched. With a srcset it has no href, so a browser that cannot read imagesrcset fetches nothing
 * rather than the largest copy.
 */
function photoPreload(photo: FirstPhoto): string {
  const source = photo.srcset
    ? `imagesrcset="${escapeHtml(photo.srcset)}" imagesizes="${escapeHtml(photo.sizes)}"`
    : `href="${escapeHtml(photo.url)}"`;
  return `<link rel="preload" as="image" fetchpriority="high" ${source} />`;
}

/** The tags added before </head>: link previews (Open Graph, Twitter), canonical URL, JSON-LD. */
function headTags(head: PageHead): string {
  const tags = [
    meta("property", "og:site_name", SITE_NAME),
    meta("property", "og:locale", "pl_PL"),
    meta("property", "og:type", "website"),
    meta("property", "og:title", head.title),
    meta("property", "og:description", head.description),
    meta("name", "twitter:card", head.image ? "summary_large_image" : "summary"),
    meta("name", "twitter:title", head.title),
    meta("name", "twitter:description", head.description),
  ];
  if (head.canonicalUrl) {
    tags.push(`<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}" />`);
    tags.push(meta("property", "og:url", head.canonicalUrl));
  }
  if (head.status === 404) tags.push(meta("name", "robots", "noindex"));
  if (head.image) {
    tags.push(meta("property", "og:image", head.image.url), meta("property", "og:image:alt", head.image.alt));
    if (head.image.width) tags.push(meta("property", "og:image:width", String(head.image.width)));
    if (head.image.height) tags.push(meta("property", "og:image:height", String(head.image.height)));
    tags.push(
      meta("name", "twitter:image", head.image.url),
      meta("name", "twitter:image:alt", head.image.alt),
    );
  }
  if (head.firstPhoto) tags.push(photoPreload(head.firstPhoto));
  const structured =
    head.jsonLd === undefined ? [] : Array.isArray(head.jsonLd) ? head.jsonLd : [head.jsonLd];
  for (const data of structured) {
    tags.push(`<script type="application/ld+json">${jsonForScript(JSON.stringify(data))}</script>`);
  }
  return tags.join("");
}

const TITLE = /<title>[^<]*<\/title>/i;
const DESCRIPTION = /<meta name="description" content="[^"]*"\s*\/?>/i;
const HEAD_END = /<\/head>/i;

/**
 * Our index.html with the page's head: its title and description replace the site's, the other tags go
 * before </head>. The page is our own file, with exactly one title, description and </head>.
 */
export function withPageHead(html: string, head: PageHead): string {
  const title = `<title>${escapeHtml(pageTitle(head.title))}</title>`;
  // Replacer functions: a replacement string would read `$&`, `$'` and the like in a truck's name.
  return html
    .replace(TITLE, () => title)
    .replace(DESCRIPTION, () => meta("name", "description", head.description))
    .replace(HEAD_END, () => `${headTags(head)}</head>`);
}
