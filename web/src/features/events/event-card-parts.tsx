import { settlementText } from "@shared/domain/booking-kind";
import { formatDayRange } from "../../lib/format";
import type { ModalAction } from "../bookings/actions";
import { BookingCard } from "../bookings/booking-card";
import type { Booking } from "../bookings/bookings-query";
import { type BookingLink, bookingStatus } from "./labels";

export function invitationElementId(invitationId: number): string {
  return `invitation-${invitationId}`;
}

export interface BookingProps {
  userId: number;
  /** The full booking (from GET /requests/my-bookings) an accepted invitation created, if loaded. */
  bookingFor: (requestId: number | undefined) => Booking | undefined;
  onOpenModal: (action: ModalAction, booking: Booking) => void;
  onBookingDone: (booking: Booking, notice: string) => Promise<void>;
}

/** Termin, guests, cost and place of an event, as the bookings cards show them. */
export function EventDetails({
  event,
}: {
  event: {
    event_start_date: number;
    event_end_date: number;
    guest_count: number;
    event_cost: number | null;
    location: string;
  };
}) {
  const {
    event_start_date: start,
    event_end_date: end,
    guest_count: guests,
    event_cost: cost,
    location,
  } = event;
  return (
    <dl className="bk-details">
      <div>
        <dt>Termin</dt>
        <dd>{formatDayRange(start, end)}</dd>
      </div>
      <div>
        <dt>Liczba gości</dt>
        <dd>{guests}</dd>
      </div>
      <div>
        <dt>Rozliczenie</dt>
        <dd>{settlementText(cost)}</dd>
      </div>
      <div className="bk-details__wide">
        <dt>Lokalizacja</dt>
        <dd>{location}</dd>
      </div>
    </dl>
  );
}

export function StatusBadge({ status }: { status: { label: string; tone: string } }) {
  return <span className={`bk-status bk-status--${status.tone}`}>{status.label}</span>;
}

/**
 * The booking an accepted invitation created: its status, and (once the bookings list has it) the full
 * booking card with contacts, payments and actions, folded away.
 */
export function LinkedBooking({
  link,
  subject,
  userId,
  bookingFor,
  onOpenModal,
  onBookingDone,
}: BookingProps & { link: BookingLink; subject: string }) {
  const booking = bookingFor(link.request_id);
  return (
    <div className="ev-booking">
      <p className="ev-booking__status">
        <span>Rezerwacja:</span> <StatusBadge status={bookingStatus(link, booking)} />
      </p>
      {booking && (
        <details className="ev-booking__details">
          <summary aria-label={`Szczegóły rezerwacji i działania: ${subject}`}>
            Szczegóły rezerwacji i działania
          </summary>
          <BookingCard
            booking={booking}
            userId={userId}
            highlighted={false}
            onOpenModal={onOpenModal}
            onDone={onBookingDone}
          />
        </details>
      )}
    </div>
  );
}
