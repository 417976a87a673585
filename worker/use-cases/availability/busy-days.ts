import { and, eq, exists, gte, isNull, lte, ne, or, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  AVAILABILITY_DAY_INDEX,
  availability,
  bookingRequests,
  calendarImports,
  holdingStatusSql,
  IMPORTED_BUSY_DAY_INDEX,
  importedBusyDays,
  profiles,
} from "../../db/schema";
import { daysInRange, warsawDayOf } from "../../domain/calendar";
import type { EventDays } from "../event-days";

/**
 * The truck's calendar rows (marked by its owner or held by an accepted booking) within the days; a
 * booking moving to new dates leaves its own rows out (`exceptBooking`).
 */
function calendarRowsWithin(profileId: SQLWrapper | number, days: EventDays, exceptBooking?: number) {
  return and(
    eq(availability.profileId, profileId),
    gte(availability.day, days.startDay),
    lte(availability.day, days.endDay),
    exceptBooking === undefined
      ? undefined
      : or(isNull(availability.bookingRequestId), ne(availability.bookingRequestId, exceptBooking)),
  );
}

/** Its bookings in a holding status that overlap the days (but `exceptBooking`). */
function holdingBookingsWithin(profileId: SQLWrapper | number, days: EventDays, exceptBooking?: number) {
  return and(
    eq(bookingRequests.profileId, profileId),
    // Written out, not bound: SQLite then probes the partial index of holding bookings (bookings_holding_idx).
    sql`${bookingRequests.status} IN ${holdingStatusSql()}`,
    lte(bookingRequests.eventStartDate, days.endSeconds),
    gte(bookingRequests.eventEndDate, days.startSeconds),
    exceptBooking === undefined ? undefined : ne(bookingRequests.id, exceptBooking),
  );
}

/** Up to a week the calendar is probed day by day; longer ranges probe each truck's range at once. */
const DAY_BY_DAY_MAX_DAYS = 7;

/**
 * The truck has a calendar row within the days. Over up to a week it probes `availability_day_idx (day,
 * profile_id)` once per day: when a search checks hundreds of trucks, every probe lands in the same few
 * index pages of those days, which stay in SQLite's cache, while the range probe of the primary key reads
 * one page per truck, most of them from disk (≈ 5 µs each, about 4 ms of a search around Łódź; decision
 * 0021). By a month the range probe is cheaper again.
 */
function calendarBusy(db: Db, profileId: SQLWrapper | number, days: EventDays): SQL {
  const dayList = daysInRange(days.startDay, days.endDay);
  if (dayList.length <= DAY_BY_DAY_MAX_DAYS) {
    // INDEXED BY: the planner would take the primary key (profile_id, day) with the same estimate.
    return sql`exists (select 1 from ${availability} indexed by ${sql.identifier(AVAILABILITY_DAY_INDEX)} where ${availability.day} in ${dayList} and ${availability.profileId} = ${profileId})`;
  }
  return exists(
    db.select({ day: availability.day }).from(availability).where(calendarRowsWithin(profileId, days)),
  );
}

/** Its imported calendar's busy days within the days (issue 36). */
function importedRowsWithin(profileId: SQLWrapper | number, days: EventDays) {
  return and(
    eq(importedBusyDays.profileId, profileId),
    gte(importedBusyDays.day, days.startDay),
    lte(importedBusyDays.day, days.endDay),
  );
}

/**
 * The truck's imported calendar has a busy day within the days: probed as calendarBusy probes, and only
 * for a truck that imports one (one lookup in the small calendar_imports table, by its rowid), so the many
 * trucks without an import cost a search one probe, not one per day.
 */
function importedBusy(db: Db, profileId: SQLWrapper | number, days: EventDays): SQL {
  const dayList = daysInRange(days.startDay, days.endDay);
  const probe =
    dayList.length <= DAY_BY_DAY_MAX_DAYS
      ? sql`exists (select 1 from ${importedBusyDays} indexed by ${sql.identifier(IMPORTED_BUSY_DAY_INDEX)} where ${importedBusyDays.day} in ${dayList} and ${importedBusyDays.profileId} = ${profileId})`
      : exists(
          db
            .select({ day: importedBusyDays.day })
            .from(importedBusyDays)
            .where(importedRowsWithin(profileId, days)),
        );
  return sql`(${profileId} in (select ${calendarImports.profileId} from ${calendarImports}) and ${probe})`;
}

/**
 * "The truck is busy on at least one of these days": the one definition that search, invitations,
 * accepting and requests share. The source of truth is the truck's calendar (`availability`: days its
 * owner marked, and the days an accepted booking holds, written in the accepting batch and freed by
 * cancelling), and the days its owner's own calendar makes busy (`imported_busy_days`, issue 36). A
 * booking in a holding status counts for its days too, so a booking written some other way (an import,
 * an admin fix) never lets a second one in.
 */
export function truckBusyDuring(db: Db, profileId: SQLWrapper | number, days: EventDays): SQL {
  const busy = or(
    calendarBusy(db, profileId, days),
    importedBusy(db, profileId, days),
    exists(
      db
        .select({ id: bookingRequests.id })
        .from(bookingRequests)
        .where(holdingBookingsWithin(profileId, days)),
    ),
  );
  if (!busy) throw new Error("unreachable: or() of three conditions");
  return busy;
}

/**
 * The days in the range the truck cannot take, ascending ("YYYY-MM-DD"), by the same definition.
 * Nothing about who booked them. A booking moving to new dates (`exceptBooking`) does not block itself.
 */
export async function busyDaysDuring(
  db: Db,
  profileId: number,
  days: EventDays,
  exceptBooking?: number,
): Promise<string[]> {
  const [calendarRows, importedRows, holding] = await db.batch([
    db
      .select({ day: availability.day })
      .from(availability)
      .where(calendarRowsWithin(profileId, days, exceptBooking)),
    db
      .select({ day: importedBusyDays.day })
      .from(importedBusyDays)
      .where(importedRowsWithin(profileId, days)),
    db
      .select({ start: bookingRequests.eventStartDate, end: bookingRequests.eventEndDate })
      .from(bookingRequests)
      .where(holdingBookingsWithin(profileId, days, exceptBooking)),
  ]);
  const busy = new Set([...calendarRows, ...importedRows].map((row) => row.day));
  for (const booking of holding) {
    for (const day of daysInRange(warsawDayOf(booking.start), warsawDayOf(booking.end))) {
      if (day >= days.startDay && day <= days.endDay) busy.add(day);
    }
  }
  return [...busy].sort();
}

export async function isTruckBusy(db: Db, profileId: number, days: EventDays): Promise<boolean> {
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.id, profileId), truckBusyDuring(db, profiles.id, days)))
    .limit(1);
  return row !== undefined;
}
