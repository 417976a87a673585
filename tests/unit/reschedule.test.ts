import { describe, expect, it } from "vitest";
import { BOOKING_STATUSES, type BookingStatus } from "../../worker/domain/booking-machine";
import { warsawMidnight } from "../../worker/domain/calendar";
import {
  type MovableFacts,
  mayProposeReschedule,
  PROPOSAL_HOURS,
  type ProposalAction,
  type ProposalFacts,
  proposalActions,
  proposalTransition,
  proposeRefusal,
  shownProposalStatus,
} from "../../worker/domain/reschedule";

/** The refusals the API answers with, copied here (not imported), so a changed text fails a test. */
const REFUSAL = {
  notReschedulable:
    "Termin można zmienić tylko w zaakceptowanej rezerwacji, zanim wydarzenie się rozpocznie.",
  problemReported: "Nie można zmienić terminu rezerwacji, w której zgłoszono problem.",
  sameDates: "Nowy termin jest taki sam jak obecny.",
  openAlready: "Na odpowiedź czeka już propozycja nowego terminu tej rezerwacji.",
  answerByOtherSide: "Na propozycję nowego terminu odpowiada druga strona rezerwacji.",
  withdrawByProposer: "Propozycję nowego terminu może wycofać tylko jej autor.",
  closed: "Ta propozycja nowego terminu jest już zamknięta.",
  expired: "Propozycja nowego terminu wygasła. Zaproponuj termin ponownie.",
  newDatesStarted: "Proponowany termin już się rozpoczął. Zaproponuj inny termin.",
  fromInvitation:
    "Tej rezerwacji nie można przenieść: pochodzi z zaproszenia na wydarzenie o ustalonym terminie. Ustalcie zmianę na czacie albo anulujcie rezerwację.",
};

const NOW = warsawMidnight("2027-05-01") + 10 * 3600;
const START = warsawMidnight("2027-06-12");
const END = warsawMidnight("2027-06-13");
const NEW_START = warsawMidnight("2027-06-19");
const NEW_END = warsawMidnight("2027-06-20");

function booking(overrides: Partial<MovableFacts> = {}): MovableFacts {
  return {
    fromInvitation: false,
    status: "confirmed",
    paymentStatus: null,
    eventStartDate: START,
    eventEndDate: END,
    eventCostGrosze: 0,
    problemReported: false,
    createdAt: NOW - 86_400,
    ...overrides,
  };
}

function proposal(overrides: Partial<ProposalFacts> = {}): ProposalFacts {
  return {
    status: "pending",
    proposedBy: "organizer",
    expiresAt: NOW + PROPOSAL_HOURS * 3600,
    newStartDate: NEW_START,
    ...overrides,
  };
}

const newDates = { newStartDate: NEW_START, newEndDate: NEW_END, openProposal: false };

describe("proposing new dates", () => {
  it("is open to a confirmed booking, paid or not, before it starts", () => {
    for (const status of ["confirmed", "awaiting_deposit", "confirmed_deposit_paid"] as const) {
      expect(proposeRefusal(booking({ status }), newDates, NOW)).toBeNull();
    }
    expect(
      proposeRefusal(booking({ status: "confirmed_deposit_paid", paymentStatus: "paid" }), newDates, NOW),
    ).toBeNull();
  });

  it("is refused for every other status", () => {
    const movable: BookingStatus[] = ["confirmed", "awaiting_deposit", "confirmed_deposit_paid"];
    for (const status of BOOKING_STATUSES.filter((candidate) => !movable.includes(candidate))) {
      expect(proposeRefusal(booking({ status }), newDates, NOW)).toBe(REFUSAL.notReschedulable);
    }
  });

  it("is refused once the event started, with a problem reported, on the same dates or with one open", () => {
    expect(proposeRefusal(booking(), newDates, START)).toBe(REFUSAL.notReschedulable);
    expect(proposeRefusal(booking({ problemReported: true }), newDates, NOW)).toBe(REFUSAL.problemReported);
    // An event's dishes are tied to its days: a booking from an invitation does not move alone.
    expect(proposeRefusal(booking({ fromInvitation: true }), newDates, NOW)).toBe(REFUSAL.fromInvitation);
    expect(proposeRefusal(booking(), { ...newDates, newStartDate: START, newEndDate: END }, NOW)).toBe(
      REFUSAL.sameDates,
    );
    // Only the end moving is a change.
    expect(proposeRefusal(booking(), { ...newDates, newStartDate: START }, NOW)).toBeNull();
    expect(proposeRefusal(booking(), { ...newDates, openProposal: true }, NOW)).toBe(REFUSAL.openAlready);
  });

  it("is offered to the web exactly when a proposal could be made", () => {
    expect(mayProposeReschedule(booking(), false, NOW)).toBe(true);
    expect(mayProposeReschedule(booking(), true, NOW)).toBe(false);
    expect(mayProposeReschedule(booking({ status: "pending_owner_approval" }), false, NOW)).toBe(false);
    expect(mayProposeReschedule(booking({ status: "disputed" }), false, NOW)).toBe(false);
  });
});

describe("answering a proposal", () => {
  const fire = (action: ProposalAction, actor: "organizer" | "owner" | "admin" | "system", p = proposal()) =>
    proposalTransition(action, p, booking(), actor, NOW);

  it("the other party accepts or declines; the proposer withdraws", () => {
    expect(fire("accept", "owner")).toEqual({ ok: true, to: "accepted" });
    expect(fire("decline", "owner")).toEqual({ ok: true, to: "declined" });
    expect(fire("withdraw", "organizer")).toEqual({ ok: true, to: "withdrawn" });
    const byOwner = proposal({ proposedBy: "owner" });
    expect(fire("accept", "organizer", byOwner)).toEqual({ ok: true, to: "accepted" });
    expect(fire("withdraw", "owner", byOwner)).toEqual({ ok: true, to: "withdrawn" });
  });

  it("refuses the wrong actor with 403 before looking at the state", () => {
    const closed = proposal({ status: "declined" });
    expect(fire("accept", "organizer", closed)).toEqual({
      ok: false,
      status: 403,
      refusal: REFUSAL.answerByOtherSide,
    });
    expect(fire("decline", "admin")).toMatchObject({ ok: false, status: 403 });
    expect(fire("withdraw", "owner", closed)).toEqual({
      ok: false,
      status: 403,
      refusal: REFUSAL.withdrawByProposer,
    });
    expect(fire("expire", "owner")).toMatchObject({ ok: false, status: 403 });
    expect(fire("accept", "system")).toMatchObject({ ok: false, status: 403 });
  });

  it("refuses a closed proposal, an expired one, and one whose booking can no longer move", () => {
    for (const status of ["accepted", "declined", "withdrawn", "expired", "void"] as const) {
      expect(fire("accept", "owner", proposal({ status }))).toEqual({
        ok: false,
        status: 409,
        refusal: REFUSAL.closed,
      });
    }
    const late = proposal({ expiresAt: NOW });
    expect(fire("accept", "owner", late)).toEqual({ ok: false, status: 409, refusal: REFUSAL.expired });
    expect(fire("withdraw", "organizer", late)).toEqual({ ok: false, status: 409, refusal: REFUSAL.expired });
    expect(
      proposalTransition("accept", proposal(), booking({ status: "cancelled_by_owner" }), "owner", NOW),
    ).toEqual({
      ok: false,
      status: 409,
      refusal: REFUSAL.notReschedulable,
    });
    expect(
      proposalTransition("decline", proposal(), booking({ status: "disputed" }), "owner", NOW),
    ).toMatchObject({
      ok: false,
      status: 409,
    });
    expect(
      proposalTransition("accept", proposal(), booking({ problemReported: true }), "owner", NOW),
    ).toEqual({
      ok: false,
      status: 409,
      refusal: REFUSAL.problemReported,
    });
  });

  it("a proposal whose new first day has begun can no longer be answered: it is expired", () => {
    const soon = proposal({ newStartDate: NOW - 3600, expiresAt: NOW + 3600 });
    expect(fire("accept", "owner", soon)).toEqual({
      ok: false,
      status: 409,
      refusal: REFUSAL.newDatesStarted,
    });
    expect(fire("decline", "owner", soon)).toMatchObject({ ok: false, status: 409 });
    expect(proposalActions(soon, booking(), "owner", NOW)).toEqual([]);
    expect(shownProposalStatus(soon, booking(), NOW)).toBe("expired");
    expect(proposalTransition("expire", soon, booking(), "system", NOW)).toEqual({ ok: true, to: "expired" });
  });

  it("offers each party only its own answers", () => {
    expect(proposalActions(proposal(), booking(), "owner", NOW)).toEqual(["accept", "decline"]);
    expect(proposalActions(proposal(), booking(), "organizer", NOW)).toEqual(["withdraw"]);
    expect(proposalActions(proposal({ status: "accepted" }), booking(), "owner", NOW)).toEqual([]);
  });
});

describe("closing proposals nobody answered", () => {
  it("the system expires a pending proposal after 72 hours, not before", () => {
    const p = proposal({ expiresAt: NOW + PROPOSAL_HOURS * 3600 });
    expect(proposalTransition("expire", p, booking(), "system", NOW)).toMatchObject({
      ok: false,
      status: 409,
    });
    expect(proposalTransition("expire", p, booking(), "system", NOW + PROPOSAL_HOURS * 3600)).toEqual({
      ok: true,
      to: "expired",
    });
  });

  it("the system voids a proposal whose booking was called off, and only then, even when it is also overdue", () => {
    expect(proposalTransition("void", proposal(), booking(), "system", NOW)).toMatchObject({ ok: false });
    const cancelled = booking({ status: "cancelled_by_organizer" });
    expect(proposalTransition("void", proposal(), cancelled, "system", NOW)).toEqual({
      ok: true,
      to: "void",
    });
    // A cancelled booking's overdue proposal is void, not expired: the proposer is not told to propose again.
    const overdue = proposal({ expiresAt: NOW - 1 });
    expect(proposalTransition("expire", overdue, cancelled, "system", NOW)).toMatchObject({ ok: false });
    expect(shownProposalStatus(overdue, cancelled, NOW)).toBe("void");
  });

  it("shows a pending proposal as expired or void before the cron records it", () => {
    expect(shownProposalStatus(proposal(), booking(), NOW)).toBe("pending");
    expect(shownProposalStatus(proposal({ expiresAt: NOW }), booking(), NOW)).toBe("expired");
    expect(shownProposalStatus(proposal(), booking({ status: "cancelled_by_owner" }), NOW)).toBe("void");
    expect(shownProposalStatus(proposal({ status: "accepted" }), booking({ status: "disputed" }), NOW)).toBe(
      "accepted",
    );
  });
});
