import { formatDay as calendarDay, warsawDayOf } from "@shared/domain/calendar";
import { formatDayWords, formatMonthTitle } from "../../lib/format";

/** Calendar arithmetic for one month; months are 1–12 as in the API (SPEC.md §9). */
export interface YearMonth {
  year: number;
  month: number;
}

export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** The API accepts years 2000–2100. */
export const FIRST_MONTH: YearMonth = { year: 2000, month: 1 };
export const LAST_MONTH: YearMonth = { year: 2100, month: 12 };

function utcDate(year: number, month: number, day: number): Date {
  return new Date(Date.UTC(year, month - 1, day));
}

/** Today in Warsaw (the server's calendar day), whatever the browser's own time zone. */
export function today(now: Date = new Date()): CalendarDay {
  const [year = 0, month = 0, day = 0] = warsawDayOf(Math.floor(now.getTime() / 1000))
    .split("-")
    .map(Number);
  return { year, month, day };
}

export function compareMonths(a: YearMonth, b: YearMonth): number {
  return a.year * 12 + a.month - (b.year * 12 + b.month);
}

export function shiftMonth({ year, month }: YearMonth, delta: number): YearMonth {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function daysInMonth({ year, month }: YearMonth): number {
  return utcDate(year, month + 1, 0).getUTCDate();
}

/** "listopad 2026" */
export function monthTitle({ year, month }: YearMonth): string {
  return formatMonthTitle(year, month);
}

/** "15 listopada 2026" */
export function dayLabel({ year, month }: YearMonth, day: number): string {
  return formatDayWords(calendarDay(year, month, day));
}

/** The month as weeks of seven cells, Monday first; null fills the days of the neighbouring months. */
export function monthWeeks(yearMonth: YearMonth): (number | null)[][] {
  const leading = (utcDate(yearMonth.year, yearMonth.month, 1).getUTCDay() + 6) % 7;
  const cells: (number | null)[] = [
    ...Array.from({ length: leading }, () => null),
    ...Array.from({ length: daysInMonth(yearMonth) }, (_, index) => index + 1),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (number | null)[][] = [];
  for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7));
  return weeks;
}

/** "YYYY-MM-DD" of a day of the month. */
export function dayOf({ year, month }: YearMonth, day: number): string {
  return calendarDay(year, month, day);
}

/** The month a "YYYY-MM-DD" day is in. */
export function monthOf(day: string): YearMonth {
  return { year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)) };
}

/** The months shown side by side, starting with `first`. */
export function monthsFrom(first: YearMonth, count: number): YearMonth[] {
  return Array.from({ length: count }, (_, index) => shiftMonth(first, index));
}
