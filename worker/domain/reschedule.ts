/**
 * Beyond SPEC.md (issue 17): moving a confirmed booking to new dates. Either party proposes, the other
 * accepts or declines within 72 h, the proposer may withdraw; the cron expires what nobody answered.
 * A proposal is a record beside the booking: the booking keeps its status (and its deposit) and only its
 * dates move on accept. Pure, like the booking machine: the clock comes in as `now` (Unix seconds).
 */

import { type BookingFacts, type BookingStatus, REFUSALS, type Refusal } from "./booking-machine";

export const PROPOSAL_STATUSES = ["pending", "accepted", "declined", "withdrawn", "expired", "void"] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

/** How long the other party has to answer a proposal. */
export const PROPOSAL_HOURS = 72;

/** Bookings whose dates may move: accepted, paid or not, while no problem is reported. */
export const RESCHEDULABLE_STATUSES = [
  "confirmed",
  "awaiting_deposit",
  "confirmed_deposit_paid",
] as const satisfies readonly BookingStatus[];

export type Side = "organizer" | "owner";
/** What the parties do with a proposal; the system's own actions follow. */
export const PROPOSAL_ANSWERS = ["accept", "decline", "withdraw"] as const;
export type ProposalAnswer = (typeof PROPOSAL_ANSWERS)[number];
export type ProposalAction = ProposalAnswer | "expire" | "void";

/** What the rules need to know about a proposal. */
export interface ProposalFacts {
  status: ProposalStatus;
  proposedBy: Side;
  expiresAt: number;
  /** Unix seconds of 00:00 Warsaw on the proposed first day. */
  newStartDate: number;
}

export const RESCHEDULE_REFUSALS = {
  partiesOnly: "Termin rezerwacji zmieniają tylko jej strony: organizator i właściciel food trucka.",
  notReschedulable:
    "Termin można zmienić tylko w zaakceptowanej rezerwacji, zanim wydarzenie się rozpocznie.",
  problemReported: "Nie można zmienić terminu rezerwacji, w której zgłoszono problem.",
  fromInvitation:
    "Tej rezerwacji nie można przenieść: pochodzi z zaproszenia na wydarzenie o ustalonym terminie. Ustalcie zmianę na czacie albo anulujcie rezerwację.",
  sameDates: "Nowy termin jest taki sam jak obecny.",
  openAlready: "Na odpowiedź czeka już propozycja nowego terminu tej rezerwacji.",
  answerByOtherSide: "Na propozycję nowego terminu odpowiada druga strona rezerwacji.",
  withdrawByProposer: "Propozycję nowego terminu może wycofać tylko jej autor.",
  closed: "Ta propozycja nowego terminu jest już zamknięta.",
  expired: "Propozycja nowego terminu wygasła. Zaproponuj termin ponownie.",
  newDatesStarted: "Proponowany termin już się rozpoczął. Zaproponuj inny termin.",
  notYetDue: "Propozycja jest nadal aktualna: druga strona ma jeszcze czas na odpowiedź.",
} as const;

const isReschedulable = (status: BookingStatus) =>
  (RESCHEDULABLE_STATUSES as readonly BookingStatus[]).includes(status);

/** What the rules need about the booking: the machine's facts, and whether an event's invitation made it. */
export type MovableFacts = BookingFacts & { fromInvitation: boolean };

/** Why the booking's dates cannot move now, or null (the dates themselves are checked as event days). */
function bookingRefusal(booking: MovableFacts, now: number): Refusal | null {
  if (!isReschedulable(booking.status) || now >= booking.eventStartDate) {
    return RESCHEDULE_REFUSALS.notReschedulable;
  }
  if (booking.problemReported) return RESCHEDULE_REFUSALS.problemReported;
  // The event's dishes and invitations are tied to its days: the truck moving alone would leave the
  // dish shown as filled on days the truck no longer comes.
  return booking.fromInvitation ? RESCHEDULE_REFUSALS.fromInvitation : null;
}

/** Past its 72 h, or its first proposed day has begun: nobody can accept it any more. */
function isOverdue(proposal: ProposalFacts, now: number): boolean {
  return now >= proposal.expiresAt || now >= proposal.newStartDate;
}

/** Whether a party may propose new dates for the booking now (null), or why not. */
export function proposeRefusal(
  booking: MovableFacts,
  proposal: { newStartDate: number; newEndDate: number; openProposal: boolean },
  now: number,
): Refusal | null {
  const refusal = bookingRefusal(booking, now);
  if (refusal) return refusal;
  if (proposal.openProposal) return RESCHEDULE_REFUSALS.openAlready;
  if (proposal.newStartDate === booking.eventStartDate && proposal.newEndDate === booking.eventEndDate) {
    return RESCHEDULE_REFUSALS.sameDates;
  }
  return null;
}

/** Whether the booking allows a new proposal at all (the web offers "Zmień termin" then). */
export function mayProposeReschedule(booking: MovableFacts, openProposal: boolean, now: number): boolean {
  return bookingRefusal(booking, now) === null && !openProposal;
}

interface ProposalTransition {
  /** Who fires it, relative to the proposal: the other party answers, the proposer withdraws. */
  by: "counterparty" | "proposer" | "system";
  to: ProposalStatus;
}

export const PROPOSAL_TRANSITIONS: Record<ProposalAction, ProposalTransition> = {
  accept: { by: "counterparty", to: "accepted" },
  decline: { by: "counterparty", to: "declined" },
  withdraw: { by: "proposer", to: "withdrawn" },
  expire: { by: "system", to: "expired" },
  /** The booking can no longer move (called off, disputed, started): its open proposal closes silently. */
  void: { by: "system", to: "void" },
};

export type ProposalResult =
  | { ok: true; to: ProposalStatus }
  /** 403: not this actor's move, whatever the state; 409: not now. */
  | { ok: false; status: 403 | 409; refusal: Refusal };

/** Whether `actor` may fire `action` on the proposal now, and the status it leads to. */
export function proposalTransition(
  action: ProposalAction,
  proposal: ProposalFacts,
  booking: MovableFacts,
  actor: Side | "admin" | "system",
  now: number,
): ProposalResult {
  const { by, to } = PROPOSAL_TRANSITIONS[action];
  // Permission before state.
  if (by === "system" && actor !== "system")
    return { ok: false, status: 403, refusal: REFUSALS.notYourAction };
  if (by === "counterparty" && (actor === proposal.proposedBy || actor === "admin" || actor === "system")) {
    return { ok: false, status: 403, refusal: RESCHEDULE_REFUSALS.answerByOtherSide };
  }
  if (by === "proposer" && actor !== proposal.proposedBy) {
    return { ok: false, status: 403, refusal: RESCHEDULE_REFUSALS.withdrawByProposer };
  }
  if (proposal.status !== "pending") return { ok: false, status: 409, refusal: RESCHEDULE_REFUSALS.closed };
  const refusal = bookingRefusal(booking, now);
  // A booking called off, disputed or started voids its proposal first: that is the news, not the expiry.
  if (action === "void") {
    return refusal ? { ok: true, to } : { ok: false, status: 409, refusal: RESCHEDULE_REFUSALS.notYetDue };
  }
  if (action === "expire") {
    return !refusal && isOverdue(proposal, now)
      ? { ok: true, to }
      : { ok: false, status: 409, refusal: RESCHEDULE_REFUSALS.notYetDue };
  }
  if (refusal) return { ok: false, status: 409, refusal };
  if (now >= proposal.newStartDate) {
    return { ok: false, status: 409, refusal: RESCHEDULE_REFUSALS.newDatesStarted };
  }
  if (now >= proposal.expiresAt) return { ok: false, status: 409, refusal: RESCHEDULE_REFUSALS.expired };
  return { ok: true, to };
}

/**
 * The status a party sees: a pending proposal whose booking can no longer move (called off, disputed,
 * started) is void; one past its 72 h or whose new first day has begun is expired, even before the cron
 * records it.
 */
export function shownProposalStatus(
  proposal: ProposalFacts,
  booking: MovableFacts,
  now: number,
): ProposalStatus {
  if (proposal.status !== "pending") return proposal.status;
  if (bookingRefusal(booking, now) !== null) return "void";
  return isOverdue(proposal, now) ? "expired" : "pending";
}

/** The answers the web may offer this party on the proposal now. */
export function proposalActions(
  proposal: ProposalFacts,
  booking: MovableFacts,
  actor: Side,
  now: number,
): ProposalAnswer[] {
  return PROPOSAL_ANSWERS.filter((action) => proposalTransition(action, proposal, booking, actor, now).ok);
}
