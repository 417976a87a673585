import { addDays, parseDay, polishCalendarDay, polishCalendarDayRange } from "./calendar";

/**
 * Ranges of calendar days for changing a truck's availability in bulk (issue 36): the days a range and a
 * weekday rule pick, and the same days told back as runs. Shared by the worker and the availability page.
 */

/** The longest range one change may span, inclusive: a whole (leap) year. */
export const BULK_MAX_DAYS = 366;

const DAY_MS = 86_400_000;

function utcTime(day: string): number {
  const parsed = parseDay(day);
  if (!parsed) throw new RangeError(`Not a calendar day: ${day}`);
  return Date.UTC(parsed.year, parsed.month - 1, parsed.day);
}

/** How many days from `from` to `to` inclusive ("YYYY-MM-DD"); 0 or less when `to` is before `from`. */
export function dayCount(from: string, to: string): number {
  return Math.round((utcTime(to) - utcTime(from)) / DAY_MS) + 1;
}

/** ISO weekday of a day: 1 Monday … 7 Sunday. */
export function isoWeekday(day: string): number {
  return ((new Date(utcTime(day)).getUTCDay() + 6) % 7) + 1;
}

export interface DaySelection {
  from: string;
  to: string;
  /** Only these ISO weekdays (1 Monday … 7 Sunday) of the range; every day when absent. */
  weekdays?: readonly number[] | undefined;
  /** Only these days of the range (an undo names exactly the days it gives back). */
  days?: readonly string[] | undefined;
}

/** The days a selection picks, ascending ("YYYY-MM-DD"). The range must be at most BULK_MAX_DAYS long. */
export function selectedDays({ from, to, weekdays, days }: DaySelection): string[] {
  const count = dayCount(from, to);
  if (count > BULK_MAX_DAYS) throw new RangeError(`More than ${BULK_MAX_DAYS} days: ${from}–${to}`);
  const onlyWeekdays = weekdays ? new Set(weekdays) : null;
  const onlyDays = days ? new Set(days) : null;
  const picked: string[] = [];
  for (let index = 0; index < count; index++) {
    const day = addDays(from, index);
    if (onlyWeekdays && !onlyWeekdays.has(isoWeekday(day))) continue;
    if (onlyDays && !onlyDays.has(day)) continue;
    picked.push(day);
  }
  return picked;
}

/** Ascending days grouped into runs of consecutive days: [first, last] each. */
export function dayRuns(days: readonly string[]): [string, string][] {
  const runs: [string, string][] = [];
  for (const day of days) {
    const last = runs.at(-1);
    if (last && addDays(last[1], 1) === day) last[1] = day;
    else runs.push([day, day]);
  }
  return runs;
}

/**
 * "12.12.2026 – 14.12.2026, 20.12.2026, 21.12.2026": ascending days as people read them; three or more
 * days in a row become one range.
 */
export function polishDayList(days: readonly string[]): string {
  return dayRuns(days)
    .map(([first, last]) =>
      addDays(first, 1) === last
        ? `${polishCalendarDay(first)}, ${polishCalendarDay(last)}`
        : polishCalendarDayRange(first, last),
    )
    .join(", ");
}
