import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import { IDEMPOTENCY_KEYS } from "../../adapters/payments";
import { bookingRequests, payments } from "../../db/schema";
import {
  type AfterPaymentSucceeded,
  afterPaymentSucceeded,
  payeeSide,
  payerSide,
} from "../../domain/booking-machine";
import { type PaymentMailContext, paymentEmail } from "../../emails/payment-emails";
import { ApiError } from "../../lib/errors";
import { log } from "../../lib/log";
import { nowSeconds } from "../../lib/time";
import type { PaymentIntentObject, StripeEvent } from "../../schemas/stripe-events";
import { bookingFacts, type LoadedBooking, loadBooking, mailContext, partyFor } from "../bookings/queries";
import { tellDashboards } from "../chat/live-delivery";
import type { UseCaseContext } from "../context";
import { emailOutboxInsertIfAny, sendLater } from "../notifications/outbox";
import { markProcessed, notYetProcessed } from "./processed-events";
import { askProvider, paymentProvider } from "./provider";
import { PAYMENT_TEXTS } from "./texts";

type PaymentRow = typeof payments.$inferSelect;
type EventRef = Pick<StripeEvent, "id" | "type">;

/** What handling a payment event did (for logs and tests). */
export type PaymentEventOutcome =
  | "paid"
  | "held_for_dispute"
  | "already_recorded"
  | "returned_to_payer"
  | "failure_recorded"
  | "amount_mismatch"
  | "not_ours";

const OPEN_PAYMENT = ["created", "failed"] as const;

/** The failure code a payment gets when Stripe reports another amount or currency than the stored one. */
const AMOUNT_MISMATCH = "amount_mismatch";

function paymentMailContext(
  ctx: UseCaseContext,
  loaded: LoadedBooking,
  payment: PaymentRow,
): PaymentMailContext {
  return {
    ...mailContext(ctx.env, loaded.booking, loaded.truckName),
    requestId: loaded.booking.id,
    amountGrosze: payment.amountGrosze,
  };
}

/**
 * The payment the event is about. An intent with a request id but no stored payment is not known yet
 * (404: Stripe delivers it again later); one without is someone else's and is only recorded.
 */
async function storedPayment(ctx: UseCaseContext, event: EventRef, intent: PaymentIntentObject) {
  const payment = await ctx.db.query.payments.findFirst({
    where: eq(payments.providerPaymentIntentId, intent.id),
  });
  if (payment) return payment;
  if (intent.metadata.request_id === undefined) {
    await markProcessed(ctx.db, event);
    return null;
  }
  throw new ApiError(404, PAYMENT_TEXTS.unknownPayment);
}

/** One attempt to apply a succeeded payment to the booking as loaded; null when the booking changed meanwhile. */
async function applySucceeded(
  ctx: UseCaseContext,
  event: EventRef,
  payment: PaymentRow,
  loaded: LoadedBooking,
  outcome: AfterPaymentSucceeded,
  chargeId: string | null,
): Promise<PaymentEventOutcome | null> {
  const { db } = ctx;
  const now = nowSeconds();
  const markPaymentSucceeded = db
    .update(payments)
    .set({
      status: "succeeded",
      paidAt: now,
      providerChargeId: chargeId,
      failureCode: null,
      failureMessage: null,
      updatedAt: now,
    })
    .where(and(eq(payments.id, payment.id), inArray(payments.status, [...OPEN_PAYMENT])));
  if (outcome.kind === "already_recorded") {
    await db.batch([markPaymentSucceeded, markProcessed(db, event)]);
    return "already_recorded";
  }
  if (outcome.kind === "return_to_payer") return returnToPayer(ctx, event, payment, loaded);

  const booking = loaded.booking;
  const updateBooking = db
    .update(bookingRequests)
    .set({
      ...(outcome.kind === "transition" ? { status: outcome.to } : {}),
      paymentStatus: outcome.paymentStatus,
      updatedAt: now,
    })
    .where(
      and(
        eq(bookingRequests.id, booking.id),
        inArray(bookingRequests.status, [...outcome.from]),
        sql`${bookingRequests.paymentStatus} IS NOT 'paid'`,
      ),
    )
    .returning({ id: bookingRequests.id });
  const context = paymentMailContext(ctx, loaded, payment);
  const payer = partyFor(loaded, payerSide(booking));
  const payee = partyFor(loaded, payeeSide(booking));
  // `changes()` is the row count of the last INSERT/UPDATE: the booking update, then each mail insert
  // (a deleted party's mail is a SELECT, which leaves it as it was). Only the delivery that really
  // changed the booking sends the receipts.
  const onlyIfChanged: SQL = sql`changes() = 1`;
  const bookingIsPaid = sql`EXISTS (SELECT 1 FROM ${bookingRequests} WHERE ${bookingRequests.id} = ${booking.id} AND ${bookingRequests.paymentStatus} = 'paid')`;
  const [, updated, receipt, notice] = await db.batch([
    markPaymentSucceeded,
    updateBooking,
    emailOutboxInsertIfAny(db, payer && paymentEmail("receipt", payer, context), onlyIfChanged),
    emailOutboxInsertIfAny(db, payee && paymentEmail("received", payee, context), onlyIfChanged),
    // Recorded only once the booking shows the payment: a lost race leaves the event to be handled again.
    markProcessed(db, event, bookingIsPaid),
  ]);
  if (updated.length === 0) return null;
  sendLater(
    ctx,
    [...receipt, ...notice].map((row) => row.id),
  );
  tellDashboards(ctx, [booking.organizerId, booking.ownerId], "bookings");
  return outcome.kind === "transition" ? "paid" : "held_for_dispute";
}

/**
 * Money for a booking that ended unpaid (cancelled or expired while the payer was paying) goes back in
 * full, at once. The refund is asked for before the event is recorded, so a failure is retried by
 * Stripe's redelivery; its idempotency key makes that retry safe.
 */
async function returnToPayer(
  ctx: UseCaseContext,
  event: EventRef,
  payment: PaymentRow,
  loaded: LoadedBooking,
): Promise<PaymentEventOutcome> {
  const { db } = ctx;
  const intentId = payment.providerPaymentIntentId;
  if (!intentId) throw new Error(`payment ${payment.id} has no intent`);
  log("warn", "payment arrived for a booking that no longer takes it: refunding it", {
    intent_id: intentId,
    booking_id: loaded.booking.id,
    booking_status: loaded.booking.status,
  });
  const provider = paymentProvider(ctx);
  await askProvider(() =>
    provider.refund({
      paymentIntentId: intentId,
      amountGrosze: payment.amountGrosze,
      idempotencyKey: IDEMPOTENCY_KEYS.returnPayment(payment.id),
    }),
  );
  await db.batch([
    db
      .update(payments)
      .set({ status: "refunded", refundedGrosze: payment.amountGrosze, updatedAt: nowSeconds() })
      .where(and(eq(payments.id, payment.id), inArray(payments.status, [...OPEN_PAYMENT, "succeeded"]))),
    markProcessed(db, event),
  ]);
  return "returned_to_payer";
}

/**
 * `payment_intent.succeeded`: the booking becomes paid (SPEC.md §4: awaiting_deposit →
 * confirmed_deposit_paid, payment_status paid) and both parties get a receipt — once, however often or
 * in whatever order Stripe delivers. The decision is the machine's (`afterPaymentSucceeded`); a booking
 * changed between reading and writing is read again.
 */
export async function paymentSucceeded(
  ctx: UseCaseContext,
  event: EventRef,
  intent: PaymentIntentObject,
): Promise<PaymentEventOutcome> {
  const payment = await storedPayment(ctx, event, intent);
  if (!payment) return "not_ours";
  if (intent.currency !== payment.currency || intent.amount_received !== payment.amountGrosze) {
    // Never mark a booking paid for another amount than the one stored: the payment is flagged for admins
    // (GET /admin/payments?failure_code=amount_mismatch), who settle it at Stripe.
    const detail = `received ${intent.amount_received} ${intent.currency}, expected ${payment.amountGrosze} ${payment.currency}`;
    log("error", "payment amount mismatch", { intent_id: intent.id, detail });
    await ctx.db.batch([
      ctx.db
        .update(payments)
        .set({ failureCode: AMOUNT_MISMATCH, failureMessage: detail, updatedAt: nowSeconds() })
        .where(eq(payments.id, payment.id)),
      markProcessed(ctx.db, event),
    ]);
    return "amount_mismatch";
  }
  for (let attempt = 0; attempt < 3; attempt++) {
    const loaded = await loadBooking(ctx.db, payment.requestId);
    if (!loaded) throw new Error(`payment ${payment.id} has no booking`);
    const outcome = afterPaymentSucceeded(bookingFacts(loaded.booking), nowSeconds());
    const applied = await applySucceeded(ctx, event, payment, loaded, outcome, intent.latest_charge);
    if (applied) return applied;
  }
  throw new Error(`booking ${payment.requestId} kept changing while payment ${intent.id} was applied`);
}

/**
 * `payment_intent.payment_failed`: the attempt's reason is stored and the payer told, once per event; a
 * failure reported after the payment succeeded changes nothing. The payer may try again on the same intent.
 */
export async function paymentFailed(
  ctx: UseCaseContext,
  event: EventRef,
  intent: PaymentIntentObject,
): Promise<PaymentEventOutcome> {
  const { db } = ctx;
  const payment = await storedPayment(ctx, event, intent);
  if (!payment) return "not_ours";
  const loaded = await loadBooking(db, payment.requestId);
  const error = intent.last_payment_error;
  const payer = loaded ? partyFor(loaded, payerSide(loaded.booking)) : null;
  const mail =
    loaded && payer
      ? paymentEmail("failed", payer, paymentMailContext(ctx, loaded, payment), error?.message ?? null)
      : null;
  const [, outboxRows] = await db.batch([
    db
      .update(payments)
      .set({
        status: "failed",
        failureCode: error?.decline_code ?? error?.code ?? null,
        failureMessage: error?.message ?? null,
        updatedAt: nowSeconds(),
      })
      .where(
        and(
          eq(payments.id, payment.id),
          inArray(payments.status, [...OPEN_PAYMENT]),
          notYetProcessed(event.id),
        ),
      ),
    emailOutboxInsertIfAny(db, mail, sql`changes() = 1`),
    markProcessed(db, event),
  ]);
  sendLater(
    ctx,
    outboxRows.map((row) => row.id),
  );
  return "failure_recorded";
}
