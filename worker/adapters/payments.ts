// Payments: the PaymentProvider every payment use case calls, and the choice between Stripe
// (payments-stripe.ts) and the local test mode (payments-test-mode.ts), which production refuses.
import { isProduction } from "../config";
import type { Env } from "../env";
import { stripeProvider } from "./payments-stripe";
import { testModeProvider } from "./payments-test-mode";

/** What the app keeps of a connected (Stripe Express) account. */
export interface ConnectedAccountState {
  accountId: string;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  detailsSubmitted: boolean;
}

/** A Stripe account, as the API returns it or an `account.updated` event carries it, as the app keeps it. */
export function connectedAccountState(account: {
  id: string;
  charges_enabled: boolean;
  payouts_enabled: boolean;
  details_submitted: boolean;
}): ConnectedAccountState {
  return {
    accountId: account.id,
    chargesEnabled: account.charges_enabled,
    payoutsEnabled: account.payouts_enabled,
    detailsSubmitted: account.details_submitted,
  };
}

export interface PaymentIntentSummary {
  id: string;
  clientSecret: string;
  status: string;
}

/** A deposit or guarantee fee to collect: the amount always comes from the stored booking. */
interface NewPaymentIntent {
  requestId: number;
  amountGrosze: number;
  payerId: number;
  payeeId: number;
  description: string;
}

type WebhookVerification =
  | { kind: "verified"; event: unknown }
  | { kind: "invalid" }
  /** The local test mode receives no webhooks: its payments run the same path directly. */
  | { kind: "disabled" };

export interface PaymentProvider {
  /** "test_mode" is the local stand-in: no money moves, every id starts with "test_mode_". */
  readonly mode: "stripe" | "test_mode";
  createExpressAccount(owner: {
    userId: number;
    email: string;
    businessType: "individual" | "company";
  }): Promise<ConnectedAccountState>;
  createOnboardingLink(accountId: string, urls: { refreshUrl: string; returnUrl: string }): Promise<string>;
  createLoginLink(accountId: string): Promise<string>;
  retrieveAccount(accountId: string): Promise<ConnectedAccountState>;
  createPaymentIntent(intent: NewPaymentIntent): Promise<PaymentIntentSummary>;
  retrievePaymentIntent(paymentIntentId: string): Promise<PaymentIntentSummary>;
  createTransfer(transfer: {
    requestId: number;
    amountGrosze: number;
    destinationAccountId: string;
    /** The charge the money came from: the transfer waits for its funds instead of failing. */
    sourceChargeId: string | null;
    idempotencyKey: string;
  }): Promise<{ id: string }>;
  /**
   * The transfer an earlier attempt made for this booking (transfer group `request_<id>`), if any and not
   * reversed: an attempt that failed without an answer may have moved the money.
   */
  findTransfer(requestId: number): Promise<{ id: string; amountGrosze: number } | null>;
  refund(refund: {
    paymentIntentId: string;
    amountGrosze: number;
    idempotencyKey: string;
  }): Promise<{ id: string; status: string }>;
  /** Checks the Stripe-Signature header over the raw body; the event is returned unvalidated. */
  verifyWebhook(rawBody: string, signatureHeader: string | undefined): Promise<WebhookVerification>;
}

/**
 * Every idempotency key the app sends, derived from what it protects, so a retry (a double click, a
 * timeout, a redelivered job) gets the provider's first answer back instead of a second account, intent,
 * transfer or refund. Stripe replays a key's first answer for 24 hours, errors included, so an operation
 * that may be tried again after a refusal carries a version that is raised only after a refusal
 * (`PaymentProviderError.refused`): a retry whose outcome is unknown keeps the key.
 */
export const IDEMPOTENCY_KEYS = {
  account: (userId: number) => `connect-account-user-${userId}`,
  paymentIntent: (requestId: number) => `payment-intent-request-${requestId}`,
  /**
   * One key per attempt: before a retry the payout looks for a transfer an earlier attempt may have made
   * (`findTransfer`), so a new key never pays twice. The amount is part of it: a resolved dispute may
   * change what the payee is owed.
   */
  transfer: (payout: { requestId: number; amountGrosze: number; attempts: number }) =>
    `transfer-request-${payout.requestId}-${payout.amountGrosze}-a${payout.attempts}`,
  disputeRefund: (claim: { requestId: number; refundGrosze: number; keyVersion: number }) =>
    `dispute-refund-request-${claim.requestId}-${claim.refundGrosze}-v${claim.keyVersion}`,
  /** A full refund: Stripe never refunds more than was charged, so it needs no version. */
  returnPayment: (paymentId: number) => `return-payment-${paymentId}`,
} as const;

/** The provider's answer was an error or never came; the message is for logs, never for users. */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly code: string | null = null,
    /**
     * The provider answered and refused (a 4xx other than 409/429): nothing happened, and another try
     * needs a new idempotency key. False when no answer came or the provider failed (5xx): the operation
     * may have happened, so a retry must reuse the key.
     */
    readonly refused = false,
  ) {
    super(message);
  }
}

export class PaymentsConfigError extends Error {}

/** No Stripe key in development or tests: payments run in the local test mode. */
export function paymentsTestMode(env: Env): boolean {
  return !env.STRIPE_SECRET_KEY && !isProduction(env);
}

/**
 * Stripe when STRIPE_SECRET_KEY is set (production also needs STRIPE_WEBHOOK_SECRET); the local test
 * mode otherwise, which production refuses.
 */
export function paymentsFromEnv(env: Env): PaymentProvider {
  if (env.STRIPE_SECRET_KEY) {
    const webhookSecrets = [env.STRIPE_WEBHOOK_SECRET, env.STRIPE_CONNECT_WEBHOOK_SECRET].filter(
      (secret): secret is string => Boolean(secret),
    );
    if (webhookSecrets.length === 0 && isProduction(env)) {
      throw new PaymentsConfigError("STRIPE_WEBHOOK_SECRET is required in production");
    }
    return stripeProvider({
      secretKey: env.STRIPE_SECRET_KEY,
      webhookSecrets,
      fetch: (input, init) => fetch(input, init),
    });
  }
  if (isProduction(env)) throw new PaymentsConfigError("STRIPE_SECRET_KEY is required in production");
  return testModeProvider(env.APP_URL);
}
