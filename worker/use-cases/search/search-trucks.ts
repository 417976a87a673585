import type { Db } from "../../db/client";
import { dayFromInput, daysInRange, warsawMidnight } from "../../domain/calendar";
import { resolvePlace } from "../../domain/gazetteer";
import { DISHES, DRINKS } from "../../domain/offer-catalogue";
import { suggestPlaces } from "../../domain/place-suggestions";
import { hasVenueLimits } from "../../domain/truck-needs";
import { ApiError } from "../../lib/errors";
import { PROFILE_TEXTS, type ProfileSearchQuery } from "../../schemas/profiles";
import { venueOf } from "../../schemas/truck-needs";
import type { EventDays } from "../event-days";
import { type ProfileDto, profileDto } from "../profiles/queries";
import { anyBaseLocationContains, type SearchFilter, searchProfiles } from "./profile-search";

export const SEARCH_TEXTS = {
  badDate: "Nieprawidłowa data. Użyj formatu RRRR-MM-DD.",
  rangeTooLong: "Zakres dat może obejmować najwyżej 366 dni.",
  unknownCuisine: "Nieznany rodzaj kuchni.",
} as const;

const DEFAULT_PAGE_SIZE = 24;
/** Places offered instead of a location nothing is known about. */
const NOT_FOUND_SUGGESTIONS = 5;
const MAX_SEARCH_DAYS = 366;

/** The searched days: one date alone means that day; both must be real days in order, within a year. */
function searchDays(
  query: Pick<ProfileSearchQuery, "event_start_date" | "event_end_date">,
): EventDays | undefined {
  if (!query.event_start_date && !query.event_end_date) return undefined;
  const startDay = dayFromInput(query.event_start_date || query.event_end_date || "");
  const endDay = query.event_end_date ? dayFromInput(query.event_end_date) : startDay;
  if (!startDay || !endDay) throw new ApiError(400, SEARCH_TEXTS.badDate);
  if (endDay < startDay) throw new ApiError(400, PROFILE_TEXTS.endBeforeStart);
  if (daysInRange(startDay, endDay).length > MAX_SEARCH_DAYS)
    throw new ApiError(400, SEARCH_TEXTS.rangeTooLong);
  return { startDay, endDay, startSeconds: warsawMidnight(startDay), endSeconds: warsawMidnight(endDay) };
}

export interface TruckSearchResult {
  trucks: ProfileDto[];
  total: number;
  /**
   * The location text names no known place and no truck's base location contains it: the place is
   * unknown (a typo?) rather than merely without trucks. Up to 5 place names to offer instead.
   */
  placeNotFound?: { suggestions: string[] };
  /** The place the trucks were searched around, for the map (issue 16). */
  place?: { name: string; lat: number; lng: number };
}

/** The search's filters as GET /profiles and GET /planner read them (both take the same names). */
export type SearchFilterQuery = Pick<
  ProfileSearchQuery,
  | "cuisine"
  | "postal_code"
  | "event_start_date"
  | "event_end_date"
  | "long_term_rental"
  | "dietary"
  | "min_rating"
  | "max_price"
  | "max_length_m"
  | "site_power"
  | "site_water"
>;

/** What a query asks of the trucks, as the search runs it; the place as resolved (or the text it was). */
export function searchFilterOf(query: SearchFilterQuery) {
  const cuisine = query.cuisine || undefined;
  if (cuisine && !Object.hasOwn(DISHES, cuisine) && !Object.hasOwn(DRINKS, cuisine)) {
    throw new ApiError(400, SEARCH_TEXTS.unknownCuisine);
  }
  const locationText = query.postal_code || undefined;
  const place = locationText ? resolvePlace(locationText) : null;
  const dates = searchDays(query);
  const longTermRental = query.long_term_rental === "true" || query.long_term_rental === "1";
  const dietary = query.dietary ?? [];
  const minRating = typeof query.min_rating === "number" ? query.min_rating : undefined;
  const maxPrice = typeof query.max_price === "number" ? query.max_price : undefined;
  const venue = venueOf({
    max_length_m: query.max_length_m ?? null,
    site_power: query.site_power ?? null,
    site_water: query.site_water ?? null,
  });
  const filter = {
    ...(cuisine ? { cuisine } : {}),
    ...(place ? { place } : locationText ? { locationText } : {}),
    ...(dates ? { dates } : {}),
    longTermRental,
    ...(dietary.length > 0 ? { dietary } : {}),
    ...(minRating === undefined ? {} : { minRating }),
    ...(maxPrice === undefined ? {} : { maxPriceGrosze: Math.round(maxPrice * 100) }),
    ...(hasVenueLimits(venue) ? { venue } : {}),
  } satisfies SearchFilter;
  // Whether anything but the place narrows the search.
  const otherFilters = Boolean(
    cuisine ||
      dates ||
      longTermRental ||
      dietary.length > 0 ||
      minRating !== undefined ||
      maxPrice !== undefined ||
      hasVenueLimits(venue),
  );
  return { filter, place, locationText, otherFilters };
}

/** GET /profiles (SPEC.md §7, DESIGN.md §7): one page of trucks and the number of all matches. */
export async function searchTrucks(db: Db, query: ProfileSearchQuery): Promise<TruckSearchResult> {
  const { filter, place, locationText, otherFilters } = searchFilterOf(query);
  const result = await searchProfiles(db, {
    ...filter,
    ...(query.sort ? { sort: query.sort } : {}),
    limit: query.limit ?? DEFAULT_PAGE_SIZE,
    offset: query.offset ?? 0,
  });
  const trucks = result.page.map((hit) =>
    profileDto(hit.profile, hit.photos, hit.distanceKm === undefined ? {} : { distance_km: hit.distanceKm }),
  );
  if (place) {
    return { trucks, total: result.total, place: { name: place.name, lat: place.lat, lng: place.lng } };
  }
  if (!locationText || result.total > 0) return { trucks, total: result.total };
  // No match with the other filters may still mean the text is some trucks' base location: only a text
  // found nowhere is an unknown place. Without other filters the search above already says so.
  if (otherFilters && (await anyBaseLocationContains(db, locationText))) return { trucks, total: 0 };
  const suggestions = suggestPlaces(locationText, NOT_FOUND_SUGGESTIONS).map((suggestion) => suggestion.name);
  return { trucks, total: 0, placeNotFound: { suggestions } };
}
