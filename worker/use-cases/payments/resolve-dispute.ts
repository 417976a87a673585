import { and, eq, sql } from "drizzle-orm";
import { IDEMPOTENCY_KEYS, PaymentProviderError } from "../../adapters/payments";
import type { UserRow } from "../../app-env";
import { insertWhere } from "../../db/insert-where";
import { noOpStatement } from "../../db/no-op";
import { bookingRequests, payments, payouts } from "../../db/schema";
import {
  DISPUTE_REFUSALS,
  disputeRefund,
  payeeSide,
  payerSide,
  transitionFor,
} from "../../domain/booking-machine";
import { disputeEmail } from "../../emails/payment-emails";
import { ApiError } from "../../lib/errors";
import { logError } from "../../lib/log";
import { nowSeconds } from "../../lib/time";
import type { ResolveDisputeInput } from "../../schemas/disputes";
import { auditInsert } from "../admin/audit";
import { bookingDto, bookingFacts, loadBooking, mailContext, partyFor } from "../bookings/queries";
import { REQUEST_TEXTS } from "../bookings/texts";
import { tellDashboards } from "../chat/live-delivery";
import type { UseCaseContext } from "../context";
import { emailOutboxInsertIfAny, sendLater } from "../notifications/outbox";
import { claimDispute, completeClaim, heldClaim, releaseRefusedClaim } from "./dispute-claims";
import { paymentProvider } from "./provider";
import { enqueuePayouts } from "./settlement";
import { PAYMENT_TEXTS } from "./texts";

/**
 * POST /admin/disputes/{requestId}/resolve: `refund` gives the payer `amount` grosze back (partly or
 * fully) and releases the rest to the payee → resolved_refunded; `release` gives the payee everything
 * → resolved_released. The decision first claims the dispute (dispute-claims.ts: a refund and a release
 * at once cannot both move money), then the refund is asked of the provider under the claim's key, then
 * one batch changes the status, completes the claim, records the refund, schedules the payee's payout,
 * writes the audit row and e-mails both parties — each statement only if the status change went through
 * (`changes() = 1` chain). The payout goes through the payout queue like any other.
 */
export async function resolveDispute(
  ctx: UseCaseContext,
  admin: UserRow,
  requestId: number,
  input: ResolveDisputeInput,
) {
  const { db } = ctx;
  const loaded = await loadBooking(db, requestId, admin.id);
  if (!loaded) throw new ApiError(404, REQUEST_TEXTS.notFound);
  const { booking } = loaded;
  const facts = bookingFacts(booking);
  const now = nowSeconds();
  const transition = transitionFor(
    input.action === "refund" ? "resolve_refund" : "resolve_release",
    facts,
    "admin",
    now,
  );
  if (!transition.ok) throw new ApiError(409, transition.refusal);

  const payment = await db.query.payments.findFirst({ where: eq(payments.requestId, booking.id) });
  const payout = await db.query.payouts.findFirst({ where: eq(payouts.requestId, booking.id) });
  const collected =
    facts.paymentStatus === "paid" && payment?.status === "succeeded"
      ? payment.amountGrosze - payment.refundedGrosze
      : null;
  let refund = 0;
  let release = collected ?? 0;
  if (input.action === "refund") {
    const split = disputeRefund(collected, input.amount);
    if (!split.ok) {
      const badAmount = split.refusal === DISPUTE_REFUSALS.refundAbovePaid;
      throw new ApiError(badAmount ? 400 : 409, split.refusal, badAmount ? { field: "amount" } : {});
    }
    ({ refund, release } = split);
  }
  if (payout?.status === "paid" && (refund > 0 || release > 0))
    throw new ApiError(409, PAYMENT_TEXTS.alreadyPaidOut);

  const { keyVersion } = await claimDispute(
    db,
    {
      requestId: booking.id,
      adminId: admin.id,
      action: input.action,
      refundGrosze: refund,
      releaseGrosze: release,
    },
    facts.status,
    now,
  );
  const intentId = payment?.providerPaymentIntentId;
  if (refund > 0 && intentId) {
    const provider = paymentProvider(ctx);
    try {
      await provider.refund({
        paymentIntentId: intentId,
        amountGrosze: refund,
        idempotencyKey: IDEMPOTENCY_KEYS.disputeRefund({
          requestId: booking.id,
          refundGrosze: refund,
          keyVersion,
        }),
      });
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      logError("dispute refund failed", error, { booking_id: booking.id });
      // Without an answer the refund may have happened: the claim stays, and the same decision repeats
      // under the same key. A refusal lets the claim go for a new decision.
      if (!error.refused) throw new ApiError(502, PAYMENT_TEXTS.providerFailed);
      await releaseRefusedClaim(db, booking.id, keyVersion, error.message);
      throw new ApiError(502, PAYMENT_TEXTS.refundRefused);
    }
  }

  const changed = sql`changes() = 1`;
  const context = {
    ...mailContext(ctx.env, booking, loaded.truckName),
    refundGrosze: refund,
    releaseGrosze: release,
  };
  const payer = partyFor(loaded, payerSide(booking));
  const payee = partyFor(loaded, payeeSide(booking));
  const [updated, , , , scheduled, payerMail, payeeMail] = await db.batch([
    db
      .update(bookingRequests)
      .set({ status: transition.to, updatedAt: now })
      .where(
        and(
          eq(bookingRequests.id, booking.id),
          eq(bookingRequests.status, facts.status),
          heldClaim(booking.id, keyVersion),
        ),
      )
      .returning(),
    completeClaim(db, booking.id, changed),
    auditInsert(
      db,
      admin,
      {
        action: `dispute_${input.action}`,
        targetType: "booking",
        targetId: booking.id,
        subjectUserId: null,
        before: { status: facts.status },
        after: { status: transition.to },
        details: { refund_grosze: refund, release_grosze: release },
      },
      changed,
    ),
    payment && refund > 0
      ? db
          .update(payments)
          .set({
            refundedGrosze: payment.refundedGrosze + refund,
            status: release > 0 ? "partially_refunded" : "refunded",
            updatedAt: now,
          })
          .where(and(eq(payments.id, payment.id), changed))
      : noOpStatement(db),
    payment && release > 0
      ? insertWhere(
          db,
          payouts,
          {
            requestId: booking.id,
            payeeId: payment.payeeId,
            amountGrosze: release,
            releaseAfter: now,
            testMode: payment.testMode,
          },
          changed,
        )
          // A payout scheduled before the problem was reported (and paused since) now carries this amount.
          .onConflictDoUpdate({
            target: payouts.requestId,
            set: { amountGrosze: release, status: "scheduled", releaseAfter: now },
            setWhere: sql`${payouts.status} IN ('scheduled', 'failed')`,
          })
          .returning({ id: payouts.id })
      : noOpStatement(db),
    emailOutboxInsertIfAny(db, payer && disputeEmail("payer", payer, context), changed),
    emailOutboxInsertIfAny(db, payee && disputeEmail("payee", payee, context), changed),
  ]);
  const [row] = updated;
  if (!row) throw new ApiError(409, REQUEST_TEXTS.changedMeanwhile);
  sendLater(
    ctx,
    [...payerMail, ...payeeMail].map((mail) => mail.id),
  );
  // After the answer, like the e-mails: the cron sweeps up a payout whose message was lost.
  ctx.defer(
    enqueuePayouts(
      ctx.env,
      scheduled.map((entry) => entry.id),
    ),
  );
  tellDashboards(ctx, [row.organizerId, row.ownerId], "bookings");
  return bookingDto({ ...loaded, booking: row }, "admin", now);
}
