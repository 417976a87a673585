/**
 * Where a visitor goes back to after signing in or activating the account (issue 35): a path on this site
 * with its query and hash, exactly as it was ("/booking/12?od=2026-12-12"). The web follows it and the
 * server stores it with e-mailed link tokens, so both ask the same question here.
 */

/** Long enough for a booking form's query (dates, place, guests); a longer one is not ours. */
export const RETURN_PATH_MAX = 500;

/** Pages that sign in or create an account: coming back to one of them would start the loop again. */
const SIGN_IN_PAGES = [
  "/login",
  "/register",
  "/rejestracja",
  "/verify-email",
  "/login-with-token",
  "/reset-password",
  "/request-password-reset",
];

/** Whitespace beyond ASCII's (no-break, ideographic, line separators…), which the code ranges below miss. */
const WHITESPACE = /\s/;

/**
 * Whitespace, control characters (Unicode's Cc: U+0000–U+001F, U+007F–U+009F) and backslashes: browsers
 * drop or reinterpret them inside an address. Codes, not a `\p{Cc}` class: compiling that regular
 * expression was a visible part of a phone's takeover of the truck's page (its sign-in links ask this).
 */
function hasUnsafeCharacter(target: string): boolean {
  for (let index = 0; index < target.length; index++) {
    const code = target.charCodeAt(index);
    if (code <= 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x5c) return true;
  }
  return WHITESPACE.test(target);
}

/**
 * "//", a "." or ".." segment or an encoded slash in the path: once normalised or decoded it may no
 * longer be the path it shows.
 */
const UNSAFE_SEGMENTS = /\/\/|(^|\/)\.\.?(\/|$)|%2f|%5c/i;

function pathPart(target: string): string {
  return target.split(/[?#]/, 1)[0] ?? "";
}

/**
 * True for a path on this site that is safe to go back to: it starts with one "/" (not "//evil.example"
 * nor "/\evil.example", nor "https://…"), has no characters a browser would reinterpret, is not an API
 * address and not a sign-in or registration page.
 */
export function isReturnPath(target: unknown): target is string {
  if (typeof target !== "string" || target.length > RETURN_PATH_MAX) return false;
  if (!target.startsWith("/") || hasUnsafeCharacter(target)) return false;
  const path = pathPart(target);
  if (UNSAFE_SEGMENTS.test(path)) return false;
  const page = path.toLowerCase().replace(/\/+$/, "");
  if (page === "/api" || page.startsWith("/api/")) return false;
  return !SIGN_IN_PAGES.includes(page);
}
