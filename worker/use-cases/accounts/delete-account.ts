/**
 * Deleting an account (issue 10; the admin panel reuses deleteAccount). The user, their profiles,
 * photos, events, invitations, links and push subscriptions go; bookings, reviews they wrote, messages
 * and payments stay for the other party with the user's id set to NULL ("Użytkownik usunięty",
 * migrations/0005). Open bookings still ahead are called off in the user's name first, and the other
 * party is told; money or a dispute in flight blocks the deletion (booking machine).
 */
import { and, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { deleteFiles } from "../../adapters/storage";
import type { UserRow } from "../../app-env";
import {
  bookingRequests,
  devMailbox,
  outbox,
  payouts,
  profilePhotos,
  profiles,
  rateLimits,
  users,
} from "../../db/schema";
import { afterAccountDeletion, DELETION_REFUSALS } from "../../domain/booking-machine";
import { bookingEmail } from "../../emails/booking-emails";
import { ApiError } from "../../lib/errors";
import { nowSeconds } from "../../lib/time";
import { bookingFacts, loadBooking, mailContext } from "../bookings/queries";
import type { UseCaseContext } from "../context";
import { emailOutboxInsertIfAny, sendLater } from "../notifications/outbox";
import { ACCOUNT_TEXTS } from "./texts";

/** The deleted user's bookings, each with what happens to it and the R2 invoice the user sent. */
async function planBookings(ctx: UseCaseContext, user: UserRow, now: number) {
  const rows = await ctx.db
    .select({ id: bookingRequests.id, settled: sql<number>`${payouts.status} = 'paid'`.mapWith(Boolean) })
    .from(bookingRequests)
    .leftJoin(payouts, eq(payouts.requestId, bookingRequests.id))
    .where(or(eq(bookingRequests.organizerId, user.id), eq(bookingRequests.ownerId, user.id)));
  const plans = [];
  for (const row of rows) {
    const loaded = await loadBooking(ctx.db, row.id);
    if (!loaded) continue;
    const party = loaded.booking.organizerId === user.id ? "organizer" : "owner";
    const outcome = afterAccountDeletion(
      { ...bookingFacts(loaded.booking), settled: row.settled },
      party,
      now,
    );
    if (outcome.kind === "block") {
      const { dates } = mailContext(ctx.env, loaded.booking, loaded.truckName);
      throw new ApiError(409, DELETION_REFUSALS[outcome.reason](dates), { code: "account_in_use" });
    }
    const invoiceKey =
      party === "organizer" ? loaded.booking.invoiceOrganizerKey : loaded.booking.invoiceOwnerKey;
    plans.push({ loaded, party, outcome, invoiceKey });
  }
  return plans;
}

async function storedFilesOf(ctx: UseCaseContext, userId: number): Promise<string[]> {
  const photos = await ctx.db
    .select({ key: profilePhotos.r2Key })
    .from(profilePhotos)
    .innerJoin(profiles, eq(profiles.id, profilePhotos.profileId))
    .where(eq(profiles.userId, userId));
  const covers = await ctx.db
    .select({ key: profiles.profileImageKey })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  const keys = [...photos, ...covers].map((row) => row.key).filter((key) => key !== null);
  return [...new Set(keys)];
}

/** Throttle counters keyed by the user's id or e-mail ("requests:user:12", "login:account:a@b.pl"). */
function counterKeysOf(user: UserRow): SQL {
  const endsWith = (suffix: string) => sql`substr(${rateLimits.key}, -length(${suffix})) = ${suffix}`;
  return sql`${endsWith(`:user:${user.id}`)} OR ${endsWith(`:${user.email}`)}`;
}

/**
 * Deletes the account in one batch whose first statement re-checks that nothing blocks it (a payment
 * or a dispute may have arrived since the plan); every later statement runs only if the user is gone.
 * Stored files go after the commit (a failure there leaves an unreachable object, never a half-deleted
 * account).
 */
export async function deleteAccount(ctx: UseCaseContext, user: UserRow): Promise<void> {
  const { db } = ctx;
  const now = nowSeconds();
  const plans = await planBookings(ctx, user, now);
  const files = await storedFilesOf(ctx, user.id);
  const blocking = sql`EXISTS (SELECT 1 FROM ${bookingRequests} LEFT JOIN ${payouts} ON ${payouts.requestId} = ${bookingRequests.id}
    WHERE (${bookingRequests.organizerId} = ${user.id} OR ${bookingRequests.ownerId} = ${user.id})
      AND (${bookingRequests.status} = 'disputed'
        OR (${bookingRequests.problemReported} = 1 AND ${bookingRequests.status} NOT IN ('resolved_released', 'resolved_refunded'))
        OR (${bookingRequests.paymentStatus} = 'paid' AND ${bookingRequests.status} NOT IN ('resolved_released', 'resolved_refunded') AND coalesce(${payouts.status}, '') <> 'paid')))`;
  const userGone = sql`NOT EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = ${user.id})`;
  const statements: BatchItem<"sqlite">[] = [];
  for (const { loaded, party, outcome } of plans) {
    if (outcome.kind !== "close") continue;
    const otherParty = party === "organizer" ? loaded.owner : loaded.organizer;
    const kind = outcome.to === "rejected_by_owner" ? "rejected" : "cancelled";
    statements.push(
      db
        .update(bookingRequests)
        .set({ status: outcome.to, updatedAt: now })
        .where(
          and(
            eq(bookingRequests.id, loaded.booking.id),
            eq(bookingRequests.status, loaded.booking.status),
            userGone,
          ),
        ),
      emailOutboxInsertIfAny(
        db,
        otherParty && bookingEmail(kind, otherParty, mailContext(ctx.env, loaded.booking, loaded.truckName)),
        sql`changes() = 1`,
      ),
    );
  }
  const sentInvoices = plans.filter((plan) => plan.invoiceKey !== null);
  for (const side of ["organizer", "owner"] as const) {
    const ids = sentInvoices.filter((plan) => plan.party === side).map((plan) => plan.loaded.booking.id);
    if (ids.length === 0) continue;
    statements.push(
      db
        .update(bookingRequests)
        .set(side === "organizer" ? { invoiceOrganizerKey: null } : { invoiceOwnerKey: null })
        .where(and(inArray(bookingRequests.id, ids), userGone)),
    );
  }
  statements.push(
    db.delete(rateLimits).where(and(counterKeysOf(user), userGone)),
    db.delete(outbox).where(and(sql`json_extract(${outbox.payloadJson}, '$.to') = ${user.email}`, userGone)),
    db.delete(devMailbox).where(and(eq(devMailbox.to, user.email), userGone)),
  );
  const [deleted, ...results] = await db.batch([
    db
      .delete(users)
      .where(and(eq(users.id, user.id), sql`NOT ${blocking}`))
      .returning({ id: users.id }),
    ...statements,
  ]);
  if (deleted.length === 0) {
    // Either someone deleted it meanwhile (then we are done) or money/a dispute arrived: say which.
    const stillThere = await db.query.users.findFirst({ where: eq(users.id, user.id) });
    if (stillThere) throw new ApiError(409, ACCOUNT_TEXTS.accountInUse, { code: "account_in_use" });
    return;
  }
  // Only the e-mail inserts answer with rows (their outbox ids); the other statements return none.
  sendLater(
    ctx,
    results.flatMap((result) => (Array.isArray(result) ? result.flatMap(outboxIdOf) : [])),
  );
  await deleteFiles(ctx.env, [...files, ...sentInvoices.flatMap((plan) => plan.invoiceKey ?? [])]);
}

function outboxIdOf(row: unknown): number[] {
  // Batch results are typed per statement only as a union; read the id defensively.
  if (typeof row !== "object" || row === null || !("id" in row)) return [];
  return typeof row.id === "number" ? [row.id] : [];
}
