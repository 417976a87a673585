import { and, eq, gte, isNotNull, isNull, lte } from "drizzle-orm";
import type { Db } from "../../db/client";
import { availability } from "../../db/schema";
import { daysInMonth, formatDay, isRealDate } from "../../domain/calendar";
import { ApiError } from "../../lib/errors";

export const CALENDAR_TEXTS = {
  notADay: "Taki dzień nie istnieje w kalendarzu.",
  bookedDay: "Ten dzień jest zajęty przez potwierdzoną rezerwację. Aby go zwolnić, anuluj rezerwację.",
} as const;

/** SPEC.md §3 "Availability": the busy day-of-month numbers of one month, ascending. */
export async function busyDaysOfMonth(
  db: Db,
  profileId: number,
  year: number,
  month: number,
): Promise<number[]> {
  const rows = await db
    .select({ day: availability.day })
    .from(availability)
    .where(
      and(
        eq(availability.profileId, profileId),
        gte(availability.day, formatDay(year, month, 1)),
        lte(availability.day, formatDay(year, month, daysInMonth(year, month))),
      ),
    );
  return rows.map((row) => Number(row.day.slice(8, 10))).sort((a, b) => a - b);
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
