/**
 * Writing invitations (DESIGN.md §6): one row per (truck, dish) and one e-mail per truck, as statements for
 * the caller's batch, then the e-mails sent and the owners' dashboards told once the batch is in. Shared
 * by a new event's invitations, the favourites invited to an existing one (issue 16) and the trucks a
 * re-opened slot invites (issue 17, under a guard: guardedInvitationStatements).
 */
import { and, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { insertWhere } from "../../db/insert-where";
import { invitations, outbox } from "../../db/schema";
import type { InvitationState } from "../../domain/invitation-machine";
import type { DishCode } from "../../domain/offer-catalogue";
import { bookingEmail } from "../../emails/booking-emails";
import type { Env } from "../../env";
import { mailContext } from "../bookings/queries";
import { tellDashboards } from "../chat/live-delivery";
import type { UseCaseContext } from "../context";
import { emailOutboxInsertIf, sendLater } from "../notifications/outbox";
import { chunks, type Invitee } from "./queries";

/** Rows per multi-row INSERT, so no statement binds more than D1's 100 parameters. */
const INVITATIONS_PER_INSERT = 15;
const MAILS_PER_INSERT = 20;

export interface InvitationPlan {
  eventId: number | SQL<number>;
  rows: { eventId: number | SQL<number>; profileId: number; ownerId: number; cuisineAssigned: DishCode }[];
  /** Each invited truck once (a truck invited for two dishes gets one e-mail). */
  trucks: Invitee[];
  mails: ReturnType<typeof bookingEmail>[];
}

export function planInvitations(
  env: Env,
  eventId: number | SQL<number>,
  invitees: ReadonlyMap<DishCode, readonly Invitee[]>,
  dates: { eventStartDate: number; eventEndDate: number; eventCostGrosze: number },
): InvitationPlan {
  const rows = [...invitees].flatMap(([dish, trucks]) =>
    trucks.map((truck) => ({
      eventId,
      profileId: truck.profileId,
      ownerId: truck.ownerId,
      cuisineAssigned: dish,
    })),
  );
  const byTruck = new Map<number, Invitee>();
  for (const truck of [...invitees.values()].flat()) byTruck.set(truck.profileId, truck);
  const trucks = [...byTruck.values()];
  const mails = trucks.map((truck) =>
    bookingEmail("invitation_received", truck.owner, mailContext(env, dates, truck.truckName)),
  );
  return { eventId, rows, trucks, mails };
}

/**
 * The plan's INSERTs for a batch: invitations (a (truck, dish) pair already invited is skipped, so a
 * repeated call adds nothing), then the e-mails, whose outbox ids the batch returns.
 */
export function invitationStatements(db: Db, plan: InvitationPlan) {
  return {
    invitations: chunks(plan.rows, INVITATIONS_PER_INSERT).map((piece) =>
      db.insert(invitations).values(piece).onConflictDoNothing(),
    ),
    mails: chunks(plan.mails, MAILS_PER_INSERT).map((piece) =>
      db
        .insert(outbox)
        .values(piece.map((mail) => ({ kind: "email" as const, payloadJson: JSON.stringify(mail) })))
        .returning({ id: outbox.id }),
    ),
  };
}

/**
 * The condition a batch puts on the plan's writes, and the mark the invitations it writes carry
 * (`reopened_by`), so that each truck's e-mail can check that its invitation was written by this batch.
 */
export interface InvitationGuard {
  mark: string;
  when: SQL;
}

/**
 * The plan's INSERTs for a batch that may turn out to change nothing (a repeated or racing call): each
 * invitation only if `guard.when` holds as its statement runs (and its pair was not invited before), each
 * truck's e-mail only if one of its invitations was written here. One statement per row, since a
 * multi-row INSERT cannot carry a condition; a dish invites at most ten, so that stays a few statements.
 */
export function guardedInvitationStatements(db: Db, plan: InvitationPlan, guard: InvitationGuard) {
  return {
    invitations: plan.rows.map((row) =>
      insertWhere(db, invitations, { ...row, reopenedBy: guard.mark }, guard.when).onConflictDoNothing(),
    ),
    mails: plan.trucks.flatMap((truck, index) => {
      const mail = plan.mails[index];
      if (!mail) return [];
      const writtenHere = sql`EXISTS (SELECT 1 FROM ${invitations} WHERE ${invitations.eventId} = ${plan.eventId} AND ${invitations.profileId} = ${truck.profileId} AND ${invitations.reopenedBy} = ${guard.mark})`;
      return [emailOutboxInsertIf(db, mail, writtenHere)];
    }),
  };
}

/** SQL for "the invitation is in `state`" (domain/invitation-machine.ts), for a conditional UPDATE. */
export function invitationIn(state: InvitationState): SQL | undefined {
  return and(
    eq(invitations.status, state.status),
    state.closedReason === null
      ? isNull(invitations.closedReason)
      : eq(invitations.closedReason, state.closedReason),
  );
}

/** After the batch: the e-mails go out, and the invited owners' dashboards update live. */
export function afterInvitations(ctx: UseCaseContext, plan: InvitationPlan, outboxIds: number[]): void {
  sendLater(ctx, outboxIds);
  tellDashboards(
    ctx,
    plan.trucks.map((truck) => truck.ownerId),
    "events",
  );
}
