/**
 * When an owner cancels a confirmed booking (beyond SPEC.md, issue 17): up to three other trucks free on
 * its days that reach its place and serve its cuisine, and a request to one of them with the same details.
 */
import * as v from "valibot";
import type { UserRow } from "../../app-env";
import type { Db } from "../../db/client";
import { warsawDayOf } from "../../domain/calendar";
import { resolvePlace } from "../../domain/gazetteer";
import { type DishCode, isDishCode } from "../../domain/offer-catalogue";
import { ApiError } from "../../lib/errors";
import { nowSeconds } from "../../lib/time";
import { createBookingSchema, EVENT_TYPES } from "../../schemas/bookings";
import type { UseCaseContext } from "../context";
import { storedDays } from "../event-days";
import { parseOffer } from "../events/queries";
import { findProfile, type ProfileDto, profileDto } from "../profiles/queries";
import { searchProfiles } from "../search/profile-search";
import { createBookingRequest } from "./create-request";
import { type BookingRow, venueDto, venueSearch } from "./queries";

export const MAX_REPLACEMENTS = 3;

export const REPLACEMENT_TEXTS = {
  organizerOnly: "Zastępstwo wybiera organizator rezerwacji.",
  notCancelledByOwner: "Zastępstwo proponujemy, gdy właściciel odwoła rezerwację.",
} as const;

/** The cuisine to match: the invitation's dish, else the cancelled truck's dishes (none once it is gone). */
async function dishesOf(db: Db, booking: BookingRow): Promise<DishCode[]> {
  if (booking.invitationId !== null) {
    const invitation = await db.query.invitations.findFirst({
      where: (table, { eq }) => eq(table.id, booking.invitationId ?? 0),
    });
    const dish = invitation?.cuisineAssigned;
    if (dish !== undefined && isDishCode(dish)) return [dish];
  }
  const truck = booking.profileId === null ? undefined : await findProfile(db, booking.profileId);
  return truck ? parseOffer(truck.offerJson).dishes : [];
}

/** For the organizer of a booking its owner cancelled (else 409): the trucks of findReplacements. */
export async function replacementTrucks(db: Db, booking: BookingRow): Promise<ProfileDto[]> {
  if (booking.status !== "cancelled_by_owner") throw new ApiError(409, REPLACEMENT_TEXTS.notCancelledByOwner);
  return findReplacements(db, booking);
}

/**
 * Up to three other trucks for the booking's days: free on every day, reaching the place, serving one of
 * its dishes, nearest first; none once the event is no longer ahead (a request needs a future day).
 */
export async function findReplacements(db: Db, booking: BookingRow): Promise<ProfileDto[]> {
  if (warsawDayOf(booking.eventStartDate) <= warsawDayOf(nowSeconds())) return [];
  const place = resolvePlace(booking.eventLocation);
  const dates = storedDays(booking.eventStartDate, booking.eventEndDate);
  const dishes = await dishesOf(db, booking);
  const found = new Map<number, ProfileDto>();
  for (const cuisine of dishes.length > 0 ? dishes : [undefined]) {
    const result = await searchProfiles(db, {
      ...(cuisine ? { cuisine } : {}),
      ...(place ? { place } : { locationText: booking.eventLocation }),
      dates,
      ...venueSearch(booking),
      limit: MAX_REPLACEMENTS + 1,
      offset: 0,
    });
    for (const hit of result.page) {
      if (hit.profile.id === booking.profileId || found.has(hit.profile.id)) continue;
      found.set(
        hit.profile.id,
        profileDto(
          hit.profile,
          hit.photos,
          hit.distanceKm === undefined ? {} : { distance_km: hit.distanceKm },
        ),
      );
    }
    if (found.size >= MAX_REPLACEMENTS) break;
  }
  return [...found.values()]
    .sort((a, b) => (a.distance_km ?? 0) - (b.distance_km ?? 0))
    .slice(0, MAX_REPLACEMENTS);
}

/** The cancelled booking's details as a new request to `profileId`, checked like any request. */
export async function requestReplacement(
  ctx: UseCaseContext,
  organizer: UserRow,
  booking: BookingRow,
  profileId: number,
) {
  if (booking.status !== "cancelled_by_owner") throw new ApiError(409, REPLACEMENT_TEXTS.notCancelledByOwner);
  const input = v.parse(createBookingSchema, {
    profile_id: profileId,
    event_start_date: warsawDayOf(booking.eventStartDate),
    event_end_date: warsawDayOf(booking.eventEndDate),
    event_time: booking.eventTime,
    event_location: booking.eventLocation,
    // Bookings made from an event's invitation carry that event's name as their type.
    event_type: (EVENT_TYPES as readonly string[]).includes(booking.eventType) ? booking.eventType : "Inne",
    guest_count: booking.guestCount,
    event_cost: booking.eventCostGrosze / 100,
    event_description: booking.eventDescription,
    ...venueDto(booking),
  });
  return createBookingRequest(ctx, organizer, input);
}
