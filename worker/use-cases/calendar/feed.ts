/**
 * An owner's private calendar feed (beyond SPEC.md, issue 17): a secret address (only its hash is kept)
 * that calendar apps poll for the owner's bookings and the days they marked busy. Making a new address
 * replaces the old one; turning it off makes the old address answer 404.
 */
import { and, asc, eq, gte, inArray, isNull } from "drizzle-orm";
import type { UserRow } from "../../app-env";
import type { Db } from "../../db/client";
import { availability, bookingRequests, calendarFeeds, profiles } from "../../db/schema";
import { CONTACT_STATUSES } from "../../domain/booking-machine";
import { addDays, warsawDayOf } from "../../domain/calendar";
import { type CalendarEvent, calendarText } from "../../domain/icalendar";
import { randomToken, sha256Hex } from "../../lib/encoding";
import { DAY, nowSeconds } from "../../lib/time";
import { movesColumn } from "../bookings/reschedule-proposals";
import { bookingEvent } from "./booking-event";
import { CALENDAR_TEXTS } from "./texts";

/** Past events stay in the feed this long, so last month's bookings do not vanish from the calendar. */
const PAST_DAYS_KEPT = 90;
/** A request and the bookings its owner accepted; called-off ones are left out (the machine's lists). */
const SHOWN_STATUSES = ["pending_owner_approval", ...CONTACT_STATUSES] as const;

export function feedUrl(appUrl: string, token: string): string {
  return new URL(`/api/calendar/${token}.ics`, appUrl).toString();
}

export async function feedStatus(
  db: Db,
  user: UserRow,
): Promise<{ active: boolean; created_at: number | null }> {
  const feed = await db.query.calendarFeeds.findFirst({ where: eq(calendarFeeds.userId, user.id) });
  return { active: feed !== undefined, created_at: feed?.createdAt ?? null };
}

/** A new secret address (the old one stops working); the address is shown this once. */
export async function newFeed(db: Db, user: UserRow, appUrl: string) {
  const token = randomToken(32);
  const createdAt = nowSeconds();
  await db
    .insert(calendarFeeds)
    .values({ userId: user.id, tokenHash: await sha256Hex(token), createdAt })
    .onConflictDoUpdate({
      target: calendarFeeds.userId,
      set: { tokenHash: await sha256Hex(token), createdAt },
    });
  return { active: true, created_at: createdAt, url: feedUrl(appUrl, token) };
}

export async function revokeFeed(db: Db, user: UserRow) {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, user.id));
  return { active: false, created_at: null };
}

/** Consecutive busy days of one truck as one event. */
function busyRanges(rows: { profileId: number; day: string; truckName: string }[]): CalendarEvent[] {
  const events: CalendarEvent[] = [];
  let open: CalendarEvent | undefined;
  let openProfile = 0;
  for (const row of rows) {
    if (open && openProfile === row.profileId && addDays(open.lastDay, 1) === row.day) {
      open.lastDay = row.day;
      continue;
    }
    open = {
      uid: `busy-${row.profileId}-${row.day}@foodtruck-marketplace.pl`,
      firstDay: row.day,
      lastDay: row.day,
      summary: `${row.truckName} – ${CALENDAR_TEXTS.busyDay}`,
    };
    openProfile = row.profileId;
    events.push(open);
  }
  return events;
}

/** The feed of the token's owner as iCalendar text; undefined for an unknown or turned-off address. */
export async function feedCalendar(db: Db, token: string, appUrl: string): Promise<string | undefined> {
  const feed = await db.query.calendarFeeds.findFirst({
    where: eq(calendarFeeds.tokenHash, await sha256Hex(token)),
  });
  if (!feed) return undefined;
  const now = nowSeconds();
  const since = now - PAST_DAYS_KEPT * DAY;
  const [bookings, busy] = await Promise.all([
    db
      .select({ booking: bookingRequests, truckName: profiles.foodTruckName, moves: movesColumn() })
      .from(bookingRequests)
      .innerJoin(profiles, eq(profiles.id, bookingRequests.profileId))
      .where(
        and(
          eq(profiles.userId, feed.userId),
          inArray(bookingRequests.status, SHOWN_STATUSES),
          gte(bookingRequests.eventEndDate, since),
        ),
      )
      .orderBy(asc(bookingRequests.eventStartDate), asc(bookingRequests.id)),
    db
      .select({ profileId: availability.profileId, day: availability.day, truckName: profiles.foodTruckName })
      .from(availability)
      .innerJoin(profiles, eq(profiles.id, availability.profileId))
      .where(
        and(
          eq(profiles.userId, feed.userId),
          // Days a booking holds are in the feed as that booking.
          isNull(availability.bookingRequestId),
          gte(availability.day, warsawDayOf(since)),
        ),
      )
      .orderBy(asc(availability.profileId), asc(availability.day)),
  ]);
  return calendarText({
    name: CALENDAR_TEXTS.calendarName,
    now,
    events: [
      ...bookings.map((row) => bookingEvent(row.booking, row.truckName, appUrl, row.moves)),
      ...busyRanges(busy),
    ],
  });
}
