import { and, eq, inArray, isNotNull, lte, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import {
  IDEMPOTENCY_KEYS,
  type PaymentProvider,
  PaymentProviderError,
  PaymentsConfigError,
} from "../../adapters/payments";
import type { Db } from "../../db/client";
import { bookingRequests, payments, payouts, users } from "../../db/schema";
import {
  HOURS_AFTER_EVENT_TO_PAY_OUT,
  mayPayOut,
  payeeSide,
  payoutDueAt,
} from "../../domain/booking-machine";
import { payoutEmail } from "../../emails/payment-emails";
import type { Env } from "../../env";
import { logError } from "../../lib/log";
import { HOUR, MINUTE, nowSeconds } from "../../lib/time";
import { bookingFacts, loadBooking, mailContext, partyFor } from "../bookings/queries";
import { dispatchOutbox, emailOutboxInsertIfAny } from "../notifications/outbox";
import { configuredProvider } from "./provider";

/** Transfer attempts before a payout stays `failed` for an admin to look at. */
export const MAX_PAYOUT_ATTEMPTS = 8;

/**
 * How long the cron waits after the n-th failed attempt: 5 minutes, doubling, at most 6 hours (the
 * attempts span about 10 hours: a provider outage or a payee's account under review has time to pass).
 * The cron is the only retry path; the queue only carries each attempt.
 */
function payoutRetryDelay(failedAttempts: number): number {
  return Math.min(5 * MINUTE * 2 ** Math.max(0, failedAttempts - 1), 6 * HOUR);
}

/** A payout with attempts left whose back-off has passed. */
const retryable = (now: number) =>
  sql`(${payouts.attempts} < ${MAX_PAYOUT_ATTEMPTS} AND (${payouts.nextAttemptAt} IS NULL OR ${payouts.nextAttemptAt} <= ${now}))`;

/**
 * The cron's part of settlement: a payout row for every paid booking whose money is due (the machine's
 * `mayPayOut`: 72 h after the event, no problem reported), then the ids of payouts to transfer — new ones
 * and failed ones with attempts left whose wait is over. Running twice creates nothing twice (one payout
 * per booking).
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
        sql`(${payouts.id} IS NULL OR (${payouts.status} IN ('scheduled', 'failed') AND ${retryable(now)}))`,
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
        retryable(now),
      ),
    );
  return rows.map((row) => row.id);
}

/** Hands payouts to the payout queue, one message each (the cron's due ones, a dispute decision's). */
export async function enqueuePayouts(env: Env, payoutIds: number[]): Promise<void> {
  if (payoutIds.length === 0) return;
  await env.PAYOUT_QUEUE.sendBatch(payoutIds.map((payoutId) => ({ body: { payoutId } })));
}

/** The cron: schedules due payouts and hands them to the payout queue. */
export async function schedulePayouts(env: Env, db: Db): Promise<number[]> {
  const ids = await duePayoutIds(db);
  await enqueuePayouts(env, ids);
  return ids;
}

type PayoutResult = "paid" | "skipped" | "paused" | "retry" | "failed";

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

type PayoutRow = typeof payouts.$inferSelect;

/** A failed attempt, kept for the cron's next try (after its back-off) and for admins. */
async function recordFailure(db: Db, payout: PayoutRow, error: string, now: number): Promise<PayoutResult> {
  const attempts = payout.attempts + 1;
  await db
    .update(payouts)
    .set({
      status: "failed",
      attempts,
      lastError: error.slice(0, 500),
      nextAttemptAt: now + payoutRetryDelay(attempts),
    })
    .where(
      and(
        eq(payouts.id, payout.id),
        eq(payouts.attempts, payout.attempts),
        inArray(payouts.status, ["scheduled", "failed"]),
      ),
    );
  return attempts >= MAX_PAYOUT_ATTEMPTS ? "failed" : "retry";
}

/**
 * The transfer for this attempt. A retry first looks for one an earlier attempt made (it may have failed
 * after Stripe moved the money, e.g. a lost answer or a server error), and only then transfers under this
 * attempt's own key: Stripe replays a key's first answer, errors included, so a retry needs a new one.
 */
async function transferOnce(
  provider: PaymentProvider,
  payout: PayoutRow,
  destinationAccountId: string,
  sourceChargeId: string | null,
): Promise<{ id: string; amountGrosze: number }> {
  if (payout.attempts > 0) {
    const earlier = await provider.findTransfer(payout.requestId);
    if (earlier) return earlier;
  }
  const { id } = await provider.createTransfer({
    requestId: payout.requestId,
    amountGrosze: payout.amountGrosze,
    destinationAccountId,
    sourceChargeId,
    idempotencyKey: IDEMPOTENCY_KEYS.transfer(payout),
  });
  return { id, amountGrosze: payout.amountGrosze };
}

/**
 * The queue's part: one transfer to the payee's connected account. A payout already paid, or whose
 * booking no longer may be paid out (a problem was reported: paused until the admin decides), is left
 * alone. The provider's idempotency key makes a repeated message harmless; a failure is stored on the
 * row (attempts, last error, when to try again) for the cron's retry and for admins.
 */
export async function payOut(env: Env, db: Db, payoutId: number, now = nowSeconds()): Promise<PayoutResult> {
  const row = await loadPayout(db, payoutId);
  if (!row || row.payout.status === "paid") return "skipped";
  const { payout } = row;
  const loaded = await loadBooking(db, payout.requestId);
  if (!loaded || !mayPayOut(bookingFacts(loaded.booking), now)) return "paused";
  if (!row.accountId) return recordFailure(db, payout, "payee has no connected account", now);

  const provider = configuredProvider(env);
  if (provider instanceof PaymentsConfigError) return recordFailure(db, payout, provider.message, now);
  let transfer: { id: string; amountGrosze: number };
  try {
    transfer = await transferOnce(provider, payout, row.accountId, row.chargeId);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    logError("payout failed", error, { payout_id: payout.id, attempt: payout.attempts + 1 });
    return recordFailure(db, payout, error.message, now);
  }

  const payee = partyFor(loaded, payeeSide(loaded.booking));
  const mail =
    payee &&
    payoutEmail(payee, {
      ...mailContext(env, loaded.booking, loaded.truckName),
      amountGrosze: transfer.amountGrosze,
    });
  const [, outboxRows] = await db.batch([
    db
      .update(payouts)
      .set({
        status: "paid",
        providerTransferId: transfer.id,
        attempts: payout.attempts + 1,
        // An earlier attempt's transfer for another amount (the amount changed since): for admins to see.
        lastError:
          transfer.amountGrosze === payout.amountGrosze
            ? null
            : `transferred ${transfer.amountGrosze} grosze of ${payout.amountGrosze} owed`,
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
