import { BOOKMARK_HEADER } from "@shared/schemas/db-bookmark";

const STORAGE_KEY = "d1-bookmark";

/**
 * The database bookmark of the last answer (worker/db/session.ts), sent with the next request so this
 * tab reads its own writes whichever read replica serves it. Kept for the tab's life, reloads included.
 */
function stored(): string | null {
  try {
    return sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

export function bookmarkHeaders(): Record<string, string> {
  const bookmark = stored();
  return bookmark ? { [BOOKMARK_HEADER]: bookmark } : {};
}

export function keepBookmark(response: Response): Response {
  const bookmark = response.headers.get(BOOKMARK_HEADER);
  if (bookmark) {
    try {
      sessionStorage.setItem(STORAGE_KEY, bookmark);
    } catch {
      // Storage off (private mode limits): the next request starts a fresh session, as before.
    }
  }
  return response;
}
