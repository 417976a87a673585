import { polishCalendarDayRange } from "@shared/domain/calendar";
import { formatPln } from "@shared/domain/money";
import {
  DIETARY,
  DISHES,
  DRINKS,
  isDietaryCode,
  isDishCode,
  isDrinkCode,
} from "@shared/domain/offer-catalogue";
import { trucksCount } from "@shared/domain/planner";
import { polishPlural } from "@shared/domain/plural";
import { formatPolishNumber } from "@shared/domain/polish-number";
import { type VenueLimits, venueWords } from "@shared/domain/truck-needs";
import { compactFilters, type SearchFilters } from "@shared/schemas/home-search";
import { searchedSpan } from "@shared/schemas/search-context";

// A home search in words (issue 35): the results heading that restates it, the removable chips of its
// filters and the one-line summary a phone shows in place of the folded form. Everything here is written
// without Intl (the home page's first render loads none of ICU's data, decision 0014).

/** One active filter as a chip: its words, and the search without it. */
export interface FilterChip {
  /** Stable among the chips (a React key). */
  key: string;
  label: string;
  without: SearchFilters;
}

/** "Pizza", "Kawa"; an unknown code as it is (the server refuses it and says so). */
function cuisineLabel(code: string): string {
  if (isDishCode(code)) return DISHES[code];
  if (isDrinkCode(code)) return DRINKS[code];
  return code;
}

/** "12.12.2026", "12.12.2026 – 14.12.2026"; dates that are no calendar days as typed. */
function daysLabel(filters: SearchFilters): string | undefined {
  const span = searchedSpan(filters.event_start_date, filters.event_end_date);
  if (span) return polishCalendarDayRange(span.start, span.end);
  const typed = [filters.event_start_date, filters.event_end_date].filter(Boolean);
  return typed.length > 0 ? typed.join(" – ") : undefined;
}

/** "1 gość", "150 gości" (a numeral from 2 up takes the genitive: "2 gości", "22 gości"). */
export function guestsLabel(count: number): string {
  return `${formatPolishNumber(count)} ${polishPlural(count, "gość", "gości", "gości")}`;
}

/** The search's filters as chips, in the form's order; each chip takes away one filter (a date range whole). */
export function filterChips(filters: SearchFilters): FilterChip[] {
  const compact = compactFilters(filters);
  const chips: FilterChip[] = [];
  const drop = (key: string, label: string, without: Partial<SearchFilters>) =>
    chips.push({ key, label, without: compactFilters({ ...compact, ...without }) });
  if (compact.cuisine) drop("cuisine", cuisineLabel(compact.cuisine), { cuisine: undefined });
  if (compact.postal_code) drop("place", compact.postal_code, { postal_code: undefined });
  const days = daysLabel(compact);
  if (days) drop("days", days, { event_start_date: undefined, event_end_date: undefined });
  if (compact.guest_count !== undefined) {
    drop("guests", guestsLabel(compact.guest_count), { guest_count: undefined });
  }
  if (compact.long_term_rental) drop("long-term", "Wynajem długoterminowy", { long_term_rental: undefined });
  const dietary = (compact.dietary ?? "").split(",").filter(isDietaryCode);
  for (const code of dietary) {
    const rest = dietary.filter((other) => other !== code).join(",");
    drop(`dietary-${code}`, DIETARY[code], { dietary: rest || undefined });
  }
  if (compact.min_rating !== undefined) {
    drop("rating", `Ocena od ${formatPolishNumber(compact.min_rating)}`, { min_rating: undefined });
  }
  if (compact.max_price !== undefined) {
    drop("budget", `Porcja do ${formatPln(compact.max_price)}`, { max_price: undefined });
  }
  // Beyond SPEC.md (issue 38): the venue's limits, each its own chip.
  for (const word of venueWords(compact)) {
    drop(`venue-${word.key}`, word.label, withoutVenue(word.key));
  }
  return chips;
}

function withoutVenue(key: keyof VenueLimits): Partial<SearchFilters> {
  if (key === "max_length_m") return { max_length_m: undefined };
  return key === "site_power" ? { site_power: undefined } : { site_water: undefined };
}

/** The search with no filter left (the chosen order stays: it is not a filter). */
export function withoutFilters(filters: SearchFilters): SearchFilters {
  return filters.sort ? { sort: filters.sort } : {};
}

/** What a folded form says first: where, when and for how many, then the other filters. */
const SUMMARY_FIRST = ["place", "days", "guests"];

/** What the phone's folded form says: "Kraków · 12.12.2026 · 150 gości · Pizza". */
export function querySummary(filters: SearchFilters): string {
  const chips = filterChips(filters);
  const first = SUMMARY_FIRST.flatMap((key) => chips.filter((chip) => chip.key === key));
  const rest = chips.filter((chip) => !SUMMARY_FIRST.includes(chip.key));
  return [...first, ...rest].map((chip) => chip.label).join(" · ");
}

/** The results heading that restates the query: "3 food trucki · Kraków · 12.12.2026". */
export function resultsHeading(total: number, filters: SearchFilters): string {
  const compact = compactFilters(filters);
  const parts = [
    trucksCount(total),
    compact.cuisine && cuisineLabel(compact.cuisine),
    compact.postal_code,
    daysLabel(compact),
  ];
  return parts.filter(Boolean).join(" · ");
}
