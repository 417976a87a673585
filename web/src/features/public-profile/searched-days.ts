import { daysInRange } from "@shared/domain/calendar";
import type { DaySpan } from "@shared/schemas/search-context";
import { busyDaysWithin } from "../../components/calendar-days";
import { formatCalendarDay, formatCalendarDayRange } from "../../lib/format";

/** Whether the truck can come on the searched days, in plain words (issue 35). */
export interface SearchedDaysVerdict {
  free: boolean;
  text: string;
}

/**
 * "Wolny w wybranym terminie (12.12.2026)."; when some days are taken, which ones. `busy` are the truck's
 * busy days ("YYYY-MM-DD") over at least the searched span.
 */
export function searchedDaysVerdict(span: DaySpan, busy: readonly string[]): SearchedDaysVerdict {
  const days = formatCalendarDayRange(span.start, span.end);
  const taken = busyDaysWithin(span.start, span.end, new Set(busy));
  if (taken.length === 0) return { free: true, text: `Wolny w wybranym terminie (${days}).` };
  const oneDay = span.start === span.end;
  if (oneDay) return { free: false, text: `Zajęty w wybranym terminie (${days}).` };
  if (taken.length === daysInRange(span.start, span.end).length)
    return { free: false, text: `Zajęty przez cały wybrany termin (${days}).` };
  const list = taken.map(formatCalendarDay).join(", ");
  const takenWords = taken.length === 1 ? `zajęty jest dzień ${list}` : `zajęte są dni ${list}`;
  return { free: false, text: `W wybranym terminie (${days}) ${takenWords}; pozostałe dni są wolne.` };
}
