import { describe, expect, it } from "vitest";
import {
  returnPhrase,
  returnSearch,
  returnTargetOf,
  SAVE_INTENT,
  safeRedirect,
} from "../../web/src/lib/return-path";
import { isReturnPath, RETURN_PATH_MAX } from "../../worker/domain/return-path";

describe("safeRedirect: where the app goes after signing in", () => {
  it.each([
    ["/dashboard", "/dashboard"],
    ["/my-account?tab=1#haslo", "/my-account?tab=1#haslo"],
    ["/profile/12/availability", "/profile/12/availability"],
    [
      "/booking/12?od=2026-12-12&do=2026-12-13&miejsce=Krak%C3%B3w",
      "/booking/12?od=2026-12-12&do=2026-12-13&miejsce=Krak%C3%B3w",
    ],
    ["/profile/12?od=2026-12-12#zapisz", "/profile/12?od=2026-12-12#zapisz"],
    ["/", "/"],
    ["/login-help", "/login-help"],
    ["/food-trucki/krak%C3%B3w", "/food-trucki/krak%C3%B3w"],
    ["/profile/12?miejsce=Kraków", "/profile/12?miejsce=Kraków"],
    ["/profile/12?x=\u00a1", "/profile/12?x=\u00a1"],
    ["/profile/12?x=😀", "/profile/12?x=😀"],
  ])("follows a path on this site exactly, query included (%s)", (target, expected) => {
    expect(safeRedirect(target, "/fallback")).toBe(expected);
  });

  it.each([
    ["another origin", "https://evil.example/steal"],
    ["a protocol-relative URL", "//evil.example/steal"],
    ["a backslash trick", "/\\evil.example"],
    ["a backslash later in the path", "/a\\..\\..\\/evil.example"],
    ["a tab that browsers drop", "/\t/evil.example"],
    ["a line break", "/\n/evil.example"],
    ["a space", "/booking/12 "],
    ["a no-break space", "/booking/12\u00a0"],
    ["an ideographic space", "/booking/12\u3000x"],
    ["a NUL character", "/booking/12\u0000"],
    ["a DEL character", "/booking/\u007f12"],
    ["a C1 control character (next line)", "/booking/12\u0085"],
    ["the last C1 control character", "/booking/12\u009f"],
    ["the last C0 control character", "/booking/12\u001f"],
    ["a line separator", "/booking/12\u2028"],
    ["a byte order mark", "/booking/\ufeff12"],
    ["an encoded slash", "/%2F%2Fevil.example"],
    ["a dot-dot segment", "/profile/../../evil"],
    ["a double slash inside the path", "/profile//evil.example"],
    ["a javascript: URL", "javascript:alert(1)"],
    ["a relative path", "dashboard"],
    ["nothing", undefined],
    ["an empty string", ""],
    ["the login page (a loop)", "/login?redirect=/dashboard"],
    ["the login page with a trailing slash", "/login/"],
    ["the registration page", "/register"],
    ["the Polish registration page", "/Rejestracja"],
    ["the activation page", "/verify-email?token=abc"],
    ["the sign-in link page", "/login-with-token?token=abc"],
    ["the password reset pages", "/reset-password"],
    ["an API address", "/api/auth/profile"],
    ["a path over the length limit", `/booking/12?q=${"a".repeat(RETURN_PATH_MAX)}`],
  ])("ignores %s and goes to the fallback", (_name, target) => {
    expect(safeRedirect(target, "/dashboard")).toBe("/dashboard");
    expect(returnSearch(target)).toEqual({});
  });

  it("accepts a path of exactly the length limit and not one character more", () => {
    const longest = `/booking/12?q=${"a".repeat(RETURN_PATH_MAX - "/booking/12?q=".length)}`;
    expect(longest).toHaveLength(RETURN_PATH_MAX);
    expect(isReturnPath(longest)).toBe(true);
    expect(isReturnPath(`${longest}a`)).toBe(false);
  });

  it("gives /login and /register the redirect only for a safe target", () => {
    expect(returnSearch("/booking/7?od=2026-12-12")).toEqual({ redirect: "/booking/7?od=2026-12-12" });
    expect(returnSearch("//evil.example")).toEqual({});
  });
});

describe("returnTargetOf and returnPhrase: what the sign-in pages promise", () => {
  it.each([
    [
      "/booking/12?od=2026-12-12",
      { kind: "booking", profileId: "12" },
      "do rezerwacji food trucka „Burger Bus”",
    ],
    [
      `/profile/12?od=2026-12-12#${SAVE_INTENT}`,
      { kind: "save", profileId: "12" },
      "do food trucka „Burger Bus”, który dodamy do zapisanych",
    ],
    ["/profile/12", { kind: "profile", profileId: "12" }, "do profilu food trucka „Burger Bus”"],
    ["/chat/5", { kind: "chat" }, "do rozmowy"],
    ["/my-account?stripe=return", { kind: "page" }, "do poprzedniej strony"],
    ["/profile/12/availability", { kind: "page" }, "do poprzedniej strony"],
  ])("%s", (path, target, phrase) => {
    expect(returnTargetOf(path)).toEqual(target);
    expect(returnPhrase(returnTargetOf(path), "Burger Bus")).toBe(phrase);
  });

  it("names no truck when its name is not known", () => {
    expect(returnPhrase(returnTargetOf("/booking/12"), undefined)).toBe(
      "do rezerwacji wybranego food trucka",
    );
  });
});
