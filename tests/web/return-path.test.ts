import { describe, expect, it } from "vitest";
import { safeRedirect } from "../../web/src/lib/safe-redirect";

describe("safeRedirect: where the app goes after signing in", () => {
  it.each([
    ["/dashboard", "/dashboard"],
    ["/my-account?tab=1#haslo", "/my-account?tab=1#haslo"],
    ["/profile/12/availability", "/profile/12/availability"],
  ])("follows a path on this site (%s)", (target, expected) => {
    expect(safeRedirect(target, "/fallback")).toBe(expected);
  });

  it.each([
    ["another origin", "https://evil.example/steal"],
    ["a protocol-relative URL", "//evil.example/steal"],
    ["a backslash trick", "/\\evil.example"],
    ["a javascript: URL", "javascript:alert(1)"],
    ["a relative path", "dashboard"],
    ["nothing", undefined],
    ["an empty string", ""],
  ])("ignores %s and goes to the fallback", (_name, target) => {
    expect(safeRedirect(target, "/dashboard")).toBe("/dashboard");
  });
});
