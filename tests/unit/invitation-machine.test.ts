import { describe, expect, it } from "vitest";
import { BOOKING_STATUSES, type BookingStatus } from "../../worker/domain/booking-machine";
import {
  answerRefusal,
  CLOSED_REASONS,
  eventIsPast,
  INVITATION_STATUSES,
  INVITATION_TRANSITIONS,
  type InvitationAction,
  type InvitationState,
  mayFire,
  reopenRefusal,
} from "../../worker/domain/invitation-machine";

/** The refusals the API answers with, copied from the contract (not imported). */
const REFUSAL = {
  answeredAlready: "Na to zaproszenie już odpowiedziano.",
  slotFilled: "To miejsce na wydarzeniu zostało już zajęte przez inny food truck.",
  notCancelledByOwner:
    "Ponownie otworzyć można tylko miejsce, z którego zrezygnował food truck (właściciel odwołał rezerwację).",
  reopenedAlready: "To miejsce zostało już ponownie otwarte, a pasujące food trucki zaproszone.",
  eventStarted: "Nie można ponownie otworzyć miejsca na wydarzeniu, które już się rozpoczęło lub odbyło.",
};

const pending: InvitationState = { status: "pending", closedReason: null };
const accepted: InvitationState = { status: "accepted", closedReason: null };
const ownerRejected: InvitationState = { status: "rejected", closedReason: "owner_rejected" };
const slotFilled: InvitationState = { status: "rejected", closedReason: "slot_filled" };
const released: InvitationState = { status: "rejected", closedReason: "booking_cancelled" };
const ALL_STATES = [pending, accepted, ownerRejected, slotFilled, released];
const ACTIONS: InvitationAction[] = ["accept", "reject", "fill_slot", "release_slot", "reopen"];

describe("invitation machine: transitions", () => {
  it.each<[InvitationAction, InvitationState, InvitationState]>([
    ["accept", pending, accepted],
    ["reject", pending, ownerRejected],
    ["fill_slot", pending, slotFilled],
    ["release_slot", accepted, released],
    ["reopen", slotFilled, pending],
  ])("%s leads from its one state to the next", (action, from, to) => {
    expect(INVITATION_TRANSITIONS[action]).toEqual({ from, to });
    for (const state of ALL_STATES) expect(mayFire(action, state)).toBe(state === from);
  });

  it("the machine has exactly these actions", () => {
    expect(Object.keys(INVITATION_TRANSITIONS).sort()).toEqual([...ACTIONS].sort());
  });

  it("every state the machine reaches is a stored status with a reason exactly when rejected", () => {
    for (const { from, to } of Object.values(INVITATION_TRANSITIONS)) {
      for (const state of [from, to]) {
        expect(INVITATION_STATUSES).toContain(state.status);
        if (state.status === "rejected") expect(CLOSED_REASONS).toContain(state.closedReason);
        else expect(state.closedReason).toBeNull();
      }
    }
  });

  it("an owner's rejection and a released slot are final: nothing leads out of them", () => {
    for (const state of [ownerRejected, released]) {
      const leaving = ACTIONS.filter((action) => mayFire(action, state));
      expect(leaving).toEqual([]);
    }
  });
});

describe("invitation machine: answering", () => {
  it("only a pending invitation can be answered; a filled slot says so, any other says it was answered", () => {
    expect(answerRefusal(pending)).toBeNull();
    expect(answerRefusal(slotFilled)).toBe(REFUSAL.slotFilled);
    for (const state of [accepted, ownerRejected, released]) {
      expect(answerRefusal(state)).toBe(REFUSAL.answeredAlready);
    }
  });
});

describe("invitation machine: re-opening a slot (issue 17)", () => {
  const today = "2031-05-10";
  const slot = (
    invitation: InvitationState,
    bookingStatus: BookingStatus | null,
    eventStartDay = "2031-06-01",
  ) => ({ invitation, bookingStatus, eventStartDay, today });

  it("is allowed for an accepted invitation whose owner cancelled the booking, up to the first event day", () => {
    expect(reopenRefusal(slot(accepted, "cancelled_by_owner"))).toBeNull();
    expect(reopenRefusal(slot(accepted, "cancelled_by_owner", today))).toBeNull();
  });

  it("is refused once the event has started", () => {
    expect(reopenRefusal(slot(accepted, "cancelled_by_owner", "2031-05-09"))).toBe(REFUSAL.eventStarted);
    expect(eventIsPast("2031-05-09", today)).toBe(true);
    expect(eventIsPast(today, today)).toBe(false);
  });

  it("is refused for any other booking status, also an organizer's own cancellation", () => {
    for (const status of BOOKING_STATUSES.filter((item) => item !== "cancelled_by_owner")) {
      expect(reopenRefusal(slot(accepted, status))).toBe(REFUSAL.notCancelledByOwner);
    }
    expect(reopenRefusal(slot(accepted, null))).toBe(REFUSAL.notCancelledByOwner);
  });

  it("is refused for invitations that never held the slot", () => {
    for (const state of [pending, ownerRejected, slotFilled]) {
      expect(reopenRefusal(slot(state, null))).toBe(REFUSAL.notCancelledByOwner);
      expect(reopenRefusal(slot(state, "cancelled_by_owner"))).toBe(REFUSAL.notCancelledByOwner);
    }
  });

  it("a slot re-opened already is refused as such, whatever the date", () => {
    expect(reopenRefusal(slot(released, "cancelled_by_owner"))).toBe(REFUSAL.reopenedAlready);
    expect(reopenRefusal(slot(released, "cancelled_by_owner", "2031-05-01"))).toBe(REFUSAL.reopenedAlready);
  });
});
