import { canStillCancel, MAX_EVENT_DAYS } from "@shared/domain/booking-machine";
import { parseDay, warsawMidnight } from "@shared/domain/calendar";
import { BOOKING_TEXTS, createBookingSchema, EVENT_TYPES } from "@shared/schemas/bookings";
import { EVENT_TEXTS } from "@shared/schemas/events";
import { type SearchFilters, searchParamsSchema } from "@shared/schemas/home-search";
import { PROFILE_TEXTS } from "@shared/schemas/profiles";
import { carriedDays, type SearchContext } from "@shared/schemas/search-context";
import * as v from "valibot";
import { busyDaysWithin } from "../../components/calendar-days";
import { type FieldErrors, fieldErrors } from "../../lib/form-errors";
import { dateRangeErrors } from "../event-fields/event-dates";
import { eventCostOf, settlementErrors } from "../event-fields/settlement";
import { EMPTY_VENUE, readVenue, type VenueValues, venueValuesOf } from "../event-fields/venue";

/**
 * The booking form's fields, named as POST /api/requests names them, and first how the event settles
 * ("hired" or "pitch"): a pitch's fee is the request's event_cost, a hired truck's event_cost is 0.
 */
export interface BookingValues extends VenueValues {
  settlement: string;
  event_start_date: string;
  event_end_date: string;
  event_time: string;
  event_location: string;
  event_type: string;
  guest_count: string;
  event_cost: string;
  event_description: string;
}

export const EMPTY_BOOKING: BookingValues = {
  settlement: "",
  event_start_date: "",
  event_end_date: "",
  event_time: "",
  event_location: "",
  event_type: "",
  guest_count: "",
  event_cost: "",
  event_description: "",
  ...EMPTY_VENUE,
};

/**
 * The form's first values after a home search (issue 35): its days when a booking can ask for them (from
 * tomorrow, `today` in Warsaw, and no longer than an event), its place as the event's address to refine,
 * and its guests. Whatever the search did not say stays empty.
 */
export function prefilledBooking(context: SearchContext, today: string): BookingValues {
  const days = carriedDays(context, today, MAX_EVENT_DAYS);
  return {
    ...EMPTY_BOOKING,
    event_start_date: days?.start ?? "",
    // One day is a start without an end, as the date picker keeps it.
    event_end_date: days && days.end !== days.start ? days.end : "",
    event_location: context.postal_code ?? "",
    guest_count: context.guest_count === undefined ? "" : String(context.guest_count),
    // The venue's limits the search stated (issue 38).
    ...venueValuesOf(context),
  };
}

const DATE_TEXTS = {
  startDate: BOOKING_TEXTS.startDate,
  date: BOOKING_TEXTS.date,
  endBeforeStart: PROFILE_TEXTS.endBeforeStart,
  tooLong: EVENT_TEXTS.tooLong,
};

/**
 * The message for days carried from the search that the truck is busy on, known as soon as its calendar
 * has loaded — said on arrival, not after the whole form was filled in. Undefined when they are free.
 */
export function carriedDaysBusy(values: BookingValues, busyDays: readonly string[]): string | undefined {
  const start = values.event_start_date;
  if (!start) return undefined;
  const taken = busyDaysWithin(start, values.event_end_date || start, new Set(busyDays));
  if (taken.length === 0) return undefined;
  const days = taken.map((day) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`).join(", ");
  return `Food truck jest zajęty w wybranym terminie (${days}). Wybierz inne dni.`;
}

/** The body of POST /api/requests, as its shared schema takes it (the API client is typed from the same). */
type BookingRequest = v.InferInput<typeof createBookingSchema>;

/**
 * The shared schema's rules, plus what the form itself knows: the days as a range, guests required, and
 * no day the truck is known to be busy on (the server still decides: it answers 409 if one was taken).
 */
export function validateBooking(profileId: number, values: BookingValues, busyDays: readonly string[]) {
  // The cost is the settlement's to check: a pitch needs a fee above 0, a hired truck sends 0.
  const { settlement, event_cost, ...rest } = values;
  const found: FieldErrors = fieldErrors(createBookingSchema, { profile_id: profileId, ...rest });
  const settles = settlementErrors(settlement, event_cost);
  found.settlement = settles.choice;
  found.event_cost = settles.fee;
  const range = { start: values.event_start_date, end: values.event_end_date };
  const dates = dateRangeErrors(range, DATE_TEXTS);
  found.event_start_date = dates.start;
  found.event_end_date = dates.end;
  if (!dates.start && !dates.end) {
    const taken = busyDaysWithin(range.start, range.end || range.start, new Set(busyDays));
    if (taken.length > 0) found.event_start_date = BOOKING_TEXTS.truckBusy;
  }
  if (values.guest_count.trim() === "") found.guest_count = BOOKING_TEXTS.guestCount;
  const eventType = EVENT_TYPES.find((type) => type === values.event_type);
  if (!eventType) found.event_type = BOOKING_TEXTS.eventType;
  return { found, eventType };
}

/** The request body of valid values (trimmed; an empty end is left out; a hired truck's cost is 0). */
export function bookingRequest(
  profileId: number,
  values: BookingValues,
  eventType: BookingRequest["event_type"],
): BookingRequest {
  return {
    profile_id: profileId,
    event_start_date: values.event_start_date,
    ...(values.event_end_date ? { event_end_date: values.event_end_date } : {}),
    event_time: values.event_time.trim(),
    event_location: values.event_location.trim(),
    event_type: eventType,
    guest_count: Number(values.guest_count),
    event_cost: eventCostOf(values.settlement, values.event_cost),
    event_description: values.event_description.trim(),
    ...readVenue(values).body,
  };
}

/** Said beside the send button when the chosen start is too close for the request ever to be cancelled. */
export const CANCEL_CLOSED_NOTE =
  "Do wydarzenia zostało mniej niż 14 dni: tej prośby ani rezerwacji nie będzie można anulować w aplikacji " +
  "(anulowanie jest możliwe najpóźniej 14 dni przed rozpoczęciem).";

/**
 * The note for a start day already inside the 336-hour window (SPEC.md §5), known before sending rather than
 * found on the booking card afterwards; null while the day is empty, invalid or far enough away.
 */
export function cancelClosedNote(startDay: string, nowSeconds: number): string | null {
  if (!parseDay(startDay)) return null;
  return canStillCancel({ eventStartDate: warsawMidnight(startDay) }, nowSeconds) ? null : CANCEL_CLOSED_NOTE;
}

/**
 * The home search for other trucks for the same place, days, guests and venue (issue 38: when one truck
 * cannot serve everyone in time). Read by the search's own rules, so what it would drop is dropped.
 */
export function searchFor(where: Record<string, string>, guests: number): SearchFilters {
  return v.parse(searchParamsSchema, { ...where, guest_count: guests });
}
