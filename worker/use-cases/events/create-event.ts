import { sql } from "drizzle-orm";
import type { UserRow } from "../../app-env";
import { CREATE_LIMITS, enforceRateLimits } from "../../db/rate-limit";
import { events } from "../../db/schema";
import { resolvePlace } from "../../domain/gazetteer";
import { type CreateEventFields, EVENT_TEXTS } from "../../schemas/events";
import { venueSearch } from "../bookings/queries";
import type { UseCaseContext } from "../context";
import { eventDays } from "../event-days";
import { outboxIdsOf } from "../notifications/outbox";
import { afterInvitations, invitationStatements, planInvitations } from "./invitation-writes";
import { findInvitees, organizerEvents } from "./queries";

function createdMessage(invitedTrucks: number): string {
  if (invitedTrucks === 0) {
    return "Wydarzenie zostało utworzone, ale nie znaleźliśmy food trucków z wybranymi daniami, wolnych w tym terminie i dojeżdżających w to miejsce. Nie wysłano zaproszeń.";
  }
  const trucks = invitedTrucks === 1 ? "1 food trucka" : `${invitedTrucks} food trucków`;
  return `Wydarzenie zostało utworzone. Zaproszenia wysłano do ${trucks}.`;
}

/**
 * DESIGN.md §6: the event, its invitations (per required dish, up to ten free trucks that reach the place)
 * and one e-mail per invited truck, written in ONE batch (a D1 transaction). The new event's id is "the
 * newest event of this organizer", read inside the same transaction.
 */
export async function createEvent(ctx: UseCaseContext, organizer: UserRow, input: CreateEventFields) {
  const { db } = ctx;
  const days = eventDays(input.startDate, input.endDate, {
    earliest: "today",
    fields: { start: "startDate", end: "endDate" },
    texts: EVENT_TEXTS,
  });
  await enforceRateLimits(db, [{ key: `events:user:${organizer.id}`, ...CREATE_LIMITS.events }]);
  const place = resolvePlace(input.location);
  const invitees = await findInvitees(db, {
    dishes: input.requiredOffer.dishes,
    where: place ? { place } : { locationText: input.location },
    dates: days,
    ...venueSearch({
      maxLengthM: input.max_length_m,
      sitePower: input.site_power,
      siteWater: input.site_water,
    }),
  });

  const newEventId = sql<number>`(SELECT max(${events.id}) FROM ${events} WHERE ${events.organizerId} = ${organizer.id})`;
  const dates = {
    eventStartDate: days.startSeconds,
    eventEndDate: days.endSeconds,
    eventCostGrosze: input.eventCost,
  };
  const plan = planInvitations(ctx.env, newEventId, invitees, dates);
  const statements = invitationStatements(db, plan);

  const [inserted, ...rest] = await db.batch([
    db
      .insert(events)
      .values({
        organizerId: organizer.id,
        eventName: input.eventName,
        eventStartDate: days.startSeconds,
        eventEndDate: days.endSeconds,
        location: input.location,
        locationLat: place?.lat ?? null,
        locationLng: place?.lng ?? null,
        eventDescription: input.eventDescription,
        guestCount: input.guestCount,
        eventCostGrosze: input.eventCost,
        requiredOfferJson: JSON.stringify(input.requiredOffer),
        maxLengthM: input.max_length_m,
        sitePower: input.site_power,
        siteWater: input.site_water,
      })
      .returning({ id: events.id }),
    ...statements.invitations,
    ...statements.mails,
  ]);
  const created = inserted[0];
  if (!created) throw new Error("event insert returned no row");
  afterInvitations(ctx, plan, outboxIdsOf(rest));
  const [event] = await organizerEvents(db, organizer.id, created.id);
  if (!event) throw new Error("created event not found");
  return { ...event, invited_trucks: plan.trucks.length, message: createdMessage(plan.trucks.length) };
}
