/**
 * City pages /food-trucki/{slug} (issue 16): one per town of the gazetteer, found by its ASCII slug
 * ("krakow", "bielsko-biala"). A name shared by several towns means the most populous one, as in search.
 */
import { getPlaceIndex, normalizePlaceName, type Place } from "./place-index";

/** Towns this big are listed in the sitemap when at least one truck serves them. */
export const SITEMAP_CITY_MIN_POPULATION = 50_000;

/** "Bielsko-Biała" → "bielsko-biala", "Kędzierzyn-Koźle" → "kedzierzyn-kozle". */
export function citySlug(name: string): string {
  return normalizePlaceName(name).replace(/ /g, "-");
}

/** The town of a slug, or undefined (districts and unknown slugs have no page). */
export function cityOfSlug(slug: string): Place | undefined {
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug) || slug.length > 60) return undefined;
  const place = getPlaceIndex().byKey.get(slug.replace(/-/g, " "));
  // The key must be the town's own name: "cracow" (an alternate name) is not a second page of Kraków.
  return place?.kind === "city" && place.keys[0] === slug.replace(/-/g, " ") ? place : undefined;
}

/** The towns whose pages the sitemap may list, most populous first; each one's slug leads back to it. */
export function sitemapCities(): Place[] {
  return getPlaceIndex().towns.filter(
    (town) => town.population >= SITEMAP_CITY_MIN_POPULATION && cityOfSlug(citySlug(town.name)) === town,
  );
}
