import {
  type PaymentProvider,
  PaymentProviderError,
  PaymentsConfigError,
  paymentsFromEnv,
} from "../../adapters/payments";
import type { Env } from "../../env";
import { ApiError, MESSAGES } from "../../lib/errors";
import { logError } from "../../lib/log";
import type { UseCaseContext } from "../context";
import { PAYMENT_TEXTS } from "./texts";

/** The configured provider, or why there is none (a production without Stripe keys never fakes payments). */
export function configuredProvider(env: Env): PaymentProvider | PaymentsConfigError {
  try {
    return paymentsFromEnv(env);
  } catch (error) {
    if (error instanceof PaymentsConfigError) return error;
    throw error;
  }
}

/** The configured provider for a request; without one the request answers 503. */
export function paymentProvider(ctx: UseCaseContext): PaymentProvider {
  const provider = configuredProvider(ctx.env);
  if (!(provider instanceof PaymentsConfigError)) return provider;
  logError("payments are not configured", provider);
  throw new ApiError(503, MESSAGES.misconfigured);
}

/** A provider call whose failure the user sees as "try again" (502); the detail goes to the log only. */
export async function askProvider<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    logError("payment provider failed", error);
    throw new ApiError(502, PAYMENT_TEXTS.providerFailed);
  }
}
