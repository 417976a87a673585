import { and, desc, eq, inArray, isNotNull, ne, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import * as v from "valibot";
import type { Db } from "../../db/client";
import { bookingRequests, events, invitations, profiles, users } from "../../db/schema";
import type { DishCode, Offer } from "../../domain/offer-catalogue";
import type { VenueLimits } from "../../domain/truck-needs";
import { offerSchema } from "../../schemas/profiles";
import { organizerNameFor } from "../accounts/users";
import { pln, venueDto, venueSearch } from "../bookings/queries";
import { storedDays } from "../event-days";
import { type ProfileSearch, searchProfiles } from "../search/profile-search";

export type EventRow = typeof events.$inferSelect;
export type InvitationRow = typeof invitations.$inferSelect;

/** DESIGN.md §6: how many trucks one required dish invites. */
export const MAX_INVITATIONS_PER_DISH = 10;
/** Search results looked at per dish, so a few skipped trucks (blocked owners) still leave ten. */
const CANDIDATES_PER_DISH = 20;
/** D1 binds at most 100 parameters per statement; lists of ids are cut into pieces below that. */
const IDS_PER_QUERY = 90;
/** Ids given to one search, beside its ~40 parameters of place, dates and dish. */
const PROFILE_IDS_PER_SEARCH = 30;

export function chunks<T>(items: readonly T[], size: number): T[][] {
  const pieces: T[][] = [];
  for (let i = 0; i < items.length; i += size) pieces.push(items.slice(i, i + size));
  return pieces;
}

export function parseOffer(json: string): Offer {
  try {
    const parsed = v.safeParse(offerSchema, JSON.parse(json));
    if (parsed.success) return parsed.output;
  } catch {
    // A corrupt stored offer reads as empty rather than breaking the dashboard.
  }
  return { dishes: [], drinks: [], dietary: [] };
}

/** A truck chosen for an invitation, with what its owner's e-mail needs. */
export interface Invitee {
  profileId: number;
  ownerId: number;
  truckName: string;
  owner: { email: string; firstName: string };
}

export interface InviteeSearch {
  dishes: readonly DishCode[];
  /** Where the event is: a gazetteer place, or (unresolvable) the text matched against base locations. */
  where: Pick<ProfileSearch, "place" | "locationText">;
  dates: NonNullable<ProfileSearch["dates"]>;
  /** Only these trucks (favourites), each invited however many match; else the ten nearest per dish. */
  profileIds?: readonly number[];
  /** Trucks left out before the nearest are chosen (those a re-opened slot already invited). */
  skip?: ReadonlySet<number>;
  /** Fewer than ten per dish (a re-opened slot keeps at most ten open invitations). */
  limit?: number;
  /** The venue's limits (issue 38): trucks known not to fit are not invited. */
  venue?: VenueLimits;
}

/** Where and when an existing event takes place, as findInvitees searches it. */
export function inviteeScope(event: EventRow): Pick<InviteeSearch, "where" | "dates" | "venue"> {
  return {
    ...venueSearch(event),
    where:
      event.locationLat !== null && event.locationLng !== null
        ? { place: { lat: event.locationLat, lng: event.locationLng } }
        : { locationText: event.location },
    dates: storedDays(event.eventStartDate, event.eventEndDate),
  };
}

/**
 * DESIGN.md §6: for each dish, up to ten trucks that offer it, are free on every event day (no busy
 * calendar day, no holding booking) and whose base + radius covers the event place (exact distance),
 * nearest first — the conditions and order of the public search, which this reuses. When the place
 * could not be geocoded the search falls back to the base_location substring match (name order).
 * Trucks of blocked owners are left out: they could never answer.
 */
export async function findInvitees(db: Db, search: InviteeSearch): Promise<Map<DishCode, Invitee[]>> {
  const candidates = new Map<DishCode, number[]>();
  const skip = search.skip ?? new Set<number>();
  // Skipped trucks may be among the nearest: look at that many more, so the ten still come from the rest.
  const perDish = search.profileIds ? search.profileIds.length : CANDIDATES_PER_DISH + skip.size;
  // Given trucks are asked about a few at a time: with the place, dates and dish, the statement stays
  // under D1's 100 bound parameters.
  const idPieces = search.profileIds ? chunks(search.profileIds, PROFILE_IDS_PER_SEARCH) : [undefined];
  for (const dish of search.dishes) {
    const found: number[] = [];
    for (const profileIds of idPieces) {
      const result = await searchProfiles(db, {
        cuisine: dish,
        ...search.where,
        dates: search.dates,
        ...(search.venue ? { venue: search.venue } : {}),
        ...(profileIds ? { profileIds } : {}),
        limit: perDish,
        offset: 0,
      });
      found.push(...result.page.map((hit) => hit.profile.id).filter((id) => !skip.has(id)));
    }
    candidates.set(dish, found);
  }
  const ids = [...new Set([...candidates.values()].flat())];
  const trucks = new Map<number, Invitee>();
  for (const piece of chunks(ids, IDS_PER_QUERY)) {
    const rows = await db
      .select({
        profileId: profiles.id,
        ownerId: profiles.userId,
        truckName: profiles.foodTruckName,
        email: users.email,
        firstName: users.firstName,
      })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(and(inArray(profiles.id, piece), eq(users.isBlocked, false)));
    for (const row of rows) {
      trucks.set(row.profileId, {
        profileId: row.profileId,
        ownerId: row.ownerId,
        truckName: row.truckName,
        owner: { email: row.email, firstName: row.firstName },
      });
    }
  }
  const invitees = new Map<DishCode, Invitee[]>();
  for (const [dish, profileIds] of candidates) {
    invitees.set(
      dish,
      profileIds
        .flatMap((id) => {
          const truck = trucks.get(id);
          return truck ? [truck] : [];
        })
        .slice(0, search.profileIds ? perDish : (search.limit ?? MAX_INVITATIONS_PER_DISH)),
    );
  }
  return invitees;
}

/** The booking an accepted invitation created. */
export interface BookingLink {
  request_id: number;
  status: string;
  payment_status: string | null;
}

function bookingLinks(
  rows: { id: number; invitationId: number | null; status: string; paymentStatus: string | null }[],
) {
  const links = new Map<number, BookingLink>();
  // Oldest first, so the newest booking of an invitation wins (there is only ever one).
  for (const row of [...rows].sort((a, b) => a.id - b.id)) {
    if (row.invitationId === null) continue;
    links.set(row.invitationId, {
      request_id: row.id,
      status: row.status,
      payment_status: row.paymentStatus,
    });
  }
  return links;
}

function invitationDto(invitation: InvitationRow, truckName: string, booking: BookingLink | undefined) {
  return {
    invitation_id: invitation.id,
    doc_id: String(invitation.id),
    event_id: invitation.eventId,
    status: invitation.status,
    closed_reason: invitation.closedReason,
    cuisine_assigned: invitation.cuisineAssigned,
    food_truck_name: truckName,
    profile_id: invitation.profileId,
    owner_id: invitation.ownerId,
    responded_at: invitation.respondedAt,
    booking_details: booking ?? null,
  };
}
export type InvitationDto = ReturnType<typeof invitationDto>;

export function eventDto(event: EventRow, eventInvitations: InvitationDto[]) {
  const requiredOffer = parseOffer(event.requiredOfferJson);
  const invitedPerDish: Record<string, number> = {};
  for (const dish of requiredOffer.dishes) {
    invitedPerDish[dish] = eventInvitations.filter((item) => item.cuisine_assigned === dish).length;
  }
  return {
    event_id: event.id,
    doc_id: String(event.id),
    event_name: event.eventName,
    event_start_date: event.eventStartDate,
    event_end_date: event.eventEndDate,
    location: event.location,
    event_description: event.eventDescription,
    guest_count: event.guestCount,
    event_cost: pln(event.eventCostGrosze),
    required_offer: requiredOffer,
    ...venueDto(event),
    created_at: event.createdAt,
    /** Trucks invited for each required dish (0 when none matched), in the order of required_offer.dishes. */
    invited_per_dish: invitedPerDish,
    invitations: eventInvitations,
  };
}
export type OrganizerEventDto = ReturnType<typeof eventDto>;

/**
 * The invitations of the events `eventScope` selects (a condition on events), grouped by event in the order
 * they were sent (by dish, nearest truck first), each with the booking its acceptance created.
 * `bookingScope` may narrow the booking read to an index (the organizer's bookings). Two reads, not a
 * db.batch: drizzle maps D1 batch rows by column name, which breaks on joins whose tables share names.
 */
export async function invitationsByEvent(
  db: Db,
  eventScope: SQL | undefined,
  bookingScope?: SQL,
): Promise<Map<number, InvitationDto[]>> {
  const [invitationRows, bookingRows] = await Promise.all([
    db
      .select({ invitation: invitations, truckName: profiles.foodTruckName })
      .from(invitations)
      .innerJoin(events, eq(events.id, invitations.eventId))
      .innerJoin(profiles, eq(profiles.id, invitations.profileId))
      .where(eventScope)
      .orderBy(invitations.id),
    db
      .select({
        id: bookingRequests.id,
        invitationId: bookingRequests.invitationId,
        status: bookingRequests.status,
        paymentStatus: bookingRequests.paymentStatus,
      })
      .from(bookingRequests)
      .innerJoin(invitations, eq(invitations.id, bookingRequests.invitationId))
      .innerJoin(events, eq(events.id, invitations.eventId))
      .where(and(eventScope, bookingScope)),
  ]);
  const links = bookingLinks(bookingRows);
  const byEvent = new Map<number, InvitationDto[]>();
  for (const row of invitationRows) {
    const list = byEvent.get(row.invitation.eventId) ?? [];
    list.push(invitationDto(row.invitation, row.truckName, links.get(row.invitation.id)));
    byEvent.set(row.invitation.eventId, list);
  }
  return byEvent;
}

/** The organizer's events, newest first, each with its invitations (invitationsByEvent). */
export async function organizerEvents(db: Db, organizerId: number, onlyEventId?: number) {
  const scope = and(
    eq(events.organizerId, organizerId),
    onlyEventId === undefined ? undefined : eq(events.id, onlyEventId),
  );
  const [eventRows, byEvent] = await Promise.all([
    db.select().from(events).where(scope).orderBy(desc(events.id)),
    invitationsByEvent(db, scope, eq(bookingRequests.organizerId, organizerId)),
  ]);
  return eventRows.map((event) => eventDto(event, byEvent.get(event.id) ?? []));
}

const organizers = alias(users, "organizer");

/**
 * Invitations the owner's trucks received, newest first, each with the event it is for and the booking
 * its acceptance created. Two reads (invitations by owner, bookings by owner); not a db.batch, whose
 * rows drizzle maps by column name — events and invitations share several.
 */
export async function ownerInvitations(db: Db, ownerId: number, onlyInvitationId?: number) {
  const [rows, bookingRows] = await Promise.all([
    db
      .select({
        invitation: invitations,
        truckName: profiles.foodTruckName,
        event: events,
        organizer: { id: organizers.id, firstName: organizers.firstName, lastName: organizers.lastName },
      })
      .from(invitations)
      .innerJoin(events, eq(events.id, invitations.eventId))
      .innerJoin(profiles, eq(profiles.id, invitations.profileId))
      .innerJoin(organizers, eq(organizers.id, events.organizerId))
      .where(
        and(
          eq(invitations.ownerId, ownerId),
          onlyInvitationId === undefined ? undefined : eq(invitations.id, onlyInvitationId),
        ),
      )
      .orderBy(desc(invitations.id)),
    db
      .select({
        id: bookingRequests.id,
        invitationId: bookingRequests.invitationId,
        status: bookingRequests.status,
        paymentStatus: bookingRequests.paymentStatus,
      })
      .from(bookingRequests)
      .where(
        and(
          eq(bookingRequests.ownerId, ownerId),
          onlyInvitationId === undefined
            ? isNotNull(bookingRequests.invitationId)
            : eq(bookingRequests.invitationId, onlyInvitationId),
        ),
      ),
  ]);
  const links = bookingLinks(bookingRows);
  return rows.map((row) => ({
    ...invitationDto(row.invitation, row.truckName, links.get(row.invitation.id)),
    event_details: {
      event_id: row.event.id,
      event_name: row.event.eventName,
      organizer_name: organizerNameFor(row.organizer, row.invitation.status === "accepted"),
      organizer_id: row.organizer.id,
      event_start_date: row.event.eventStartDate,
      event_end_date: row.event.eventEndDate,
      location: row.event.location,
      guest_count: row.event.guestCount,
      event_cost: pln(row.event.eventCostGrosze),
      event_description: row.event.eventDescription,
      required_offer: parseOffer(row.event.requiredOfferJson),
      ...venueDto(row.event),
    },
  }));
}
export type ReceivedInvitationDto = Awaited<ReturnType<typeof ownerInvitations>>[number];

/** An invitation with everything answering it needs: its event, truck, owner and organizer. */
export async function loadInvitation(db: Db, invitationId: number) {
  const owners = alias(users, "owner");
  const [row] = await db
    .select({
      invitation: invitations,
      event: events,
      truckName: profiles.foodTruckName,
      owner: { id: owners.id, email: owners.email, firstName: owners.firstName },
      organizer: { id: organizers.id, email: organizers.email, firstName: organizers.firstName },
    })
    .from(invitations)
    .innerJoin(events, eq(events.id, invitations.eventId))
    .innerJoin(profiles, eq(profiles.id, invitations.profileId))
    .innerJoin(owners, eq(owners.id, invitations.ownerId))
    .innerJoin(organizers, eq(organizers.id, events.organizerId))
    .where(eq(invitations.id, invitationId))
    .limit(1);
  return row;
}
export type LoadedInvitation = NonNullable<Awaited<ReturnType<typeof loadInvitation>>>;

/** The other still-pending invitations for the same event and dish, with their owners (for slot_filled). */
export async function pendingRivals(db: Db, invitation: InvitationRow) {
  const owners = alias(users, "owner");
  return db
    .select({
      id: invitations.id,
      truckName: profiles.foodTruckName,
      owner: { id: owners.id, email: owners.email, firstName: owners.firstName },
    })
    .from(invitations)
    .innerJoin(profiles, eq(profiles.id, invitations.profileId))
    .innerJoin(owners, eq(owners.id, invitations.ownerId))
    .where(
      and(
        eq(invitations.eventId, invitation.eventId),
        eq(invitations.cuisineAssigned, invitation.cuisineAssigned),
        eq(invitations.status, "pending"),
        ne(invitations.id, invitation.id),
      ),
    );
}
