import { describe, expect, it } from "vitest";
import { BOOKING_STATUS_LABELS } from "../../web/src/lib/texts";
import {
  type Actor,
  afterPaymentSucceeded,
  allowedActions,
  BOOKING_ACTIONS,
  BOOKING_STATUSES,
  type BookingAction,
  type BookingFacts,
  type BookingStatus,
  CONTACT_STATUSES,
  cancelTooLate,
  canStillCancel,
  disputeRefund,
  FINAL_STATUSES,
  invoiceSide,
  isCompleted,
  mayPayOut,
  type PaymentStatus,
  payeeSide,
  payerSide,
  paymentStartRefusal,
  payoutDueAt,
  transitionFor,
  type UiAction,
} from "../../worker/domain/booking-machine";
import { warsawDayOf, warsawMidnight } from "../../worker/domain/calendar";

/** The refusals the API answers with, copied from the contract (not imported). */
const REFUSAL = {
  notNow: "Tej operacji nie można wykonać w obecnym stanie rezerwacji.",
  cancelTooLate: "Rezerwację można anulować najpóźniej 336 godzin (14 dni) przed rozpoczęciem wydarzenia.",
  cancelPaid: "Nie można anulować rezerwacji po opłaceniu zaliczki.",
  depositNeedsZeroCost: "Właściciel może poprosić o zaliczkę tylko wtedy, gdy koszt wydarzenia wynosi 0 zł.",
  feeNeedsCost:
    "Organizator może poprosić o opłatę gwarancyjną tylko wtedy, gdy koszt wydarzenia jest wyższy niż 0 zł.",
  alreadyReported: "Problem z tą rezerwacją został już zgłoszony.",
  notYetDue: "Prośba nie wygasła: właściciel ma jeszcze czas na odpowiedź.",
  notYourAction: "Nie możesz wykonać tej operacji na tej rezerwacji.",
  eventStarted: "Wydarzenie już się rozpoczęło.",
} as const;

const STATUSES = [
  "pending_owner_approval",
  "confirmed",
  "awaiting_deposit",
  "confirmed_deposit_paid",
  "disputed",
  "resolved_released",
  "resolved_refunded",
  "cancelled_by_organizer",
  "cancelled_by_owner",
  "rejected_by_owner",
  "expired",
] as const satisfies readonly BookingStatus[];

const ACTIONS = [
  "accept",
  "reject",
  "cancel",
  "request_deposit",
  "request_fee",
  "payment_succeeded",
  "report_problem",
  "expire",
  "resolve_refund",
  "resolve_release",
] as const satisfies readonly BookingAction[];

const ACTORS = ["organizer", "owner", "admin", "system"] as const satisfies readonly Actor[];

interface Expected {
  from: readonly BookingStatus[];
  actors: readonly Actor[];
  to: (actor: Actor) => BookingStatus;
  paymentStatus?: PaymentStatus;
}

/** DESIGN.md §5 written out independently of worker/domain, as the oracle for the whole matrix. */
const EXPECTED: Record<BookingAction, Expected> = {
  accept: { from: ["pending_owner_approval"], actors: ["owner"], to: () => "confirmed" },
  reject: { from: ["pending_owner_approval"], actors: ["owner"], to: () => "rejected_by_owner" },
  cancel: {
    from: ["pending_owner_approval", "confirmed", "awaiting_deposit"],
    actors: ["organizer", "owner"],
    to: (actor) => (actor === "owner" ? "cancelled_by_owner" : "cancelled_by_organizer"),
  },
  request_deposit: {
    from: ["confirmed"],
    actors: ["owner"],
    to: () => "awaiting_deposit",
    paymentStatus: "requested_by_owner",
  },
  request_fee: {
    from: ["confirmed"],
    actors: ["organizer"],
    to: () => "awaiting_deposit",
    paymentStatus: "requested_by_organizer",
  },
  payment_succeeded: {
    from: ["awaiting_deposit"],
    actors: ["system"],
    to: () => "confirmed_deposit_paid",
    paymentStatus: "paid",
  },
  report_problem: {
    from: ["confirmed", "confirmed_deposit_paid", "awaiting_deposit"],
    actors: ["organizer", "owner"],
    to: () => "disputed",
  },
  expire: { from: ["pending_owner_approval"], actors: ["system"], to: () => "expired" },
  resolve_refund: { from: ["disputed"], actors: ["admin"], to: () => "resolved_refunded" },
  resolve_release: { from: ["disputed"], actors: ["admin"], to: () => "resolved_released" },
};

const HOUR = 3600;
const DAY = 24 * HOUR;
/** A fixed clock: 2026-06-15 12:00 UTC. */
const NOW = Date.UTC(2026, 5, 15, 12) / 1000;

function facts(overrides: Partial<BookingFacts> = {}): BookingFacts {
  return {
    status: "pending_owner_approval",
    paymentStatus: null,
    eventStartDate: warsawMidnight("2026-07-20"),
    eventEndDate: warsawMidnight("2026-07-21"),
    eventCostGrosze: 0,
    problemReported: false,
    createdAt: NOW - DAY,
    ...overrides,
  };
}

/** Facts under which every guard of `action` passes, so only status and actor decide. */
function factsPassingGuards(action: BookingAction, status: BookingStatus): BookingFacts {
  return facts({
    status,
    paymentStatus: status === "confirmed_deposit_paid" ? "paid" : null,
    // The fee needs a cost, the deposit needs none.
    eventCostGrosze: action === "request_fee" ? 150_000 : 0,
    // Old enough to expire.
    createdAt: action === "expire" ? NOW - 8 * DAY : NOW - DAY,
  });
}

describe("the vocabulary", () => {
  it("has the 11 statuses and 10 actions of DESIGN.md §5, each status with a Polish label", () => {
    expect([...BOOKING_STATUSES].sort()).toEqual([...STATUSES].sort());
    expect([...BOOKING_ACTIONS].sort()).toEqual([...ACTIONS].sort());
    for (const status of [...STATUSES, "completed", "confirmed_no_fee"] as const) {
      expect(BOOKING_STATUS_LABELS[status], status).toMatch(/\S/);
    }
    expect(BOOKING_STATUS_LABELS.completed).toBe("Zakończona");
    expect(BOOKING_STATUS_LABELS.confirmed_no_fee).toBe("Potwierdzona (bez wpłaty)");
  });
});

describe("status lists derived from the machine", () => {
  it("final statuses are those no transition leaves", () => {
    expect([...FINAL_STATUSES].sort()).toEqual(
      [
        "cancelled_by_organizer",
        "cancelled_by_owner",
        "expired",
        "rejected_by_owner",
        "resolved_refunded",
        "resolved_released",
      ].sort(),
    );
  });

  it("contact details show once the owner accepted, until it is called off", () => {
    expect([...CONTACT_STATUSES].sort()).toEqual(
      [
        "awaiting_deposit",
        "confirmed",
        "confirmed_deposit_paid",
        "disputed",
        "resolved_refunded",
        "resolved_released",
      ].sort(),
    );
  });
});

describe("transitionFor: every status × action × actor", () => {
  const cases = STATUSES.flatMap((status) =>
    ACTIONS.flatMap((action) => ACTORS.map((actor) => ({ status, action, actor }))),
  );

  it("covers 11 statuses × 10 actions × 4 actors", () => {
    expect(cases).toHaveLength(440);
  });

  it.for(cases)("$action by $actor from $status", ({ status, action, actor }) => {
    const expected = EXPECTED[action];
    const result = transitionFor(action, factsPassingGuards(action, status), actor, NOW);
    if (!expected.actors.includes(actor)) {
      // The actor is checked first: the wrong party never learns whether the status would allow it.
      expect(result).toEqual({ ok: false, refusal: REFUSAL.notYourAction });
    } else if (!expected.from.includes(status)) {
      expect(result).toEqual({ ok: false, refusal: REFUSAL.notNow });
    } else {
      const allowed = {
        ok: true,
        // The statuses the conditional UPDATE accepts, in any order.
        from: expect.toSatisfy(
          (from: readonly BookingStatus[]) => [...from].sort().join() === [...expected.from].sort().join(),
        ),
        to: expected.to(actor),
        ...(expected.paymentStatus ? { paymentStatus: expected.paymentStatus } : {}),
      };
      expect(result).toEqual(allowed);
      // No payment status key at all when the transition does not set one (the route spreads it).
      if (!expected.paymentStatus) expect(result).not.toHaveProperty("paymentStatus");
    }
  });

  it("counts: 20 allowed (status, action, actor) triples under passing guards", () => {
    const allowed = cases.filter(
      ({ status, action, actor }) => transitionFor(action, factsPassingGuards(action, status), actor, NOW).ok,
    );
    // accept 1 + reject 1 + cancel 3×2 + deposit 1 + fee 1 + payment 1 + report 3×2 + expire 1 + refund 1
    // + release 1
    expect(allowed).toHaveLength(1 + 1 + 6 + 1 + 1 + 1 + 6 + 1 + 1 + 1);
  });

  it("cancel leads to cancelled_by_owner or cancelled_by_organizer by who cancels, from each allowed status", () => {
    for (const status of ["pending_owner_approval", "confirmed", "awaiting_deposit"] as const) {
      expect(transitionFor("cancel", facts({ status }), "owner", NOW)).toMatchObject({
        ok: true,
        to: "cancelled_by_owner",
      });
      expect(transitionFor("cancel", facts({ status }), "organizer", NOW)).toMatchObject({
        ok: true,
        to: "cancelled_by_organizer",
      });
    }
  });
});

describe("cancelTooLate: why a card has no cancel button", () => {
  const start = warsawMidnight("2027-03-29");
  const inWindow = start - 100 * HOUR;

  it("names the 336-hour rule when the window alone closed cancelling", () => {
    for (const status of ["pending_owner_approval", "confirmed", "awaiting_deposit"] as const) {
      expect(cancelTooLate(facts({ status, eventStartDate: start }), "organizer", inWindow), status).toBe(
        REFUSAL.cancelTooLate,
      );
    }
  });

  it("says nothing when cancelling is open or closed for another reason", () => {
    const booking = facts({ status: "confirmed", eventStartDate: start });
    expect(cancelTooLate(booking, "organizer", start - 400 * HOUR), "still open").toBeNull();
    expect(cancelTooLate(booking, "organizer", start + HOUR), "already started").toBeNull();
    expect(cancelTooLate({ ...booking, paymentStatus: "paid" }, "owner", inWindow), "paid").toBeNull();
    expect(cancelTooLate({ ...booking, status: "rejected_by_owner" }, "owner", inWindow), "final").toBeNull();
    expect(cancelTooLate(booking, "admin", inWindow), "not a party's action").toBeNull();
  });
});

describe("guard: cancellation more than 336 hours before the start (Europe/Warsaw, DST-safe)", () => {
  const cancellable = ["pending_owner_approval", "confirmed", "awaiting_deposit"] as const;

  it("spring forward: an event on 2027-03-29 (after the change) whose 336-h instant is before it", () => {
    const start = warsawMidnight("2027-03-29");
    // 00:00 CEST (UTC+2) on 29 March = 22:00 UTC on 28 March.
    expect(start).toBe(Date.UTC(2027, 2, 28, 22) / 1000);
    const boundary = start - 336 * HOUR;
    // 336 h earlier it is 23:00 CET on 14 March: a naive "14 calendar days" would say 15 March 00:00.
    expect(boundary).toBe(Date.UTC(2027, 2, 14, 22) / 1000);
    expect(warsawDayOf(boundary)).toBe("2027-03-14");
    expect(warsawMidnight("2027-03-15") - boundary).toBe(HOUR);

    for (const status of cancellable) {
      for (const actor of ["organizer", "owner"] as const) {
        const booking = facts({ status, eventStartDate: start, eventEndDate: start });
        expect(transitionFor("cancel", booking, actor, boundary), `${status} ${actor}`).toEqual({
          ok: false,
          refusal: REFUSAL.cancelTooLate,
        });
        expect(transitionFor("cancel", booking, actor, boundary - 1), `${status} ${actor}`).toMatchObject({
          ok: true,
          to: actor === "owner" ? "cancelled_by_owner" : "cancelled_by_organizer",
        });
        // Midnight fourteen calendar days before is only 335 hours before: too late.
        expect(transitionFor("cancel", booking, actor, warsawMidnight("2027-03-15"))).toEqual({
          ok: false,
          refusal: REFUSAL.cancelTooLate,
        });
      }
    }
    expect(canStillCancel({ eventStartDate: start }, boundary)).toBe(false);
    expect(canStillCancel({ eventStartDate: start }, boundary - 1)).toBe(true);
  });

  it("fall back: an event on 2026-10-26 (after the change) whose 336-h instant is before it", () => {
    const start = warsawMidnight("2026-10-26");
    // 00:00 CET (UTC+1) on 26 October = 23:00 UTC on 25 October.
    expect(start).toBe(Date.UTC(2026, 9, 25, 23) / 1000);
    const boundary = start - 336 * HOUR;
    // 336 h earlier it is 01:00 CEST on 12 October.
    expect(boundary).toBe(Date.UTC(2026, 9, 11, 23) / 1000);
    expect(warsawDayOf(boundary)).toBe("2026-10-12");
    expect(boundary - warsawMidnight("2026-10-12")).toBe(HOUR);

    for (const status of cancellable) {
      for (const actor of ["organizer", "owner"] as const) {
        const booking = facts({ status, eventStartDate: start, eventEndDate: start });
        expect(transitionFor("cancel", booking, actor, boundary)).toEqual({
          ok: false,
          refusal: REFUSAL.cancelTooLate,
        });
        expect(transitionFor("cancel", booking, actor, boundary - 1)).toMatchObject({ ok: true });
        // Midnight fourteen calendar days before is 337 hours before: still allowed.
        expect(transitionFor("cancel", booking, actor, warsawMidnight("2026-10-12"))).toMatchObject({
          ok: true,
        });
      }
    }
  });

  it("also across the change itself: a 2027-03-28 event (the 23-hour day)", () => {
    const start = warsawMidnight("2027-03-28");
    expect(start).toBe(Date.UTC(2027, 2, 27, 23) / 1000);
    const booking = facts({ status: "confirmed", eventStartDate: start, eventEndDate: start });
    expect(transitionFor("cancel", booking, "organizer", start - 336 * HOUR)).toEqual({
      ok: false,
      refusal: REFUSAL.cancelTooLate,
    });
    expect(transitionFor("cancel", booking, "organizer", start - 336 * HOUR - 1)).toMatchObject({ ok: true });
  });

  it("after the start, and long after, it stays refused", () => {
    const start = warsawMidnight("2026-07-20");
    for (const now of [start - 1, start, start + 30 * DAY]) {
      expect(transitionFor("cancel", facts({ status: "confirmed" }), "owner", now)).toEqual({
        ok: false,
        refusal: REFUSAL.cancelTooLate,
      });
    }
  });

  it("never once paid: payment_status paid refuses (before the time check), confirmed_deposit_paid is not cancellable", () => {
    for (const status of ["confirmed", "awaiting_deposit"] as const) {
      for (const actor of ["organizer", "owner"] as const) {
        expect(transitionFor("cancel", facts({ status, paymentStatus: "paid" }), actor, NOW)).toEqual({
          ok: false,
          refusal: REFUSAL.cancelPaid,
        });
        // Paid and too late: the payment is the reason given.
        const late = facts({ status, paymentStatus: "paid", eventStartDate: NOW + DAY });
        expect(transitionFor("cancel", late, actor, NOW)).toEqual({ ok: false, refusal: REFUSAL.cancelPaid });
        // Merely requested is still cancellable.
        for (const paymentStatus of ["requested_by_owner", "requested_by_organizer"] as const) {
          expect(transitionFor("cancel", facts({ status, paymentStatus }), actor, NOW).ok).toBe(true);
        }
      }
    }
    const paid = facts({ status: "confirmed_deposit_paid", paymentStatus: "paid" });
    expect(transitionFor("cancel", paid, "organizer", NOW)).toEqual({ ok: false, refusal: REFUSAL.notNow });
    expect(transitionFor("cancel", paid, "owner", NOW)).toEqual({ ok: false, refusal: REFUSAL.notNow });
  });
});

describe("guard: deposit only when the cost is 0, fee only when it is above 0", () => {
  it("request_deposit (owner) needs a cost of 0 grosze", () => {
    expect(
      transitionFor("request_deposit", facts({ status: "confirmed", eventCostGrosze: 0 }), "owner", NOW),
    ).toEqual({
      ok: true,
      from: ["confirmed"],
      to: "awaiting_deposit",
      paymentStatus: "requested_by_owner",
    });
    for (const cost of [1, 5_000, 100_000_000]) {
      expect(
        transitionFor("request_deposit", facts({ status: "confirmed", eventCostGrosze: cost }), "owner", NOW),
      ).toEqual({ ok: false, refusal: REFUSAL.depositNeedsZeroCost });
    }
  });

  it("request_fee (organizer) needs a cost above 0 grosze", () => {
    expect(
      transitionFor("request_fee", facts({ status: "confirmed", eventCostGrosze: 0 }), "organizer", NOW),
    ).toEqual({ ok: false, refusal: REFUSAL.feeNeedsCost });
    for (const cost of [1, 5_000, 100_000_000]) {
      expect(
        transitionFor("request_fee", facts({ status: "confirmed", eventCostGrosze: cost }), "organizer", NOW),
      ).toEqual({
        ok: true,
        from: ["confirmed"],
        to: "awaiting_deposit",
        paymentStatus: "requested_by_organizer",
      });
    }
  });

  it("the wrong party is refused as such whatever the cost", () => {
    for (const cost of [0, 100]) {
      expect(
        transitionFor(
          "request_deposit",
          facts({ status: "confirmed", eventCostGrosze: cost }),
          "organizer",
          NOW,
        ),
      ).toEqual({ ok: false, refusal: REFUSAL.notYourAction });
      expect(
        transitionFor("request_fee", facts({ status: "confirmed", eventCostGrosze: cost }), "owner", NOW),
      ).toEqual({ ok: false, refusal: REFUSAL.notYourAction });
    }
  });
});

describe("guard: a problem is reported once", () => {
  it("refuses a second report in every reportable status, for both parties", () => {
    for (const status of ["confirmed", "confirmed_deposit_paid", "awaiting_deposit"] as const) {
      for (const actor of ["organizer", "owner"] as const) {
        expect(transitionFor("report_problem", facts({ status, problemReported: true }), actor, NOW)).toEqual(
          {
            ok: false,
            refusal: REFUSAL.alreadyReported,
          },
        );
        expect(transitionFor("report_problem", facts({ status }), actor, NOW)).toEqual({
          ok: true,
          from: ["confirmed", "confirmed_deposit_paid", "awaiting_deposit"],
          to: "disputed",
        });
      }
    }
    // Once disputed, the status itself refuses.
    expect(
      transitionFor("report_problem", facts({ status: "disputed", problemReported: true }), "owner", NOW),
    ).toEqual({ ok: false, refusal: REFUSAL.notNow });
  });

  it("a report is possible after the event too (no time guard)", () => {
    const past = facts({ status: "confirmed", eventStartDate: NOW - 10 * DAY, eventEndDate: NOW - 9 * DAY });
    expect(transitionFor("report_problem", past, "organizer", NOW).ok).toBe(true);
  });
});

describe("guard: expiry after 7 days without an answer, or once the event started", () => {
  const pending = (overrides: Partial<BookingFacts>) =>
    facts({ status: "pending_owner_approval", ...overrides });

  it("expires exactly 7 days after creation, not a second earlier", () => {
    const start = NOW + 30 * DAY;
    expect(
      transitionFor("expire", pending({ createdAt: NOW - 7 * DAY, eventStartDate: start }), "system", NOW),
    ).toEqual({ ok: true, from: ["pending_owner_approval"], to: "expired" });
    expect(
      transitionFor(
        "expire",
        pending({ createdAt: NOW - 7 * DAY + 1, eventStartDate: start }),
        "system",
        NOW,
      ),
    ).toEqual({ ok: false, refusal: REFUSAL.notYetDue });
    expect(
      transitionFor("expire", pending({ createdAt: NOW, eventStartDate: start }), "system", NOW),
    ).toEqual({
      ok: false,
      refusal: REFUSAL.notYetDue,
    });
  });

  it("expires a fresh request once its event has started (start instant inclusive)", () => {
    expect(
      transitionFor("expire", pending({ createdAt: NOW - HOUR, eventStartDate: NOW }), "system", NOW),
    ).toMatchObject({ ok: true, to: "expired" });
    expect(
      transitionFor("expire", pending({ createdAt: NOW - HOUR, eventStartDate: NOW - DAY }), "system", NOW),
    ).toMatchObject({ ok: true, to: "expired" });
    expect(
      transitionFor("expire", pending({ createdAt: NOW - HOUR, eventStartDate: NOW + 1 }), "system", NOW),
    ).toEqual({ ok: false, refusal: REFUSAL.notYetDue });
  });

  it("only pending requests expire, and only the system expires them", () => {
    for (const status of STATUSES.filter((s) => s !== "pending_owner_approval")) {
      expect(transitionFor("expire", facts({ status, createdAt: NOW - 30 * DAY }), "system", NOW)).toEqual({
        ok: false,
        refusal: REFUSAL.notNow,
      });
    }
    for (const actor of ["organizer", "owner", "admin"] as const) {
      expect(transitionFor("expire", pending({ createdAt: NOW - 30 * DAY }), actor, NOW)).toEqual({
        ok: false,
        refusal: REFUSAL.notYourAction,
      });
    }
  });
});

describe("isCompleted: at the end of the last Warsaw day", () => {
  const goneAhead = ["confirmed", "confirmed_deposit_paid"] as const;

  it("spring forward: an event ending on 2027-03-28 (23 hours long) completes at 22:00 UTC", () => {
    const lastDay = warsawMidnight("2027-03-28");
    const end = Date.UTC(2027, 2, 28, 22) / 1000;
    expect(end - lastDay).toBe(23 * HOUR);
    for (const status of goneAhead) {
      const booking = { status, eventEndDate: lastDay };
      expect(isCompleted(booking, end - 1), status).toBe(false);
      expect(isCompleted(booking, end), status).toBe(true);
      expect(isCompleted(booking, end + 365 * DAY), status).toBe(true);
    }
  });

  it("fall back: an event ending on 2026-10-25 (25 hours long) is not complete 24 hours after its midnight", () => {
    const lastDay = warsawMidnight("2026-10-25");
    const end = Date.UTC(2026, 9, 25, 23) / 1000;
    expect(end - lastDay).toBe(25 * HOUR);
    for (const status of goneAhead) {
      const booking = { status, eventEndDate: lastDay };
      expect(isCompleted(booking, lastDay + 24 * HOUR), status).toBe(false);
      expect(isCompleted(booking, end - 1), status).toBe(false);
      expect(isCompleted(booking, end), status).toBe(true);
    }
  });

  it("an ordinary day: 24 hours after its midnight; the end date counts, not the start", () => {
    const booking = {
      status: "confirmed" as const,
      eventStartDate: warsawMidnight("2026-07-01"),
      eventEndDate: warsawMidnight("2026-07-03"),
    };
    expect(isCompleted(booking, warsawMidnight("2026-07-02"))).toBe(false);
    expect(isCompleted(booking, warsawMidnight("2026-07-04") - 1)).toBe(false);
    expect(isCompleted(booking, warsawMidnight("2026-07-04"))).toBe(true);
    expect(warsawMidnight("2026-07-04") - booking.eventEndDate).toBe(DAY);
  });

  it("never for a booking that did not go ahead", () => {
    const later = warsawMidnight("2030-01-01");
    for (const status of STATUSES.filter((s) => s !== "confirmed" && s !== "confirmed_deposit_paid")) {
      expect(isCompleted({ status, eventEndDate: warsawMidnight("2026-07-03") }, later), status).toBe(false);
    }
  });
});

describe("invoiceSide: the payee issues the invoice", () => {
  it("organizer when the event has a cost, owner when it is 0", () => {
    expect(invoiceSide({ eventCostGrosze: 0 })).toBe("owner");
    expect(invoiceSide({ eventCostGrosze: 1 })).toBe("organizer");
    expect(invoiceSide({ eventCostGrosze: 250_000 })).toBe("organizer");
  });
});

describe("payer and payee: whoever may ask for the money receives it, the other party pays", () => {
  it("the owner pays the organizer's guarantee fee when the event has a cost, the organizer the owner's deposit otherwise", () => {
    expect(payeeSide({ eventCostGrosze: 0 })).toBe("owner");
    expect(payerSide({ eventCostGrosze: 0 })).toBe("organizer");
    expect(payeeSide({ eventCostGrosze: 1 })).toBe("organizer");
    expect(payerSide({ eventCostGrosze: 1 })).toBe("owner");
    // The one who may ask is the payee, by the machine's own actors.
    expect(transitionFor("request_deposit", facts({ status: "confirmed" }), payeeSide(facts()), NOW).ok).toBe(
      true,
    );
    const withCost = facts({ status: "confirmed", eventCostGrosze: 50_000 });
    expect(transitionFor("request_fee", withCost, payeeSide(withCost), NOW).ok).toBe(true);
  });
});

describe("paymentStartRefusal: paying starts only while the money is awaited", () => {
  it("allowed in awaiting_deposit only", () => {
    for (const status of STATUSES) {
      const refusal = paymentStartRefusal({ status, paymentStatus: "requested_by_owner" });
      expect(refusal, status).toBe(
        status === "awaiting_deposit" ? null : "Ta rezerwacja nie czeka na płatność.",
      );
    }
    expect(paymentStartRefusal({ status: "awaiting_deposit", paymentStatus: "paid" })).toBe(
      "Ta rezerwacja nie czeka na płatność.",
    );
  });
});

describe("afterPaymentSucceeded: what an arrived payment does", () => {
  it("awaiting_deposit → confirmed_deposit_paid with payment_status paid", () => {
    const outcome = afterPaymentSucceeded(
      facts({ status: "awaiting_deposit", paymentStatus: "requested_by_owner" }),
      NOW,
    );
    expect(outcome).toEqual({
      kind: "transition",
      from: ["awaiting_deposit"],
      to: "confirmed_deposit_paid",
      paymentStatus: "paid",
    });
  });

  it("a dispute reported while paying keeps its status and holds the money as paid", () => {
    const outcome = afterPaymentSucceeded(
      facts({ status: "disputed", paymentStatus: "requested_by_organizer", problemReported: true }),
      NOW,
    );
    expect(outcome).toEqual({ kind: "hold_for_dispute", from: ["disputed"], paymentStatus: "paid" });
  });

  it("a booking already paid (one payment per booking) only hears of it again: nothing changes", () => {
    const cases: Partial<BookingFacts>[] = [
      { status: "confirmed_deposit_paid", paymentStatus: "paid" },
      { status: "disputed", paymentStatus: "paid", problemReported: true },
      { status: "resolved_refunded", paymentStatus: "paid" },
      { status: "resolved_released", paymentStatus: "paid" },
    ];
    for (const overrides of cases) {
      expect(afterPaymentSucceeded(facts(overrides), NOW), JSON.stringify(overrides)).toEqual({
        kind: "already_recorded",
      });
    }
  });

  it("a booking that ended unpaid (cancelled, expired, never requested) changes nothing: the money goes back", () => {
    const cases: Partial<BookingFacts>[] = [
      { status: "cancelled_by_organizer", paymentStatus: "requested_by_owner" },
      { status: "cancelled_by_owner", paymentStatus: "requested_by_organizer" },
      { status: "disputed", paymentStatus: null, problemReported: true },
      { status: "confirmed", paymentStatus: null },
      { status: "expired", paymentStatus: null },
    ];
    for (const overrides of cases) {
      expect(afterPaymentSucceeded(facts(overrides), NOW), JSON.stringify(overrides)).toEqual({
        kind: "return_to_payer",
      });
    }
  });
});

describe("payouts: 72 hours after the event, unless a problem was reported", () => {
  const paid = facts({
    status: "confirmed_deposit_paid",
    paymentStatus: "paid",
    eventStartDate: warsawMidnight("2026-07-01"),
    eventEndDate: warsawMidnight("2026-07-03"),
  });

  it("due 72 h after the end of the last Warsaw day", () => {
    expect(payoutDueAt(paid)).toBe(warsawMidnight("2026-07-04") + 72 * HOUR);
    expect(mayPayOut(paid, payoutDueAt(paid) - 1)).toBe(false);
    expect(mayPayOut(paid, payoutDueAt(paid))).toBe(true);
  });

  it("across the autumn clock change the 72 h are real hours", () => {
    // 25.10.2026 has 25 hours in Warsaw; the event ends that day.
    const autumn = facts({ ...paid, eventEndDate: warsawMidnight("2026-10-25") });
    expect(payoutDueAt(autumn) - autumn.eventEndDate).toBe(25 * HOUR + 72 * HOUR);
  });

  it("never for a dispute, a reported problem or an unpaid booking", () => {
    const later = payoutDueAt(paid) + DAY;
    const refused: Partial<BookingFacts>[] = [
      { status: "disputed", problemReported: true },
      { problemReported: true },
      { status: "confirmed", paymentStatus: null },
      { status: "awaiting_deposit", paymentStatus: "requested_by_owner" },
      { status: "resolved_released", paymentStatus: null, problemReported: true },
    ];
    for (const overrides of refused) {
      expect(mayPayOut({ ...paid, ...overrides }, later), JSON.stringify(overrides)).toBe(false);
    }
  });

  it("a resolved dispute releases the money at once, even before the 72 h", () => {
    for (const status of ["resolved_released", "resolved_refunded"] as const) {
      expect(mayPayOut({ ...paid, status, problemReported: true }, paid.eventStartDate), status).toBe(true);
    }
  });
});

describe("disputeRefund: above 0, at most what was paid, the rest to the payee", () => {
  it("splits the payment", () => {
    expect(disputeRefund(25_000, 25_000)).toEqual({ ok: true, refund: 25_000, release: 0 });
    expect(disputeRefund(25_000, 10_001)).toEqual({ ok: true, refund: 10_001, release: 14_999 });
  });

  it("refuses more than was paid, or a booking nobody paid", () => {
    expect(disputeRefund(25_000, 25_001)).toEqual({
      ok: false,
      refusal: "Kwota zwrotu nie może być wyższa niż wpłacona kwota.",
    });
    for (const paidGrosze of [null, 0]) {
      expect(disputeRefund(paidGrosze, 1)).toEqual({
        ok: false,
        refusal: "W tej rezerwacji nie ma wpłaty, którą można zwrócić.",
      });
    }
  });
});

describe("allowedActions for each party", () => {
  type Extra = { reviewedByMe?: boolean; invoiceSentByMe?: boolean };
  const of = (overrides: Partial<BookingFacts> & Extra, actor: "organizer" | "owner", now = NOW) =>
    [
      ...allowedActions(
        {
          ...facts(overrides),
          reviewedByMe: overrides.reviewedByMe ?? false,
          invoiceSentByMe: overrides.invoiceSentByMe ?? false,
        },
        actor,
        now,
      ),
    ].sort();
  const sorted = (actions: UiAction[]) => [...actions].sort();
  const lastDay = warsawMidnight("2026-07-21");
  const afterEvent = warsawMidnight("2026-07-22");

  it("pending: the owner accepts, rejects or cancels; the organizer cancels", () => {
    expect(of({}, "owner")).toEqual(sorted(["accept", "reject", "cancel"]));
    expect(of({}, "organizer")).toEqual(["cancel"]);
  });

  it("pending within 336 h: no cancel left (nor expire, a system action)", () => {
    const soon = { eventStartDate: NOW + 10 * DAY, createdAt: NOW - 8 * DAY };
    expect(of(soon, "owner")).toEqual(sorted(["accept", "reject"]));
    expect(of(soon, "organizer")).toEqual([]);
  });

  it("confirmed at cost 0: the owner may ask for a deposit", () => {
    expect(of({ status: "confirmed" }, "owner")).toEqual(
      sorted(["cancel", "request_deposit", "report_problem"]),
    );
    expect(of({ status: "confirmed" }, "organizer")).toEqual(sorted(["cancel", "report_problem"]));
  });

  it("confirmed with a cost: the organizer may ask for a fee", () => {
    const paidEvent = { status: "confirmed" as const, eventCostGrosze: 100_000 };
    expect(of(paidEvent, "owner")).toEqual(sorted(["cancel", "report_problem"]));
    expect(of(paidEvent, "organizer")).toEqual(sorted(["cancel", "request_fee", "report_problem"]));
  });

  it("awaiting a deposit: both may cancel or report, and the payer pays", () => {
    const deposit = { status: "awaiting_deposit", paymentStatus: "requested_by_owner" } as const;
    expect(of(deposit, "organizer")).toEqual(sorted(["cancel", "pay", "report_problem"]));
    expect(of(deposit, "owner")).toEqual(sorted(["cancel", "report_problem"]));
    const fee = {
      status: "awaiting_deposit",
      paymentStatus: "requested_by_organizer",
      eventCostGrosze: 150_000,
    } as const;
    expect(of(fee, "owner")).toEqual(sorted(["cancel", "pay", "report_problem"]));
    expect(of(fee, "organizer")).toEqual(sorted(["cancel", "report_problem"]));
  });

  it("paid: only a problem report before the event", () => {
    for (const actor of ["organizer", "owner"] as const) {
      expect(of({ status: "confirmed_deposit_paid", paymentStatus: "paid" }, actor)).toEqual([
        "report_problem",
      ]);
    }
  });

  it("finished statuses offer nothing", () => {
    for (const status of [
      "disputed",
      "resolved_released",
      "resolved_refunded",
      "cancelled_by_organizer",
      "cancelled_by_owner",
      "rejected_by_owner",
      "expired",
    ] as const) {
      for (const actor of ["organizer", "owner"] as const) {
        expect(of({ status, eventEndDate: lastDay }, actor, afterEvent), `${status} ${actor}`).toEqual([]);
      }
    }
  });

  it("completed and unpaid: review (and report), no invoice", () => {
    // Money is asked for before the event starts, not after it.
    expect(of({ status: "confirmed", eventEndDate: lastDay }, "owner", afterEvent)).toEqual(
      sorted(["report_problem", "review"]),
    );
    expect(of({ status: "confirmed", eventEndDate: lastDay }, "organizer", afterEvent)).toEqual(
      sorted(["report_problem", "review"]),
    );
    for (const actor of ["organizer", "owner"] as const) {
      const reviewed = {
        status: "confirmed" as const,
        eventEndDate: lastDay,
        eventCostGrosze: 1,
        reviewedByMe: true,
      };
      expect(of(reviewed, actor, afterEvent)).not.toContain("review");
      expect(of(reviewed, actor, afterEvent)).not.toContain("upload_invoice");
    }
  });

  it("completed and paid at cost 0: the owner uploads the invoice, once", () => {
    const booking = {
      status: "confirmed_deposit_paid" as const,
      paymentStatus: "paid" as const,
      eventCostGrosze: 0,
      eventEndDate: lastDay,
    };
    expect(of(booking, "owner", afterEvent)).toEqual(sorted(["report_problem", "review", "upload_invoice"]));
    expect(of(booking, "organizer", afterEvent)).toEqual(sorted(["report_problem", "review"]));
    expect(of({ ...booking, invoiceSentByMe: true, reviewedByMe: true }, "owner", afterEvent)).toEqual([
      "report_problem",
    ]);
  });

  it("completed and paid with a cost: the organizer uploads the invoice", () => {
    const booking = {
      status: "confirmed_deposit_paid" as const,
      paymentStatus: "paid" as const,
      eventCostGrosze: 100_000,
      eventEndDate: lastDay,
    };
    expect(of(booking, "organizer", afterEvent)).toEqual(
      sorted(["report_problem", "review", "upload_invoice"]),
    );
    expect(of(booking, "owner", afterEvent)).toEqual(sorted(["report_problem", "review"]));
    expect(of({ ...booking, invoiceSentByMe: true }, "organizer", afterEvent)).toEqual(
      sorted(["report_problem", "review"]),
    );
  });

  it("not before the end of the last day", () => {
    const booking = {
      status: "confirmed_deposit_paid" as const,
      paymentStatus: "paid" as const,
      eventEndDate: lastDay,
    };
    expect(of(booking, "owner", afterEvent - 1)).toEqual(["report_problem"]);
  });
});

describe("no accepting or asking for money once the event has started", () => {
  const start = warsawMidnight("2027-06-10");
  const facts = {
    status: "pending_owner_approval" as const,
    paymentStatus: null,
    eventStartDate: start,
    eventEndDate: start,
    eventCostGrosze: 0,
    problemReported: false,
    createdAt: start - 3 * 86_400,
  };
  it("accept is refused from the first minute of the event day", () => {
    expect(transitionFor("accept", facts, "owner", start - 1).ok).toBe(true);
    expect(transitionFor("accept", facts, "owner", start)).toEqual({
      ok: false,
      refusal: REFUSAL.eventStarted,
    });
  });
  it("deposit and fee requests are refused once the event started", () => {
    const confirmed = { ...facts, status: "confirmed" as const };
    expect(transitionFor("request_deposit", confirmed, "owner", start - 1).ok).toBe(true);
    expect(transitionFor("request_deposit", confirmed, "owner", start)).toEqual({
      ok: false,
      refusal: REFUSAL.eventStarted,
    });
    const withCost = { ...confirmed, eventCostGrosze: 100 };
    expect(transitionFor("request_fee", withCost, "organizer", start - 1).ok).toBe(true);
    expect(transitionFor("request_fee", withCost, "organizer", start)).toEqual({
      ok: false,
      refusal: REFUSAL.eventStarted,
    });
  });
});
