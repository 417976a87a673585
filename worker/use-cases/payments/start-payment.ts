import { eq } from "drizzle-orm";
import { payments } from "../../db/schema";
import { payeeSide, paymentStartRefusal } from "../../domain/booking-machine";
import { ApiError } from "../../lib/errors";
import type { LoadedBooking } from "../bookings/queries";
import { bookingFacts } from "../bookings/queries";
import type { UseCaseContext } from "../context";
import { acceptsPayments, currentAccountOf, requirePaymentAccount } from "./accounts";
import { askProvider, paymentProvider } from "./provider";
import { PAYMENT_CODES, PAYMENT_LABELS, PAYMENT_TEXTS } from "./texts";

/** A booking loaded for the party who pays it (permissions.ts `bookingForPayer`). */
export interface PayerTarget {
  loaded: LoadedBooking;
  party: "organizer" | "owner";
}

/**
 * POST /stripe/create-payment-intent/{requestId}: the client secret of the booking's one PaymentIntent,
 * created on first call for the amount stored with the request. Calling again (a retry, a second tab, a
 * failed attempt) gives the same intent back: the provider replays a repeated creation by its
 * idempotency key, and once stored the intent is only read.
 */
export async function startPayment(ctx: UseCaseContext, target: PayerTarget) {
  const { db } = ctx;
  const { booking } = target.loaded;
  const refusal = paymentStartRefusal(bookingFacts(booking));
  if (refusal) throw new ApiError(409, refusal);
  const amountGrosze = booking.commitmentFeeGrosze;
  if (!amountGrosze || amountGrosze <= 0) throw new ApiError(409, PAYMENT_TEXTS.noAmount);

  const payee = payeeSide(booking);
  const payeeId = payee === "owner" ? booking.ownerId : booking.organizerId;
  const payerId = payee === "owner" ? booking.organizerId : booking.ownerId;
  if (payerId !== null) await requirePaymentAccount(ctx, payerId);
  const provider = paymentProvider(ctx);
  const payeeAccount = payeeId === null ? undefined : await currentAccountOf(ctx, provider, payeeId);
  if (payeeId === null || payerId === null || !acceptsPayments(payeeAccount)) {
    throw new ApiError(409, PAYMENT_TEXTS.payeeAccountNotReady, { code: PAYMENT_CODES.payeeAccountNotReady });
  }

  const testMode = provider.mode === "test_mode";
  const stored = await db.query.payments.findFirst({ where: eq(payments.requestId, booking.id) });
  if (stored?.status === "succeeded") throw new ApiError(409, PAYMENT_TEXTS.alreadyPaid);
  if (stored?.providerPaymentIntentId) {
    const intentId = stored.providerPaymentIntentId;
    const intent = await askProvider(() => provider.retrievePaymentIntent(intentId));
    return { clientSecret: intent.clientSecret, test_mode: testMode };
  }

  const intent = await askProvider(() =>
    provider.createPaymentIntent({
      requestId: booking.id,
      amountGrosze,
      payerId,
      payeeId,
      description: `${PAYMENT_LABELS[payee]} – rezerwacja nr ${booking.id} (${target.loaded.truckName})`,
    }),
  );
  // A concurrent first call got the same intent (same idempotency key) and may have stored it already.
  await db
    .insert(payments)
    .values({
      requestId: booking.id,
      payerId,
      payeeId,
      amountGrosze,
      providerPaymentIntentId: intent.id,
      testMode,
    })
    .onConflictDoNothing();
  return { clientSecret: intent.clientSecret, test_mode: testMode };
}
