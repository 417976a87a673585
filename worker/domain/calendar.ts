/**
 * Calendar days in Europe/Warsaw (DESIGN.md §3): a day is "YYYY-MM-DD"; events and bookings store the
 * Unix seconds of 00:00 Warsaw time of their day. DST-safe: Warsaw's offset follows its summer-time rule
 * (warsawOffsetSeconds), never a constant.
 */

export const TIME_ZONE = "Europe/Warsaw";
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isRealDate(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  if (year < 1970 || year > 9999 || month < 1 || month > 12 || day < 1) return false;
  return day <= daysInMonth(year, month);
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function formatDay(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** The calendar day a Date's UTC fields name ("YYYY-MM-DD"). */
function dayOfUtcFields(date: Date): string {
  return formatDay(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

/**
 * "2026-07-12" → "12.07.2026": a calendar day as people read it, the one form for the app's pages
 * (web/src/lib/format.ts), e-mails and the server's messages.
 */
export function polishCalendarDay(day: string): string {
  const [year, month, date] = day.split("-");
  return `${date}.${month}.${year}`;
}

/** "12.07.2026", or "12.07.2026 – 14.07.2026" when `last` is a later day ("YYYY-MM-DD" both). */
export function polishCalendarDayRange(first: string, last: string): string {
  return last === first
    ? polishCalendarDay(first)
    : `${polishCalendarDay(first)} – ${polishCalendarDay(last)}`;
}

/** "YYYY-MM-DD" → its parts, or null when it is not a real calendar day. */
export function parseDay(text: string): { year: number; month: number; day: number } | null {
  const match = DAY_PATTERN.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return isRealDate(year, month, day) ? { year, month, day } : null;
}

const HOUR = 3600;
const DAY = 24 * HOUR;

/** Unix seconds of 00:00 UTC on the last Sunday of `month` (1–12) of `year`. */
function lastSundayOf(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month, 0));
  return lastDay.getTime() / 1000 - lastDay.getUTCDay() * DAY;
}

/**
 * Offset of Warsaw from UTC, in seconds, at the instant `seconds`: CET (+1 h), and CEST (+2 h) from 01:00 UTC
 * on the last Sunday of March to 01:00 UTC on the last Sunday of October, Poland's rule since 1996 (EU
 * summer time). Worked out rather than asked of Intl: a page's first Intl date format loads ICU's data,
 * ~12 ms of a phone's first render of the truck's page (decision 0035). tests/unit/calendar.test.ts checks
 * it against the runtime's time zone data on every day of 1996–2099, around 01:00 UTC and at noon. Earlier
 * instants (no data of the app's is that old) get the same rule, not Poland's clocks of the time.
 */
export function warsawOffsetSeconds(seconds: number): number {
  const year = new Date(seconds * 1000).getUTCFullYear();
  const summerStarts = lastSundayOf(year, 3) + HOUR;
  const summerEnds = lastSundayOf(year, 10) + HOUR;
  return seconds >= summerStarts && seconds < summerEnds ? 2 * HOUR : HOUR;
}

/** Warsaw's wall clock at the instant `seconds`, as the fields of a UTC date. */
function warsawWallClock(seconds: number): Date {
  const wall = new Date((seconds + warsawOffsetSeconds(seconds)) * 1000);
  // As Intl did: an instant that is none (NaN, out of Date's range) is an error, not a day called "NaN".
  if (Number.isNaN(wall.getTime())) throw new RangeError(`Not an instant: ${seconds}`);
  return wall;
}

const pad = (value: number) => String(value).padStart(2, "0");

/** The Warsaw calendar day containing the instant `seconds`. */
export function warsawDayOf(seconds: number): string {
  return dayOfUtcFields(warsawWallClock(seconds));
}

/** "HH:mm", 24-hour, Warsaw time at the instant `seconds`. */
export function warsawTimeOfDay(seconds: number): string {
  const wall = warsawWallClock(seconds);
  return `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
}

/**
 * Offset from UTC, in seconds, at the instant `seconds`, of the zone `format` was made for (an en-CA
 * format with the date, h23 hours, minutes and seconds): any calendar's zone in an import.
 */
export function zoneOffsetSeconds(format: Intl.DateTimeFormat, seconds: number): number {
  const parts = Object.fromEntries(
    format.formatToParts(new Date(seconds * 1000)).map((p) => [p.type, p.value]),
  );
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return asUtc / 1000 - seconds;
}

/** The instant `seconds` as ISO 8601 in Warsaw time with its offset: "2027-02-13T14:30:00+01:00". */
export function warsawIsoMoment(seconds: number): string {
  const wall = warsawWallClock(seconds);
  const time = `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}:${pad(wall.getUTCSeconds())}`;
  return `${dayOfUtcFields(wall)}T${time}+${pad(warsawOffsetSeconds(seconds) / HOUR)}:00`;
}

/** Unix seconds of 00:00 Warsaw time on `day` ("YYYY-MM-DD"). */
export function warsawMidnight(day: string): number {
  const parsed = parseDay(day);
  if (!parsed) throw new RangeError(`Not a calendar day: ${day}`);
  const utcMidnight = Date.UTC(parsed.year, parsed.month - 1, parsed.day) / 1000;
  // Midnight never falls in Warsaw's DST gap (02:00–03:00), so one correction step is exact.
  const guess = utcMidnight - warsawOffsetSeconds(utcMidnight);
  return utcMidnight - warsawOffsetSeconds(guess);
}

/** Every day from `start` to `end` inclusive ("YYYY-MM-DD"); empty when end is before start. */
export function daysInRange(start: string, end: string): string[] {
  const first = parseDay(start);
  const last = parseDay(end);
  if (!first || !last) return [];
  const days: string[] = [];
  const cursor = new Date(Date.UTC(first.year, first.month - 1, first.day));
  const stop = Date.UTC(last.year, last.month - 1, last.day);
  while (cursor.getTime() <= stop) {
    days.push(dayOfUtcFields(cursor));
    cursor.setUTCDate(cursor.getUTCDate() + 1);
  }
  return days;
}

/**
 * A date as requests send it: "YYYY-MM-DD" (what date inputs give) or Unix seconds of any instant of that
 * Warsaw day. Returns the day, or null when it is neither.
 */
export function dayFromInput(value: string | number): string | null {
  let day: string | null;
  if (typeof value === "number" || /^\d{9,11}$/.test(value)) {
    const seconds = Number(value);
    day =
      Number.isSafeInteger(seconds) && seconds >= 0 && seconds < LATEST_SECONDS ? warsawDayOf(seconds) : null;
  } else {
    day = parseDay(value.trim()) ? value.trim() : null;
  }
  // Dates past 2099 are typos (and would overflow the calendar math near year 9999).
  return day !== null && day < "2100-01-01" ? day : null;
}

/** 2100-01-01T00:00:00Z */
const LATEST_SECONDS = 4_102_444_800;

/** The day `count` days after `day` ("YYYY-MM-DD"; count may be negative). */
export function addDays(day: string, count: number): string {
  const parsed = parseDay(day);
  if (!parsed) throw new RangeError(`Not a calendar day: ${day}`);
  const date = new Date(Date.UTC(parsed.year, parsed.month - 1, parsed.day + count));
  return dayOfUtcFields(date);
}

/** The first day of the month containing `day`. */
export function monthStart(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

/** Calendar days from–to, both inclusive ("YYYY-MM-DD"), as GET /api/profiles/{id}/busy-days takes them. */
export type DaysFromTo = { from: string; to: string };

/** The days from the start of `day`'s month to the end of the `count`-th month (for one busy-days call). */
export function monthsSpan(day: string, count: number): DaysFromTo {
  const parsed = parseDay(monthStart(day));
  if (!parsed) throw new RangeError(`Not a calendar day: ${day}`);
  const index = parsed.year * 12 + parsed.month - 1 + count - 1;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return { from: monthStart(day), to: formatDay(year, month, daysInMonth(year, month)) };
}
