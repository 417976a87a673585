import { bookingKindOf, KIND_WORDS } from "@shared/domain/booking-kind";
import { DAYS_TO_ANSWER, FINAL_STATUSES } from "@shared/domain/booking-machine";
import { addDays, warsawDayOf, warsawMidnight } from "@shared/domain/calendar";
import { formatDay } from "../../lib/format";
import { BOOKING_STATUS_LABELS } from "../../lib/texts";
import type { Booking } from "./bookings-query";

/** The last day the owner can answer a pending request before it expires. */
export function answerDeadline(createdAt: number): string {
  return formatDay(createdAt + DAYS_TO_ANSWER * 86_400);
}

export type StatusTone = "pending" | "ok" | "payment" | "problem" | "closed" | "done";

/** The Polish status label, from the single list in the state machine. */
export function statusLabel(
  booking: Pick<Booking, "status" | "payment_status" | "is_completed"> & { event_cost?: number | null },
): string {
  if (booking.is_completed) return BOOKING_STATUS_LABELS.completed;
  if (booking.status === "confirmed" && booking.payment_status === null) {
    // Confirmed with nothing asked: named by what could have been asked in this kind of booking.
    if (booking.event_cost === undefined) return BOOKING_STATUS_LABELS.confirmed_no_fee;
    return `Potwierdzona (bez ${KIND_WORDS[bookingKindOf(booking.event_cost)].paymentGenitive})`;
  }
  return BOOKING_STATUS_LABELS[booking.status];
}

export function statusTone(booking: Pick<Booking, "status" | "is_completed">): StatusTone {
  if (booking.is_completed) return "done";
  switch (booking.status) {
    case "pending_owner_approval":
      return "pending";
    case "confirmed":
    case "confirmed_deposit_paid":
      return "ok";
    case "awaiting_deposit":
      return "payment";
    case "disputed":
      return "problem";
    default:
      return "closed";
  }
}

/** Whether the event's last day (Warsaw) is over at `now` (unix seconds). */
export function eventIsOver(booking: Pick<Booking, "event_end_date">, now: number): boolean {
  return now >= warsawMidnight(addDays(warsawDayOf(booking.event_end_date), 1));
}

/**
 * The "Archiwum" tab: closed bookings and every event that is over, the same for both roles (issue 35),
 * so "Aktualne" holds only what is still ahead. A past booking still awaiting a review says so on its card.
 */
type TabFacts = Pick<
  Booking,
  "request_id" | "status" | "is_completed" | "event_start_date" | "event_end_date"
>;

export function isArchived(booking: TabFacts, now = Date.now() / 1000): boolean {
  return booking.is_completed || FINAL_STATUSES.includes(booking.status) || eventIsOver(booking, now);
}

/** "Aktualne": soonest event first. "Archiwum": the most recent event first. */
export function splitByTab<B extends TabFacts>(bookings: readonly B[], now = Date.now() / 1000) {
  const order = (a: B, b: B) => a.event_start_date - b.event_start_date || a.request_id - b.request_id;
  return {
    current: bookings.filter((booking) => !isArchived(booking, now)).sort(order),
    archive: bookings.filter((booking) => isArchived(booking, now)).sort((a, b) => order(b, a)),
  };
}

/** "+48 600 100 200" → "+48600100200" for a tel: link. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
