import { and, asc, eq, exists, gte, inArray, lte, not, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { availability, bookingRequests, profileOfferItems, profiles } from "../db/schema";
import type { LatLng } from "../domain/geo";
import type { ProfileRow } from "./profiles";

/** Booking states that hold the truck for their days (the calendar marks those days busy too). */
export const HOLDING_STATUSES = [
  "confirmed",
  "awaiting_deposit",
  "confirmed_deposit_paid",
  "disputed",
] as const;

export interface ProfileSearch {
  cuisine?: string;
  /** A resolved place: trucks whose base + radius covers it. */
  place?: LatLng;
  /** Unresolvable place text: substring of base_location. */
  locationText?: string;
  /** Inclusive Warsaw days; with Unix seconds of their midnights for booking overlap. */
  dates?: { startDay: string; endDay: string; startSeconds: number; endSeconds: number };
  longTermRental?: boolean;
  limit: number;
  offset: number;
}

const KM_PER_DEGREE_LAT = 110.574;
const KM_PER_DEGREE_LNG_AT_EQUATOR = 111.32;

/**
 * Squared distance in km² on an equirectangular projection around the searched place: plain arithmetic,
 * so SQLite needs no math functions; at Polish distances (≤ 1000 km) the error is well under 1%.
 */
function squaredDistanceSql(place: LatLng): SQL<number> {
  const kmPerDegreeLng = KM_PER_DEGREE_LNG_AT_EQUATOR * Math.cos((place.lat * Math.PI) / 180);
  return sql<number>`((${profiles.baseLat} - ${place.lat}) * ${KM_PER_DEGREE_LAT}) * ((${profiles.baseLat} - ${place.lat}) * ${KM_PER_DEGREE_LAT}) + ((${profiles.baseLng} - ${place.lng}) * ${kmPerDegreeLng}) * ((${profiles.baseLng} - ${place.lng}) * ${kmPerDegreeLng})`;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** One page of matching profiles, ordered by distance (when a place was given) then name, and the total. */
export async function searchProfiles(db: Db, search: ProfileSearch) {
  const conditions: SQL[] = [];
  if (search.cuisine) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(profileOfferItems)
          .where(
            and(
              eq(profileOfferItems.code, search.cuisine),
              eq(profileOfferItems.profileId, profiles.id),
              inArray(profileOfferItems.kind, ["dishes", "drinks"]),
            ),
          ),
      ),
    );
  }
  const distanceSquared = search.place ? squaredDistanceSql(search.place) : undefined;
  if (distanceSquared) {
    conditions.push(sql`${profiles.baseLat} IS NOT NULL`);
    conditions.push(sql`${distanceSquared} <= ${profiles.operationRadiusKm} * ${profiles.operationRadiusKm}`);
  } else if (search.locationText) {
    conditions.push(sql`${profiles.baseLocation} LIKE ${`%${escapeLike(search.locationText)}%`} ESCAPE '\\'`);
  }
  if (search.dates) {
    const { startDay, endDay, startSeconds, endSeconds } = search.dates;
    conditions.push(
      not(
        exists(
          db
            .select({ one: sql`1` })
            .from(availability)
            .where(
              and(
                eq(availability.profileId, profiles.id),
                gte(availability.day, startDay),
                lte(availability.day, endDay),
              ),
            ),
        ),
      ),
    );
    conditions.push(
      not(
        exists(
          db
            .select({ one: sql`1` })
            .from(bookingRequests)
            .where(
              and(
                eq(bookingRequests.profileId, profiles.id),
                inArray(bookingRequests.status, [...HOLDING_STATUSES]),
                lte(bookingRequests.eventStartDate, endSeconds),
                gte(bookingRequests.eventEndDate, startSeconds),
              ),
            ),
        ),
      ),
    );
  }
  if (search.longTermRental) conditions.push(eq(profiles.longTermRentalAvailable, true));
  const where = conditions.length > 0 ? and(...conditions) : undefined;

  const [rows, totals] = await db.batch([
    db
      // Without a place the distance is a dummy column that must not be a bare constant: D1 names such a
      // column "0", JavaScript lists number-like keys first, and drizzle's batch mapping (by key order)
      // then shifted every field by one.
      .select({ profile: profiles, distanceSquared: distanceSquared ?? sql<number>`(${profiles.id} * 0)` })
      .from(profiles)
      .where(where)
      .orderBy(
        ...(distanceSquared ? [asc(distanceSquared)] : []),
        asc(profiles.foodTruckName),
        asc(profiles.id),
      )
      .limit(search.limit)
      .offset(search.offset),
    db.select({ total: sql<number>`count(*)` }).from(profiles).where(where),
  ]);
  const distances = new Map<number, number>();
  if (search.place) {
    for (const row of rows)
      distances.set(row.profile.id, Math.round(Math.sqrt(row.distanceSquared) * 10) / 10);
  }
  const page: ProfileRow[] = rows.map((row) => row.profile);
  return { page, distances, total: totals[0]?.total ?? 0 };
}
