import { asc, eq, or } from "drizzle-orm";
import type { UserRow } from "../../app-env";
import type { Db } from "../../db/client";
import { payments, payouts } from "../../db/schema";
import { pln } from "../bookings/queries";

/** Payments the user made or received and the payouts to them, in złoty, with the provider's references. */
export async function moneyPart(db: Db, user: UserRow) {
  const [paymentRows, payoutRows] = await Promise.all([
    db
      .select()
      .from(payments)
      .where(or(eq(payments.payerId, user.id), eq(payments.payeeId, user.id)))
      .orderBy(asc(payments.id)),
    db.select().from(payouts).where(eq(payouts.payeeId, user.id)).orderBy(asc(payouts.id)),
  ]);
  return {
    payments: paymentRows.map((payment) => ({
      request_id: payment.requestId,
      my_role: payment.payerId === user.id ? ("payer" as const) : ("payee" as const),
      amount: pln(payment.amountGrosze),
      currency: payment.currency,
      status: payment.status,
      refunded: pln(payment.refundedGrosze),
      failure_message: payment.failureMessage,
      provider_payment_intent_id: payment.providerPaymentIntentId,
      test_mode: payment.testMode,
      paid_at: payment.paidAt,
      created_at: payment.createdAt,
    })),
    payouts: payoutRows.map((payout) => ({
      request_id: payout.requestId,
      amount: pln(payout.amountGrosze),
      status: payout.status,
      release_after: payout.releaseAfter,
      paid_at: payout.paidAt,
      provider_transfer_id: payout.providerTransferId,
      test_mode: payout.testMode,
      created_at: payout.createdAt,
    })),
  };
}
