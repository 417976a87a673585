/** A booking as a calendar event (issue 17): the same for the owner's feed and an organizer's .ics file. */
import { CONTACT_STATUSES } from "../../domain/booking-machine";
import { warsawDayOf } from "../../domain/calendar";
import type { CalendarEvent } from "../../domain/icalendar";
import type { BookingRow } from "../bookings/queries";
import { CALENDAR_TEXTS } from "./texts";

/** Accepted and not called off (the state machine's list). */
const ACCEPTED: ReadonlySet<string> = new Set(CONTACT_STATUSES);

export function bookingUid(bookingId: number): string {
  return `booking-${bookingId}@foodtruck-marketplace.pl`;
}

/** "Burger Bus – Rezerwacja: wesele, Kraków"; a request not yet accepted is tentative. */
export function bookingEvent(
  booking: Pick<
    BookingRow,
    | "id"
    | "status"
    | "eventStartDate"
    | "eventEndDate"
    | "eventTime"
    | "eventLocation"
    | "eventType"
    | "guestCount"
    | "updatedAt"
  >,
  truckName: string,
  appUrl: string,
  /** How many times its dates were moved (accepted reschedule proposals). */
  moves: number,
): CalendarEvent {
  const pending = booking.status === "pending_owner_approval";
  const accepted = ACCEPTED.has(booking.status);
  const kind = pending ? CALENDAR_TEXTS.request : CALENDAR_TEXTS.booking;
  return {
    uid: bookingUid(booking.id),
    firstDay: warsawDayOf(booking.eventStartDate),
    lastDay: warsawDayOf(booking.eventEndDate),
    summary: `${truckName} – ${kind}: ${booking.eventType}, ${booking.eventLocation}`,
    description: [
      `${kind} nr ${booking.id}`,
      `Godzina rozpoczęcia: ${booking.eventTime}`,
      `Liczba gości: ${booking.guestCount}`,
      `Szczegóły: ${new URL("/dashboard", appUrl).toString()}`,
    ].join("\n"),
    location: booking.eventLocation,
    // A file downloaded earlier is updated by the same UID: a called-off booking says so.
    status: pending ? "TENTATIVE" : accepted ? "CONFIRMED" : "CANCELLED",
    url: new URL("/dashboard", appUrl).toString(),
    // Grows with each move of the dates and once when called off: what a calendar app must take as news.
    revision: { sequence: moves + (accepted || pending ? 0 : 1), lastModified: booking.updatedAt },
  };
}
