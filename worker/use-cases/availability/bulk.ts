import { type AnyColumn, and, eq, isNotNull, isNull, notExists, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { Db } from "../../db/client";
import { insertFrom } from "../../db/insert-where";
import { availability } from "../../db/schema";
import { polishDayList, selectedDays } from "../../domain/availability-range";
import { warsawDayOf } from "../../domain/calendar";
import { ApiError } from "../../lib/errors";
import { nowSeconds } from "../../lib/time";
import type { BulkAvailabilityChange } from "../../schemas/availability-bulk";

export interface BulkAvailabilityResult {
  available: boolean;
  /** How many days now have the asked availability that did not before. */
  changed: number;
  /** How many of the picked days were already past (in Warsaw) and left as they were. */
  skipped: number;
  /** The days that changed, ascending ("YYYY-MM-DD"): what an undo gives back. */
  changed_days: string[];
}

/**
 * Why nothing was written: some picked days are held by a booking. It says first that nothing changed (the
 * change is all or nothing), names the days, and what to do instead.
 */
function heldDaysMessage(available: boolean, held: readonly string[]): string {
  const list = polishDayList(held);
  const one = held.length === 1;
  const which = one ? `dzień ${list} jest zarezerwowany` : `dni ${list} są zarezerwowane`;
  if (available) {
    return `Nic nie zmieniono: ${which} – ${one ? "zwolni go" : "zwolni je"} dopiero anulowanie rezerwacji. Wybierz okres bez ${one ? "niego" : "nich"}.`;
  }
  return one
    ? `Nic nie zmieniono: ${which}, więc i tak pozostanie zajęty. Wybierz okres bez niego (np. dwa krótsze).`
    : `Nic nie zmieniono: ${which}, więc i tak pozostaną zajęte. Wybierz okres bez nich (np. kilka krótszych).`;
}

/**
 * The owner makes many days available or not at once (issue 36). Past days are skipped. A day held by a
 * booking refuses the whole change, in either direction: it cannot be freed but by cancelling (as the day
 * toggle), and a busy mark the owner puts on it would not be theirs to keep — it ends with the booking, so a
 * "closed in December" with a booking inside would silently reopen that day when the booking is cancelled.
 * One batch: the rows as they were, then a write that happens only if none of the days is held, so a
 * booking accepted meanwhile cannot slip between the check and the write. Repeating a change changes nothing.
 */
export async function setAvailabilityInBulk(
  db: Db,
  profileId: number,
  change: BulkAvailabilityChange,
  today: string = warsawDayOf(nowSeconds()),
): Promise<BulkAvailabilityResult> {
  const picked = selectedDays(change);
  const days = picked.filter((day) => day >= today);
  const skipped = picked.length - days.length;
  if (days.length === 0) return { available: change.available, changed: 0, skipped, changed_days: [] };

  // One bound parameter for the whole list (D1 allows 100 per statement).
  const dayList = sql`json_each(${JSON.stringify(days)})`;
  const pickedDay = (column: AnyColumn) => sql`${column} IN (SELECT value FROM ${dayList})`;
  const held = alias(availability, "held");
  const noneHeld = notExists(
    db
      .select({ day: held.day })
      .from(held)
      .where(and(eq(held.profileId, profileId), isNotNull(held.bookingRequestId), pickedDay(held.day))),
  );
  const write = change.available
    ? db
        .delete(availability)
        .where(
          and(
            eq(availability.profileId, profileId),
            pickedDay(availability.day),
            isNull(availability.bookingRequestId),
            noneHeld,
          ),
        )
    : insertFrom(
        db,
        availability,
        { profileId, day: sql`value` },
        dayList,
        sql`${noneHeld} AND value NOT IN (SELECT ${availability.day} FROM ${availability} WHERE ${eq(availability.profileId, profileId)})`,
      );
  const [before] = await db.batch([
    db
      .select({ day: availability.day, bookingRequestId: availability.bookingRequestId })
      .from(availability)
      .where(and(eq(availability.profileId, profileId), pickedDay(availability.day))),
    write,
  ]);

  const heldDays = before.filter((row) => row.bookingRequestId !== null).map((row) => row.day);
  if (heldDays.length > 0) {
    throw new ApiError(409, heldDaysMessage(change.available, heldDays.sort()), {
      held_days: heldDays.join(","),
    });
  }
  const busyBefore = new Set(before.map((row) => row.day));
  const changedDays = change.available
    ? days.filter((day) => busyBefore.has(day))
    : days.filter((day) => !busyBefore.has(day));
  return { available: change.available, changed: changedDays.length, skipped, changed_days: changedDays };
}
