/**
 * "Invite all my saved trucks" to one of the organizer's events (beyond SPEC.md, issue 16): every favourite
 * that serves a required dish whose slot is still open, is free on the event days and reaches the place —
 * the rules of the event's own invitations (DESIGN.md §6), without their ten-per-dish limit — is invited
 * once per such dish, in one batch with the owners' e-mails. Pairs invited before are skipped, so a second
 * call invites only what became possible since.
 */
import { eq } from "drizzle-orm";
import type { UserRow } from "../../app-env";
import { CREATE_LIMITS, enforceRateLimits } from "../../db/rate-limit";
import { invitations } from "../../db/schema";
import { warsawDayOf } from "../../domain/calendar";
import type { DishCode } from "../../domain/offer-catalogue";
import { polishPlural } from "../../domain/plural";
import { ApiError } from "../../lib/errors";
import { nowSeconds } from "../../lib/time";
import type { UseCaseContext } from "../context";
import { afterInvitations, invitationStatements, planInvitations } from "../events/invitation-writes";
import { type EventRow, findInvitees, type Invitee, inviteeScope, parseOffer } from "../events/queries";
import { outboxIdsOf } from "../notifications/outbox";
import { favouriteIds } from "./favourites";
import { FAVOURITE_TEXTS } from "./texts";

function trucksText(count: number): string {
  return `${count} ${polishPlural(count, "food truck", "food trucki", "food trucków")}`;
}

function resultMessage(invited: number, skipped: number): string {
  const why =
    "zajęte w tym terminie, nie dojeżdżają na miejsce, nie serwują wymaganych dań lub już mają zaproszenie";
  if (invited === 0) return `Żaden z zapisanych food trucków nie mógł zostać zaproszony (${why}).`;
  const sent = `Zaproszenia wysłano do: ${trucksText(invited)} z zapisanych.`;
  return skipped === 0 ? sent : `${sent} Pominięto: ${trucksText(skipped)} (${why}).`;
}

export async function inviteFavourites(ctx: UseCaseContext, organizer: UserRow, event: EventRow) {
  const { db } = ctx;
  if (warsawDayOf(event.eventStartDate) < warsawDayOf(nowSeconds())) {
    throw new ApiError(409, FAVOURITE_TEXTS.eventStarted);
  }
  // Each call may mail dozens of owners: capped like creating events.
  await enforceRateLimits(db, [{ key: `invite-favourites:user:${organizer.id}`, ...CREATE_LIMITS.events }]);
  const ids = await favouriteIds(db, organizer.id);
  if (ids.length === 0) throw new ApiError(409, FAVOURITE_TEXTS.noFavourites);

  const existing = await db
    .select({
      profileId: invitations.profileId,
      dish: invitations.cuisineAssigned,
      status: invitations.status,
    })
    .from(invitations)
    .where(eq(invitations.eventId, event.id));
  const filledDishes = new Set(existing.filter((row) => row.status === "accepted").map((row) => row.dish));
  const invitedBefore = new Set(existing.map((row) => `${row.profileId}:${row.dish}`));
  const openDishes = parseOffer(event.requiredOfferJson).dishes.filter((dish) => !filledDishes.has(dish));

  const found = await findInvitees(db, { dishes: openDishes, ...inviteeScope(event), profileIds: ids });
  const invitees = new Map<DishCode, Invitee[]>();
  for (const [dish, trucks] of found) {
    const fresh = trucks.filter((truck) => !invitedBefore.has(`${truck.profileId}:${dish}`));
    if (fresh.length > 0) invitees.set(dish, fresh);
  }

  const plan = planInvitations(ctx.env, event.id, invitees, {
    eventStartDate: event.eventStartDate,
    eventEndDate: event.eventEndDate,
    eventCostGrosze: event.eventCostGrosze,
  });
  if (plan.rows.length > 0) {
    const statements = invitationStatements(db, plan);
    const [first, ...more] = [...statements.invitations, ...statements.mails];
    if (!first) throw new Error("unreachable: a plan with rows has statements");
    const results = await db.batch([first, ...more]);
    afterInvitations(ctx, plan, outboxIdsOf(results));
  }
  const invited = plan.trucks.length;
  return { invited_trucks: invited, message: resultMessage(invited, ids.length - invited) };
}
