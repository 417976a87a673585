import {
  formatDay as calendarDay,
  parseDay,
  polishCalendarDay,
  polishCalendarDayRange,
  TIME_ZONE,
  warsawDayOf,
} from "@shared/domain/calendar";

/**
 * The one place where the app turns dates and times into text (Polish, dd.mm.rrrr, 24-hour). Amounts:
 * `formatPln` from @shared/domain/money, which the server's e-mails use too.
 *
 * Two kinds of input:
 * - Unix seconds (created_at, event_start_date…): an instant, shown as Warsaw wall-clock time through Intl
 *   (pl-PL, Europe/Warsaw), so the browser's own time zone and DST never shift a day or an hour;
 * - "YYYY-MM-DD" (the date pickers, busy days): already a Warsaw calendar day, split as text; the spelled-out
 *   labels format it as a UTC date in UTC, which no time zone can shift either.
 */

const LOCALE = "pl-PL";

/**
 * A formatter made on its first use, not when the app loads: building one costs milliseconds (the one with
 * Warsaw's time zone about 50 ms the first time on this machine), and a page uses few of them.
 */
function lazily<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

// h23, not hour12: false, which some engines show as "24:00" at midnight.
const warsawTime = lazily(
  () =>
    new Intl.DateTimeFormat(LOCALE, {
      timeZone: TIME_ZONE,
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }),
);

/** "dd.mm.rrrr" of the Warsaw calendar day containing `seconds` (bookings store 00:00 Warsaw). */
export function formatDay(seconds: number): string {
  return formatCalendarDay(warsawDayOf(seconds));
}

/** "HH:mm", 24-hour, Warsaw time at `seconds`. */
export function formatTime(seconds: number): string {
  return warsawTime().format(new Date(seconds * 1000));
}

/** "dd.mm.rrrr, HH:mm", Warsaw time at `seconds`. */
export function formatDateTime(seconds: number): string {
  return `${formatDay(seconds)}, ${formatTime(seconds)}`;
}

/** The days of formatDayRange: one, or the first and the last (for a layout that breaks between them). */
export function dayRangeParts(start: number, end: number): [string] | [string, string] {
  const first = formatDay(start);
  const last = formatDay(end);
  return first === last ? [first] : [first, last];
}

/** One day, or "od – do" when the event lasts several days (Unix seconds of both days). */
export function formatDayRange(start: number, end: number): string {
  return dayRangeParts(start, end).join(" – ");
}

/** "2026-07-12" → "12.07.2026": a calendar day as the app shows it (the same form as the server's texts). */
export const formatCalendarDay = polishCalendarDay;

/** "12.07.2026", or "12.07.2026 – 14.07.2026" when `last` is a later day ("YYYY-MM-DD" both). */
export const formatCalendarDayRange = polishCalendarDayRange;

// Spelled-out labels of the calendars (month titles, day names for screen readers): built and shown in UTC.
const monthTitleFormat = lazily(
  () => new Intl.DateTimeFormat(LOCALE, { month: "long", year: "numeric", timeZone: "UTC" }),
);
const dayWordsFormat = lazily(
  () => new Intl.DateTimeFormat(LOCALE, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }),
);
const dayMonthFormat = lazily(
  () => new Intl.DateTimeFormat(LOCALE, { day: "numeric", month: "long", timeZone: "UTC" }),
);
const dayWithWeekdayFormat = lazily(
  () =>
    new Intl.DateTimeFormat(LOCALE, {
      weekday: "long",
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    }),
);

function utcDateOfDay(day: string): Date {
  const parsed = parseDay(day);
  if (!parsed) throw new RangeError(`Not a calendar day: ${day}`);
  return new Date(Date.UTC(parsed.year, parsed.month - 1, parsed.day));
}

/** "listopad 2026" (month 1–12). */
export function formatMonthTitle(year: number, month: number): string {
  return monthTitleFormat().format(utcDateOfDay(calendarDay(year, month, 1)));
}

/** "2026-11-15" → "15 listopada 2026". */
export function formatDayWords(day: string): string {
  return dayWordsFormat().format(utcDateOfDay(day));
}

/** "2026-11-15" → "15 listopada" (the year said elsewhere). */
export function formatDayMonth(day: string): string {
  return dayMonthFormat().format(utcDateOfDay(day));
}

/** "2026-07-15" → "środa, 15 lipca 2026". */
export function formatDayWithWeekday(day: string): string {
  return dayWithWeekdayFormat().format(utcDateOfDay(day));
}

/** Monday first, from the browser's Polish locale data: [{ short: "pon.", long: "poniedziałek" }, …]. */
export const weekdayNames: () => readonly { short: string; long: string }[] = lazily(() => {
  const short = new Intl.DateTimeFormat(LOCALE, { weekday: "short", timeZone: "UTC" });
  const long = new Intl.DateTimeFormat(LOCALE, { weekday: "long", timeZone: "UTC" });
  return Array.from({ length: 7 }, (_, index) => {
    const date = utcDateOfDay(calendarDay(2024, 1, 1 + index)); // 1 January 2024 was a Monday.
    return { short: short.format(date), long: long.format(date) };
  });
});

/** Two-letter Polish weekday names, Sunday first as Date#getDay counts. Intl has none this short. */
const WEEKDAY_TWO_LETTERS = ["nd", "pn", "wt", "śr", "cz", "pt", "so"] as const;

/** "pn", "wt", …: a weekday's column title where three months share one row (the truck profile). */
export function formatWeekdayTwoLetters(date: Date): string {
  return WEEKDAY_TWO_LETTERS[date.getDay()] ?? "";
}
