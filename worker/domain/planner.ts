import { polishPlural } from "./plural";
import { formatPolishNumber } from "./polish-number";

// Beyond SPEC.md (issue 38): how many trucks serve the guests in time. Pure arithmetic shared by
// GET /api/planner, the create-event dialog and the booking form; the numbers and the default are
// explained in docs/decisions/0031-planner-throughput.md.

export const PLANNER_DEFAULTS = {
  /** Hours of serving when none are given. */
  hours: 4,
  portionsPerGuest: 1,
  /** Portions per hour assumed for a truck when too few matching trucks state theirs (decision 0031). */
  portionsPerHour: 80,
  /** The fewest stated throughputs whose median is trusted over the default. */
  minStated: 3,
} as const;

export const PLANNER_LIMITS = {
  guests: { min: 1, max: 100_000 },
  hours: { min: 0.5, max: 24 },
  portionsPerGuest: { min: 0.5, max: 10 },
} as const;

export interface PlanInput {
  guests: number;
  hours: number;
  portionsPerGuest: number;
}

/**
 * The portions per hour a truck is taken to serve, and where the number comes from: the median of the
 * matching trucks that state theirs, the default when fewer than minStated do, or one truck's own.
 */
export interface Throughput {
  perHour: number;
  basis: "median" | "default" | "truck";
  /** How many trucks' stated numbers the median is of (0 for the default, 1 for one truck's own). */
  statedBy: number;
  /** How many trucks match the place, days and venue (the search's own count). */
  matching: number;
}

/** What the organizer named of where and when: the count of matching trucks is said for exactly that. */
export interface MatchScope {
  place: boolean;
  dates: boolean;
}

/** The middle value (the mean of the two middle ones for an even count); null for none. */
export function medianOf(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? upper) + upper) / 2;
}

/**
 * The throughput from what the `matching` trucks state (`stated`, one number for each that does): their
 * median (whole portions), or the default.
 */
export function throughputOf(stated: readonly number[], matching: number): Throughput {
  const median = medianOf(stated);
  const statedBy = stated.length;
  if (median === null || statedBy < PLANNER_DEFAULTS.minStated) {
    return { perHour: PLANNER_DEFAULTS.portionsPerHour, basis: "default", statedBy, matching };
  }
  return { perHour: Math.round(median), basis: "median", statedBy, matching };
}

export interface Plan {
  portions_needed: number;
  portions_per_hour: number;
  /** What one truck serves in the hours. */
  portions_per_truck: number;
  /** Rounded up, never fewer than one. */
  trucks_suggested: number;
  throughput_basis: Throughput["basis"];
  trucks_stating: number;
  trucks_matching: number;
  /** The assumptions in Polish: "przy 1 porcji na gościa", "przez 4 godziny", where the throughput is from. */
  assumptions: string[];
  /** The arithmetic in words: the portions needed and what one truck serves in the hours. */
  calculation: string;
  /** How many trucks are needed and how many match the place and dates now. */
  suggestion: string;
  /** The calculation and the suggestion. */
  summary: string;
}

const number = (value: number) => formatPolishNumber(value, { maxFractionDigits: 1 });
const isWhole = (value: number) => Number.isInteger(value);

/** "przy 1 porcji na gościa", "przy 2 porcjach na gościa", "przy 1,5 porcji na gościa". */
export function portionsAssumption(portionsPerGuest: number): string {
  const word = portionsPerGuest === 1 || !isWhole(portionsPerGuest) ? "porcji" : "porcjach";
  return `przy ${number(portionsPerGuest)} ${word} na gościa`;
}

/** "przez 1 godzinę", "przez 4 godziny", "przez 5 godzin", "przez 2,5 godziny". */
export function hoursAssumption(hours: number): string {
  const word = isWhole(hours) ? polishPlural(hours, "godzinę", "godziny", "godzin") : "godziny";
  return `przez ${number(hours)} ${word}`;
}

/** "1 food truck", "3 food trucki", "12 food trucków". */
export function trucksCount(count: number): string {
  return `${formatPolishNumber(count)} ${polishPlural(count, "food truck", "food trucki", "food trucków")}`;
}

/** "na 1 gościa", "na 800 gości". */
function forGuests(guests: number): string {
  return `na ${formatPolishNumber(guests)} ${guests === 1 ? "gościa" : "gości"}`;
}

function throughputAssumption(throughput: Throughput): string {
  const perHour = `${formatPolishNumber(throughput.perHour)} porcji na godzinę`;
  if (throughput.basis === "truck") return `przy wydajności tego food trucka: ${perHour}`;
  if (throughput.basis === "median") {
    return `przy wydajności ${perHour} – to mediana z ${formatPolishNumber(throughput.statedBy)} pasujących food trucków, które ją podały`;
  }
  const typical = `przy typowej wydajności ${perHour}`;
  if (throughput.matching === 0)
    return `${typical} – nie pasuje żaden food truck, od którego można by ją wziąć`;
  if (throughput.statedBy === 0) {
    return throughput.matching === 1
      ? `${typical} – jedyny pasujący food truck nie podał swojej`
      : `${typical} – żaden z ${formatPolishNumber(throughput.matching)} pasujących food trucków nie podał swojej`;
  }
  return `${typical} – swoją podało za mało pasujących food trucków (${formatPolishNumber(throughput.statedBy)} z ${formatPolishNumber(throughput.matching)})`;
}

/** "w tym miejscu i terminie", "w tym miejscu", "w tym terminie"; null when neither is named yet. */
function whereAndWhen(scope: MatchScope): string | null {
  if (scope.place && scope.dates) return "w tym miejscu i terminie";
  if (scope.place) return "w tym miejscu";
  return scope.dates ? "w tym terminie" : null;
}

/** Why no truck matches, for what the organizer named. */
function noneMatches(scope: MatchScope): string {
  if (scope.place && scope.dates) return "żaden food truck nie dojeżdża tam w tym terminie";
  if (scope.place) return "żaden food truck nie dojeżdża w to miejsce";
  if (scope.dates) return "żaden food truck nie ma wolnego tego terminu";
  return "żaden food truck nie spełnia tych wymagań";
}

/**
 * How many trucks are needed and how many match now — never more promised than there are: "Potrzeba ok.
 * 3 food trucków; w tym miejscu i terminie pasuje tylko 1.", "Potrzeba ok. 3 food trucków, ale żaden food
 * truck nie dojeżdża tam w tym terminie."
 */
export function matchingText(needed: number, matching: number, scope: MatchScope): string {
  // One truck is "enough" (never "about one"); more are "about" so many, the arithmetic being a guess.
  const need =
    needed === 1 ? "Wystarczy 1 food truck" : `Potrzeba ok. ${formatPolishNumber(needed)} food trucków`;
  if (matching === 0) {
    return `${needed === 1 ? "Wystarczyłby 1 food truck" : need}, ale ${noneMatches(scope)}.`;
  }
  const where = whereAndWhen(scope);
  if (where === null) {
    const are = polishPlural(matching, "jest", "są", "jest");
    return `${need}; w serwisie ${are} ${trucksCount(matching)} – podaj miejsce i termin, a sprawdzimy, które z nich mogą przyjechać.`;
  }
  const match = polishPlural(matching, "pasuje", "pasują", "pasuje");
  const only = matching < needed ? "tylko " : "";
  return `${need}; ${where} ${match} ${only}${formatPolishNumber(matching)}.`;
}

/**
 * The portions needed, what one truck serves in the hours, how many trucks (at least one), and how many
 * match what the organizer named (`scope`).
 */
export function planTrucks(input: PlanInput, throughput: Throughput, scope: MatchScope): Plan {
  const portionsNeeded = Math.ceil(input.guests * input.portionsPerGuest);
  const perTruck = Math.max(1, Math.floor(throughput.perHour * input.hours));
  const trucks = Math.max(1, Math.ceil(portionsNeeded / perTruck));
  const hours = hoursAssumption(input.hours);
  const calculation = `${capitalized(forGuests(input.guests))} potrzeba ok. ${formatPolishNumber(portionsNeeded)} porcji. Jeden food truck wyda ${hours} ok. ${formatPolishNumber(perTruck)} porcji.`;
  const suggestion = matchingText(trucks, throughput.matching, scope);
  return {
    portions_needed: portionsNeeded,
    portions_per_hour: throughput.perHour,
    portions_per_truck: perTruck,
    trucks_suggested: trucks,
    throughput_basis: throughput.basis,
    trucks_stating: throughput.statedBy,
    trucks_matching: throughput.matching,
    assumptions: [portionsAssumption(input.portionsPerGuest), hours, throughputAssumption(throughput)],
    calculation,
    suggestion,
    summary: `${calculation} ${suggestion}`,
  };
}

/**
 * What a booking form says about one truck: whether it alone serves everyone in time, with the numbers.
 * `plan` is planTrucks of the same input for that truck's throughput.
 */
export function oneTruckText(input: PlanInput, plan: Plan): string {
  // A truck that states no throughput is judged by the typical one, and the sentence says so.
  const who = plan.throughput_basis === "truck" ? "ten food truck wyda" : "food truck wyda zwykle";
  const served = `${hoursAssumption(input.hours)} ${who} ok. ${formatPolishNumber(plan.portions_per_truck)} porcji`;
  const guests = `${forGuests(input.guests)} (${portionsAssumption(input.portionsPerGuest)})`;
  if (plan.trucks_suggested === 1) return `${capitalized(served)} – wystarczy ${guests}.`;
  return `Jeden food truck nie obsłuży wszystkich na czas: ${served}, a ${guests} trzeba ok. ${formatPolishNumber(plan.portions_needed)}. ${plan.suggestion}`;
}

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The hours of a booking's free-text time ("14:00 - 22:00", "14.00–22.00", "22:00 - 2:00" past midnight);
 * null when it names no span.
 */
export function hoursOfEventTime(text: string): number | null {
  const match = text.match(/(\d{1,2})(?:[:.](\d{2}))?\s*[-–—]\s*(\d{1,2})(?:[:.](\d{2}))?/);
  if (!match) return null;
  const minutes = (hour: string | undefined, minute: string | undefined) =>
    Number(hour ?? 0) * 60 + Number(minute ?? 0);
  const start = minutes(match[1], match[2]);
  const end = minutes(match[3], match[4]);
  if (start >= 24 * 60 || end > 24 * 60) return null;
  const span = end > start ? end - start : end + 24 * 60 - start;
  // Whole half hours, within what the planner takes.
  const hours = Math.round(span / 30) / 2;
  return hours >= PLANNER_LIMITS.hours.min && hours <= PLANNER_LIMITS.hours.max ? hours : null;
}
