/**
 * Re-opening a dish's slot after the truck that took it cancelled its booking (beyond SPEC.md, issue 17),
 * in ONE batch (a D1 transaction):
 * 1. the accepted invitation closes as booking_cancelled (release_slot), only if it is still accepted and
 *    its booking cancelled by the owner, and is marked with a random value of this request (`reopened_by`);
 * 2. every later statement checks that mark, so a repeated or racing call writes nothing: the invitations
 *    closed as slot_filled go back to pending (reopen) for trucks still free and still reaching the place,
 *    trucks serving the dish that were never asked are invited (up to ten open invitations for the dish,
 *    DESIGN.md §6; the truck that cancelled is not asked again), and each of those owners gets an e-mail.
 */
import { and, desc, eq, exists, inArray, sql } from "drizzle-orm";
import type { UserRow } from "../../app-env";
import type { Db } from "../../db/client";
import { noOpStatement } from "../../db/no-op";
import { CREATE_LIMITS, enforceRateLimits } from "../../db/rate-limit";
import { bookingRequests, invitations } from "../../db/schema";
import { warsawDayOf } from "../../domain/calendar";
import {
  INVITATION_TRANSITIONS,
  mayFire,
  reopenRefusal,
  SLOT_FREED_BY,
} from "../../domain/invitation-machine";
import { DISHES, type DishCode, isDishCode } from "../../domain/offer-catalogue";
import { polishPlural } from "../../domain/plural";
import { bookingEmail } from "../../emails/booking-emails";
import { randomToken } from "../../lib/encoding";
import { ApiError } from "../../lib/errors";
import { nowSeconds } from "../../lib/time";
import { EVENT_TEXTS } from "../../schemas/events";
import { mailContext } from "../bookings/queries";
import { tellDashboards } from "../chat/live-delivery";
import type { UseCaseContext } from "../context";
import { emailOutboxInsertIf, outboxIdsOf } from "../notifications/outbox";
import {
  afterInvitations,
  guardedInvitationStatements,
  invitationIn,
  planInvitations,
} from "./invitation-writes";
import {
  type EventRow,
  findInvitees,
  inviteeScope,
  MAX_INVITATIONS_PER_DISH,
  organizerEvents,
} from "./queries";

/** The event's invitation and the status of the booking its acceptance created (none: null). */
async function slotOf(db: Db, eventId: number, invitationId: number) {
  const invitation = await db.query.invitations.findFirst({
    where: and(eq(invitations.id, invitationId), eq(invitations.eventId, eventId)),
  });
  if (!invitation) return undefined;
  const [booking] = await db
    .select({ status: bookingRequests.status })
    .from(bookingRequests)
    .where(eq(bookingRequests.invitationId, invitationId))
    .orderBy(desc(bookingRequests.id))
    .limit(1);
  return { invitation, bookingStatus: booking?.status ?? null };
}

/** 404 for an invitation not of this event; 409 with the machine's reason when its slot cannot re-open. */
async function reopenableSlot(db: Db, event: EventRow, invitationId: number) {
  const slot = await slotOf(db, event.id, invitationId);
  if (!slot) throw new ApiError(404, EVENT_TEXTS.invitationNotFound);
  const refusal = reopenRefusal({
    invitation: slot.invitation,
    bookingStatus: slot.bookingStatus,
    eventStartDay: warsawDayOf(event.eventStartDate),
    today: warsawDayOf(nowSeconds()),
  });
  if (refusal) throw new ApiError(409, refusal);
  return slot.invitation;
}

function reopenedMessage(dish: string, invited: number): string {
  const slot = `Miejsce (${dish}) zostało ponownie otwarte.`;
  if (invited === 0) {
    return `${slot} Nie znaleźliśmy jednak food trucków z tym daniem, wolnych w tym terminie i dojeżdżających w to miejsce – nie wysłano zaproszeń.`;
  }
  return `${slot} Zaproszono ${invited} ${polishPlural(invited, "food truck", "food trucki", "food trucków")}.`;
}

/**
 * The trucks closed as slot_filled for the dish that are still free on the event days and still reach
 * the place (asked again), and the nearest trucks serving it that were never asked (invited), leaving out
 * the truck that cancelled.
 */
async function trucksToAsk(
  db: Db,
  event: EventRow,
  released: { profileId: number; cuisineAssigned: DishCode },
) {
  const dish = released.cuisineAssigned;
  const asked = await db
    .select({
      id: invitations.id,
      profileId: invitations.profileId,
      status: invitations.status,
      closedReason: invitations.closedReason,
    })
    .from(invitations)
    .where(and(eq(invitations.eventId, event.id), eq(invitations.cuisineAssigned, dish)));
  const waiting = asked.filter((row) => mayFire("reopen", row) && row.profileId !== released.profileId);
  const scope = inviteeScope(event);
  const fitting =
    waiting.length === 0
      ? []
      : ((
          await findInvitees(db, {
            dishes: [dish],
            ...scope,
            profileIds: waiting.map((row) => row.profileId),
          })
        ).get(dish) ?? []);
  const fits = new Map(fitting.map((truck) => [truck.profileId, truck]));
  const again = waiting.flatMap((row) => {
    const truck = fits.get(row.profileId);
    return truck ? [{ invitationId: row.id, truck }] : [];
  });
  const room = MAX_INVITATIONS_PER_DISH - again.length;
  const fresh =
    room <= 0
      ? []
      : ((
          await findInvitees(db, {
            dishes: [dish],
            ...scope,
            skip: new Set([released.profileId, ...asked.map((row) => row.profileId)]),
            limit: room,
          })
        ).get(dish) ?? []);
  return { again, fresh };
}

/** The organizer re-opens the slot of `invitationId` (the route checked the event is theirs). */
export async function reopenSlot(
  ctx: UseCaseContext,
  organizer: UserRow,
  event: EventRow,
  invitationId: number,
) {
  const { db } = ctx;
  const found = await reopenableSlot(db, event, invitationId);
  // Each call may mail a dozen owners or more: capped like creating events and inviting favourites.
  await enforceRateLimits(db, [{ key: `reopen-slot:user:${organizer.id}`, ...CREATE_LIMITS.events }]);
  const dish = found.cuisineAssigned;
  if (!isDishCode(dish)) throw new Error(`invitation ${found.id} is for an unknown dish`);
  const { again, fresh } = await trucksToAsk(db, event, {
    profileId: found.profileId,
    cuisineAssigned: dish,
  });

  const mark = randomToken(16);
  const release = INVITATION_TRANSITIONS.release_slot;
  const reopen = INVITATION_TRANSITIONS.reopen;
  const releasedHere = sql`EXISTS (SELECT 1 FROM ${invitations} WHERE ${invitations.id} = ${found.id} AND ${invitations.reopenedBy} = ${mark})`;
  const close = db
    .update(invitations)
    .set({ ...release.to, respondedAt: nowSeconds(), reopenedBy: mark })
    .where(
      and(
        eq(invitations.id, found.id),
        invitationIn(release.from),
        exists(
          db
            .select({ id: bookingRequests.id })
            .from(bookingRequests)
            .where(
              and(eq(bookingRequests.invitationId, found.id), eq(bookingRequests.status, SLOT_FREED_BY)),
            ),
        ),
      ),
    )
    .returning({ id: invitations.id });
  const askAgain =
    again.length === 0
      ? noOpStatement(db)
      : db
          .update(invitations)
          .set({ ...reopen.to, respondedAt: null, reopenedBy: mark })
          .where(
            and(
              inArray(
                invitations.id,
                again.map((item) => item.invitationId),
              ),
              invitationIn(reopen.from),
              releasedHere,
            ),
          );
  const dates = {
    eventStartDate: event.eventStartDate,
    eventEndDate: event.eventEndDate,
    eventCostGrosze: event.eventCostGrosze,
  };
  // Only to owners whose invitation this batch opened again.
  const againMails = again.map(({ invitationId: id, truck }) =>
    emailOutboxInsertIf(
      db,
      bookingEmail("slot_reopened", truck.owner, mailContext(ctx.env, dates, truck.truckName)),
      sql`EXISTS (SELECT 1 FROM ${invitations} WHERE ${invitations.id} = ${id} AND ${invitations.reopenedBy} = ${mark})`,
    ),
  );
  const plan = planInvitations(ctx.env, event.id, new Map([[dish, fresh]]), dates);
  const statements = guardedInvitationStatements(db, plan, { mark, when: releasedHere });
  const mails = [...againMails, ...statements.mails];

  const [closed, ...rest] = await db.batch([close, askAgain, ...statements.invitations, ...mails]);
  if (closed.length === 0) {
    // Another call re-opened it meanwhile (or the booking changed): say why, as before the batch.
    await reopenableSlot(db, event, invitationId);
    throw new ApiError(409, EVENT_TEXTS.changedMeanwhile);
  }
  const invited = await db
    .selectDistinct({ profileId: invitations.profileId, ownerId: invitations.ownerId })
    .from(invitations)
    .where(and(eq(invitations.eventId, event.id), eq(invitations.reopenedBy, mark), invitationIn(reopen.to)));
  // The e-mails go out; the invited owners, the owners asked again, the owner who cancelled and the
  // organizer's other tabs see the change.
  afterInvitations(ctx, plan, outboxIdsOf(rest.slice(rest.length - mails.length)));
  const askedAgain = invited.filter((row) => again.some(({ truck }) => truck.profileId === row.profileId));
  tellDashboards(ctx, [organizer.id, found.ownerId, ...askedAgain.map((row) => row.ownerId)], "events");
  const [dto] = await organizerEvents(db, organizer.id, event.id);
  if (!dto) throw new Error("re-opened event not found");
  return { ...dto, invited_trucks: invited.length, message: reopenedMessage(DISHES[dish], invited.length) };
}
