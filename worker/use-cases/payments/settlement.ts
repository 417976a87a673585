import { and, eq, inArray, isNotNull, lte, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import {
  type PaymentProvider,
  PaymentProviderError,
  PaymentsConfigError,
  paymentsFromEnv,
} from "../../adapters/payments";
import type { Db } from "../../db/client";
import { bookingRequests, payments, payouts, users } from "../../db/schema";
import { HOURS_AFTER_EVENT_TO_PAY_OUT, mayPayOut, payoutDueAt } from "../../domain/booking-machine";
import { payoutEmail } from "../../emails/payment-emails";
import type { Env } from "../../env";
import { HOUR, nowSeconds } from "../../lib/time";
import { bookingFacts, loadBooking, mailContext } from "../bookings/queries";
import { dispatchOutbox, emailOutboxInsertIfAny } from "../notifications/outbox";

/** Transfer attempts before a payout stays `failed` for an admin to look at. */
export const MAX_PAYOUT_ATTEMPTS = 8;

/**
 * The idempotency key of one transfer attempt: a repeated queue message or cron run sends the same key, so
 * the provider transfers once. A refused attempt (recorded, `attempts` + 1) gets a new key, since Stripe
 * replays the first answer to a key, errors included, for 24 hours; the amount is part of it because a
 * resolved dispute may change what is owed. (Stripe's client retries network failures itself, under the
 * same key, before an attempt counts as failed.)
 */
function payoutKey(payout: { requestId: number; attempts: number; amountGrosze: number }): string {
  return `transfer-request-${payout.requestId}-${payout.amountGrosze}-a${payout.attempts}`;
}

/**
 * The cron's part of settlement: a payout row for every paid booking whose money is due (the machine's
 * `mayPayOut`: 72 h after the event, no problem reported), then the ids of payouts to transfer — new ones
 * and failed ones with attempts left. Running twice creates nothing twice (one payout per booking).
 */
export async function duePayoutIds(db: Db, now = nowSeconds()): Promise<number[]> {
  // SQL narrows to candidates (the shortest Warsaw day has 23 h); the machine decides each one.
  const latestEnd = now - (HOURS_AFTER_EVENT_TO_PAY_OUT + 23) * HOUR;
  const candidates = await db
    .select({ booking: bookingRequests, payment: payments })
    .from(bookingRequests)
    .innerJoin(
      payments,
      and(
        eq(payments.requestId, bookingRequests.id),
        inArray(payments.status, ["succeeded", "partially_refunded"]),
      ),
    )
    .leftJoin(payouts, eq(payouts.requestId, bookingRequests.id))
    .where(
      and(
        eq(bookingRequests.paymentStatus, "paid"),
        or(
          // Settled by time: a payout row is created here.
          and(
            eq(bookingRequests.status, "confirmed_deposit_paid"),
            eq(bookingRequests.problemReported, false),
            lte(bookingRequests.eventEndDate, latestEnd),
          ),
          // Settled by an admin: the resolution created the row; only retries come from here.
          and(
            inArray(bookingRequests.status, ["resolved_released", "resolved_refunded"]),
            isNotNull(payouts.id),
          ),
        ),
        sql`(${payouts.id} IS NULL OR (${payouts.status} IN ('scheduled', 'failed') AND ${payouts.attempts} < ${MAX_PAYOUT_ATTEMPTS}))`,
      ),
    )
    .orderBy(bookingRequests.eventEndDate)
    .limit(100);
  const due = candidates.filter(({ booking }) => mayPayOut(bookingFacts(booking), now));
  if (due.length === 0) return [];
  const [first, ...rest] = due.map(({ booking, payment }) =>
    db
      .insert(payouts)
      .values({
        requestId: booking.id,
        payeeId: payment.payeeId,
        amountGrosze: payment.amountGrosze - payment.refundedGrosze,
        releaseAfter: payoutDueAt(booking),
        testMode: payment.testMode,
      })
      .onConflictDoNothing(),
  );
  if (first) await db.batch([first, ...rest]);
  const rows = await db
    .select({ id: payouts.id })
    .from(payouts)
    .where(
      and(
        inArray(
          payouts.requestId,
          due.map(({ booking }) => booking.id),
        ),
        inArray(payouts.status, ["scheduled", "failed"]),
        sql`${payouts.attempts} < ${MAX_PAYOUT_ATTEMPTS}`,
      ),
    );
  return rows.map((row) => row.id);
}

/** The cron: schedules due payouts and hands them to the payout queue. */
export async function schedulePayouts(env: Env, db: Db): Promise<number[]> {
  const ids = await duePayoutIds(db);
  if (ids.length > 0) await env.PAYOUT_QUEUE.sendBatch(ids.map((payoutId) => ({ body: { payoutId } })));
  return ids;
}

export type PayoutResult = "paid" | "skipped" | "paused" | "retry" | "failed";

const payees = alias(users, "payee");

async function loadPayout(db: Db, payoutId: number) {
  const [row] = await db
    .select({
      payout: payouts,
      chargeId: payments.providerChargeId,
      accountId: payees.stripeAccountId,
    })
    .from(payouts)
    .leftJoin(payments, eq(payments.requestId, payouts.requestId))
    .leftJoin(payees, eq(payees.id, payouts.payeeId))
    .where(eq(payouts.id, payoutId))
    .limit(1);
  return row;
}

async function recordFailure(
  db: Db,
  payoutId: number,
  attempts: number,
  error: string,
): Promise<PayoutResult> {
  await db
    .update(payouts)
    .set({ status: "failed", attempts: attempts + 1, lastError: error.slice(0, 500) })
    .where(and(eq(payouts.id, payoutId), inArray(payouts.status, ["scheduled", "failed"])));
  return attempts + 1 >= MAX_PAYOUT_ATTEMPTS ? "failed" : "retry";
}

/**
 * The queue's part: one transfer to the payee's connected account. A payout already paid, or whose
 * booking no longer may be paid out (a problem was reported: paused until the admin decides), is left
 * alone. The provider's idempotency key makes a repeated message harmless; a failure is stored on the
 * row (attempts, last error) for retries and for admins.
 */
export async function payOut(env: Env, db: Db, payoutId: number, now = nowSeconds()): Promise<PayoutResult> {
  const row = await loadPayout(db, payoutId);
  if (!row || row.payout.status === "paid" || row.payout.status === "cancelled") return "skipped";
  const { payout } = row;
  const loaded = await loadBooking(db, payout.requestId);
  if (!loaded || !mayPayOut(bookingFacts(loaded.booking), now)) return "paused";
  if (!row.accountId) return recordFailure(db, payout.id, payout.attempts, "payee has no connected account");

  let provider: PaymentProvider;
  try {
    provider = paymentsFromEnv(env);
  } catch (error) {
    if (!(error instanceof PaymentsConfigError)) throw error;
    return recordFailure(db, payout.id, payout.attempts, error.message);
  }
  const destination = row.accountId;
  let transferId: string;
  try {
    ({ id: transferId } = await provider.createTransfer({
      requestId: payout.requestId,
      amountGrosze: payout.amountGrosze,
      destinationAccountId: destination,
      sourceChargeId: row.chargeId,
      idempotencyKey: payoutKey(payout),
    }));
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    console.error(`Payout ${payout.id} failed (attempt ${payout.attempts + 1}):`, error.message);
    return recordFailure(db, payout.id, payout.attempts, error.message);
  }

  const payee = loaded.booking.ownerId === payout.payeeId ? loaded.owner : loaded.organizer;
  const mail =
    payee &&
    payoutEmail(payee, {
      ...mailContext(env, loaded.booking, loaded.truckName),
      amountGrosze: payout.amountGrosze,
    });
  const [, outboxRows] = await db.batch([
    db
      .update(payouts)
      .set({
        status: "paid",
        providerTransferId: transferId,
        attempts: payout.attempts + 1,
        lastError: null,
        paidAt: now,
        testMode: provider.mode === "test_mode",
      })
      .where(and(eq(payouts.id, payout.id), inArray(payouts.status, ["scheduled", "failed"]))),
    emailOutboxInsertIfAny(db, mail, sql`changes() = 1`),
  ]);
  await dispatchOutbox(
    env,
    outboxRows.map((outboxRow) => outboxRow.id),
  );
  return "paid";
}
