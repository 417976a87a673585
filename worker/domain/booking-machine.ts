/**
 * The booking state machine of DESIGN.md §5, defined once, as data. Routes fire transitions through
 * `transitionFor`, the cron through the system actor, and the web shows `allowedActions` from the API.
 * Pure: no I/O, the clock comes in as `now` (Unix seconds).
 */

import { addDays, warsawDayOf, warsawMidnight } from "./calendar";

export const BOOKING_STATUSES = [
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
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Statuses in which a booking holds the truck for its days (search and invitations skip such trucks). */
export const HOLDING_STATUSES = [
  "confirmed",
  "awaiting_deposit",
  "confirmed_deposit_paid",
  "disputed",
] as const satisfies readonly BookingStatus[];

/** Statuses in which the parties see each other's contact details: the owner accepted, and it was not called off. */
export const CONTACT_STATUSES = [
  ...HOLDING_STATUSES,
  "resolved_released",
  "resolved_refunded",
] as const satisfies readonly BookingStatus[];

export const CANCELLED_STATUSES = [
  "cancelled_by_organizer",
  "cancelled_by_owner",
] as const satisfies readonly BookingStatus[];

export const PAYMENT_STATUSES = ["requested_by_owner", "requested_by_organizer", "paid"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The longest event or booking, in calendar days. */
export const MAX_EVENT_DAYS = 31;

/** Who acts on a booking: one of its two parties, an admin, or the system (cron, payment webhook). */
export type Actor = "organizer" | "owner" | "admin" | "system";

export type BookingAction =
  | "accept"
  | "reject"
  | "cancel"
  | "request_deposit"
  | "request_fee"
  | "payment_succeeded"
  | "report_problem"
  | "expire"
  | "resolve_refund"
  | "resolve_release";

/** What the guards need to know about a booking. */
export interface BookingFacts {
  status: BookingStatus;
  paymentStatus: PaymentStatus | null;
  /** Unix seconds of 00:00 Warsaw on the first and last event day. */
  eventStartDate: number;
  eventEndDate: number;
  eventCostGrosze: number;
  problemReported: boolean;
  createdAt: number;
}

export const HOURS_BEFORE_START_TO_CANCEL = 336;
export const DAYS_TO_ANSWER = 7;

/** A refusal: the Polish message the API answers with (409). */
export type Refusal = string;

interface TransitionDefinition {
  from: readonly BookingStatus[];
  /** The new status; cancel depends on who cancels. */
  to: (actor: Actor) => BookingStatus;
  actors: readonly Actor[];
  paymentStatus?: PaymentStatus;
  /** Extra conditions; null when allowed. */
  guard?: (booking: BookingFacts, now: number) => Refusal | null;
}

export const REFUSALS = {
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

export function canStillCancel(booking: Pick<BookingFacts, "eventStartDate">, now: number): boolean {
  return booking.eventStartDate - now > HOURS_BEFORE_START_TO_CANCEL * 3600;
}

export const TRANSITIONS: Record<BookingAction, TransitionDefinition> = {
  accept: {
    from: ["pending_owner_approval"],
    to: () => "confirmed",
    actors: ["owner"],
    guard: (booking, now) => (now < booking.eventStartDate ? null : REFUSALS.eventStarted),
  },
  reject: { from: ["pending_owner_approval"], to: () => "rejected_by_owner", actors: ["owner"] },
  expire: {
    from: ["pending_owner_approval"],
    to: () => "expired",
    actors: ["system"],
    guard: (booking, now) =>
      now - booking.createdAt >= DAYS_TO_ANSWER * 86_400 || now >= booking.eventStartDate
        ? null
        : REFUSALS.notYetDue,
  },
  cancel: {
    from: ["pending_owner_approval", "confirmed", "awaiting_deposit"],
    to: (actor) => (actor === "owner" ? "cancelled_by_owner" : "cancelled_by_organizer"),
    actors: ["organizer", "owner"],
    guard: (booking, now) => {
      if (booking.paymentStatus === "paid") return REFUSALS.cancelPaid;
      return canStillCancel(booking, now) ? null : REFUSALS.cancelTooLate;
    },
  },
  request_deposit: {
    from: ["confirmed"],
    to: () => "awaiting_deposit",
    actors: ["owner"],
    paymentStatus: "requested_by_owner",
    guard: (booking, now) => {
      if (now >= booking.eventStartDate) return REFUSALS.eventStarted;
      return booking.eventCostGrosze === 0 ? null : REFUSALS.depositNeedsZeroCost;
    },
  },
  request_fee: {
    from: ["confirmed"],
    to: () => "awaiting_deposit",
    actors: ["organizer"],
    paymentStatus: "requested_by_organizer",
    guard: (booking, now) => {
      if (now >= booking.eventStartDate) return REFUSALS.eventStarted;
      return booking.eventCostGrosze > 0 ? null : REFUSALS.feeNeedsCost;
    },
  },
  payment_succeeded: {
    from: ["awaiting_deposit"],
    to: () => "confirmed_deposit_paid",
    actors: ["system"],
    paymentStatus: "paid",
  },
  report_problem: {
    from: ["confirmed", "confirmed_deposit_paid", "awaiting_deposit"],
    to: () => "disputed",
    actors: ["organizer", "owner"],
    guard: (booking) => (booking.problemReported ? REFUSALS.alreadyReported : null),
  },
  resolve_refund: { from: ["disputed"], to: () => "resolved_refunded", actors: ["admin"] },
  resolve_release: { from: ["disputed"], to: () => "resolved_released", actors: ["admin"] },
};

/** Statuses no transition leaves: nothing more happens to such a booking. */
export const FINAL_STATUSES: readonly BookingStatus[] = BOOKING_STATUSES.filter(
  (status) => !Object.values(TRANSITIONS).some((transition) => transition.from.includes(status)),
);

export const BOOKING_ACTIONS = Object.keys(TRANSITIONS).filter(
  (action): action is BookingAction => action in TRANSITIONS,
);

export type TransitionResult =
  | { ok: true; from: readonly BookingStatus[]; to: BookingStatus; paymentStatus?: PaymentStatus }
  | { ok: false; refusal: Refusal };

/** Whether `actor` is ever the one to fire `action` (a permission, before any state is looked at). */
export function mayAct(action: BookingAction, actor: Actor): boolean {
  return TRANSITIONS[action].actors.includes(actor);
}

/** Whether `actor` may fire `action` on `booking` now, and what it leads to. */
export function transitionFor(
  action: BookingAction,
  booking: BookingFacts,
  actor: Actor,
  now: number,
): TransitionResult {
  const transition = TRANSITIONS[action];
  if (!transition.actors.includes(actor)) return { ok: false, refusal: REFUSALS.notYourAction };
  if (!transition.from.includes(booking.status)) return { ok: false, refusal: REFUSALS.notNow };
  const refusal = transition.guard?.(booking, now) ?? null;
  if (refusal) return { ok: false, refusal };
  return {
    ok: true,
    from: transition.from,
    to: transition.to(actor),
    ...(transition.paymentStatus ? { paymentStatus: transition.paymentStatus } : {}),
  };
}

/**
 * Why the actor can no longer cancel when the 336-hour window is the only obstacle (a booking card says so
 * instead of just leaving "Anuluj rezerwację" out); null when cancelling is allowed or refused otherwise.
 */
export function cancelTooLate(booking: BookingFacts, actor: Actor, now: number): Refusal | null {
  if (now >= booking.eventStartDate) return null;
  const result = transitionFor("cancel", booking, actor, now);
  return !result.ok && result.refusal === REFUSALS.cancelTooLate ? result.refusal : null;
}

/** End of the last event day has passed and the booking went ahead. */
export function isCompleted(booking: Pick<BookingFacts, "status" | "eventEndDate">, now: number): boolean {
  const endOfLastDay = warsawMidnight(addDays(warsawDayOf(booking.eventEndDate), 1));
  return (
    (booking.status === "confirmed" || booking.status === "confirmed_deposit_paid") && now >= endOfLastDay
  );
}

export const DELETION_REFUSALS = {
  disputed: (dates: string) =>
    `Nie możesz teraz usunąć konta: w rezerwacji na termin ${dates} zgłoszono problem, który rozpatruje administrator.`,
  unsettled: (dates: string) =>
    `Nie możesz teraz usunąć konta: rezerwacja na termin ${dates} jest opłacona i czeka na rozliczenie.`,
} as const;

export type AfterAccountDeletion =
  | { kind: "keep" }
  | { kind: "close"; to: BookingStatus }
  | { kind: "block"; reason: keyof typeof DELETION_REFUSALS };

/**
 * What a party's account deletion does to one of their bookings. Money or a dispute in flight blocks the
 * deletion; a booking still ahead is called off in the deleting party's name (so the other party is
 * free and told); anything finished stays as it is for the other party's records.
 */
export function afterAccountDeletion(
  booking: BookingFacts & { settled: boolean },
  deletedParty: "organizer" | "owner",
  now: number,
): AfterAccountDeletion {
  if (FINAL_STATUSES.includes(booking.status)) return { kind: "keep" };
  if (booking.status === "disputed" || booking.problemReported) return { kind: "block", reason: "disputed" };
  if (booking.paymentStatus === "paid" && !booking.settled) return { kind: "block", reason: "unsettled" };
  if (booking.status === "pending_owner_approval") {
    return { kind: "close", to: deletedParty === "owner" ? "rejected_by_owner" : "cancelled_by_organizer" };
  }
  const endOfLastDay = warsawMidnight(addDays(warsawDayOf(booking.eventEndDate), 1));
  if (now >= endOfLastDay || booking.paymentStatus === "paid") return { kind: "keep" };
  return { kind: "close", to: deletedParty === "owner" ? "cancelled_by_owner" : "cancelled_by_organizer" };
}

/**
 * Who receives the money: whoever may ask for it (DESIGN.md §5) — the organizer asks for a guarantee fee
 * when the event has a cost, the owner for a deposit otherwise. Fixed when the booking is made, so who may
 * pay is a permission, known before any status is looked at.
 */
export function payeeSide(booking: Pick<BookingFacts, "eventCostGrosze">): "organizer" | "owner" {
  return booking.eventCostGrosze > 0 ? "organizer" : "owner";
}

/** The other party pays. */
export function payerSide(booking: Pick<BookingFacts, "eventCostGrosze">): "organizer" | "owner" {
  return payeeSide(booking) === "organizer" ? "owner" : "organizer";
}

/** The payee's money is released this long after the end of the last event day (SPEC.md §1). */
export const HOURS_AFTER_EVENT_TO_PAY_OUT = 72;

/** Unix seconds when the payee's money is due: 72 h after 00:00 Warsaw of the day after the event. */
export function payoutDueAt(booking: Pick<BookingFacts, "eventEndDate">): number {
  const endOfLastDay = warsawMidnight(addDays(warsawDayOf(booking.eventEndDate), 1));
  return endOfLastDay + HOURS_AFTER_EVENT_TO_PAY_OUT * 3600;
}

/**
 * Whether the money may go to the payee now: the booking went ahead paid, nobody reported a problem
 * (a report pauses it until the admin decides) and 72 h passed since the event ended — or an admin
 * resolved the dispute, releasing it (or what a partial refund left) at once.
 */
export function mayPayOut(booking: BookingFacts, now: number): boolean {
  if (booking.paymentStatus !== "paid") return false;
  if (booking.status === "resolved_released" || booking.status === "resolved_refunded") return true;
  return (
    booking.status === "confirmed_deposit_paid" && !booking.problemReported && now >= payoutDueAt(booking)
  );
}

export const DISPUTE_REFUSALS = {
  nothingToRefund: "W tej rezerwacji nie ma wpłaty, którą można zwrócić.",
  refundAbovePaid: "Kwota zwrotu nie może być wyższa niż wpłacona kwota.",
} as const;

/**
 * An admin's refund of `refundGrosze` from a dispute's payment of `paidGrosze` (SPEC.md §5: above 0, at
 * most the fee; partial allowed): a refusal, or what goes back and what the payee still gets.
 */
export function disputeRefund(
  paidGrosze: number | null,
  refundGrosze: number,
): { ok: true; refund: number; release: number } | { ok: false; refusal: Refusal } {
  if (paidGrosze === null || paidGrosze <= 0) return { ok: false, refusal: DISPUTE_REFUSALS.nothingToRefund };
  if (refundGrosze > paidGrosze) return { ok: false, refusal: DISPUTE_REFUSALS.refundAbovePaid };
  return { ok: true, refund: refundGrosze, release: paidGrosze - refundGrosze };
}

/** The side that issues the invoice: the payee. */
export const invoiceSide = payeeSide;

export const PAYMENT_REFUSALS = {
  notAwaiting: "Ta rezerwacja nie czeka na płatność.",
} as const;

/** Whether the payer may start paying now: only while the requested deposit or fee is awaited. */
export function paymentStartRefusal(booking: Pick<BookingFacts, "status" | "paymentStatus">): Refusal | null {
  return booking.status === "awaiting_deposit" && booking.paymentStatus !== "paid"
    ? null
    : PAYMENT_REFUSALS.notAwaiting;
}

export type AfterPaymentSucceeded =
  /** The awaited payment arrived: the payment_succeeded transition. */
  | { kind: "transition"; from: readonly BookingStatus[]; to: BookingStatus; paymentStatus: PaymentStatus }
  /** A problem was reported while the payer was paying: the money is held for the admin's decision. */
  | { kind: "hold_for_dispute"; from: readonly BookingStatus[]; paymentStatus: PaymentStatus }
  /** The booking already shows this payment (one payment per booking): a repeated report changes nothing. */
  | { kind: "already_recorded" }
  /** The booking ended (cancelled, expired…) before the money arrived: nothing changes, it goes back. */
  | { kind: "return_to_payer" };

/** What a payment the provider reports as succeeded does to its booking (webhook or local test mode). */
export function afterPaymentSucceeded(booking: BookingFacts, now: number): AfterPaymentSucceeded {
  if (booking.paymentStatus === "paid") return { kind: "already_recorded" };
  const paid = transitionFor("payment_succeeded", booking, "system", now);
  if (paid.ok && paid.paymentStatus) {
    return { kind: "transition", from: paid.from, to: paid.to, paymentStatus: paid.paymentStatus };
  }
  const requested =
    booking.paymentStatus === "requested_by_owner" || booking.paymentStatus === "requested_by_organizer";
  if (booking.status === "disputed" && requested) {
    return { kind: "hold_for_dispute", from: ["disputed"], paymentStatus: "paid" };
  }
  return { kind: "return_to_payer" };
}

/** A party may review once the booking is completed, once. */
export function canReview(booking: BookingFacts & { reviewedByMe: boolean }, now: number): boolean {
  return isCompleted(booking, now) && !booking.reviewedByMe;
}

/** `propose_reschedule` (issue 17) comes from domain/reschedule.ts, offered beside the machine's actions. */
export type UiAction = BookingAction | "review" | "upload_invoice" | "pay" | "propose_reschedule";

/**
 * Actions the web may offer this party now: transitions, plus review, invoice and paying the requested
 * money, which change no status by themselves.
 */
export function allowedActions(
  booking: BookingFacts & { reviewedByMe: boolean; invoiceSentByMe: boolean },
  actor: "organizer" | "owner",
  now: number,
): UiAction[] {
  const actions: UiAction[] = BOOKING_ACTIONS.filter(
    (action) => transitionFor(action, booking, actor, now).ok,
  );
  if (canReview(booking, now)) actions.push("review");
  if (
    isCompleted(booking, now) &&
    booking.paymentStatus === "paid" &&
    invoiceSide(booking) === actor &&
    !booking.invoiceSentByMe
  ) {
    actions.push("upload_invoice");
  }
  if (actor === payerSide(booking) && paymentStartRefusal(booking) === null) actions.push("pay");
  return actions;
}
