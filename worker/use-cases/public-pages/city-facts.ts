/**
 * A city page's facts (issue 37): what the trucks serving the town offer, what they charge and how they
 * were rated, and which nearby towns have trucks — all in one D1 batch, asked beside the page of trucks.
 */
import { and, asc, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { profileOfferItems, profiles } from "../../db/schema";
import type { CityFacts, CityLink } from "../../domain/city-page-texts";
import { citySlug, sitemapCities } from "../../domain/city-pages";
import { distanceKm, isWithinRadius } from "../../domain/geo";
import { DISHES, isDishCode } from "../../domain/offer-catalogue";
import type { Place } from "../../domain/place-index";
import { trucksReaching } from "../search/profile-search";

/** The nearest bigger towns looked at for links; those with trucks are linked, up to NEARBY_LINKS. */
const NEARBY_CANDIDATES = 10;
const NEARBY_LINKS = 6;

export interface CityFactsAnswer {
  facts: CityFacts;
  /** Nearby towns with pages in the sitemap that trucks serve, nearest first. */
  nearby: CityLink[];
}

function linkTo(from: Place, town: Place): CityLink {
  return { slug: citySlug(town.name), name: town.name, distance_km: Math.round(distanceKm(from, town)) };
}

/** The sitemap's towns nearest to this one (itself left out), nearest first. */
function townsNear(town: Place): Place[] {
  return sitemapCities()
    .filter((other) => other !== town)
    .map((other) => ({ other, km: distanceKm(town, other) }))
    .sort((a, b) => a.km - b.km)
    .slice(0, NEARBY_CANDIDATES)
    .map(({ other }) => other);
}

const grosze = (value: number | null) => (value === null ? null : value / 100);

/**
 * The facts of the trucks reaching the town, and which of its nearest bigger towns trucks reach: one
 * statement for the figures, one for the dishes and one short probe per nearby town (D1 allows 100 bound
 * parameters a statement, so the probes cannot share one), in one batch.
 */
export async function cityFacts(db: Db, town: Place): Promise<CityFactsAnswer> {
  const serving = trucksReaching(db, town);
  const near = townsNear(town);
  const [figures, dishes, ...probes] = await db.batch([
    db
      .select({
        priced: sql<number>`count(coalesce(${profiles.priceFromGrosze}, ${profiles.priceToGrosze}))`,
        lowest: sql<number | null>`min(coalesce(${profiles.priceFromGrosze}, ${profiles.priceToGrosze}))`,
        highest: sql<number | null>`max(coalesce(${profiles.priceToGrosze}, ${profiles.priceFromGrosze}))`,
        reviews: sql<number>`coalesce(sum(${profiles.reviewCount}), 0)`,
        ratingTotal: sql<number>`coalesce(sum(${profiles.ratingTotal}), 0)`,
      })
      .from(profiles)
      .where(inArray(profiles.id, serving)),
    db
      .select({ code: profileOfferItems.code, trucks: sql<number>`count(*)`.as("trucks") })
      .from(profileOfferItems)
      .where(and(eq(profileOfferItems.kind, "dishes"), inArray(profileOfferItems.profileId, serving)))
      .groupBy(profileOfferItems.code)
      .orderBy(desc(sql`trucks`), asc(profileOfferItems.code)),
    ...near.map((other) => trucksReaching(db, other).limit(1)),
  ]);
  const row = figures[0];
  const lowest = grosze(row?.lowest ?? null);
  const highest = grosze(row?.highest ?? null);
  const reviews = row?.reviews ?? 0;
  return {
    facts: {
      cuisines: dishes.flatMap(({ code, trucks }) =>
        isDishCode(code) ? [{ code, label: DISHES[code], trucks }] : [],
      ),
      price:
        lowest !== null && highest !== null ? { from: lowest, to: highest, trucks: row?.priced ?? 0 } : null,
      rating:
        reviews > 0 ? { average: Math.round(((row?.ratingTotal ?? 0) / reviews) * 10) / 10, reviews } : null,
    },
    nearby: near
      .filter((_, index) => (probes[index]?.length ?? 0) > 0)
      .slice(0, NEARBY_LINKS)
      .map((other) => linkTo(town, other)),
  };
}

/**
 * For a town no truck serves and none of its nearest bigger towns either: the nearest sitemap town any
 * truck reaches, from one narrow read of every truck's base (as the sitemap reads them); null without
 * trucks at all. Rare, so not worth an index of its own.
 */
export async function nearestServedTown(db: Db, town: Place): Promise<CityLink | null> {
  const bases = await db
    .select({ lat: profiles.baseLat, lng: profiles.baseLng, radiusKm: profiles.operationRadiusKm })
    .from(profiles)
    .where(and(isNotNull(profiles.baseLat), isNotNull(profiles.baseLng)));
  const reaching = bases.flatMap(({ lat, lng, radiusKm }) =>
    lat === null || lng === null ? [] : [{ lat, lng, radiusKm }],
  );
  const served = sitemapCities()
    .filter((other) => other !== town)
    .map((other) => ({ other, km: distanceKm(town, other) }))
    .sort((a, b) => a.km - b.km)
    .find(({ other }) => reaching.some((base) => isWithinRadius(base, other, base.radiusKm)));
  return served ? linkTo(town, served.other) : null;
}
