import { describe, expect, it } from "vitest";
import {
  LIST_PREVIEW_LENGTH,
  lastMessageLine,
  listTime,
} from "../../web/src/features/chat/conversation-summary";

/** Unix seconds of an ISO instant with an explicit offset. */
function at(iso: string): number {
  return Date.parse(iso) / 1000;
}

describe("the conversation list's time of the newest message (Warsaw time)", () => {
  const now = at("2026-07-12T09:30:00+02:00");

  it("today: the hour, counted from Warsaw midnight, not UTC's", () => {
    expect(listTime(at("2026-07-12T08:05:00+02:00"), now)).toBe("08:05");
    // 00:10 in Warsaw is still 11.07 in UTC: today all the same.
    expect(listTime(at("2026-07-12T00:10:00+02:00"), now)).toBe("00:10");
  });

  it("earlier this year: day and month; a year before: the full date", () => {
    expect(listTime(at("2026-07-11T23:59:00+02:00"), now)).toBe("11.07");
    expect(listTime(at("2026-01-01T00:00:00+01:00"), now)).toBe("01.01");
    // The last minutes of 2025 in Warsaw, already 2026 nowhere but there: a past year.
    expect(listTime(at("2025-12-31T23:59:00+01:00"), now)).toBe("31.12.2025");
    expect(listTime(at("2024-03-05T12:00:00+01:00"), now)).toBe("05.03.2024");
  });
});

describe("the conversation list's line of the newest message", () => {
  it("keeps a short message whole, on one line, and marks the user's own with „Ty: ”", () => {
    expect(lastMessageLine("Dzień dobry!\n\n  Czy   macie opcję wegańską?", false)).toBe(
      "Dzień dobry! Czy macie opcję wegańską?",
    );
    expect(lastMessageLine("Tak, mamy.", true)).toBe("Ty: Tak, mamy.");
  });

  it("cuts a long one with an ellipsis, counting letters rather than UTF-16 units", () => {
    const exact = "ż".repeat(LIST_PREVIEW_LENGTH);
    expect(lastMessageLine(exact, false)).toBe(exact);
    const long = `${"🍔".repeat(LIST_PREVIEW_LENGTH - 5)} jest bardzo dobry`;
    const line = lastMessageLine(long, false);
    expect(Array.from(line)).toHaveLength(LIST_PREVIEW_LENGTH);
    expect(line.endsWith("…")).toBe(true);
    expect(line.startsWith("🍔🍔")).toBe(true);
    // No space left dangling before the ellipsis.
    expect(lastMessageLine(`${"a".repeat(LIST_PREVIEW_LENGTH - 2)} bcd`, false)).toBe(
      `${"a".repeat(LIST_PREVIEW_LENGTH - 2)}…`,
    );
  });
});
