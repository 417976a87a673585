import {
  parseDay,
  polishCalendarDay,
  polishCalendarDayRange,
  warsawDayOf,
  warsawTimeOfDay,
} from "@shared/domain/calendar";

/**
 * The one place where the app turns dates and times into text (Polish, dd.mm.rrrr, 24-hour). Amounts:
 * `formatPln` from @shared/domain/money, which the server's e-mails use too.
 *
 * Two kinds of input:
 * - Unix seconds (created_at, event_start_date…): an instant, shown as Warsaw wall-clock time
 *   (@shared/domain/calendar), so the browser's own time zone and DST never shift a day or an hour;
 * - "YYYY-MM-DD" (the date pickers, busy days): already a Warsaw calendar day, split as text.
 *
 * No Intl here: a page's first Intl date format loads ICU's data, ~12 ms of a phone's first render of the
 * truck's page (decision 0035). The Polish names below are what Intl's pl-PL gives; a unit test compares
 * every day of several years with it.
 */

/** Months as a calendar's title names them (nominative), January first. */
const MONTHS = [
  "styczeń",
  "luty",
  "marzec",
  "kwiecień",
  "maj",
  "czerwiec",
  "lipiec",
  "sierpień",
  "wrzesień",
  "październik",
  "listopad",
  "grudzień",
] as const;

/** Months after a day's number ("15 listopada", genitive), January first. */
const MONTHS_OF_A_DAY = [
  "stycznia",
  "lutego",
  "marca",
  "kwietnia",
  "maja",
  "czerwca",
  "lipca",
  "sierpnia",
  "września",
  "października",
  "listopada",
  "grudnia",
] as const;

/** Weekdays, Monday first. */
export const WEEKDAY_NAMES: readonly { short: string; long: string }[] = [
  { short: "pon.", long: "poniedziałek" },
  { short: "wt.", long: "wtorek" },
  { short: "śr.", long: "środa" },
  { short: "czw.", long: "czwartek" },
  { short: "pt.", long: "piątek" },
  { short: "sob.", long: "sobota" },
  { short: "niedz.", long: "niedziela" },
];

/** "dd.mm.rrrr" of the Warsaw calendar day containing `seconds` (bookings store 00:00 Warsaw). */
export function formatDay(seconds: number): string {
  return formatCalendarDay(warsawDayOf(seconds));
}

/** "HH:mm", 24-hour, Warsaw time at `seconds`. */
export function formatTime(seconds: number): string {
  return warsawTimeOfDay(seconds);
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

function partsOfDay(day: string): { year: number; month: number; day: number } {
  const parsed = parseDay(day);
  if (!parsed) throw new RangeError(`Not a calendar day: ${day}`);
  return parsed;
}

/** "15 listopada" of a day's parts. */
function dayAndMonth(parts: { month: number; day: number }): string {
  return `${parts.day} ${MONTHS_OF_A_DAY[parts.month - 1] ?? ""}`;
}

/** "listopad 2026" (month 1–12). */
export function formatMonthTitle(year: number, month: number): string {
  const name = MONTHS[month - 1];
  if (name === undefined) throw new RangeError(`Not a month: ${month}`);
  return `${name} ${year}`;
}

/** "2026-11-15" → "15 listopada 2026". */
export function formatDayWords(day: string): string {
  const parts = partsOfDay(day);
  return `${dayAndMonth(parts)} ${parts.year}`;
}

/** "2026-11-15" → "15 listopada" (the year said elsewhere). */
export function formatDayMonth(day: string): string {
  return dayAndMonth(partsOfDay(day));
}

/** "2026-07-15" → "środa, 15 lipca 2026". */
export function formatDayWithWeekday(day: string): string {
  const parts = partsOfDay(day);
  // Date#getUTCDay counts from Sunday (0); WEEKDAY_NAMES from Monday.
  const weekday = (new Date(Date.UTC(parts.year, parts.month - 1, parts.day)).getUTCDay() + 6) % 7;
  return `${WEEKDAY_NAMES[weekday]?.long ?? ""}, ${dayAndMonth(parts)} ${parts.year}`;
}

/** Two-letter Polish weekday names, Sunday first as Date#getDay counts. Intl has none this short. */
const WEEKDAY_TWO_LETTERS = ["nd", "pn", "wt", "śr", "cz", "pt", "so"] as const;

/** "pn", "wt", …: a weekday's column title where three months share one row (the truck profile). */
export function formatWeekdayTwoLetters(date: Date): string {
  return WEEKDAY_TWO_LETTERS[date.getDay()] ?? "";
}
