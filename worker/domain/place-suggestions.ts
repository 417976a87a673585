/**
 * Place suggestions while typing (GET /api/places, decision 0009): towns and city districts for a name,
 * a prefix, a misspelling or a postal code, best first.
 */
import { POSTAL_PREFIXES } from "../data/pl-postal-prefixes";
import { withinEdits } from "./edit-distance";
import { findNamedPlace } from "./gazetteer";
import { getPlaceIndex, normalizePlaceName, type Place, type PlaceKind } from "./place-index";

export interface PlaceSuggestion {
  name: string;
  county: string | null;
  voivodeship: string;
  lat: number;
  lng: number;
  kind: PlaceKind;
}

export const MAX_SUGGESTIONS = 8;

function toSuggestion(place: Place): PlaceSuggestion {
  return {
    name: place.name,
    county: place.county,
    voivodeship: place.voivodeship,
    lat: place.lat,
    lng: place.lng,
    kind: place.kind,
  };
}

/** Typos allowed for a whole name: none for 1–3 letters (too many near-misses), 1 for 4–5, then 2. */
function maxEdits(length: number): number {
  if (length <= 3) return 0;
  return length <= 5 ? 1 : 2;
}
/** A misspelt beginning ("wraszaw" for "warszaw…") counts from 5 letters, with one typo. */
const MIN_FUZZY_PREFIX = 5;
const PREFIX_EDITS = 1;

/**
 * Exact names, then names and alternate names starting with the text, then names with a later word
 * starting with it ("huta" → "Kraków Nowa Huta"), then districts whose city starts with it ("krak" →
 * Kraków first, its districts after other towns), each most populous first; then, when there is room,
 * near-misses by Damerau–Levenshtein distance ("Warszwa" → Warszawa), closest first.
 */
function byName(key: string, limit: number): Place[] {
  const tiers: Place[][] = [[], [], [], []];
  const [exact = [], prefix = [], wordPrefix = [], cityPrefix = []] = tiers;
  const inWord = ` ${key}`;
  for (const place of getPlaceIndex().all) {
    // Later places are less populous: once the exact tier is full, nothing can rank higher.
    if (exact.length >= limit) break;
    let tier: Place[] | undefined;
    for (const placeKey of place.keys) {
      if (placeKey === key) {
        tier = exact;
        break;
      }
      if (tier === prefix) continue;
      if (placeKey.startsWith(key)) {
        // "krak" starts "krakow nowa huta" only through the city's name.
        const throughCity = place.cityKey !== null && placeKey.startsWith(`${place.cityKey} `);
        tier = throughCity && key.length <= (place.cityKey?.length ?? 0) ? cityPrefix : prefix;
      } else if (!tier && key.length >= 3 && placeKey.includes(inWord)) tier = wordPrefix;
    }
    if (tier && tier.length < limit) tier.push(place);
  }
  const found = tiers.flat().slice(0, limit);
  return found.length < limit ? [...found, ...nearMisses(key, limit - found.length, new Set(found))] : found;
}

function nearMisses(key: string, limit: number, skip: Set<Place>): Place[] {
  const edits = maxEdits(key.length);
  if (edits === 0) return [];
  const found: { place: Place; distance: number }[] = [];
  for (const place of getPlaceIndex().all) {
    if (skip.has(place)) continue;
    let best = Number.POSITIVE_INFINITY;
    for (const placeKey of place.keys) {
      best = Math.min(best, withinEdits(key, placeKey, edits));
      if (key.length >= MIN_FUZZY_PREFIX && placeKey.length > key.length) {
        const typos = withinEdits(key, placeKey, PREFIX_EDITS, key.length);
        if (typos <= PREFIX_EDITS) best = Math.min(best, typos);
      }
    }
    if (best <= edits) found.push({ place, distance: best });
  }
  // Stable sort: equal distances keep the index order, most populous first.
  return found
    .sort((a, b) => a.distance - b.distance)
    .slice(0, limit)
    .map((match) => match.place);
}

let placeAt: Map<string, Place> | undefined;

/**
 * The town a postal prefix stands for: pl-postal-prefixes.ts writes out each representative town's
 * gazetteer coordinates, so the place is found by them (a unit test checks every prefix).
 */
export function townOfPostalPrefix(prefix: string): Place | undefined {
  const district = POSTAL_PREFIXES[prefix];
  if (!district) return undefined;
  if (!placeAt) {
    placeAt = new Map();
    // Least populous first, so the most populous place at a point is the one kept.
    for (const place of [...getPlaceIndex().all].reverse()) placeAt.set(`${place.lat},${place.lng}`, place);
  }
  return placeAt.get(`${district.lat},${district.lng}`);
}

/** "31", "31-0", "31019", "31-019 Kraków" → the prefix and the text after the (partial) code. */
const LEADING_CODE = /^(\d{2})(?:\s*[-‐‑–]\s*)?\d{0,3}(?!\d)\s*(.*)$/u;
/** "Kraków 31-019" → the text and the prefix. */
const TRAILING_CODE = /^(.*\S)\s+(\d{2})\s*[-‐‑–]?\s*\d{3}$/u;

function splitCode(text: string): { prefix?: string; rest: string } {
  const leading = LEADING_CODE.exec(text);
  if (leading?.[1]) return { prefix: leading[1], rest: leading[2] ?? "" };
  const trailing = TRAILING_CODE.exec(text);
  if (trailing?.[2]) return { prefix: trailing[2], rest: trailing[1] ?? "" };
  return { rest: text };
}

/**
 * Up to `limit` places for what is typed, best first: the place the whole text names ("Mokotów,
 * Warszawa", "ul. Długa 5 Gdańsk"), then by name (see byName); a postal code (or its beginning, two
 * digits at least) adds the town of its postal district. Text with several parts that matches nothing
 * is retried with its last part and last word ("ul. Dluga 5 Gdnsk" → Gdańsk).
 */
export function suggestPlaces(text: string, limit = MAX_SUGGESTIONS): PlaceSuggestion[] {
  const { prefix, rest } = splitCode(text.trim());
  const places: Place[] = [];
  const add = (place: Place | undefined) => {
    if (place && places.length < limit && !places.includes(place)) places.push(place);
  };
  if (rest) {
    add(findNamedPlace(rest));
    for (const candidate of fallbacks(rest)) {
      const key = normalizePlaceName(candidate.replaceAll(",", " "));
      if (key) for (const place of byName(key, limit)) add(place);
      if (places.length > 0) break;
    }
  }
  if (prefix) add(townOfPostalPrefix(prefix));
  return places.map(toSuggestion);
}

/** The text, then its last comma-separated part, then that part's last word. */
function fallbacks(text: string): string[] {
  const lastPart = text.split(",").at(-1)?.trim() ?? "";
  const lastWord = (lastPart.split(/\s+/).at(-1) ?? "").replace(/[^\p{L}\p{N}-]/gu, "");
  return [...new Set([text, lastPart, lastWord])].filter(Boolean);
}
