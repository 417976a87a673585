/**
 * The invitation state machine (DESIGN.md §6; re-opening a slot is beyond SPEC.md, issue 17), defined
 * once, as data, like the booking machine. An invitation is pending, accepted, or rejected with the
 * reason it closed:
 *
 *   pending --accept(owner)------------------------------------> accepted
 *   pending --reject(owner)------------------------------------> rejected / owner_rejected
 *   pending --fill_slot(another truck accepted the dish)--------> rejected / slot_filled
 *   accepted --release_slot(organizer; owner cancelled booking)-> rejected / booking_cancelled
 *   rejected / slot_filled --reopen(organizer re-opens the dish)-> pending
 *
 * Pure: no I/O; the day comes in as `today` ("YYYY-MM-DD", Warsaw).
 */

import type { BookingStatus, Refusal } from "./booking-machine";

export const INVITATION_STATUSES = ["pending", "accepted", "rejected"] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** Why a rejected invitation closed. */
export const CLOSED_REASONS = ["owner_rejected", "slot_filled", "booking_cancelled"] as const;
export type ClosedReason = (typeof CLOSED_REASONS)[number];

export interface InvitationState {
  status: InvitationStatus;
  /** Set exactly when the status is rejected. */
  closedReason: ClosedReason | null;
}

export type InvitationAction = "accept" | "reject" | "fill_slot" | "release_slot" | "reopen";

interface InvitationTransition {
  from: InvitationState;
  to: InvitationState;
}

const PENDING: InvitationState = { status: "pending", closedReason: null };
const ACCEPTED: InvitationState = { status: "accepted", closedReason: null };

export const INVITATION_TRANSITIONS: Record<InvitationAction, InvitationTransition> = {
  accept: { from: PENDING, to: ACCEPTED },
  reject: { from: PENDING, to: { status: "rejected", closedReason: "owner_rejected" } },
  fill_slot: { from: PENDING, to: { status: "rejected", closedReason: "slot_filled" } },
  release_slot: { from: ACCEPTED, to: { status: "rejected", closedReason: "booking_cancelled" } },
  reopen: { from: { status: "rejected", closedReason: "slot_filled" }, to: PENDING },
};

export const INVITATION_REFUSALS = {
  answeredAlready: "Na to zaproszenie już odpowiedziano.",
  slotFilled: "To miejsce na wydarzeniu zostało już zajęte przez inny food truck.",
  notCancelledByOwner:
    "Ponownie otworzyć można tylko miejsce, z którego zrezygnował food truck (właściciel odwołał rezerwację).",
  reopenedAlready: "To miejsce zostało już ponownie otwarte, a pasujące food trucki zaproszone.",
  eventStarted: "Nie można ponownie otworzyć miejsca na wydarzeniu, które już się rozpoczęło lub odbyło.",
} as const;

export function isInState(invitation: InvitationState, state: InvitationState): boolean {
  return invitation.status === state.status && invitation.closedReason === state.closedReason;
}

/** Whether `action` applies to the invitation in its present state. */
export function mayFire(action: InvitationAction, invitation: InvitationState): boolean {
  return isInState(invitation, INVITATION_TRANSITIONS[action].from);
}

/**
 * Why the invited truck's owner can no longer answer (accept or reject), or null while they can: an
 * invitation closed because another truck took the slot says so; any other answered one says it was.
 */
export function answerRefusal(invitation: InvitationState): Refusal | null {
  if (mayFire("accept", invitation)) return null;
  return isInState(invitation, INVITATION_TRANSITIONS.fill_slot.to)
    ? INVITATION_REFUSALS.slotFilled
    : INVITATION_REFUSALS.answeredAlready;
}

/**
 * The status of an accepted invitation's booking that lets the organizer re-open its slot: the truck's
 * owner called it off. An organizer who cancelled chose to; a refused or expired booking never held it.
 */
export const SLOT_FREED_BY = "cancelled_by_owner" satisfies BookingStatus;

/** What re-opening a dish's slot needs to know about the invitation that held it. */
export interface SlotFacts {
  invitation: InvitationState;
  /** The status of the booking its acceptance created (null when there is none). */
  bookingStatus: BookingStatus | null;
  /** The event's first day and today, "YYYY-MM-DD" in Warsaw. */
  eventStartDay: string;
  today: string;
}

/**
 * Whether the organizer may re-open the slot of this invitation now: only an accepted invitation whose
 * booking its truck's owner cancelled (SLOT_FREED_BY), and only while the event has not started — the same day rule as accepting an invitation, so trucks invited again can still accept.
 * Null when allowed, else the Polish refusal (409).
 */
export function reopenRefusal(slot: SlotFacts): Refusal | null {
  if (isInState(slot.invitation, INVITATION_TRANSITIONS.release_slot.to)) {
    return INVITATION_REFUSALS.reopenedAlready;
  }
  if (!mayFire("release_slot", slot.invitation) || slot.bookingStatus !== SLOT_FREED_BY) {
    return INVITATION_REFUSALS.notCancelledByOwner;
  }
  if (eventIsPast(slot.eventStartDay, slot.today)) return INVITATION_REFUSALS.eventStarted;
  return null;
}

/**
 * Invitations can be accepted and re-opened up to and on the event's first day; once that day has passed
 * the event has started (or is over). Days are "YYYY-MM-DD" in Warsaw.
 */
export function eventIsPast(eventStartDay: string, today: string): boolean {
  return eventStartDay < today;
}
