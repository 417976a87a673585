/**
 * Events and invitations (SPEC.md §3 "Event", "Invitation", §5 "Create event", §7; DESIGN.md §6).
 *
 * - POST /events (organizers): stores the event and, in the same D1 batch, invites for each required
 *   dish up to ten free trucks whose base + radius covers the event place, with one e-mail per invited
 *   truck through the outbox. 201 with the event as GET /my-events shows it, plus `invited_trucks` and a
 *   Polish `message` saying how many trucks were invited (or that none matched).
 * - GET /events/my-events: one object whose `view` says which list it carries —
 *   organizers: `{ "view": "organizer", "events": OrganizerEventDto[] }` (own events, newest first);
 *   owners: `{ "view": "food_truck_owner", "invitations": ReceivedInvitationDto[] }` (newest first).
 * - PUT /events/invitations/{invitationId}/respond {response: "accepted" | "rejected"}: the invited
 *   truck's owner only (anyone else 404), while pending (else 409). 200 with the invitation as the owner's
 *   list shows it. Accepting creates a confirmed booking with invitation_id and holds the event days in
 *   one batch; the first owner to accept a dish's slot wins, the other pending invitations for it close
 *   as `slot_filled` and their owners are told.
 */

import { and, eq, gte, inArray, lte, ne, notExists, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { alias } from "drizzle-orm/sqlite-core";
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import * as v from "valibot";
import type { AppEnv, UserRow } from "../app-env";
import { type Db, getDb } from "../db/client";
import { CREATE_LIMITS, enforceRateLimits } from "../db/rate-limit";
import { availability, bookingRequests, events, invitations, outbox } from "../db/schema";
import { HOLDING_STATUSES } from "../domain/booking-machine";
import { dayFromInput, daysInRange, warsawDayOf, warsawMidnight } from "../domain/calendar";
import { resolvePlace } from "../domain/gazetteer";
import { bookingEmail } from "../emails/booking-emails";
import type { Env } from "../env";
import { ApiError } from "../lib/errors";
import { nowSeconds } from "../lib/time";
import { validate } from "../lib/validate";
import { requireAuth } from "../permissions";
import {
  type CreateEventFields,
  createEventSchema,
  EVENT_TEXTS,
  invitationResponseSchema,
} from "../schemas/events";
import { mailContext } from "../use-cases/bookings/queries";
import {
  chunks,
  findInvitees,
  type InvitationRow,
  type Invitee,
  type LoadedInvitation,
  loadInvitation,
  organizerEvents,
  ownerInvitations,
  pendingRivals,
} from "../use-cases/events/queries";
import { dispatchOutbox, emailOutboxInsert, emailOutboxInsertIf } from "../use-cases/notifications/outbox";

type OutboxInsert = typeof outbox.$inferInsert;

const MAX_EVENT_DAYS = 31;
/** Rows per multi-row INSERT, so no statement binds more than D1's 100 parameters. */
const INVITATIONS_PER_INSERT = 15;
const MAILS_PER_INSERT = 20;
const DAYS_PER_INSERT = 20;

const invitationParam = v.object({
  invitationId: v.pipe(v.string(), v.regex(/^\d{1,10}$/), v.transform(Number)),
});

const requireOrganizer = createMiddleware<AppEnv>(async (c, next) => {
  if (c.get("user").userType !== "organizer") throw new ApiError(403, EVENT_TEXTS.organizersOnly);
  await next();
});

/** A date the organizer sent, as a Warsaw calendar day, or a 400 naming the field. */
function requireDay(value: string | number, field: string): string {
  const day = dayFromInput(value);
  if (!day) throw new ApiError(400, EVENT_TEXTS.date, { field });
  return day;
}

function constraintFailure(error: unknown): "unique" | "not_null" | null {
  const text = error instanceof Error ? `${error.message} ${String(error.cause ?? "")}` : String(error);
  if (text.includes("UNIQUE constraint failed")) return "unique";
  if (text.includes("NOT NULL constraint failed")) return "not_null";
  return null;
}

/** Why an invitation that is no longer pending cannot be answered. */
function closedMessage(invitation: Pick<InvitationRow, "status" | "closedReason">): string {
  return invitation.status === "rejected" && invitation.closedReason === "slot_filled"
    ? EVENT_TEXTS.slotFilled
    : EVENT_TEXTS.answeredAlready;
}

function createdMessage(invitedTrucks: number): string {
  if (invitedTrucks === 0) {
    return "Wydarzenie zostało utworzone, ale nie znaleźliśmy food trucków z wybranymi daniami, wolnych w tym terminie i dojeżdżających w to miejsce. Nie wysłano zaproszeń.";
  }
  const trucks = invitedTrucks === 1 ? "1 food trucka" : `${invitedTrucks} food trucków`;
  return `Wydarzenie zostało utworzone. Zaproszenia wysłano do ${trucks}.`;
}

interface EventDays {
  startDay: string;
  endDay: string;
  startSeconds: number;
  endSeconds: number;
}

/** SPEC.md §5: end date defaults to the start, not before it; not in the past; at most 31 days. */
function eventDays(input: CreateEventFields): EventDays {
  const startDay = requireDay(input.startDate, "startDate");
  const endDay =
    input.endDate === undefined || input.endDate === null || input.endDate === ""
      ? startDay
      : requireDay(input.endDate, "endDate");
  if (endDay < startDay) throw new ApiError(400, EVENT_TEXTS.endBeforeStart, { field: "endDate" });
  if (startDay < warsawDayOf(nowSeconds()))
    throw new ApiError(400, EVENT_TEXTS.pastDate, { field: "startDate" });
  if (daysInRange(startDay, endDay).length > MAX_EVENT_DAYS)
    throw new ApiError(400, EVENT_TEXTS.tooLong, { field: "endDate" });
  return { startDay, endDay, startSeconds: warsawMidnight(startDay), endSeconds: warsawMidnight(endDay) };
}

/**
 * The event, its invitations and one e-mail per invited truck, written in ONE batch (a D1 transaction).
 * The new event's id is "the newest event of this organizer", read inside the same transaction.
 */
async function createEvent(env: Env, db: Db, user: UserRow, input: CreateEventFields) {
  const days = eventDays(input);
  const place = resolvePlace(input.location);
  const invitees = await findInvitees(db, {
    dishes: input.requiredOffer.dishes,
    where: place ? { place } : { locationText: input.location },
    dates: days,
  });

  const newEventId = sql<number>`(SELECT max(${events.id}) FROM ${events} WHERE ${events.organizerId} = ${user.id})`;
  const invitationRows = [...invitees].flatMap(([dish, trucks]) =>
    trucks.map((truck) => ({
      eventId: newEventId,
      profileId: truck.profileId,
      ownerId: truck.ownerId,
      cuisineAssigned: dish,
    })),
  );
  // A truck invited for two dishes gets one e-mail.
  const invitedTrucks = new Map<number, Invitee>();
  for (const truck of [...invitees.values()].flat()) invitedTrucks.set(truck.profileId, truck);
  const dates = { eventStartDate: days.startSeconds, eventEndDate: days.endSeconds };
  const mails = [...invitedTrucks.values()].map((truck) =>
    bookingEmail("invitation_received", truck.owner, mailContext(env, dates, truck.truckName)),
  );

  const [inserted, ...rest] = await db.batch([
    db
      .insert(events)
      .values({
        organizerId: user.id,
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
      })
      .returning({ id: events.id }),
    ...chunks(invitationRows, INVITATIONS_PER_INSERT).map((piece) => db.insert(invitations).values(piece)),
    ...chunks(mails, MAILS_PER_INSERT).map((piece) =>
      db
        .insert(outbox)
        .values(piece.map((mail): OutboxInsert => ({ kind: "email", payloadJson: JSON.stringify(mail) })))
        .returning({ id: outbox.id }),
    ),
  ]);
  const created = inserted[0];
  if (!created) throw new Error("event insert returned no row");
  const outboxIds = rest.flatMap((result) => (Array.isArray(result) ? result.map((row) => row.id) : []));
  return { eventId: created.id, invitedTrucks: invitedTrucks.size, outboxIds };
}

/** Friendly early answer when the truck is already busy; the batch's unique key still decides races. */
async function truckIsBusy(db: Db, profileId: number, startSeconds: number, endSeconds: number) {
  const [busyDays, holdingBookings] = await db.batch([
    db
      .select({ day: availability.day })
      .from(availability)
      .where(
        and(
          eq(availability.profileId, profileId),
          gte(availability.day, warsawDayOf(startSeconds)),
          lte(availability.day, warsawDayOf(endSeconds)),
        ),
      )
      .limit(1),
    db
      .select({ id: bookingRequests.id })
      .from(bookingRequests)
      .where(
        and(
          eq(bookingRequests.profileId, profileId),
          inArray(bookingRequests.status, [...HOLDING_STATUSES]),
          lte(bookingRequests.eventStartDate, endSeconds),
          gte(bookingRequests.eventEndDate, startSeconds),
        ),
      )
      .limit(1),
  ]);
  return busyDays.length > 0 || holdingBookings.length > 0;
}

const rivals = alias(invitations, "rival");

/** Turns a constraint failure of the accept batch into the 409 that explains it (the batch changed nothing). */
async function explainFailedAccept(db: Db, invitationId: number, error: unknown): Promise<never> {
  const failure = constraintFailure(error);
  if (!failure) throw error;
  const current = await db.query.invitations.findFirst({ where: eq(invitations.id, invitationId) });
  if (!current) throw new ApiError(404, EVENT_TEXTS.invitationNotFound);
  if (current.status !== "pending") throw new ApiError(409, closedMessage(current));
  if (failure === "unique") throw new ApiError(409, EVENT_TEXTS.truckBusy);
  const taken = await db.query.invitations.findFirst({
    where: and(
      eq(invitations.eventId, current.eventId),
      eq(invitations.cuisineAssigned, current.cuisineAssigned),
      eq(invitations.status, "accepted"),
    ),
  });
  throw new ApiError(409, taken ? EVENT_TEXTS.slotFilled : EVENT_TEXTS.changedMeanwhile);
}

/**
 * Accepting, in ONE batch (a D1 transaction, so batches never interleave):
 * 1. the invitation goes pending → accepted, only if no invitation for the same event and dish is
 *    accepted already;
 * 2. the confirmed booking is inserted; its organizer_id is read from the event only if this invitation
 *    is now accepted and has no booking yet — otherwise NULL, and the NOT NULL column fails the whole
 *    batch (a lost race, or the same answer sent twice, changes nothing);
 * 3. every event day is held in the truck's calendar for the new booking: a busy day violates the
 *    unique (profile_id, day) key and fails the whole batch;
 * 4. the other pending invitations for the dish close as slot_filled;
 * 5. e-mails: 'accepted' to the organizer, 'slot_filled' to each closed invitation's owner.
 */
async function acceptInvitation(env: Env, db: Db, loaded: LoadedInvitation): Promise<number[]> {
  const { invitation, event } = loaded;
  if (warsawDayOf(event.eventStartDate) < warsawDayOf(nowSeconds()))
    throw new ApiError(409, EVENT_TEXTS.eventStarted);
  if (await truckIsBusy(db, invitation.profileId, event.eventStartDate, event.eventEndDate))
    throw new ApiError(409, EVENT_TEXTS.truckBusy);
  const others = await pendingRivals(db, invitation);
  const now = nowSeconds();
  const id = invitation.id;
  const sameSlot = and(
    eq(invitations.eventId, invitation.eventId),
    eq(invitations.cuisineAssigned, invitation.cuisineAssigned),
  );

  const accept = db
    .update(invitations)
    .set({ status: "accepted", respondedAt: now })
    .where(
      and(
        eq(invitations.id, id),
        eq(invitations.status, "pending"),
        notExists(
          db
            .select({ one: sql`1` })
            .from(rivals)
            .where(
              and(
                eq(rivals.eventId, invitation.eventId),
                eq(rivals.cuisineAssigned, invitation.cuisineAssigned),
                eq(rivals.status, "accepted"),
              ),
            ),
        ),
      ),
    )
    .returning({ id: invitations.id });
  const organizerIfAccepted = sql<number>`(SELECT ${events.organizerId} FROM ${events} WHERE ${events.id} = ${invitation.eventId}
    AND EXISTS (SELECT 1 FROM ${invitations} WHERE ${invitations.id} = ${id} AND ${invitations.status} = 'accepted')
    AND NOT EXISTS (SELECT 1 FROM ${bookingRequests} WHERE ${bookingRequests.ownerId} = ${invitation.ownerId} AND ${bookingRequests.invitationId} = ${id}))`;
  const createBooking = db
    .insert(bookingRequests)
    .values({
      organizerId: organizerIfAccepted,
      profileId: invitation.profileId,
      ownerId: invitation.ownerId,
      invitationId: id,
      status: "confirmed",
      eventStartDate: event.eventStartDate,
      eventEndDate: event.eventEndDate,
      eventTime: "",
      eventLocation: event.location,
      eventType: "Inne",
      guestCount: event.guestCount,
      eventCostGrosze: event.eventCostGrosze,
      eventDescription: event.eventDescription,
    })
    .returning({ id: bookingRequests.id });
  // booking_requests.invitation_id has no index of its own; the owner's index finds the row.
  const newBookingId = sql<number>`(SELECT max(${bookingRequests.id}) FROM ${bookingRequests} WHERE ${bookingRequests.ownerId} = ${invitation.ownerId} AND ${bookingRequests.invitationId} = ${id})`;
  const days = daysInRange(warsawDayOf(event.eventStartDate), warsawDayOf(event.eventEndDate));
  const holds: BatchItem<"sqlite">[] = chunks(days, DAYS_PER_INSERT).map((piece) =>
    db
      .insert(availability)
      .values(piece.map((day) => ({ profileId: invitation.profileId, day, bookingRequestId: newBookingId }))),
  );
  const closeOthers = db
    .update(invitations)
    .set({ status: "rejected", closedReason: "slot_filled", respondedAt: now })
    .where(and(sameSlot, eq(invitations.status, "pending"), ne(invitations.id, id)));
  const mailDates = { eventStartDate: event.eventStartDate, eventEndDate: event.eventEndDate };
  const tellOrganizer = emailOutboxInsert(
    db,
    bookingEmail("accepted", loaded.organizer, mailContext(env, mailDates, loaded.truckName)),
  );
  // Only invitations this batch closed: one its owner rejected meanwhile keeps owner_rejected.
  const tellOthers = others.map((other) =>
    emailOutboxInsertIf(
      db,
      bookingEmail("slot_filled", other.owner, mailContext(env, mailDates, other.truckName)),
      sql`EXISTS (SELECT 1 FROM ${invitations} WHERE ${invitations.id} = ${other.id} AND ${invitations.closedReason} = 'slot_filled')`,
    ),
  );

  const results = await db
    .batch([accept, createBooking, closeOthers, tellOrganizer, ...tellOthers, ...holds])
    .catch((error: unknown) => explainFailedAccept(db, id, error));
  const [accepted, , , organizerMail, ...rest] = results;
  if (accepted.length === 0) throw new ApiError(409, EVENT_TEXTS.changedMeanwhile);
  return [
    ...organizerMail.map((row) => row.id),
    ...rest.flatMap((result) => (Array.isArray(result) ? result.map((row) => row.id) : [])),
  ];
}

/** The owner declines: the invitation closes and the organizer is told (only if this request closed it). */
async function rejectInvitation(env: Env, db: Db, loaded: LoadedInvitation): Promise<number[]> {
  const { invitation, event } = loaded;
  const mailDates = { eventStartDate: event.eventStartDate, eventEndDate: event.eventEndDate };
  const [rejected, mails] = await db.batch([
    db
      .update(invitations)
      .set({ status: "rejected", closedReason: "owner_rejected", respondedAt: nowSeconds() })
      .where(and(eq(invitations.id, invitation.id), eq(invitations.status, "pending")))
      .returning({ id: invitations.id }),
    emailOutboxInsertIf(
      db,
      bookingEmail("invitation_declined", loaded.organizer, mailContext(env, mailDates, loaded.truckName)),
      sql`changes() = 1`,
    ),
  ]);
  if (rejected.length === 0) {
    const current = await db.query.invitations.findFirst({ where: eq(invitations.id, invitation.id) });
    throw new ApiError(409, current ? closedMessage(current) : EVENT_TEXTS.changedMeanwhile);
  }
  return mails.map((row) => row.id);
}

export const eventsRoutes = new Hono<AppEnv>()
  .use(requireAuth)
  .post("/", requireOrganizer, validate("json", createEventSchema), async (c) => {
    const user = c.get("user");
    const db = getDb(c.env.DB);
    await enforceRateLimits(db, [{ key: `events:user:${user.id}`, ...CREATE_LIMITS.events }]);
    const created = await createEvent(c.env, db, user, c.req.valid("json"));
    c.executionCtx.waitUntil(dispatchOutbox(c.env, created.outboxIds));
    const [event] = await organizerEvents(db, user.id, created.eventId);
    if (!event) throw new Error("created event not found");
    return c.json(
      { ...event, invited_trucks: created.invitedTrucks, message: createdMessage(created.invitedTrucks) },
      201,
    );
  })

  .get("/my-events", async (c) => {
    const user = c.get("user");
    const db = getDb(c.env.DB);
    if (user.userType === "food_truck_owner") {
      return c.json({ view: "food_truck_owner" as const, invitations: await ownerInvitations(db, user.id) });
    }
    return c.json({ view: "organizer" as const, events: await organizerEvents(db, user.id) });
  })

  .put(
    "/invitations/:invitationId{[0-9]+}/respond",
    validate("param", invitationParam),
    validate("json", invitationResponseSchema),
    async (c) => {
      const { invitationId } = c.req.valid("param");
      const user = c.get("user");
      const db = getDb(c.env.DB);
      const loaded = await loadInvitation(db, invitationId);
      // Only the invited truck's owner sees it; for anyone else it does not exist.
      if (!loaded || loaded.invitation.ownerId !== user.id)
        throw new ApiError(404, EVENT_TEXTS.invitationNotFound);
      if (loaded.invitation.status !== "pending") throw new ApiError(409, closedMessage(loaded.invitation));
      const outboxIds =
        c.req.valid("json").response === "accepted"
          ? await acceptInvitation(c.env, db, loaded)
          : await rejectInvitation(c.env, db, loaded);
      c.executionCtx.waitUntil(dispatchOutbox(c.env, outboxIds));
      const [answered] = await ownerInvitations(db, user.id, invitationId);
      if (!answered) throw new ApiError(404, EVENT_TEXTS.invitationNotFound);
      return c.json(answered);
    },
  );
