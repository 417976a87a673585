/**
 * GET /api/social-proof (issue 37, decision 0030): which of SPEC.md §2's eight cities the home page's popup
 * may name: those where an owner confirmed a booking in the last 30 days for an event within 30 km. The
 * answer says nothing else — no counts, names, trucks or dates.
 */
import { and, between, inArray, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { bookingRequests } from "../../db/schema";
import { CONTACT_STATUSES } from "../../domain/booking-machine";
import { BOUNDARY_TOLERANCE_KM, type LatLng } from "../../domain/geo";
import { getPlaceIndex, normalizePlaceName } from "../../domain/place-index";
import {
  SOCIAL_PROOF_CITIES,
  SOCIAL_PROOF_DAYS,
  SOCIAL_PROOF_RADIUS_KM,
  socialProofMessage,
} from "../../domain/social-proof";
import { distanceSql } from "../search/profile-search";

export interface SocialProof {
  /** In SPEC.md's order; empty when none of the eight had such a booking (then there is no popup). */
  cities: { name: string; message: string }[];
}

/** The eight cities with their centres, from the gazetteer. */
function socialProofPlaces() {
  const byKey = getPlaceIndex().byKey;
  return SOCIAL_PROOF_CITIES.map((name) => {
    const place = byKey.get(normalizePlaceName(name));
    if (!place) throw new Error(`the gazetteer has no ${name}`);
    return { name, lat: place.lat, lng: place.lng };
  });
}

/**
 * For each city, whether a booking confirmed between `now` − 30 days and `now` (read from the confirmed_at
 * index) and still standing (the owner accepted and nobody called it off: confirmed, awaiting or paid,
 * disputed or resolved) has its event within 30 km: one probe per city, all in one D1 batch (one
 * statement for all eight would pass D1's 100 bound parameters).
 */
export async function socialProofCities(db: Db, now: number): Promise<SocialProof> {
  const places = socialProofPlaces();
  const recent = and(
    between(bookingRequests.confirmedAt, now - SOCIAL_PROOF_DAYS * 86_400, now),
    inArray(bookingRequests.status, [...CONTACT_STATUSES]),
    isNotNull(bookingRequests.eventLat),
  );
  const event = { baseLat: bookingRequests.eventLat, baseLng: bookingRequests.eventLng };
  const probe = (place: LatLng) =>
    db
      .select({ id: bookingRequests.id })
      .from(bookingRequests)
      .where(
        and(recent, sql`${distanceSql(place, event)} <= ${SOCIAL_PROOF_RADIUS_KM + BOUNDARY_TOLERANCE_KM}`),
      )
      .limit(1);
  const [first, ...rest] = places;
  if (!first) return { cities: [] };
  const found = await db.batch([probe(first), ...rest.map(probe)]);
  return {
    cities: places
      .filter((_, index) => (found[index]?.length ?? 0) > 0)
      .map(({ name }) => ({ name, message: socialProofMessage(name) })),
  };
}
