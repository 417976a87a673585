import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { payments, payouts } from "../../db/schema";
import { pln } from "../bookings/queries";
import { MAX_PAYOUT_ATTEMPTS } from "./settlement";

export const PAYOUT_STATUSES = payouts.status.enumValues;

/** GET /admin/payouts: payouts for the admin panel, newest first; failed ones keep their last error. */
export async function listPayouts(db: Db, status: (typeof PAYOUT_STATUSES)[number] | undefined) {
  const rows = await db
    .select()
    .from(payouts)
    .where(status ? eq(payouts.status, status) : undefined)
    .orderBy(desc(payouts.id))
    .limit(200);
  return rows.map((row) => ({
    payout_id: row.id,
    request_id: row.requestId,
    payee_id: row.payeeId,
    amount: pln(row.amountGrosze),
    status: row.status,
    attempts: row.attempts,
    last_error: row.lastError,
    /** When the cron tries a failed transfer again (null: when due, or no attempts left). */
    next_attempt_at: row.status === "failed" && row.attempts < MAX_PAYOUT_ATTEMPTS ? row.nextAttemptAt : null,
    release_after: row.releaseAfter,
    paid_at: row.paidAt,
    provider_transfer_id: row.providerTransferId,
    test_mode: row.testMode,
  }));
}

export const PAYMENT_STATUSES = payments.status.enumValues;

/**
 * GET /admin/payments: payments for the admin panel, newest first, by status and/or failure code (e.g.
 * `amount_mismatch`: Stripe reported another amount than the booking's, so the booking was not marked paid).
 */
export async function listPayments(
  db: Db,
  filter: { status?: (typeof PAYMENT_STATUSES)[number] | undefined; failureCode?: string | undefined },
) {
  const rows = await db
    .select()
    .from(payments)
    .where(
      and(
        filter.status ? eq(payments.status, filter.status) : undefined,
        filter.failureCode ? eq(payments.failureCode, filter.failureCode) : undefined,
      ),
    )
    .orderBy(desc(payments.id))
    .limit(200);
  return rows.map((row) => ({
    payment_id: row.id,
    request_id: row.requestId,
    payer_id: row.payerId,
    payee_id: row.payeeId,
    amount: pln(row.amountGrosze),
    refunded: pln(row.refundedGrosze),
    status: row.status,
    failure_code: row.failureCode,
    failure_message: row.failureMessage,
    provider_payment_intent_id: row.providerPaymentIntentId,
    test_mode: row.testMode,
    updated_at: row.updatedAt,
  }));
}
