import { and, eq, isNotNull, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { availability } from "../../db/schema";
import {
  dayFromInput,
  daysInMonth,
  daysInRange,
  formatDay,
  isRealDate,
  warsawDayOf,
  warsawMidnight,
} from "../../domain/calendar";
import { ApiError } from "../../lib/errors";
import { nowSeconds } from "../../lib/time";
import { busyDaysDuring } from "./busy-days";

/** The longest range the public calendar answers at once (about half a year). */
export const MAX_CALENDAR_RANGE_DAYS = 186;

export const CALENDAR_TEXTS = {
  rangeOrder: "Data końcowa nie może być wcześniejsza niż początkowa.",
  rangeTooLong: `Zakres może obejmować najwyżej ${MAX_CALENDAR_RANGE_DAYS} dni.`,
  notADate: "Taki dzień nie istnieje w kalendarzu.",
  notADay: "Taki dzień nie istnieje w kalendarzu.",
  bookedDay: "Ten dzień jest zajęty przez potwierdzoną rezerwację. Aby go zwolnić, anuluj rezerwację.",
  pastDay: "Ten dzień już minął – jego dostępności nie można zmienić.",
} as const;

/**
 * SPEC.md §3 "Availability": the day-of-month numbers of one month the truck cannot take (marked busy or
 * held by a booking; nothing about who booked), ascending.
 */
export async function busyDaysOfMonth(
  db: Db,
  profileId: number,
  year: number,
  month: number,
): Promise<number[]> {
  const startDay = formatDay(year, month, 1);
  const endDay = formatDay(year, month, daysInMonth(year, month));
  const days = await busyDaysDuring(db, profileId, {
    startDay,
    endDay,
    startSeconds: warsawMidnight(startDay),
    endSeconds: warsawMidnight(endDay),
  });
  return days.map((day) => Number(day.slice(8, 10)));
}

/** Every day from–to the truck cannot take, as "YYYY-MM-DD" (for a date picker); nothing about who booked. */
export async function busyDaysBetween(
  db: Db,
  profileId: number,
  from: string,
  to: string,
): Promise<string[]> {
  const startDay = dayFromInput(from);
  const endDay = dayFromInput(to);
  if (!startDay || !endDay) throw new ApiError(400, CALENDAR_TEXTS.notADate);
  if (endDay < startDay) throw new ApiError(400, CALENDAR_TEXTS.rangeOrder);
  if (daysInRange(startDay, endDay).length > MAX_CALENDAR_RANGE_DAYS) {
    throw new ApiError(400, CALENDAR_TEXTS.rangeTooLong);
  }
  return busyDaysDuring(db, profileId, {
    startDay,
    endDay,
    startSeconds: warsawMidnight(startDay),
    endSeconds: warsawMidnight(endDay),
  });
}

/**
 * The owner marks a day busy or frees it. A day held by a confirmed booking cannot be freed by a click
 * (DESIGN.md §7): 409, and the booking keeps it.
 */
export async function setDayAvailability(
  db: Db,
  profileId: number,
  change: { year: number; month: number; day: number; isUnavailable: boolean },
) {
  const { year, month, day, isUnavailable } = change;
  if (!isRealDate(year, month, day)) throw new ApiError(400, CALENDAR_TEXTS.notADay);
  const date = formatDay(year, month, day);
  // Days already past (in Warsaw) are history: neither a new busy mark nor freeing one means anything.
  if (date < warsawDayOf(nowSeconds())) throw new ApiError(400, CALENDAR_TEXTS.pastDay, { field: "day" });
  if (isUnavailable) {
    await db.insert(availability).values({ profileId, day: date }).onConflictDoNothing();
  } else {
    const sameDay = and(eq(availability.profileId, profileId), eq(availability.day, date));
    const [heldByBooking] = await db.batch([
      db
        .select({ id: availability.bookingRequestId })
        .from(availability)
        .where(and(sameDay, isNotNull(availability.bookingRequestId))),
      db.delete(availability).where(and(sameDay, isNull(availability.bookingRequestId))),
    ]);
    if (heldByBooking.length > 0) throw new ApiError(409, CALENDAR_TEXTS.bookedDay);
  }
  return { day: date, isUnavailable };
}
