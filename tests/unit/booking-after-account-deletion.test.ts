import { describe, expect, it } from "vitest";
import { afterAccountDeletion, type BookingFacts } from "../../worker/domain/booking-machine";
import { warsawMidnight } from "../../worker/domain/calendar";

/** A fixed clock: 2026-06-15 12:00 UTC. */
const NOW = Date.UTC(2026, 5, 15, 12) / 1000;

function booking(overrides: Partial<BookingFacts & { settled: boolean }> = {}) {
  return {
    status: "confirmed" as const,
    paymentStatus: null,
    eventStartDate: warsawMidnight("2026-07-20"),
    eventEndDate: warsawMidnight("2026-07-21"),
    eventCostGrosze: 0,
    problemReported: false,
    createdAt: NOW - 86_400,
    settled: false,
    ...overrides,
  };
}

describe("afterAccountDeletion: what a party's deletion does to each booking", () => {
  it("a request awaiting the owner is rejected (owner left) or cancelled (organizer left)", () => {
    const pending = booking({ status: "pending_owner_approval" });
    expect(afterAccountDeletion(pending, "owner", NOW)).toEqual({ kind: "close", to: "rejected_by_owner" });
    expect(afterAccountDeletion(pending, "organizer", NOW)).toEqual({
      kind: "close",
      to: "cancelled_by_organizer",
    });
  });

  it("an unpaid booking still ahead is cancelled in the leaving party's name, even inside 14 days", () => {
    for (const status of ["confirmed", "awaiting_deposit"] as const) {
      const soon = booking({
        status,
        eventStartDate: warsawMidnight("2026-06-16"),
        eventEndDate: warsawMidnight("2026-06-16"),
      });
      expect(afterAccountDeletion(soon, "owner", NOW)).toEqual({ kind: "close", to: "cancelled_by_owner" });
      expect(afterAccountDeletion(soon, "organizer", NOW)).toEqual({
        kind: "close",
        to: "cancelled_by_organizer",
      });
    }
  });

  it("a booking that went ahead, or is finished, stays as it is", () => {
    const past = { eventStartDate: warsawMidnight("2026-06-10"), eventEndDate: warsawMidnight("2026-06-11") };
    expect(afterAccountDeletion(booking(past), "owner", NOW)).toEqual({ kind: "keep" });
    // The last day is today: it has not ended yet, so it is still called off.
    const today = {
      eventStartDate: warsawMidnight("2026-06-15"),
      eventEndDate: warsawMidnight("2026-06-15"),
    };
    expect(afterAccountDeletion(booking(today), "owner", NOW).kind).toBe("close");
    for (const status of [
      "cancelled_by_owner",
      "rejected_by_owner",
      "expired",
      "resolved_refunded",
    ] as const) {
      expect(afterAccountDeletion(booking({ status }), "organizer", NOW)).toEqual({ kind: "keep" });
    }
  });

  it("money or a dispute in flight blocks the deletion; a settled payment does not", () => {
    const paid = { status: "confirmed_deposit_paid" as const, paymentStatus: "paid" as const };
    expect(afterAccountDeletion(booking(paid), "owner", NOW)).toEqual({ kind: "block", reason: "unsettled" });
    expect(afterAccountDeletion(booking({ ...paid, settled: true }), "owner", NOW)).toEqual({ kind: "keep" });
    expect(
      afterAccountDeletion(booking({ status: "disputed", problemReported: true }), "organizer", NOW),
    ).toEqual({
      kind: "block",
      reason: "disputed",
    });
    expect(
      afterAccountDeletion(booking({ ...paid, problemReported: true, settled: true }), "owner", NOW),
    ).toEqual({
      kind: "block",
      reason: "disputed",
    });
  });
});
