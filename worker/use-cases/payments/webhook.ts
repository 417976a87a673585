import { eq } from "drizzle-orm";
import * as v from "valibot";
import { paymentsTestMode } from "../../adapters/payments";
import { payments } from "../../db/schema";
import { paymentStartRefusal } from "../../domain/booking-machine";
import { ApiError, MESSAGES } from "../../lib/errors";
import { nowSeconds } from "../../lib/time";
import {
  accountObjectSchema,
  paymentIntentObjectSchema,
  type StripeEvent,
  stripeEventSchema,
} from "../../schemas/stripe-events";
import { bookingFacts } from "../bookings/queries";
import type { UseCaseContext } from "../context";
import { applyAccountUpdate } from "./accounts";
import { type PaymentEventOutcome, paymentFailed, paymentSucceeded } from "./payment-events";
import { markProcessed, wasProcessed } from "./processed-events";
import { paymentProvider } from "./provider";
import type { PayerTarget } from "./start-payment";
import { PAYMENT_TEXTS } from "./texts";

type EventOutcome = PaymentEventOutcome | "duplicate" | "account_updated" | "recorded";

function objectOf<S extends v.GenericSchema>(schema: S, event: StripeEvent): v.InferOutput<S> {
  const parsed = v.safeParse(schema, event.data.object);
  if (!parsed.success) throw new ApiError(400, PAYMENT_TEXTS.webhookPayload);
  return parsed.output;
}

/**
 * One provider event, handled once by its id: a replayed event answers "duplicate" and changes nothing.
 * Events the app does not act on yet (refunds, transfers…) are recorded by id and type.
 */
async function handlePaymentEvent(ctx: UseCaseContext, event: StripeEvent): Promise<EventOutcome> {
  if (await wasProcessed(ctx.db, event.id)) return "duplicate";
  switch (event.type) {
    case "payment_intent.succeeded":
      return paymentSucceeded(ctx, event, objectOf(paymentIntentObjectSchema, event));
    case "payment_intent.payment_failed":
      return paymentFailed(ctx, event, objectOf(paymentIntentObjectSchema, event));
    case "account.updated":
      await applyAccountUpdate(ctx, event, objectOf(accountObjectSchema, event));
      return "account_updated";
    default:
      await markProcessed(ctx.db, event);
      return "recorded";
  }
}

/** POST /stripe/webhook: the signature is checked over the raw body before anything is read from it. */
export async function receiveWebhook(
  ctx: UseCaseContext,
  rawBody: string,
  signatureHeader: string | undefined,
): Promise<EventOutcome> {
  const verification = await paymentProvider(ctx).verifyWebhook(rawBody, signatureHeader);
  if (verification.kind === "disabled") throw new ApiError(404, PAYMENT_TEXTS.webhookDisabled);
  if (verification.kind === "invalid") throw new ApiError(400, PAYMENT_TEXTS.webhookSignature);
  const event = v.safeParse(stripeEventSchema, verification.event);
  if (!event.success) throw new ApiError(400, PAYMENT_TEXTS.webhookPayload);
  return handlePaymentEvent(ctx, event.output);
}

/**
 * The local test mode's stand-in for Stripe's payment form and webhook: the payer's "payment" becomes the
 * event Stripe would send and runs the same path. Only in test mode (404 otherwise).
 */
export async function completeTestModePayment(
  ctx: UseCaseContext,
  target: PayerTarget,
  outcome: "succeeded" | "failed",
): Promise<EventOutcome> {
  if (!paymentsTestMode(ctx.env)) throw new ApiError(404, MESSAGES.notFound);
  const booking = target.loaded.booking;
  // The same refusal as starting a payment: a booking no longer awaiting money is not "paid" here.
  const refusal = paymentStartRefusal(bookingFacts(booking));
  if (refusal) throw new ApiError(409, refusal);
  const payment = await ctx.db.query.payments.findFirst({ where: eq(payments.requestId, booking.id) });
  if (!payment?.providerPaymentIntentId) throw new ApiError(409, PAYMENT_TEXTS.testModeNotStarted);
  const succeeded = outcome === "succeeded";
  return handlePaymentEvent(ctx, {
    id: `test_mode_evt_${crypto.randomUUID()}`,
    type: succeeded ? "payment_intent.succeeded" : "payment_intent.payment_failed",
    created: nowSeconds(),
    data: {
      object: {
        id: payment.providerPaymentIntentId,
        object: "payment_intent",
        amount: payment.amountGrosze,
        amount_received: succeeded ? payment.amountGrosze : 0,
        currency: payment.currency,
        latest_charge: succeeded ? `test_mode_ch_${booking.id}` : null,
        metadata: { request_id: String(booking.id) },
        last_payment_error: succeeded
          ? null
          : { code: "card_declined", message: PAYMENT_TEXTS.testModeDeclined },
      },
    },
  });
}
