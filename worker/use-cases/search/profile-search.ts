import { and, asc, eq, exists, inArray, not, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import * as v from "valibot";
import type { Db } from "../../db/client";
import { profileOfferItems, profilePhotos, profiles, searchCells } from "../../db/schema";
import { containsText } from "../../db/text-match";
import { BOUNDARY_TOLERANCE_KM, EARTH_RADIUS_KM, type LatLng } from "../../domain/geo";
import type { DietaryCode } from "../../domain/offer-catalogue";
import { gridCellOf } from "../../domain/search-grid";
import { POWER_KINDS, POWER_SERVED, type VenueLimits } from "../../domain/truck-needs";
import type { SearchSort } from "../../schemas/profile-texts";
import { truckBusyDuring } from "../availability/busy-days";
import type { EventDays } from "../event-days";
import { type GalleryPhoto, galleryPhotoOf, type ProfileRow } from "../profiles/queries";

export interface ProfileSearch {
  cuisine?: string;
  /** A resolved place: trucks whose base + radius covers it. */
  place?: LatLng;
  /** Unresolvable place text: substring of base_location. */
  locationText?: string;
  /** Inclusive Warsaw days; with Unix seconds of their midnights for booking overlap. */
  dates?: EventDays;
  longTermRental?: boolean;
  /** Beyond SPEC.md (issue 16): trucks offering every one of these dietary options. */
  dietary?: readonly DietaryCode[];
  /** Average rating at least this (trucks without reviews are left out). */
  minRating?: number;
  /** Budget per portion in grosze: trucks whose price "from" is at most this. */
  maxPriceGrosze?: number;
  /**
   * Beyond SPEC.md (issue 38): the venue's limits. Trucks that stated something that does not fit are left
   * out; trucks that stated nothing about it stay in (the web marks them "brak danych").
   */
  venue?: VenueLimits;
  /** Only these trucks (an organizer's favourites, issue 16); few enough for D1's 100 parameters. */
  profileIds?: readonly number[];
  /** "relevance" (the default): nearest first around a place, else by name. */
  sort?: SearchSort;
  limit: number;
  offset: number;
}

/** What a search asks of the trucks, without its order and page (the planner counts with the same). */
export type SearchFilter = Omit<ProfileSearch, "limit" | "offset" | "sort">;

// The flat pre-filter's numbers; migration 0020's triggers cover its circle with grid cells using the same.
const KM_PER_DEGREE_LAT = 110.574;
const KM_PER_DEGREE_LNG_AT_EQUATOR = 111.32;
/** The flat SQL pre-filter errs by up to ~1.5% at Polish distances; it lets a little more through. */
const PREFILTER_SLACK = 1.03;
const PREFILTER_SLACK_KM = 2;

/** Where a truck's base and radius are read: the profile itself, or its copy in a grid cell's row. */
interface BaseColumns {
  baseLat: SQLWrapper;
  baseLng: SQLWrapper;
  operationRadiusKm: SQLWrapper;
}

/**
 * Squared distance in km² on an equirectangular projection around the searched place: plain arithmetic,
 * cheap enough to run on every candidate before the exact great-circle distance (distanceSql).
 */
function squaredDistanceSql(place: LatLng, base: BaseColumns): SQL<number> {
  const kmPerDegreeLng = KM_PER_DEGREE_LNG_AT_EQUATOR * Math.cos((place.lat * Math.PI) / 180);
  return sql<number>`((${base.baseLat} - ${place.lat}) * ${KM_PER_DEGREE_LAT}) * ((${base.baseLat} - ${place.lat}) * ${KM_PER_DEGREE_LAT}) + ((${base.baseLng} - ${place.lng}) * ${kmPerDegreeLng}) * ((${base.baseLng} - ${place.lng}) * ${kmPerDegreeLng})`;
}

/**
 * The offer filters (a dish or drink, dietary options) on a column of profile ids: driven by the
 * (code, profile_id) index, each is one list of the trucks offering it. Around a place they apply inside
 * the grid cell's rows, so only trucks in range are looked up in those lists. A dietary option is offered
 * by about a third of all trucks, so there each truck in range is probed in the primary key (profile_id,
 * kind, code) instead: cheaper than listing ≈ 3,400 trucks (Łódź + vegan + 3 days 9.0–9.2 → 6.4–6.6 ms in
 * the bench's data). A dish's list is a half of that and stays a list; so does every list without a place,
 * where all trucks are checked.
 */
function offerConditions(db: Db, search: SearchFilter, profileId: SQLWrapper, aroundPlace: boolean): SQL[] {
  const offering = (code: string, kinds: (typeof profileOfferItems.kind.enumValues)[number][]) =>
    inArray(
      profileId,
      db
        .select({ id: profileOfferItems.profileId })
        .from(profileOfferItems)
        .where(and(eq(profileOfferItems.code, code), inArray(profileOfferItems.kind, kinds))),
    );
  const offersDietary = (code: string) =>
    aroundPlace
      ? exists(
          db
            .select({ code: profileOfferItems.code })
            .from(profileOfferItems)
            .where(
              and(
                eq(profileOfferItems.profileId, profileId),
                eq(profileOfferItems.kind, "dietary"),
                eq(profileOfferItems.code, code),
              ),
            ),
        )
      : offering(code, ["dietary"]);
  return [
    ...(search.cuisine ? [offering(search.cuisine, ["dishes", "drinks"])] : []),
    ...(search.dietary ?? []).map(offersDietary),
  ];
}

/** The filters on the profile itself (all but the place and the offer), as SQL conditions on profiles. */
function profileConditions(db: Db, search: SearchFilter): SQL[] {
  const conditions: SQL[] = [];
  if (!search.place && search.locationText) {
    conditions.push(baseLocationContains(search.locationText));
  }
  if (search.profileIds) conditions.push(inArray(profiles.id, [...search.profileIds]));
  if (search.dates) conditions.push(not(truckBusyDuring(db, profiles.id, search.dates)));
  if (search.longTermRental) conditions.push(eq(profiles.longTermRentalAvailable, true));
  if (search.minRating !== undefined) {
    // The average as the profile keeps it (sum and count), compared without a division.
    conditions.push(
      sql`${profiles.reviewCount} > 0 AND ${profiles.ratingTotal} >= ${search.minRating} * ${profiles.reviewCount}`,
    );
  }
  if (search.maxPriceGrosze !== undefined) {
    conditions.push(sql`${profiles.priceFromGrosze} <= ${search.maxPriceGrosze}`);
  }
  if (search.venue) conditions.push(...venueConditions(search.venue));
  return conditions;
}

/**
 * The venue's limits as SQL on profiles, with the rules of domain/truck-needs.ts (venueFit): a truck is
 * dropped only for what it stated; NULL (not stated) always passes. Our own constants go in as literals.
 */
function venueConditions(venue: VenueLimits): SQL[] {
  const conditions: SQL[] = [];
  if (venue.max_length_m !== undefined) {
    conditions.push(
      sql`(${profiles.truckLengthM} IS NULL OR ${profiles.truckLengthM} <= ${venue.max_length_m})`,
    );
  }
  const served = venue.site_power === undefined ? POWER_KINDS : POWER_SERVED[venue.site_power];
  if (served.length < POWER_KINDS.length) {
    const kinds = sql.raw(served.map((kind) => `'${kind}'`).join(", "));
    conditions.push(sql`(${profiles.power} IS NULL OR ${profiles.power} IN (${kinds}))`);
  }
  if (venue.site_water === false) {
    conditions.push(sql`(${profiles.needsWater} IS NULL OR ${profiles.needsWater} = 0)`);
  }
  return conditions;
}

/**
 * What comes first for a chosen order, before the usual ones (distance around a place, then name and id):
 * the best average rating (trucks without reviews last, more reviews first among equals), or the lowest
 * price "from" (trucks without prices last). Relevance and distance add nothing.
 */
function leadingOrder(sort: SearchSort | undefined): SQL[] {
  if (sort === "rating") {
    return [
      sql`${profiles.reviewCount} = 0`,
      sql`${profiles.ratingTotal} * 1.0 / nullif(${profiles.reviewCount}, 0) DESC`,
      sql`${profiles.reviewCount} DESC`,
    ];
  }
  if (sort === "price") return [sql`${profiles.priceFromGrosze} IS NULL`, asc(profiles.priceFromGrosze)];
  return [];
}

/** One truck of a result page: the stored row, its gallery and, for a place search, its distance. */
export interface SearchHit {
  profile: ProfileRow;
  photos: GalleryPhoto[];
  /** km from the searched place, rounded to 0.1, when a place was given. */
  distanceKm?: number;
}

export interface SearchResult {
  /** The requested page, in result order. */
  page: SearchHit[];
  total: number;
}

/**
 * Great-circle distance (haversine, the formula of domain/geo.ts distanceKm) from the base to the place,
 * in SQL: SQLite's math functions are built into D1 and workerd.
 */
export function distanceSql(place: LatLng, base: Pick<BaseColumns, "baseLat" | "baseLng">): SQL<number> {
  const halfDLat = sql`radians(${base.baseLat} - ${place.lat}) / 2`;
  const halfDLng = sql`radians(${base.baseLng} - ${place.lng}) / 2`;
  const cosPlaceLat = Math.cos((place.lat * Math.PI) / 180);
  return sql<number>`(2 * ${EARTH_RADIUS_KM} * asin(min(1, sqrt(sin(${halfDLat}) * sin(${halfDLat}) + ${cosPlaceLat} * cos(radians(${base.baseLat})) * sin(${halfDLng}) * sin(${halfDLng})))))`;
}

const photoSchema = v.object({
  id: v.number(),
  key: v.string(),
  position: v.number(),
  width: v.nullable(v.number()),
  height: v.nullable(v.number()),
  variantWidths: v.string(),
});
const photosSchema = v.array(photoSchema);

/**
 * The page's galleries come in the same statement, as one JSON array per truck. The outer id is written
 * qualified by hand: in a one-table select drizzle leaves columns unqualified, and a bare "id" inside
 * this subquery would mean profile_photos.id.
 */
function photosJsonSql(): SQL<string> {
  return sql<string>`(SELECT json_group_array(json_object('id', ${profilePhotos.id}, 'key', ${profilePhotos.r2Key}, 'position', ${profilePhotos.position}, 'width', ${profilePhotos.width}, 'height', ${profilePhotos.height}, 'variantWidths', ${profilePhotos.variantWidths})) FROM ${profilePhotos} WHERE ${profilePhotos.profileId} = "profiles"."id")`;
}

function photosOf(json: string): GalleryPhoto[] {
  // Our own statement built this JSON: anything else is a bug to surface, not an empty gallery to show.
  const photos = v.parse(photosSchema, JSON.parse(json));
  // json_group_array keeps no guaranteed order: the gallery's order is its position.
  return photos.sort((a, b) => a.position - b.position).map(galleryPhotoOf);
}

function hitOf(row: { profile: ProfileRow; photos: string }, distance?: number): SearchHit {
  return {
    profile: row.profile,
    photos: photosOf(row.photos),
    ...(distance === undefined ? {} : { distanceKm: Math.round(distance * 10) / 10 }),
  };
}

/**
 * Nearest first. The page of matches (id, distance and the number of all matches, counted by a window
 * over the same scan) is joined back to the full rows and galleries of just that page: one statement.
 */
async function pageAroundPlace(db: Db, search: ProfileSearch, where: SQL, distance: SQL<number>) {
  const matches = db
    .select({
      id: profiles.id,
      distance: distance.as("distance"),
      total: sql<number>`count(*) OVER ()`.as("total"),
    })
    .from(profiles)
    .where(where)
    .orderBy(...leadingOrder(search.sort), asc(sql`distance`), asc(profiles.foodTruckName), asc(profiles.id))
    .limit(search.limit)
    .offset(search.offset)
    .as("matches");
  const rows = await db
    .select({ profile: profiles, distance: matches.distance, total: matches.total, photos: photosJsonSql() })
    .from(matches)
    .innerJoin(profiles, eq(profiles.id, matches.id))
    .orderBy(
      ...leadingOrder(search.sort),
      asc(matches.distance),
      asc(profiles.foodTruckName),
      asc(profiles.id),
    );
  const page = rows.map((row) => hitOf(row, row.distance));
  const first = rows[0];
  if (first || search.offset === 0) return { page, total: first?.total ?? 0 };
  // Past the last page no row carries the window's count: the one case that needs a second trip.
  const [counted] = await db.select({ total: sql<number>`count(*)` }).from(profiles).where(where);
  return { page, total: counted?.total ?? 0 };
}

/**
 * By name (or a chosen order, then name). The page walks the name index and reads only its own rows and galleries; the count is a
 * second statement of the same batch (a window count would make every search sort all trucks).
 */
async function pageByName(db: Db, search: ProfileSearch, where: SQL | undefined): Promise<SearchResult> {
  const [rows, counted] = await db.batch([
    db
      .select({ profile: profiles, photos: photosJsonSql() })
      .from(profiles)
      .where(where)
      .orderBy(...leadingOrder(search.sort), asc(profiles.foodTruckName), asc(profiles.id))
      .limit(search.limit)
      .offset(search.offset),
    db.select({ total: sql<number>`count(*)` }).from(profiles).where(where),
  ]);
  return { page: rows.map((row) => hitOf(row)), total: counted[0]?.total ?? 0 };
}

/**
 * Trucks whose base + radius covers the place, nearest first. Only the trucks listed in the place's grid
 * cell (decision 0021) are looked at; from their copied base and radius a cheap flat-distance pre-filter
 * (plus slack) lets only nearby ones reach the exact great-circle check, and then the offer filters, all
 * within the cell's rows.
 */
function placeConditions(db: Db, place: LatLng, offers: SQL[]): { where: SQL[]; distance: SQL<number> } {
  return {
    distance: distanceSql(place, profiles),
    where: [inArray(profiles.id, trucksReaching(db, place, offers))],
  };
}

/** The ids of the trucks whose base and radius cover the place (and that pass `offers`): a subquery. */
export function trucksReaching(db: Db, place: LatLng, offers: SQL[] = []) {
  const reach = sql`(${searchCells.operationRadiusKm} * ${PREFILTER_SLACK} + ${PREFILTER_SLACK_KM})`;
  return db
    .select({ id: searchCells.profileId })
    .from(searchCells)
    .where(
      and(
        eq(searchCells.cell, gridCellOf(place)),
        sql`${squaredDistanceSql(place, searchCells)} <= ${reach} * ${reach}`,
        sql`${distanceSql(place, searchCells)} <= ${searchCells.operationRadiusKm} + ${BOUNDARY_TOLERANCE_KM}`,
        ...offers,
      ),
    );
}

function baseLocationContains(text: string): SQL {
  return containsText(profiles.baseLocation, text);
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

/** Every search's conditions on profiles (and, around a place, the distance to it). */
function matchConditions(db: Db, search: SearchFilter) {
  const filters = profileConditions(db, search);
  if (!search.place) {
    const all = [...offerConditions(db, search, profiles.id, false), ...filters];
    return { where: all.length > 0 ? and(...all) : undefined, distance: undefined };
  }
  // The grid, the arithmetic and the offer lists first, so the correlated date subqueries only run for
  // trucks in range that offer what was asked.
  const near = placeConditions(db, search.place, offerConditions(db, search, searchCells.profileId, true));
  return { where: and(...near.where, ...filters), distance: near.distance };
}

/** One page of matching profiles, with their galleries, and the number of all matches: one D1 round trip. */
export async function searchProfiles(db: Db, search: ProfileSearch): Promise<SearchResult> {
  const match = matchConditions(db, search);
  if (!match.distance) return pageByName(db, search, match.where);
  if (!match.where) throw new Error("unreachable: and() of place conditions");
  return pageAroundPlace(db, search, match.where, match.distance);
}

/**
 * Beyond SPEC.md (issue 38), for the planner: how many trucks match the search, and the portions per
 * hour of those that state it — the search's own conditions, in one statement returning one row.
 */
export async function statedThroughputs(
  db: Db,
  search: SearchFilter,
): Promise<{ matching: number; stated: number[] }> {
  const [row] = await db
    .select({
      matching: sql<number>`count(*)`,
      stated: sql<string>`json_group_array(${profiles.portionsPerHour}) FILTER (WHERE ${profiles.portionsPerHour} IS NOT NULL)`,
    })
    .from(profiles)
    .where(matchConditions(db, search).where);
  // Our own statement built this JSON array of integers.
  const stated = v.parse(v.array(v.number()), JSON.parse(row?.stated ?? "[]"));
  return { matching: row?.matching ?? 0, stated };
}
