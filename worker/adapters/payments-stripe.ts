import Stripe from "stripe";
import {
  connectedAccountState,
  IDEMPOTENCY_KEYS,
  type PaymentIntentSummary,
  type PaymentProvider,
  PaymentProviderError,
} from "./payments";

/**
 * The API version every request is pinned to (stripe@23's own): webhook payloads and objects keep the
 * shape the code was written for until this is changed on purpose, together with the package.
 */
export const STRIPE_API_VERSION = "2026-10-28.endive";

/** Stripe's own default: a signed webhook older than 5 minutes is refused (replay protection). */
const WEBHOOK_TOLERANCE_SECONDS = 300;

/** Methods offered on the payment page (DESIGN.md §9): cards, BLIK and Przelewy24, all in PLN. */
const PAYMENT_METHOD_TYPES = ["card", "blik", "p24"] as const;

function intentSummary(intent: Stripe.PaymentIntent): PaymentIntentSummary {
  if (!intent.client_secret)
    throw new PaymentProviderError(`payment intent ${intent.id} has no client secret`);
  return { id: intent.id, clientSecret: intent.client_secret, status: intent.status };
}

/** Ties a booking's payment, its payout and any reversal together in Stripe's dashboard and lookups. */
const transferGroup = (requestId: number) => `request_${requestId}`;

/** Stripe's errors become PaymentProviderError (with Stripe's code), so use cases see one kind of failure. */
async function call<T>(what: string, request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (error instanceof PaymentProviderError) throw error;
    if (error instanceof Stripe.errors.StripeError) {
      const status = error.statusCode ?? 0;
      const refused = status >= 400 && status < 500 && status !== 409 && status !== 429;
      throw new PaymentProviderError(
        `Stripe ${what}: ${error.type} ${error.message}`,
        error.code ?? null,
        refused,
      );
    }
    throw new PaymentProviderError(
      `Stripe ${what}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/**
 * Stripe Connect through the official package, on the Workers runtime: its fetch HTTP client and the
 * Web Crypto provider for webhook signatures. `fetch` is injectable so tests can stand in for Stripe.
 */
export function stripeProvider(options: {
  secretKey: string;
  /** The platform endpoint's signing secret and, if set up separately, the Connect endpoint's. */
  webhookSecrets: string[];
  fetch: typeof fetch;
}): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    apiVersion: STRIPE_API_VERSION,
    httpClient: Stripe.createFetchHttpClient(options.fetch),
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
  });
  const cryptoProvider = Stripe.createSubtleCryptoProvider();

  return {
    mode: "stripe",

    createExpressAccount: (owner) =>
      call("account create", async () =>
        connectedAccountState(
          await stripe.accounts.create(
            {
              type: "express",
              country: "PL",
              email: owner.email,
              business_type: owner.businessType,
              capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
              metadata: { user_id: String(owner.userId) },
            },
            { idempotencyKey: IDEMPOTENCY_KEYS.account(owner.userId) },
          ),
        ),
      ),

    createOnboardingLink: (accountId, urls) =>
      call("account link", async () => {
        const link = await stripe.accountLinks.create({
          account: accountId,
          type: "account_onboarding",
          refresh_url: urls.refreshUrl,
          return_url: urls.returnUrl,
        });
        return link.url;
      }),

    createLoginLink: (accountId) =>
      call("login link", async () => (await stripe.accounts.createLoginLink(accountId)).url),

    retrieveAccount: (accountId) =>
      call("account retrieve", async () => connectedAccountState(await stripe.accounts.retrieve(accountId))),

    createPaymentIntent: (intent) =>
      call("payment intent create", async () =>
        intentSummary(
          await stripe.paymentIntents.create(
            {
              amount: intent.amountGrosze,
              currency: "pln",
              // API versions since 2026-09-30 refuse `payment_method_types`; this is its successor.
              allowed_payment_method_types: [...PAYMENT_METHOD_TYPES],
              description: intent.description,
              // Separate charges and transfers: the payout to the payee is grouped with this charge.
              transfer_group: transferGroup(intent.requestId),
              metadata: {
                request_id: String(intent.requestId),
                payer_id: String(intent.payerId),
                payee_id: String(intent.payeeId),
              },
            },
            { idempotencyKey: IDEMPOTENCY_KEYS.paymentIntent(intent.requestId) },
          ),
        ),
      ),

    retrievePaymentIntent: (paymentIntentId) =>
      call("payment intent retrieve", async () =>
        intentSummary(await stripe.paymentIntents.retrieve(paymentIntentId)),
      ),

    createTransfer: (transfer) =>
      call("transfer", async () => {
        const created = await stripe.transfers.create(
          {
            amount: transfer.amountGrosze,
            currency: "pln",
            destination: transfer.destinationAccountId,
            transfer_group: transferGroup(transfer.requestId),
            ...(transfer.sourceChargeId ? { source_transaction: transfer.sourceChargeId } : {}),
            metadata: { request_id: String(transfer.requestId) },
          },
          { idempotencyKey: transfer.idempotencyKey },
        );
        return { id: created.id };
      }),

    findTransfer: (requestId) =>
      call("transfer lookup", async () => {
        const found = await stripe.transfers.list({ transfer_group: transferGroup(requestId), limit: 10 });
        const transfer = found.data.find((candidate) => !candidate.reversed);
        return transfer ? { id: transfer.id, amountGrosze: transfer.amount } : null;
      }),

    refund: (refund) =>
      call("refund", async () => {
        const created = await stripe.refunds.create(
          { payment_intent: refund.paymentIntentId, amount: refund.amountGrosze },
          { idempotencyKey: refund.idempotencyKey },
        );
        return { id: created.id, status: created.status ?? "pending" };
      }),

    async verifyWebhook(rawBody, signatureHeader) {
      if (!signatureHeader) return { kind: "invalid" };
      for (const secret of options.webhookSecrets) {
        try {
          const event: unknown = await stripe.webhooks.constructEventAsync(
            rawBody,
            signatureHeader,
            secret,
            WEBHOOK_TOLERANCE_SECONDS,
            cryptoProvider,
          );
          return { kind: "verified", event };
        } catch (error) {
          if (!(error instanceof Stripe.errors.StripeSignatureVerificationError)) throw error;
        }
      }
      return { kind: "invalid" };
    },
  };
}
