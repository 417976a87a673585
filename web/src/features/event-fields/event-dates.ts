import { MAX_EVENT_DAYS } from "@shared/domain/booking-machine";
import { daysInRange, parseDay } from "@shared/domain/calendar";
import type { DayRange } from "../../components/calendar-days";

export interface DateRangeTexts {
  /** No start day chosen. */
  startDate: string;
  /** Not a calendar day. */
  date: string;
  endBeforeStart: string;
  tooLong: string;
  /** Before `earliest`; without it the server alone says so (the picker does not offer such days). */
  pastDate?: string;
}

/**
 * The rules both event forms share for their days (the server's, worker/use-cases/event-days.ts): a start is
 * required, the end is optional and not before it, at most MAX_EVENT_DAYS days.
 */
export function dateRangeErrors(
  range: DayRange,
  texts: DateRangeTexts,
  earliest?: string,
): { start?: string; end?: string } {
  const { start, end } = range;
  if (!start) return { start: texts.startDate };
  if (!parseDay(start)) return { start: texts.date };
  if (earliest && texts.pastDate && start < earliest) return { start: texts.pastDate };
  if (!end) return {};
  if (!parseDay(end)) return { end: texts.date };
  if (end < start) return { end: texts.endBeforeStart };
  if (daysInRange(start, end).length > MAX_EVENT_DAYS) return { end: texts.tooLong };
  return {};
}
