import { and, eq, ne, notExists, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { alias } from "drizzle-orm/sqlite-core";
import { isUniqueViolation } from "../../db/constraint-errors";
import { insertWhere } from "../../db/insert-where";
import { availability, bookingRequests, invitations } from "../../db/schema";
import { daysInRange, warsawDayOf } from "../../domain/calendar";
import { answerRefusal, eventIsPast, INVITATION_TRANSITIONS, mayFire } from "../../domain/invitation-machine";
import { bookingEmail } from "../../emails/booking-emails";
import { randomToken } from "../../lib/encoding";
import { ApiError } from "../../lib/errors";
import { nowSeconds } from "../../lib/time";
import { EVENT_TEXTS } from "../../schemas/events";
import { isTruckBusy } from "../availability/busy-days";
import { mailContext } from "../bookings/queries";
import { tellDashboards } from "../chat/live-delivery";
import type { UseCaseContext } from "../context";
import { storedDays } from "../event-days";
import { emailOutboxInsertIf, outboxIdsOf, sendLater } from "../notifications/outbox";
import { invitationIn } from "./invitation-writes";
import { type InvitationRow, type LoadedInvitation, ownerInvitations, pendingRivals } from "./queries";

const rivals = alias(invitations, "rival");

const { accept: ACCEPT, reject: REJECT, fill_slot: FILL_SLOT } = INVITATION_TRANSITIONS;

/** Why an invitation that is no longer pending cannot be answered (the machine's words). */
function closedMessage(invitation: Pick<InvitationRow, "status" | "closedReason">): string {
  return answerRefusal(invitation) ?? EVENT_TEXTS.changedMeanwhile;
}

/** The invitation's current state, explaining a 409 after a batch that changed nothing. */
async function whyNotAccepted(ctx: UseCaseContext, invitation: InvitationRow, busy: boolean): Promise<never> {
  const current = await ctx.db.query.invitations.findFirst({ where: eq(invitations.id, invitation.id) });
  if (!current) throw new ApiError(404, EVENT_TEXTS.invitationNotFound);
  if (!mayFire("accept", current)) throw new ApiError(409, closedMessage(current));
  if (busy) throw new ApiError(409, EVENT_TEXTS.truckBusy);
  const taken = await ctx.db.query.invitations.findFirst({
    where: and(
      eq(invitations.eventId, current.eventId),
      eq(invitations.cuisineAssigned, current.cuisineAssigned),
      eq(invitations.status, ACCEPT.to.status),
    ),
  });
  throw new ApiError(409, taken ? EVENT_TEXTS.slotFilled : EVENT_TEXTS.changedMeanwhile);
}

/**
 * Accepting, in ONE batch (a D1 transaction, so batches never interleave):
 * 1. the invitation goes pending → accepted, only if no invitation for the same event and dish is
 *    accepted already, and is marked with a random value of this request (`accepted_by`);
 * 2. every later statement checks that mark, so a lost race or the same answer sent twice writes nothing:
 *    the confirmed booking with invitation_id, the other pending invitations of the dish closing as
 *    slot_filled, and the e-mails ('accepted' to the organizer, 'slot_filled' to each closed one's owner);
 * 3. every event day is held in the truck's calendar for the new booking: a day taken meanwhile violates
 *    the unique (profile_id, day) key and fails the whole batch.
 */
async function acceptInvitation(ctx: UseCaseContext, loaded: LoadedInvitation): Promise<number[]> {
  const { db } = ctx;
  const { invitation, event } = loaded;
  if (eventIsPast(warsawDayOf(event.eventStartDate), warsawDayOf(nowSeconds()))) {
    throw new ApiError(409, EVENT_TEXTS.eventStarted);
  }
  const days = storedDays(event.eventStartDate, event.eventEndDate);
  // A friendly early answer; the calendar's unique key still decides races inside the batch.
  if (await isTruckBusy(db, invitation.profileId, days)) throw new ApiError(409, EVENT_TEXTS.truckBusy);
  const others = await pendingRivals(db, invitation);
  const now = nowSeconds();
  const id = invitation.id;
  const mark = randomToken(16);
  const acceptedHere = sql`EXISTS (SELECT 1 FROM ${invitations} WHERE ${invitations.id} = ${id} AND ${invitations.acceptedBy} = ${mark})`;

  const accept = db
    .update(invitations)
    .set({ ...ACCEPT.to, respondedAt: now, acceptedBy: mark })
    .where(
      and(
        eq(invitations.id, id),
        invitationIn(ACCEPT.from),
        notExists(
          db
            .select({ id: rivals.id })
            .from(rivals)
            .where(
              and(
                eq(rivals.eventId, invitation.eventId),
                eq(rivals.cuisineAssigned, invitation.cuisineAssigned),
                eq(rivals.status, ACCEPT.to.status),
              ),
            ),
        ),
      ),
    )
    .returning({ id: invitations.id });
  const createBooking = insertWhere(
    db,
    bookingRequests,
    {
      organizerId: event.organizerId,
      profileId: invitation.profileId,
      ownerId: invitation.ownerId,
      invitationId: id,
      status: "confirmed",
      confirmedAt: now,
      eventStartDate: event.eventStartDate,
      eventEndDate: event.eventEndDate,
      eventTime: "",
      eventLocation: event.location,
      eventLat: event.locationLat,
      eventLng: event.locationLng,
      eventType: "Inne",
      guestCount: event.guestCount,
      eventCostGrosze: event.eventCostGrosze,
      eventDescription: event.eventDescription,
      maxLengthM: event.maxLengthM,
      sitePower: event.sitePower,
      siteWater: event.siteWater,
    },
    acceptedHere,
  );
  // The booking this batch created (the owner's index finds it).
  const newBookingId = sql<number>`(SELECT max(${bookingRequests.id}) FROM ${bookingRequests} WHERE ${bookingRequests.ownerId} = ${invitation.ownerId} AND ${bookingRequests.invitationId} = ${id})`;
  const holds: BatchItem<"sqlite">[] = daysInRange(days.startDay, days.endDay).map((day) =>
    insertWhere(
      db,
      availability,
      { profileId: invitation.profileId, day, bookingRequestId: newBookingId },
      acceptedHere,
    ),
  );
  const closeOthers = db
    .update(invitations)
    .set({ ...FILL_SLOT.to, respondedAt: now })
    .where(
      and(
        eq(invitations.eventId, invitation.eventId),
        eq(invitations.cuisineAssigned, invitation.cuisineAssigned),
        invitationIn(FILL_SLOT.from),
        ne(invitations.id, id),
        acceptedHere,
      ),
    );
  const mailDates = {
    eventStartDate: event.eventStartDate,
    eventEndDate: event.eventEndDate,
    eventCostGrosze: event.eventCostGrosze,
  };
  const tellOrganizer = emailOutboxInsertIf(
    db,
    bookingEmail("accepted", loaded.organizer, mailContext(ctx.env, mailDates, loaded.truckName)),
    acceptedHere,
  );
  // Only invitations this batch closed: one its owner rejected meanwhile keeps owner_rejected.
  const tellOthers = others.map((other) =>
    emailOutboxInsertIf(
      db,
      bookingEmail("slot_filled", other.owner, mailContext(ctx.env, mailDates, other.truckName)),
      sql`${acceptedHere} AND EXISTS (SELECT 1 FROM ${invitations} WHERE ${invitations.id} = ${other.id} AND ${invitations.closedReason} = ${FILL_SLOT.to.closedReason})`,
    ),
  );

  const results = await db
    .batch([accept, createBooking, closeOthers, tellOrganizer, ...tellOthers, ...holds])
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) return whyNotAccepted(ctx, invitation, true);
      throw error;
    });
  const [accepted, , , organizerMail, ...rest] = results;
  if (accepted.length === 0) return whyNotAccepted(ctx, invitation, false);
  // The organizer gets a booking; the owners whose invitations this closed see them closed.
  tellDashboards(ctx, [event.organizerId], "bookings");
  tellDashboards(
    ctx,
    others.map((other) => other.owner.id),
    "events",
  );
  return outboxIdsOf([organizerMail, ...rest]);
}

/** The owner declines: the invitation closes and the organizer is told (only if this request closed it). */
async function rejectInvitation(ctx: UseCaseContext, loaded: LoadedInvitation): Promise<number[]> {
  const { db } = ctx;
  const { invitation, event } = loaded;
  const mailDates = {
    eventStartDate: event.eventStartDate,
    eventEndDate: event.eventEndDate,
    eventCostGrosze: event.eventCostGrosze,
  };
  const [rejected, mails] = await db.batch([
    db
      .update(invitations)
      .set({ ...REJECT.to, respondedAt: nowSeconds() })
      .where(and(eq(invitations.id, invitation.id), invitationIn(REJECT.from)))
      .returning({ id: invitations.id }),
    emailOutboxInsertIf(
      db,
      bookingEmail(
        "invitation_declined",
        loaded.organizer,
        mailContext(ctx.env, mailDates, loaded.truckName),
      ),
      sql`changes() = 1`,
    ),
  ]);
  if (rejected.length === 0) {
    const current = await db.query.invitations.findFirst({ where: eq(invitations.id, invitation.id) });
    throw new ApiError(409, current ? closedMessage(current) : EVENT_TEXTS.changedMeanwhile);
  }
  return mails.map((row) => row.id);
}

/**
 * The invited truck's owner answers a pending invitation (the route checked it is theirs). 200 with the
 * invitation as the owner's list shows it.
 */
export async function respondToInvitation(
  ctx: UseCaseContext,
  loaded: LoadedInvitation,
  response: "accepted" | "rejected",
) {
  if (!mayFire(response === "accepted" ? "accept" : "reject", loaded.invitation)) {
    throw new ApiError(409, closedMessage(loaded.invitation));
  }
  const outboxIds =
    response === "accepted" ? await acceptInvitation(ctx, loaded) : await rejectInvitation(ctx, loaded);
  sendLater(ctx, outboxIds);
  tellDashboards(ctx, [loaded.event.organizerId], "events");
  const [answered] = await ownerInvitations(ctx.db, loaded.invitation.ownerId, loaded.invitation.id);
  if (!answered) throw new ApiError(404, EVENT_TEXTS.invitationNotFound);
  return answered;
}
