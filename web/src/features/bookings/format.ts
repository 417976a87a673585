import { DAYS_TO_ANSWER, FINAL_STATUSES } from "@shared/domain/booking-machine";
import { formatDay } from "../../lib/format";
import { BOOKING_STATUS_LABELS } from "../../lib/texts";
import type { Booking } from "./bookings-query";

/** The last day the owner can answer a pending request before it expires. */
export function answerDeadline(createdAt: number): string {
  return formatDay(createdAt + DAYS_TO_ANSWER * 86_400);
}

export type StatusTone = "pending" | "ok" | "payment" | "problem" | "closed" | "done";

/** The Polish status label, from the single list in the state machine. */
export function statusLabel(booking: Pick<Booking, "status" | "payment_status" | "is_completed">): string {
  if (booking.is_completed) return BOOKING_STATUS_LABELS.completed;
  if (booking.status === "confirmed" && booking.payment_status === null) {
    return BOOKING_STATUS_LABELS.confirmed_no_fee;
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

/**
 * The "Archiwum" tab: finished or closed bookings. A completed booking the user can still review or send an
 * invoice for stays under "Aktualne" until that is done (a problem can still be reported from the archive).
 */
export function isArchived(booking: Booking): boolean {
  const over = booking.is_completed || FINAL_STATUSES.includes(booking.status);
  const todo = booking.allowed_actions.some((action) => action === "review" || action === "upload_invoice");
  return over && !todo;
}

/** "+48 600 100 200" → "+48600100200" for a tel: link. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
