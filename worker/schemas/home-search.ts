import * as v from "valibot";
import { DIETARY, type DietaryCode } from "../domain/offer-catalogue";
import { POWER_KINDS } from "../domain/truck-needs";
import { SEARCH_SORTS } from "./profile-texts";

// The home page's URL (the SPA's route "/") and the search it makes: shared, because the worker answers
// that search inside the page it serves (decision 0014) and the SPA must recognise the same request.

/**
 * A free-text search param. TanStack Router JSON-parses URL values, so a hand-typed `?postal_code=31000`
 * arrives as a number: accept it and read it as text. Anything unusable is dropped, never an error page.
 */
export const textParam = (maxLength: number) =>
  v.fallback(
    v.optional(
      v.pipe(
        v.union([v.string(), v.number()]),
        v.transform(String),
        v.trim(),
        v.maxLength(maxLength),
        v.transform((text) => text || undefined),
      ),
    ),
    undefined,
  );

/** `?long_term_rental=true` parses to a boolean; only "on" is kept, so "off" never shows in the URL. */
const flagParam = v.fallback(
  v.optional(
    v.pipe(
      v.union([v.boolean(), v.string(), v.number()]),
      v.transform((value) =>
        value === true || value === "true" || value === 1 || value === "1" ? true : undefined,
      ),
    ),
  ),
  undefined,
);

/** A number in a range, as the router parses it (or as typed text); anything else is dropped. */
const numberParam = (min: number, max: number) =>
  v.fallback(
    v.optional(
      v.pipe(
        v.union([v.number(), v.pipe(v.string(), v.trim(), v.regex(/^\d+([.,]\d+)?$/))]),
        v.transform((value) => (typeof value === "number" ? value : Number(value.replace(",", ".")))),
        v.minValue(min),
        v.maxValue(max),
      ),
    ),
    undefined,
  );

/** "vegan,gluten_free": known dietary codes, in the catalogue's order, each once; others are dropped. */
const dietaryParam = v.fallback(
  v.optional(
    v.pipe(
      v.string(),
      v.maxLength(60),
      v.transform((text) => {
        const asked = new Set(text.split(","));
        const known = Object.keys(DIETARY).filter((code): code is DietaryCode => asked.has(code));
        return known.length > 0 ? known.join(",") : undefined;
      }),
    ),
  ),
  undefined,
);

/** A venue's longest truck in metres, 1–50, kept to one decimal as the API takes it. */
const lengthParam = v.fallback(
  v.optional(
    v.pipe(
      v.union([v.number(), v.pipe(v.string(), v.trim(), v.regex(/^\d+([.,]\d+)?$/))]),
      v.transform((value) => (typeof value === "number" ? value : Number(value.replace(",", ".")))),
      v.transform((value) => Math.round(value * 10) / 10),
      v.minValue(1),
      v.maxValue(50),
    ),
  ),
  undefined,
);

/** `?site_water=true|false` (the router parses them to booleans); anything else is dropped. */
const yesNoParam = v.fallback(
  v.optional(
    v.pipe(
      v.union([v.boolean(), v.string()]),
      v.transform((value) =>
        value === true || value === "true" ? true : value === false || value === "false" ? false : undefined,
      ),
    ),
  ),
  undefined,
);

/**
 * Beyond SPEC.md (issue 38): the venue's limits (the longest truck, the power and water on site), under the
 * API's names. They narrow the search (trucks known not to fit go) and travel with the place, the days and
 * the guests to the profile and the booking form, which say whether the truck fits.
 */
export const venueParamEntries = {
  max_length_m: lengthParam,
  site_power: v.fallback(v.optional(v.picklist(POWER_KINDS)), undefined),
  site_water: yesNoParam,
};

/** Guests, as the booking form takes them: a whole number from 1 to 100,000. */
export const guestCountParam = v.fallback(
  v.optional(
    v.pipe(
      v.union([v.number(), v.pipe(v.string(), v.trim(), v.regex(/^\d+$/), v.transform(Number))]),
      v.integer(),
      v.minValue(1),
      v.maxValue(100_000),
    ),
  ),
  undefined,
);

/**
 * The home page's search params: the filters of GET /api/profiles, under the API's own names. Beyond
 * SPEC.md (issue 16): the order and the dietary, rating and budget filters.
 */
export const searchParamsSchema = v.object({
  cuisine: textParam(40),
  postal_code: textParam(120),
  event_start_date: textParam(20),
  event_end_date: textParam(20),
  long_term_rental: flagParam,
  sort: v.fallback(v.optional(v.picklist(SEARCH_SORTS)), undefined),
  dietary: dietaryParam,
  min_rating: numberParam(1, 5),
  max_price: numberParam(1, 1000),
  /**
   * Beyond SPEC.md (issue 35): how many guests the organizer expects. It narrows nothing; it travels with
   * the place and the days into the booking form (which says whether one truck serves them in time).
   */
  guest_count: guestCountParam,
  ...venueParamEntries,
});

export type SearchFilters = v.InferOutput<typeof searchParamsSchema>;

/** The filters with empty ones left out: what goes into the URL and into the query key. */
export function compactFilters(filters: SearchFilters): SearchFilters {
  const compact: SearchFilters = {};
  if (filters.cuisine) compact.cuisine = filters.cuisine;
  if (filters.postal_code) compact.postal_code = filters.postal_code;
  if (filters.event_start_date) compact.event_start_date = filters.event_start_date;
  if (filters.event_end_date) compact.event_end_date = filters.event_end_date;
  if (filters.long_term_rental) compact.long_term_rental = true;
  // Relevance is the default order: it stays out of the URL.
  if (filters.sort && filters.sort !== "relevance") compact.sort = filters.sort;
  if (filters.dietary) compact.dietary = filters.dietary;
  if (filters.min_rating !== undefined) compact.min_rating = filters.min_rating;
  if (filters.max_price !== undefined) compact.max_price = filters.max_price;
  if (filters.guest_count !== undefined) compact.guest_count = filters.guest_count;
  if (filters.max_length_m !== undefined) compact.max_length_m = filters.max_length_m;
  if (filters.site_power !== undefined) compact.site_power = filters.site_power;
  if (filters.site_water !== undefined) compact.site_water = filters.site_water;
  return compact;
}

/** Whether anything narrows the results (an order or a guest count alone shows all trucks). */
export function hasFilters(filters: SearchFilters): boolean {
  return Object.keys(apiQuery(filters)).some((name) => name !== "sort");
}

/** Trucks per page of results ("Pokaż więcej" loads the next page). */
export const SEARCH_PAGE_SIZE = 24;

/** The API's query strings (all values are text; empty ones are omitted; the guests are not the API's). */
export function apiQuery(filters: SearchFilters) {
  const compact = compactFilters(filters);
  return {
    ...(compact.cuisine ? { cuisine: compact.cuisine } : {}),
    ...(compact.postal_code ? { postal_code: compact.postal_code } : {}),
    ...(compact.event_start_date ? { event_start_date: compact.event_start_date } : {}),
    ...(compact.event_end_date ? { event_end_date: compact.event_end_date } : {}),
    ...(compact.long_term_rental ? { long_term_rental: "true" as const } : {}),
    ...(compact.sort ? { sort: compact.sort } : {}),
    ...(compact.dietary ? { dietary: compact.dietary } : {}),
    ...(compact.min_rating === undefined ? {} : { min_rating: String(compact.min_rating) }),
    ...(compact.max_price === undefined ? {} : { max_price: String(compact.max_price) }),
    ...(compact.max_length_m === undefined ? {} : { max_length_m: String(compact.max_length_m) }),
    ...(compact.site_power === undefined ? {} : { site_power: compact.site_power }),
    ...(compact.site_water === undefined ? {} : { site_water: String(compact.site_water) }),
  };
}

/** GET /api/profiles's query for one page of results, in the order the SPA's API client sends it. */
export function searchPageQuery(filters: SearchFilters, offset: number) {
  return { ...apiQuery(filters), limit: String(SEARCH_PAGE_SIZE), offset: String(offset) };
}

/** The URL of that GET as the SPA's API client requests it: the page answer's key (decision 0014). */
export function searchPageUrl(filters: SearchFilters, offset: number): string {
  return `/api/profiles?${new URLSearchParams(searchPageQuery(filters, offset))}`;
}
