import { daysInRange, formatDay, parseDay } from "@shared/domain/calendar";
import { formatCalendarDayRange } from "../lib/format";

/** A chosen range of calendar days ("YYYY-MM-DD"); "" when not chosen; an empty end means one day. */
export interface DayRange {
  start: string;
  end: string;
}

/**
 * Calendar days ("YYYY-MM-DD", Warsaw days as the API sends them) for the date pickers. react-day-picker
 * works with Date objects at local midnight; only these two functions cross between the two, so a day
 * never shifts whatever the browser's time zone.
 */
export function dateOfDay(day: string): Date {
  const parsed = parseDay(day);
  if (!parsed) throw new RangeError(`Not a calendar day: ${day}`);
  return new Date(parsed.year, parsed.month - 1, parsed.day);
}

export function dayOfDate(date: Date): string {
  return formatDay(date.getFullYear(), date.getMonth() + 1, date.getDate());
}

/** The days of start–end (inclusive) that are in `busy`, ascending. */
export function busyDaysWithin(start: string, end: string, busy: ReadonlySet<string>): string[] {
  return daysInRange(start, end).filter((day) => busy.has(day));
}

/** "1 dzień", "2 dni", "31 dni" (Polish: only one day takes the singular). */
export function dayCount(count: number): string {
  return count === 1 ? "1 dzień" : `${count} dni`;
}

/** A chosen range in words: { days: "12.07.2026 – 14.07.2026", count: "3 dni" } (an empty end is one day). */
export function rangeParts(start: string, end: string): { days: string; count: string } {
  const last = end && end > start ? end : start;
  return { days: formatCalendarDayRange(start, last), count: dayCount(daysInRange(start, last).length) };
}

/** What the field says for a chosen range: "12.07.2026 (1 dzień)", "12.07.2026 – 14.07.2026 (3 dni)". */
export function rangeText(start: string, end: string): string {
  if (!start) return "";
  const { days, count } = rangeParts(start, end);
  return `${days} (${count})`;
}
