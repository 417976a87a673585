import { formatPolishNumber } from "./polish-number";

// Beyond SPEC.md (issue 38): what a truck can serve and what it needs on site, what a venue offers, and
// whether the two fit. Pure rules shared by the search's SQL (which trucks are dropped), the web (the
// profile's lines, the fit line, the cards) and the export. No Intl: the home page's first render uses it.

/** Power a truck needs, or a site offers: no connection (a quiet generator of its own), 230 V, 400 V. */
export const POWER_KINDS = ["none", "230v", "400v"] as const;
export type PowerKind = (typeof POWER_KINDS)[number];

export const isPowerKind = (value: unknown): value is PowerKind =>
  typeof value === "string" && (POWER_KINDS as readonly string[]).includes(value);

/** What an owner may state about the truck; null where nothing was stated. */
export interface TruckNeeds {
  portions_per_hour: number | null;
  truck_length_m: number | null;
  power: PowerKind | null;
  power_kw: number | null;
  needs_water: boolean | null;
}

/** What an organizer may state about the venue; a limit left out is not asked about. */
export interface VenueLimits {
  /** The longest truck that fits, in metres. */
  max_length_m?: number | undefined;
  site_power?: PowerKind | undefined;
  /** Whether there is water on site. */
  site_water?: boolean | undefined;
}

export const TRUCK_NEEDS_LIMITS = {
  portionsPerHour: { min: 10, max: 2000 },
  lengthM: { min: 2, max: 20 },
  powerKw: { min: 0.5, max: 60 },
} as const;

/**
 * The trucks' power each site serves: a truck needing no connection fits anywhere, and a site with 400 V
 * also has ordinary 230 V sockets (a three-phase connection always does). The search's SQL keeps exactly
 * these (and trucks that stated nothing).
 */
export const POWER_SERVED: Record<PowerKind, readonly PowerKind[]> = {
  none: ["none"],
  "230v": ["none", "230v"],
  "400v": ["none", "230v", "400v"],
};

const VOLTS: Record<Exclude<PowerKind, "none">, string> = { "230v": "230 V", "400v": "400 V" };

/** 6.5 → "6,5"; whole numbers without a comma. */
const number = (value: number) => formatPolishNumber(value, { maxFractionDigits: 1 });

/** "Potrzebuje gniazda 400 V, 11 kW": the power line of a truck that stated its power. */
function powerLine(power: PowerKind, kw: number | null): string {
  if (power === "none") return "Nie potrzebuje przyłącza prądu (ma własne, ciche zasilanie)";
  return `Potrzebuje gniazda ${VOLTS[power]}${kw === null ? "" : `, ${number(kw)} kW`}`;
}

/** The profile's lines of what the truck serves and needs, in plain Polish; only what was stated. */
export function truckNeedsLines(needs: TruckNeeds): string[] {
  const lines: string[] = [];
  if (needs.portions_per_hour !== null) {
    lines.push(`Wydaje do ${number(needs.portions_per_hour)} porcji na godzinę`);
  }
  if (needs.truck_length_m !== null) lines.push(`Długość ${number(needs.truck_length_m)} m`);
  if (needs.power !== null) lines.push(powerLine(needs.power, needs.power_kw));
  if (needs.needs_water !== null) {
    lines.push(needs.needs_water ? "Potrzebuje dostępu do wody" : "Nie potrzebuje dostępu do wody");
  }
  return lines;
}

/** Whether the organizer stated anything about the venue. */
export function hasVenueLimits(venue: VenueLimits): boolean {
  return venue.max_length_m !== undefined || venue.site_power !== undefined || venue.site_water !== undefined;
}

/** The venue in words, for its filter chips and a booking's details: "do 6 m", "prąd 230 V", "bez wody". */
export function venueWords(venue: VenueLimits): { key: keyof VenueLimits; label: string }[] {
  const words: { key: keyof VenueLimits; label: string }[] = [];
  if (venue.max_length_m !== undefined) {
    words.push({ key: "max_length_m", label: `Food truck do ${number(venue.max_length_m)} m` });
  }
  if (venue.site_power !== undefined) {
    const power = venue.site_power;
    words.push({ key: "site_power", label: power === "none" ? "Bez prądu" : `Prąd ${VOLTS[power]}` });
  }
  if (venue.site_water !== undefined) {
    words.push({ key: "site_water", label: venue.site_water ? "Woda na miejscu" : "Bez wody" });
  }
  return words;
}

type Aspect = "length" | "power" | "water";

/** What "brak danych" names when the truck did not state it. */
const ASPECT_WORDS: Record<Aspect, string> = { length: "długość", power: "zasilanie", water: "woda" };

export interface VenueFit {
  /**
   * "fits": everything asked was stated and fits; "misfit": something stated does not fit; "unknown":
   * nothing stated misfits but something asked was not stated; "none": the venue states nothing.
   */
  verdict: "fits" | "misfit" | "unknown" | "none";
  /** Exactly what does not fit, each as the end of a sentence ("ma 7 m długości, a…"). */
  misfits: string[];
  /** What was asked but the truck did not state. */
  unknown: Aspect[];
}

function powerMisfit(need: PowerKind, site: PowerKind): string | null {
  if (need === "none" || POWER_SERVED[site].includes(need)) return null;
  const there = site === "none" ? "na miejscu nie ma prądu" : `na miejscu jest ${VOLTS[site]}`;
  return `potrzebuje gniazda ${VOLTS[need]}, a ${there}`;
}

/** Whether the truck fits the venue, aspect by aspect; an aspect the venue does not state is not asked. */
export function venueFit(needs: TruckNeeds, venue: VenueLimits): VenueFit {
  if (!hasVenueLimits(venue)) return { verdict: "none", misfits: [], unknown: [] };
  const misfits: string[] = [];
  const unknown: Aspect[] = [];
  if (venue.max_length_m !== undefined) {
    if (needs.truck_length_m === null) unknown.push("length");
    else if (needs.truck_length_m > venue.max_length_m) {
      misfits.push(
        `ma ${number(needs.truck_length_m)} m długości, a zmieści się najwyżej ${number(venue.max_length_m)} m`,
      );
    }
  }
  if (venue.site_power !== undefined) {
    if (needs.power === null) unknown.push("power");
    else {
      const misfit = powerMisfit(needs.power, venue.site_power);
      if (misfit) misfits.push(misfit);
    }
  }
  // Water on site serves any truck: only a site without water asks whether the truck needs some.
  if (venue.site_water === false) {
    if (needs.needs_water === null) unknown.push("water");
    else if (needs.needs_water) misfits.push("potrzebuje wody, a na miejscu jej nie ma");
  }
  const verdict = misfits.length > 0 ? "misfit" : unknown.length > 0 ? "unknown" : "fits";
  return { verdict, misfits, unknown };
}

/** "Brak danych: długość, zasilanie" (the card's mark of a truck kept though it stated nothing). */
export function unknownText(fit: VenueFit): string {
  return `Brak danych: ${fit.unknown.map((aspect) => ASPECT_WORDS[aspect]).join(", ")}`;
}

const FITS_TEXT = "Pasuje do Twojego miejsca";

/**
 * A search card's short mark: that the truck fits, what it did not state, or only that it does not fit (the
 * profile's fit line says what); null without venue limits.
 */
export function fitMark(fit: VenueFit): string | null {
  if (fit.verdict === "none") return null;
  if (fit.verdict === "fits") return FITS_TEXT;
  return fit.verdict === "unknown" ? unknownText(fit) : "Nie pasuje do Twojego miejsca";
}

/**
 * The fit line the profile and the booking form show before a request is sent: "Pasuje do Twojego
 * miejsca", or exactly what does not fit, and what the truck did not state. Null without venue limits.
 */
export function fitLine(fit: VenueFit): string | null {
  if (fit.verdict === "none") return null;
  if (fit.verdict === "fits") return FITS_TEXT;
  const missing = fit.unknown.length > 0 ? unknownText(fit) : null;
  if (fit.verdict === "unknown") {
    return `${missing} – zapytaj właściciela, czy food truck zmieści się w Twoim miejscu`;
  }
  const misfit = `Nie pasuje do Twojego miejsca: ${fit.misfits.join("; ")}`;
  return missing ? `${misfit}. ${missing}` : misfit;
}
