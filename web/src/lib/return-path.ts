import { isReturnPath } from "@shared/domain/return-path";
import * as v from "valibot";

/** The search of /login, /register and /rejestracja: where to go back afterwards (checked when used). */
export const signInSearchSchema = v.object({ redirect: v.optional(v.string()) });

/**
 * Where to go after signing in (issue 35): a path on this site with its query, followed exactly; never
 * another origin (`//evil.example`, `/\evil.example`, `https://…`) nor a sign-in page (a loop); anything
 * else goes to `fallback`. Follow it with `navigate({ href })`: `to` would drop the query.
 */
export function safeRedirect(target: string | undefined, fallback: string): string {
  return isReturnPath(target) ? target : fallback;
}

/** `target` if it is safe to go back to, otherwise nothing. */
export function validReturnPath(target: string | undefined): string | undefined {
  return isReturnPath(target) ? target : undefined;
}

/** The `?redirect=` of /login and /register that brings the visitor back to `target` (none if unsafe). */
export function returnSearch(target: string | undefined): { redirect?: string } {
  return isReturnPath(target) ? { redirect: target } : {};
}

/** The hash a profile's address gets when a visitor's heart click waits for the sign-in to save it. */
export const SAVE_INTENT = "zapisz";

/** The truck page `path` leads back to, and what the visitor was doing there. */
export type ReturnTarget =
  | { kind: "booking" | "profile" | "save"; profileId: string }
  | { kind: "chat" | "page" };

export function returnTargetOf(path: string): ReturnTarget {
  const [beforeHash = "", hash = ""] = path.split("#", 2);
  const page = beforeHash.split("?", 1)[0] ?? "";
  const booking = page.match(/^\/booking\/(\d{1,10})\/?$/);
  if (booking?.[1]) return { kind: "booking", profileId: booking[1] };
  const profile = page.match(/^\/profile\/(\d{1,10})\/?$/);
  if (profile?.[1]) return { kind: hash === SAVE_INTENT ? "save" : "profile", profileId: profile[1] };
  if (page === "/chat" || page.startsWith("/chat/")) return { kind: "chat" };
  return { kind: "page" };
}

/** "do rezerwacji food trucka „Burger Bus”": where the visitor goes back to, for "wrócisz …". */
export function returnPhrase(target: ReturnTarget, truckName: string | undefined): string {
  const truck = truckName ? `food trucka „${truckName}”` : "wybranego food trucka";
  switch (target.kind) {
    case "booking":
      return `do rezerwacji ${truck}`;
    case "save":
      return `do ${truck}, który dodamy do zapisanych`;
    case "profile":
      return `do profilu ${truck}`;
    case "chat":
      return "do rozmowy";
    case "page":
      return "do poprzedniej strony";
  }
}
