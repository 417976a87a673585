import { describe, expect, it } from "vitest";
import { isArchived, splitByTab, statusLabel } from "../../web/src/features/bookings/format";
import { warsawMidnight } from "../../worker/domain/calendar";

// Issue 35: the tabs mean the same for both roles. "Aktualne" holds what is still ahead, soonest first;
// every event that is over goes to "Archiwum", most recent first, even one still awaiting a review.

const NOW = warsawMidnight("2026-12-10") + 12 * 3600;

function booking(id: number, day: string, overrides: Partial<Parameters<typeof isArchived>[0]> = {}) {
  return {
    request_id: id,
    status: "confirmed" as const,
    is_completed: false,
    event_start_date: warsawMidnight(day),
    event_end_date: warsawMidnight(day),
    ...overrides,
  };
}

describe("booking tabs", () => {
  it("an event that ended months ago, awaiting a review, is in the archive, not above next week's", () => {
    const old = booking(1, "2026-08-01", { is_completed: true });
    const nextWeek = booking(2, "2026-12-17");
    const later = booking(3, "2027-01-05");
    const tabs = splitByTab([later, old, nextWeek], NOW);
    expect(tabs.current.map((item) => item.request_id)).toEqual([2, 3]);
    expect(tabs.archive.map((item) => item.request_id)).toEqual([1]);
  });

  it("an event today is current until its last day is over", () => {
    expect(isArchived(booking(1, "2026-12-10"), NOW)).toBe(false);
    expect(isArchived(booking(1, "2026-12-09"), NOW)).toBe(true);
  });

  it("the archive shows the most recent event first; closed bookings of future dates are archived", () => {
    const cancelled = booking(1, "2027-02-01", { status: "cancelled_by_organizer" });
    const august = booking(2, "2026-08-01", { is_completed: true });
    const november = booking(3, "2026-11-01", { is_completed: true });
    expect(splitByTab([august, cancelled, november], NOW).archive.map((item) => item.request_id)).toEqual([
      1, 3, 2,
    ]);
  });
});

describe("the status of a booking confirmed with nothing asked", () => {
  const confirmed = { status: "confirmed" as const, payment_status: null, is_completed: false };

  it("names the payment its kind could have asked: a deposit when hired, a guarantee fee for a pitch", () => {
    expect(statusLabel({ ...confirmed, event_cost: 0 })).toBe("Potwierdzona (bez zaliczki)");
    expect(statusLabel({ ...confirmed, event_cost: 300 })).toBe("Potwierdzona (bez opłaty gwarancyjnej)");
    expect(statusLabel(confirmed)).toBe("Potwierdzona (bez wpłaty)");
    expect(statusLabel({ ...confirmed, payment_status: "paid", status: "confirmed_deposit_paid" })).toBe(
      "Potwierdzona – wpłata opłacona",
    );
  });
});
