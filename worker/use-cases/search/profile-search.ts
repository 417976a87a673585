import { and, asc, eq, inArray, isNotNull, not, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { profileOfferItems, profiles } from "../../db/schema";
import { distanceKm, isWithinRadius, type LatLng } from "../../domain/geo";
import { truckBusyDuring } from "../availability/busy-days";
import type { EventDays } from "../event-days";

export interface ProfileSearch {
  cuisine?: string;
  /** A resolved place: trucks whose base + radius covers it. */
  place?: LatLng;
  /** Unresolvable place text: substring of base_location. */
  locationText?: string;
  /** Inclusive Warsaw days; with Unix seconds of their midnights for booking overlap. */
  dates?: EventDays;
  longTermRental?: boolean;
  limit: number;
  offset: number;
}

const KM_PER_DEGREE_LAT = 110.574;
const KM_PER_DEGREE_LNG_AT_EQUATOR = 111.32;
/** The flat SQL pre-filter errs by up to ~1.5% at Polish distances; it lets a little more through. */
const PREFILTER_SLACK = 1.03;
const PREFILTER_SLACK_KM = 2;

const nameOrder = new Intl.Collator("pl", { sensitivity: "base" });

/**
 * Squared distance in km² on an equirectangular projection around the searched place: plain arithmetic,
 * so SQLite needs no math functions. Only a generous pre-filter; the exact (haversine) check is in JS.
 */
function squaredDistanceSql(place: LatLng): SQL<number> {
  const kmPerDegreeLng = KM_PER_DEGREE_LNG_AT_EQUATOR * Math.cos((place.lat * Math.PI) / 180);
  return sql<number>`((${profiles.baseLat} - ${place.lat}) * ${KM_PER_DEGREE_LAT}) * ((${profiles.baseLat} - ${place.lat}) * ${KM_PER_DEGREE_LAT}) + ((${profiles.baseLng} - ${place.lng}) * ${kmPerDegreeLng}) * ((${profiles.baseLng} - ${place.lng}) * ${kmPerDegreeLng})`;
}

/** Every filter except the place, as SQL conditions on profiles. */
function filterConditions(db: Db, search: ProfileSearch): SQL[] {
  const conditions: SQL[] = [];
  if (search.cuisine) {
    // Driven by the (code, profile_id) index: only trucks offering the dish or drink are looked at.
    conditions.push(
      inArray(
        profiles.id,
        db
          .select({ id: profileOfferItems.profileId })
          .from(profileOfferItems)
          .where(
            and(
              eq(profileOfferItems.code, search.cuisine),
              inArray(profileOfferItems.kind, ["dishes", "drinks"]),
            ),
          ),
      ),
    );
  }
  if (!search.place && search.locationText) {
    // instr, not LIKE: the text is matched literally (no wildcards to escape) and D1's 50-byte limit on
    // LIKE patterns cannot turn a long search into a 500. lower() folds ASCII case, as LIKE did.
    conditions.push(baseLocationContains(search.locationText));
  }
  if (search.dates) conditions.push(not(truckBusyDuring(db, profiles.id, search.dates)));
  if (search.longTermRental) conditions.push(eq(profiles.longTermRentalAvailable, true));
  return conditions;
}

export interface SearchResult {
  /** Ids of the requested page, in result order. */
  pageIds: number[];
  /** km from the searched place, rounded to 0.1, when a place was given. */
  distances: Map<number, number>;
  total: number;
}

/**
 * Trucks whose base + operation radius covers the place: SQL pre-filters with a flat distance (plus
 * slack), JS keeps those within the exact great-circle distance and orders by distance, then name.
 */
async function searchAroundPlace(db: Db, search: ProfileSearch & { place: LatLng }): Promise<SearchResult> {
  const distanceSquared = squaredDistanceSql(search.place);
  const candidates = await db
    .select({
      id: profiles.id,
      name: profiles.foodTruckName,
      lat: profiles.baseLat,
      lng: profiles.baseLng,
      radiusKm: profiles.operationRadiusKm,
    })
    .from(profiles)
    .where(
      // Cheap arithmetic first, so the correlated date subqueries only run for trucks in range.
      and(
        isNotNull(profiles.baseLat),
        isNotNull(profiles.baseLng),
        sql`${distanceSquared} <= (${profiles.operationRadiusKm} * ${PREFILTER_SLACK} + ${PREFILTER_SLACK_KM}) * (${profiles.operationRadiusKm} * ${PREFILTER_SLACK} + ${PREFILTER_SLACK_KM})`,
        ...filterConditions(db, search),
      ),
    );
  const matches = candidates
    .flatMap((candidate) => {
      if (candidate.lat === null || candidate.lng === null) return [];
      const base = { lat: candidate.lat, lng: candidate.lng };
      if (!isWithinRadius(base, search.place, candidate.radiusKm)) return [];
      return [{ id: candidate.id, name: candidate.name, distance: distanceKm(base, search.place) }];
    })
    .sort((a, b) => a.distance - b.distance || nameOrder.compare(a.name, b.name) || a.id - b.id);
  const pageIds = matches.slice(search.offset, search.offset + search.limit);
  return {
    pageIds: pageIds.map((match) => match.id),
    distances: new Map(pageIds.map((match) => [match.id, Math.round(match.distance * 10) / 10])),
    total: matches.length,
  };
}

/** instr, not LIKE: the text is matched literally and D1's 50-byte LIKE pattern limit does not apply. */
function baseLocationContains(text: string): SQL {
  return sql`instr(lower(${profiles.baseLocation}), lower(${text})) > 0`;
}

/** Whether any truck's base location contains the text, whatever the other filters. */
export async function anyBaseLocationContains(db: Db, text: string): Promise<boolean> {
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(baseLocationContains(text))
    .limit(1);
  return row !== undefined;
}

/** One page of matching profiles and the total number of matches. */
export async function searchProfiles(db: Db, search: ProfileSearch): Promise<SearchResult> {
  if (search.place) return searchAroundPlace(db, { ...search, place: search.place });
  const conditions = filterConditions(db, search);
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [page, counted] = await db.batch([
    db
      .select({ id: profiles.id })
      .from(profiles)
      .where(where)
      .orderBy(asc(profiles.foodTruckName), asc(profiles.id))
      .limit(search.limit)
      .offset(search.offset),
    db.select({ total: sql<number>`count(*)` }).from(profiles).where(where),
  ]);
  return { pageIds: page.map((row) => row.id), distances: new Map(), total: counted[0]?.total ?? 0 };
}
