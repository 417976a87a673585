/**
 * The bundled gazetteer of Polish places (docs/decisions/0004-gazetteer.md, 0009-place-lookup.md): turns
 * what a user typed — a town or city district in any case, with or without Polish diacritics, an address,
 * or a postal code `00-000` — into coordinates. Data: worker/domain/place-index.ts (pl-places.json from
 * GeoNames, CC BY 4.0, and curated districts) and worker/data/pl-postal-prefixes.ts (approximate
 * postal district centroids). Suggestions for what is typed: place-suggestions.ts.
 */
import { POSTAL_PREFIXES } from "../data/pl-postal-prefixes";
import type { LatLng } from "./geo";
import { getPlaceIndex, normalizePlaceName, type Place } from "./place-index";

export { normalizePlaceName } from "./place-index";

export interface ResolvedPlace extends LatLng {
  /**
   * The place's Polish name ("Łódź"); a district's is "<city> <district>" ("Warszawa Mokotów"); for a
   * postal code, the district's representative town and the code, e.g. "Warszawa (kod 00-950)" or
   * "okolice Krakowa (kod 32-020)".
   */
  name: string;
  kind: "city" | "district" | "postal_code";
}

function toResolved(place: Place): ResolvedPlace {
  return { name: place.name, lat: place.lat, lng: place.lng, kind: place.kind };
}

/** "31-019 Kraków", "31019", "Kraków 31-019", "Kraków 31019" → the code and the text around it. */
const LEADING_POSTAL_CODE = /^(\d{2})\s*[-‐‑–]?\s*(\d{3})(?!\d)\s*(.*)$/u;
const TRAILING_POSTAL_CODE = /^(.*?)\s*(?<!\d)(\d{2})(?:\s*[-‐‑–]\s*|)(\d{3})$/u;

interface Segment {
  /** The segment without its postal code. */
  text: string;
  postalCode?: string;
}

function splitPostalCode(segment: string): Segment {
  const leading = LEADING_POSTAL_CODE.exec(segment);
  if (leading) return { text: leading[3] ?? "", postalCode: `${leading[1]}-${leading[2]}` };
  const trailing = TRAILING_POSTAL_CODE.exec(segment);
  if (trailing) return { text: trailing[1] ?? "", postalCode: `${trailing[2]}-${trailing[3]}` };
  return { text: segment };
}

function findPostalCode(code: string): ResolvedPlace | null {
  const district = POSTAL_PREFIXES[code.slice(0, 2)];
  if (!district) return null;
  return {
    name: `${district.place} (kod ${code})`,
    lat: district.lat,
    lng: district.lng,
    kind: "postal_code",
  };
}

/** Words after which a name is a street's, not a town's: "ul. Długa" is no town Długa. */
const STREET_WORDS = new Set(["ul", "ulica", "al", "aleja", "aleje", "pl", "plac", "rondo", "skwer"]);
/** The longest names ("Kraków Łagiewniki-Borek Fałęcki", "Nowe Miasto nad Pilicą") have 4–6 words. */
const MAX_RUN_WORDS = 6;

/**
 * A place named by the last words of a segment without a comma: "ul. Długa 5 Gdańsk" → Gdańsk,
 * "ul. Puławska 10 Warszawa Mokotów" → Warszawa Mokotów. The longest run wins, so "Kraków Nowa Huta"
 * is the district and not a village Huta; a run right after "ul."/"al."/"pl." is a street name.
 */
function findTrailingRun(text: string): Place | undefined {
  const words = normalizePlaceName(text)
    .split(" ")
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ""))
    .filter(Boolean);
  const byKey = getPlaceIndex().byKey;
  for (let start = Math.max(0, words.length - MAX_RUN_WORDS); start < words.length; start++) {
    const first = words[start] ?? "";
    const before = words[start - 1];
    if (/^\d/.test(first) || (before !== undefined && STREET_WORDS.has(before))) continue;
    const run = words.slice(start).join(" ");
    if (run.length < 3) continue;
    const place = byKey.get(run);
    if (place) return place;
  }
  return undefined;
}

/** Parts looked at for a city and its district; an address has no more. */
const MAX_PAIRED_PARTS = 6;

/**
 * "Warszawa, Mokotów" or "Stare Miasto, Poznań": two parts that together name a district (Poznań's
 * Stare Miasto, not the most populous of the several Stare Miasto).
 */
function findDistrictOfPair(keys: string[]): Place | undefined {
  const byKey = getPlaceIndex().byKey;
  const parts = keys.slice(0, MAX_PAIRED_PARTS);
  for (let i = 0; i < parts.length; i++) {
    for (let j = 0; j < parts.length; j++) {
      if (i === j) continue;
      const place = byKey.get(`${parts[i]} ${parts[j]}`);
      if (place?.kind === "district") return place;
    }
  }
  return undefined;
}

/**
 * Resolves a town or district name, an address or a postal code; null when nothing is known (callers
 * then fall back to a substring match on the base location). Forms, in order of precedence:
 * 1. a comma-separated part that is exactly a place name, any case, with or without diacritics or
 *    hyphens: "Kraków, ul. Floriańska 3", "Mokotów, Warszawa", "Kraków-Nowa Huta", "31-019 Kraków";
 *    a name shared by several places resolves to the most populous one;
 * 2. a postal code ("00-950", "00950") when no part names a place;
 * 3. the last words of a part ("ul. Długa 5 Gdańsk").
 */
export function resolvePlace(text: string): ResolvedPlace | null {
  const segments = segmentsOf(text);
  const place = findNamedPart(segments);
  if (place) return toResolved(place);
  for (const segment of segments) {
    if (!segment.postalCode) continue;
    const district = findPostalCode(segment.postalCode);
    if (district) return district;
  }
  const inAddress = findInAddress(segments);
  return inAddress ? toResolved(inAddress) : null;
}

/** The place resolvePlace finds by name (forms 1 and 3), without postal codes: for suggestions. */
export function findNamedPlace(text: string): Place | undefined {
  const segments = segmentsOf(text);
  return findNamedPart(segments) ?? findInAddress(segments);
}

function segmentsOf(text: string): Segment[] {
  return text
    .split(",")
    .map((part) => splitPostalCode(part.trim()))
    .filter((segment) => segment.text || segment.postalCode);
}

function findNamedPart(segments: Segment[]): Place | undefined {
  const keys = segments.map((segment) => normalizePlaceName(segment.text)).filter(Boolean);
  const byKey = getPlaceIndex().byKey;
  return findDistrictOfPair(keys) ?? keys.map((key) => byKey.get(key)).find(Boolean);
}

function findInAddress(segments: Segment[]): Place | undefined {
  return segments.map((segment) => findTrailingRun(segment.text)).find(Boolean);
}

/**
 * Up to `limit` distinct town names, most populous first, whose name or alternate name starts with
 * `prefix` (diacritics- and case-insensitive). Empty prefix → []. Districts: see suggestPlaces.
 */
export function searchPlaceNames(prefix: string, limit = 10): string[] {
  const key = normalizePlaceName(prefix);
  if (!key || limit <= 0) return [];
  const names = new Set<string>();
  for (const place of getPlaceIndex().towns) {
    if (place.keys.some((placeKey) => placeKey.startsWith(key))) {
      names.add(place.name);
      if (names.size >= limit) break;
    }
  }
  return [...names];
}
