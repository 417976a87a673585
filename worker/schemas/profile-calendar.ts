import { MAX_EVENT_DAYS } from "../domain/booking-machine";
import { type DaysFromTo, monthsSpan } from "../domain/calendar";
import { carriedDays, type DaySpan, type SearchContext } from "./search-context";

/** A truck page's calendar shows this month and the next two (or the searched month and the next two). */
export const PROFILE_CALENDAR_MONTHS = 3;

/**
 * What a truck page's calendar shows (issue 35): the searched days it marks, if the context carries
 * usable ones, and the months whose busy days it asks for in one call. Shared: the SPA's calendar shows
 * them, and the worker loads the same busy days for the page's first screen (decision 0033).
 */
export function profileCalendarMonths(
  context: SearchContext,
  today: string,
): { searched: DaySpan | null; span: DaysFromTo } {
  const searched = carriedDays(context, today, MAX_EVENT_DAYS);
  return { searched, span: monthsSpan(searched?.start ?? today, PROFILE_CALENDAR_MONTHS) };
}

/** GET /api/profiles/{id}/busy-days for those months, as the SPA's API client writes it. */
export const busyDaysApiUrl = (profileId: string, span: DaysFromTo) =>
  `/api/profiles/${profileId}/busy-days?from=${span.from}&to=${span.to}`;
