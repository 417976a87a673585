/** One booking as an .ics file for either party (issue 17): to add to any calendar app. */
import { calendarText } from "../../domain/icalendar";
import { nowSeconds } from "../../lib/time";
import type { LoadedBooking } from "../bookings/queries";
import { acceptedMoves } from "../bookings/reschedule-proposals";
import { bookingEvent } from "./booking-event";

export function bookingCalendar(loaded: LoadedBooking, appUrl: string): string {
  return calendarText({
    name: loaded.truckName,
    now: nowSeconds(),
    events: [bookingEvent(loaded.booking, loaded.truckName, appUrl, acceptedMoves(loaded.reschedules))],
  });
}
