/**
 * Deleting an account (issue 10; the admin panel reuses deleteAccount). The user, their profiles,
 * photos, events, invitations, links and push subscriptions go; bookings, reviews they wrote, messages
 * and payments stay for the other party with the user's id set to NULL ("Użytkownik usunięty",
 * migrations/0005). Open bookings still ahead are called off in the user's name first, and the other
 * party is told; money or a dispute in flight blocks the deletion (booking machine). No row keeps their
 * e-mail or name but the words they typed for the other party (issue 33, decision 0010).
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
  roomPresence,
  users,
} from "../../db/schema";
import { afterAccountDeletion, DELETION_REFUSALS } from "../../domain/booking-machine";
import { bookingEmail } from "../../emails/booking-emails";
import { ApiError } from "../../lib/errors";
import { nowSeconds } from "../../lib/time";
import { redactAuditOfDeletedUser } from "../admin/audit";
import { bookingFacts, loadBookingsOf, mailContext, partyFor } from "../bookings/queries";
import { closeUserSockets } from "../chat/live-delivery";
import type { UseCaseContext } from "../context";
import {
  emailOutboxInsertIfAny,
  forgetDeletedUsers,
  outboxIdsOf,
  outboxRowsFor,
  sendLater,
} from "../notifications/outbox";
import { galleryPhotoColumns, galleryPhotoOf, storedKeysOf } from "../profiles/queries";
import { ACCOUNT_TEXTS } from "./texts";

/**
 * Everything the plan below reads of the user's bookings, as one text: id, status, payment, problem and
 * payout of each. The deletion batch runs only if it is still the same, so a payment or a dispute that
 * arrives between the plan and the batch stops it — without restating the machine's rules in SQL.
 */
function bookingsFingerprint(userId: number): SQL<string> {
  // Written out with table names: inside a statement on users, drizzle would leave "id" unqualified.
  return sql<string>`(SELECT ifnull(group_concat(fingerprint, ','), '') FROM (
    SELECT b.id || ':' || b.status || ':' || ifnull(b.payment_status, '') || ':' || b.problem_reported
      || ':' || ifnull(p.status, '') AS fingerprint
    FROM booking_requests AS b LEFT JOIN payouts AS p ON p.request_id = b.id
    WHERE b.organizer_id = ${userId} OR b.owner_id = ${userId}
    ORDER BY b.id))`;
}

/** The deleted user's bookings, each with what happens to it (the machine decides) and the invoice they sent. */
async function planBookings(ctx: UseCaseContext, user: UserRow, now: number) {
  const [loadedBookings, settledRows] = await Promise.all([
    loadBookingsOf(ctx.db, user.id),
    ctx.db
      .select({ requestId: payouts.requestId })
      .from(payouts)
      .innerJoin(bookingRequests, eq(bookingRequests.id, payouts.requestId))
      .where(
        and(
          eq(payouts.status, "paid"),
          or(eq(bookingRequests.organizerId, user.id), eq(bookingRequests.ownerId, user.id)),
        ),
      ),
  ]);
  const settled = new Set(settledRows.map((row) => row.requestId));
  return loadedBookings.map((loaded) => {
    const party: "organizer" | "owner" = loaded.booking.organizerId === user.id ? "organizer" : "owner";
    const facts = { ...bookingFacts(loaded.booking), settled: settled.has(loaded.booking.id) };
    const outcome = afterAccountDeletion(facts, party, now);
    if (outcome.kind === "block") {
      const { dates } = mailContext(ctx.env, loaded.booking, loaded.truckName);
      throw new ApiError(409, DELETION_REFUSALS[outcome.reason](dates), { code: "account_in_use" });
    }
    const invoiceKey =
      party === "organizer" ? loaded.booking.invoiceOrganizerKey : loaded.booking.invoiceOwnerKey;
    return { loaded, party, outcome, invoiceKey };
  });
}

/** Every stored object of the user's trucks: gallery photos with their smaller copies, and covers. */
async function storedFilesOf(ctx: UseCaseContext, userId: number): Promise<string[]> {
  const photos = await ctx.db
    .select(galleryPhotoColumns)
    .from(profilePhotos)
    .innerJoin(profiles, eq(profiles.id, profilePhotos.profileId))
    .where(eq(profiles.userId, userId));
  const covers = await ctx.db
    .select({ key: profiles.profileImageKey })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  const keys = [
    ...photos.flatMap((row) => storedKeysOf(galleryPhotoOf(row))),
    ...covers.flatMap((row) => row.key ?? []),
  ];
  return [...new Set(keys)];
}

/**
 * Throttle counters keyed by the user's id or e-mail: every per-user key ends with ":user:<id>"
 * ("requests:user:12"), every per-account key with ":<e-mail>" ("login:fail-account:a@b.pl").
 */
function counterKeysOf(user: UserRow): SQL {
  const endsWith = (suffix: string) => sql`substr(${rateLimits.key}, -length(${suffix})) = ${suffix}`;
  return sql`${endsWith(`:user:${user.id}`)} OR ${endsWith(`:${user.email}`)}`;
}

/**
 * Deletes the account in one batch whose first statement deletes the user only if their bookings are
 * as planned (bookingsFingerprint); every later statement runs only if the user is gone.
 * Stored files go after the commit (a failure there leaves an unreachable object, never a half-deleted
 * account).
 */
export async function deleteAccount(
  ctx: UseCaseContext,
  user: UserRow,
  /** Statements to commit with the deletion, given the condition "the user is gone" (the admin's audit entry). */
  alongside: (userGone: SQL) => BatchItem<"sqlite">[] = () => [],
): Promise<void> {
  const { db } = ctx;
  const now = nowSeconds();
  // Read before the plan: if anything changes after this, the batch below finds another fingerprint.
  const [fingerprintRow] = await db
    .select({ value: bookingsFingerprint(user.id) })
    .from(users)
    .where(eq(users.id, user.id));
  const plans = await planBookings(ctx, user, now);
  const files = await storedFilesOf(ctx, user.id);
  const userGone = sql`NOT EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = ${user.id})`;
  const statements: BatchItem<"sqlite">[] = [];
  for (const { loaded, party, outcome } of plans) {
    if (outcome.kind !== "close") continue;
    const otherParty = partyFor(loaded, party === "organizer" ? "owner" : "organizer");
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
  // No row keeps their e-mail or name: what was queued for them goes, what shows them to others is
  // rewritten, and so are audit entries about them or by them (those are conditional on the user being
  // gone by themselves), counters keyed by them go.
  statements.push(
    db.delete(rateLimits).where(and(counterKeysOf(user), userGone)),
    db.delete(outbox).where(and(outboxRowsFor(user), userGone)),
    db.delete(devMailbox).where(and(eq(devMailbox.to, user.email), userGone)),
    ...forgetDeletedUsers(db, { userId: user.id }),
    ...redactAuditOfDeletedUser(db, user.id),
    ...alongside(userGone),
  );
  const asPlanned = eq(bookingsFingerprint(user.id), fingerprintRow?.value ?? "");
  const [openRooms, deleted, ...results] = await db.batch([
    // The rooms where the user has sockets, read as the deletion commits (the rows go with the user): a
    // socket that comes in later finds no user behind its session and is closed by its room.
    db
      .delete(roomPresence)
      .where(and(eq(roomPresence.userId, user.id), asPlanned))
      .returning({ id: roomPresence.conversationId }),
    db
      .delete(users)
      .where(and(eq(users.id, user.id), asPlanned))
      .returning({ id: users.id }),
    ...statements,
  ]);
  if (deleted.length === 0) {
    // Either someone deleted it meanwhile (then we are done) or a booking changed: plan again, which
    // names a booking that blocks now, or else asks for another try.
    const stillThere = await db.query.users.findFirst({ where: eq(users.id, user.id) });
    if (!stillThere) return;
    await planBookings(ctx, stillThere, nowSeconds());
    throw new ApiError(409, ACCOUNT_TEXTS.bookingsChanged);
  }
  // Only the e-mail inserts answer with rows (their outbox ids); the other statements return none.
  sendLater(ctx, outboxIdsOf(results));
  const rooms = openRooms.map((room) => room.id);
  await closeUserSockets(ctx.env, { userId: user.id }, rooms, "deleted");
  await deleteFiles(ctx.env, [...files, ...sentInvoices.flatMap((plan) => plan.invoiceKey ?? [])]);
}
