import * as v from "valibot";

// The parts of Stripe's webhook events the app reads (API version pinned in adapters/payments-stripe.ts).
// A signed event is still checked: the code relies only on what these schemas guarantee.

const id = v.pipe(v.string(), v.minLength(1), v.maxLength(255));
const grosze = v.pipe(v.number(), v.integer(), v.minValue(0));

export const stripeEventSchema = v.object({
  id,
  type: v.pipe(v.string(), v.maxLength(255)),
  /** Unix seconds when Stripe created the event: orders news about one object. */
  created: v.pipe(v.number(), v.integer()),
  data: v.object({ object: v.unknown() }),
});
export type StripeEvent = v.InferOutput<typeof stripeEventSchema>;

export const paymentIntentObjectSchema = v.object({
  id,
  object: v.literal("payment_intent"),
  amount: grosze,
  amount_received: v.optional(grosze, 0),
  currency: v.string(),
  /** The charge that collected the money (an id: webhooks never expand it). */
  latest_charge: v.optional(v.nullable(v.string()), null),
  metadata: v.optional(v.record(v.string(), v.string()), {}),
  last_payment_error: v.optional(
    v.nullable(
      v.object({
        code: v.optional(v.nullable(v.string()), null),
        decline_code: v.optional(v.nullable(v.string()), null),
        message: v.optional(v.nullable(v.string()), null),
      }),
    ),
    null,
  ),
});
export type PaymentIntentObject = v.InferOutput<typeof paymentIntentObjectSchema>;

export const accountObjectSchema = v.object({
  id,
  object: v.literal("account"),
  charges_enabled: v.boolean(),
  payouts_enabled: v.boolean(),
  details_submitted: v.boolean(),
});
