import { Link } from "@tanstack/react-router";
import { dayRangeParts } from "../../lib/format";
import { statusLabel, statusTone } from "../bookings/format";
import type { AdminBooking } from "./admin-queries";

/** Truck and dates, linked to /admin/booking/{id}. */
export function BookingLink({ booking }: { booking: AdminBooking }) {
  return (
    <Link to="/admin/booking/$requestId" params={{ requestId: String(booking.request_id) }}>
      {booking.food_truck_name}
    </Link>
  );
}

/** "19.12.2026 – 20.12.2026", breaking between the days only, never inside one. */
export function bookingDates(booking: AdminBooking) {
  const [first, last] = dayRangeParts(booking.event_start_date, booking.event_end_date);
  if (last === undefined) return <span className="admin-nowrap">{first}</span>;
  return (
    <>
      <span className="admin-nowrap">{first} –</span> <span className="admin-nowrap">{last}</span>
    </>
  );
}

export function organizerOf(booking: AdminBooking): string {
  const name = `${booking.organizer_first_name} ${booking.organizer_last_name ?? ""}`.trim();
  return booking.organizer_email ? `${name} (${booking.organizer_email})` : name;
}

/** Who reported the problem: the organizer, the owner, or (an account since deleted) nobody known. */
export function reporterOf(booking: AdminBooking): string {
  if (booking.problem_reported_by === booking.user_id) return "Organizator";
  if (booking.problem_reported_by === booking.owner_id) return "Właściciel";
  return "—";
}

const TONE_CLASS: Record<ReturnType<typeof statusTone>, string> = {
  pending: "admin-badge admin-badge--muted",
  ok: "admin-badge",
  payment: "admin-badge admin-badge--muted",
  problem: "admin-badge admin-badge--danger",
  closed: "admin-badge admin-badge--muted",
  done: "admin-badge",
};

/** The booking's status as the admin views label it ("Zakończona" once the end date passed). */
export function StatusBadge({ booking }: { booking: AdminBooking }) {
  return <span className={TONE_CLASS[statusTone(booking)]}>{statusLabel(booking)}</span>;
}
