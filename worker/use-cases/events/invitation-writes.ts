/**
 * Writing invitations (DESIGN.md §6): one row per (truck, dish) and one e-mail per truck, as statements for
 * the caller's batch, then the e-mails sent and the owners' dashboards told once the batch is in. Shared
 * by a new event's invitations and the favourites invited to an existing one (issue 16).
 */
import type { SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { invitations, outbox } from "../../db/schema";
import type { DishCode } from "../../domain/offer-catalogue";
import { bookingEmail } from "../../emails/booking-emails";
import type { Env } from "../../env";
import { mailContext } from "../bookings/queries";
import { tellDashboards } from "../chat/live-delivery";
import type { UseCaseContext } from "../context";
import { sendLater } from "../notifications/outbox";
import { chunks, type Invitee } from "./queries";

/** Rows per multi-row INSERT, so no statement binds more than D1's 100 parameters. */
const INVITATIONS_PER_INSERT = 15;
const MAILS_PER_INSERT = 20;

export interface InvitationPlan {
  rows: { eventId: number | SQL<number>; profileId: number; ownerId: number; cuisineAssigned: DishCode }[];
  /** Each invited truck once (a truck invited for two dishes gets one e-mail). */
  trucks: Invitee[];
  mails: ReturnType<typeof bookingEmail>[];
}

export function planInvitations(
  env: Env,
  eventId: number | SQL<number>,
  invitees: ReadonlyMap<DishCode, readonly Invitee[]>,
  dates: { eventStartDate: number; eventEndDate: number },
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
  return { rows, trucks, mails };
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

/** After the batch: the e-mails go out, and the invited owners' dashboards update live. */
export function afterInvitations(ctx: UseCaseContext, plan: InvitationPlan, outboxIds: number[]): void {
  sendLater(ctx, outboxIds);
  tellDashboards(
    ctx,
    plan.trucks.map((truck) => truck.ownerId),
    "events",
  );
}
