import * as v from "valibot";
import { daysInRange, parseDay } from "../domain/calendar";
import {
  compactFilters,
  guestCountParam,
  type SearchFilters,
  textParam,
  venueParamEntries,
} from "./home-search";

// What a home search carries to a truck's profile and on to its booking form (issue 35): the place, the
// days and the guests, in the URL under the home page's own names, so they survive Back, a shared link and
// a detour through the sign-in page. Shared: the home page writes them into its cards' links, the profile
// and the booking form read them (web routes' validateSearch).

/** A real calendar day "YYYY-MM-DD" before 2100 (as the search reads dates); anything else is dropped. */
const dayParam = v.fallback(
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check((text) => parseDay(text) !== null && text < "2100-01-01"),
    ),
  ),
  undefined,
);

/** The search params of /profile/{id} and /booking/{id}. Anything unusable is left out, never an error. */
export const searchContextSchema = v.object({
  postal_code: textParam(120),
  event_start_date: dayParam,
  event_end_date: dayParam,
  guest_count: guestCountParam,
  // Beyond SPEC.md (issue 38): the venue's limits, for the fit line of the profile and the booking form.
  ...venueParamEntries,
});

export type SearchContext = v.InferOutput<typeof searchContextSchema>;

/** The context as it goes into a URL: only what is set (its params are some of the home search's). */
export function compactContext(context: SearchContext): SearchContext {
  return compactFilters(context);
}

/** What of a home search travels with its result cards (the dates only when they are real days). */
export function searchContextOf(filters: SearchFilters): SearchContext {
  return compactContext(
    v.parse(searchContextSchema, {
      postal_code: filters.postal_code,
      event_start_date: filters.event_start_date,
      event_end_date: filters.event_end_date,
      guest_count: filters.guest_count,
      max_length_m: filters.max_length_m,
      site_power: filters.site_power,
      site_water: filters.site_water,
    }),
  );
}

/** Searched days, first to last (inclusive, "YYYY-MM-DD"); one day when both are the same. */
export interface DaySpan {
  start: string;
  end: string;
}

/**
 * The days a search asked about, as the search itself reads them: one date alone is that day, an end
 * before the start is no end. Null without a real day.
 */
export function searchedSpan(start: string | undefined, end: string | undefined): DaySpan | null {
  const first = [start, end].find((day) => day !== undefined && parseDay(day) !== null);
  if (first === undefined) return null;
  const last = end !== undefined && parseDay(end) !== null && end >= first ? end : first;
  return { start: first, end: last };
}

/**
 * The searched days a profile marks and a booking form fills in: from tomorrow on (`today` in Warsaw, the
 * earliest day a booking can ask for is the next one) and no longer than an event may last (`maxDays`,
 * the booking machine's MAX_EVENT_DAYS: passed in, so the home page's code does without the machine).
 * Otherwise none: a past or overlong search is simply not carried over.
 */
export function carriedDays(context: SearchContext, today: string, maxDays: number): DaySpan | null {
  const span = searchedSpan(context.event_start_date, context.event_end_date);
  if (!span || span.start <= today) return null;
  return daysInRange(span.start, span.end).length > maxDays ? null : span;
}

/** "12.12", the short form a card's line uses (the year is the searched one, written in the heading). */
export function shortDay(day: string): string {
  const [, month, date] = day.split("-");
  return `${date}.${month}`;
}

/** "Wolny 12.12", "Wolny 12.12–14.12": a card's line when the search asked about days. */
export function freeOnText(span: DaySpan): string {
  return span.start === span.end
    ? `Wolny ${shortDay(span.start)}`
    : `Wolny ${shortDay(span.start)}–${shortDay(span.end)}`;
}
