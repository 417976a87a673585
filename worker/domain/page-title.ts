/**
 * A page's document title, composed the same way whether the worker writes it into the HTML (lib/page-head.ts)
 * or the SPA sets it as the user moves between pages (web/src/lib/use-page-title.ts): a crawler, a link
 * preview and the browser's tab all read one title (issue 33). The en dash is what the app already used
 * most (every SPA page, the site's description, e-mail subjects).
 */

export const SITE_NAME = "Foodtruck Marketplace";
const SEPARATOR = " – ";

/** "Regulamin – Foodtruck Marketplace"; the site's name alone for a page without a title of its own. */
export function pageTitle(title: string): string {
  return title ? `${title}${SEPARATOR}${SITE_NAME}` : SITE_NAME;
}

/** The titles of pages that show nothing found, the same in the worker's 404 head and in the SPA. */
export const NOT_FOUND_TITLES = {
  /** An address that is no page of the app. */
  page: "Nie znaleziono strony",
  truck: "Nie znaleziono food trucka",
  city: "Nie znaleziono miejscowości",
} as const;

/** The not-found page's text under its heading, also its description for crawlers. */
export const PAGE_NOT_FOUND_TEXT = "Strona, której szukasz, nie istnieje lub została przeniesiona.";
