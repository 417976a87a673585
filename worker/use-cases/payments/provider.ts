import {
  type PaymentProvider,
  PaymentProviderError,
  PaymentsConfigError,
  paymentsFromEnv,
} from "../../adapters/payments";
import { ApiError, MESSAGES } from "../../lib/errors";
import type { UseCaseContext } from "../context";
import { PAYMENT_TEXTS } from "./texts";

/** The configured provider; a production without Stripe keys answers 503 instead of faking payments. */
export function paymentProvider(ctx: UseCaseContext): PaymentProvider {
  try {
    return paymentsFromEnv(ctx.env);
  } catch (error) {
    if (!(error instanceof PaymentsConfigError)) throw error;
    console.error("Payments are not configured:", error.message);
    throw new ApiError(503, MESSAGES.misconfigured);
  }
}

/** A provider call whose failure the user sees as "try again" (502); the detail goes to the log only. */
export async function askProvider<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    console.error("Payment provider failed:", error.message);
    throw new ApiError(502, PAYMENT_TEXTS.providerFailed);
  }
}
