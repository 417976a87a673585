/**
 * The gazetteer's data in memory (decisions 0004 and 0009): every Polish place of pl-places.json with its
 * powiat and voivodeship, plus city districts — GeoNames' ones from the same file and the curated ones of
 * pl-districts.ts — named "<city> <district>". Built once per isolate on first use.
 */
import { CURATED_DISTRICTS } from "../data/pl-districts";
import placesData from "../data/pl-places.json" with { type: "json" };
import type { LatLng } from "./geo";

export type PlaceKind = "city" | "district";

export interface Place extends LatLng {
  /** The Polish name: "Łódź"; a district is "<city> <district>", e.g. "Warszawa Mokotów". */
  name: string;
  kind: PlaceKind;
  /** A district's city ("Warszawa") and its normalized name; null for a town. */
  city: string | null;
  cityKey: string | null;
  /** Ranks places that share a name or a prefix; a curated district ranks as a twentieth of its city. */
  population: number;
  /** Normalized name first, then the alternate names ("warsaw"; a district's own name, "mokotow"). */
  keys: string[];
  /** "powiat wielicki", "powiat m. Kraków"; null when unknown. */
  county: string | null;
  /** "małopolskie"; "" when unknown. */
  voivodeship: string;
}

export interface PlaceIndex {
  /** Normalized name or alternate name → the most populous place so called. */
  byKey: Map<string, Place>;
  /** Towns only, most populous first (the file's order). */
  towns: Place[];
  /** Towns and districts, most populous first. */
  all: Place[];
}

/**
 * Lower case, no diacritics (ł → l too, which Unicode does not decompose), hyphens, underscores and runs
 * of whitespace as one space, trimmed: "Bielsko-Biała" and " bielsko  biala" both give "bielsko biala".
 * scripts/build-gazetteer.mjs applies the same rules to the names it stores.
 */
export function normalizePlaceName(text: string): string {
  return text
    .toLowerCase()
    .replace(/ł/g, "l")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[\s\-‐‑‒–—_]+/gu, " ")
    .trim();
}

const VOIVODESHIPS: Readonly<Record<string, string>> = placesData.voivodeships;
const COUNTIES: Readonly<Record<string, string>> = placesData.counties;

/** A curated district has no population figure; a dzielnica is typically a few percent of its city. */
const CURATED_DISTRICT_SHARE = 1 / 20;

function region(countyCode: unknown): Pick<Place, "county" | "voivodeship"> {
  if (typeof countyCode !== "string") return { county: null, voivodeship: "" };
  const county = COUNTIES[countyCode];
  return {
    county: county ? `powiat ${county}` : null,
    voivodeship: VOIVODESHIPS[countyCode.slice(0, 2)] ?? "",
  };
}

/**
 * A row of "places": [name, key, lat, lng, population, county, altKeys?]; keys are already normalized.
 * Indexed access rather than destructuring: this runs ~3000 times in cold (interpreted) code.
 */
function toTown(row: readonly unknown[]): Place | undefined {
  const name = row[0];
  const key = row[1];
  const lat = row[2];
  const lng = row[3];
  const population = row[4];
  const altKeys = row[6];
  if (typeof name !== "string" || typeof key !== "string") return undefined;
  if (typeof lat !== "number" || typeof lng !== "number") return undefined;
  const keys = [key];
  if (Array.isArray(altKeys)) {
    for (let i = 0; i < altKeys.length; i++) {
      const alt: unknown = altKeys[i];
      if (typeof alt === "string") keys.push(alt);
    }
  }
  return {
    name,
    kind: "city",
    city: null,
    cityKey: null,
    lat,
    lng,
    population: typeof population === "number" ? population : 0,
    keys,
    ...region(row[5]),
  };
}

/** "Warszawa Mokotów", found as "warszawa mokotow", "mokotow" and "mokotow warszawa". */
function toDistrict(city: Place, name: string, at: LatLng, population: number): Place {
  const own = normalizePlaceName(name);
  const cityKey = city.keys[0] ?? normalizePlaceName(city.name);
  return {
    name: `${city.name} ${name}`,
    kind: "district",
    city: city.name,
    cityKey,
    lat: at.lat,
    lng: at.lng,
    population,
    keys: [`${cityKey} ${own}`, own, `${own} ${cityKey}`],
    county: city.county,
    voivodeship: city.voivodeship,
  };
}

function addKeys(byKey: Map<string, Place>, place: Place): void {
  for (let k = 0; k < place.keys.length; k++) {
    const key = place.keys[k];
    if (key === undefined) continue;
    const current = byKey.get(key);
    if (!current || place.population > current.population) byKey.set(key, place);
  }
}

function districtsOf(townByKey: Map<string, Place>): Place[] {
  const districts: Place[] = [];
  const rows: readonly (readonly unknown[])[] = placesData.districts;
  for (const row of rows) {
    const [cityName, name, lat, lng, population] = row;
    if (typeof cityName !== "string" || typeof name !== "string") continue;
    if (typeof lat !== "number" || typeof lng !== "number" || typeof population !== "number") continue;
    const city = townByKey.get(normalizePlaceName(cityName));
    if (city) districts.push(toDistrict(city, name, { lat, lng }, population));
  }
  for (const district of CURATED_DISTRICTS) {
    const city = townByKey.get(normalizePlaceName(district.city));
    if (!city) continue;
    districts.push(
      toDistrict(city, district.name, district, Math.round(city.population * CURATED_DISTRICT_SHARE)),
    );
  }
  return districts;
}

let index: PlaceIndex | undefined;

/**
 * Built on first use and kept for the life of the isolate: one pass over the rows, which the build
 * script stores most populous first with their normalized keys; only the ~150 district names are
 * normalized here.
 */
export function getPlaceIndex(): PlaceIndex {
  if (index) return index;
  const byKey = new Map<string, Place>();
  const towns: Place[] = [];
  const rows: readonly (readonly unknown[])[] = placesData.places;
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i];
    const town = row && toTown(row);
    if (!town) continue;
    towns.push(town);
    addKeys(byKey, town);
  }
  const districts = districtsOf(byKey);
  for (const district of districts) addKeys(byKey, district);
  const all = [...towns, ...districts].sort((a, b) => b.population - a.population);
  index = { byKey, towns, all };
  return index;
}
