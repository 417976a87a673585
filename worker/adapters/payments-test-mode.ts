import type { ConnectedAccountState, PaymentIntentSummary, PaymentProvider } from "./payments";

/** Every id the local test mode hands out starts with this, so no one mistakes it for real money. */
const TEST_MODE_PREFIX = "test_mode_";

const enabledAccount = (accountId: string): ConnectedAccountState => ({
  accountId,
  chargesEnabled: true,
  payoutsEnabled: true,
  detailsSubmitted: true,
});

function intentOf(id: string): PaymentIntentSummary {
  return { id, clientSecret: `${id}_secret_${TEST_MODE_PREFIX}local`, status: "requires_payment_method" };
}

/**
 * Local default without Stripe keys (development and tests only): no network, deterministic ids, every
 * account connected at once and onboarding returning straight to the app. Payments are completed by the
 * app's own test-mode route, which runs the same "payment succeeded" path as Stripe's webhook.
 */
export function testModeProvider(appUrl: string): PaymentProvider {
  return {
    mode: "test_mode",
    async createExpressAccount(owner) {
      return enabledAccount(`${TEST_MODE_PREFIX}acct_${owner.userId}`);
    },
    async createOnboardingLink(_accountId, urls) {
      return urls.returnUrl;
    },
    async createLoginLink() {
      return new URL("/my-account?payments=test_mode", appUrl).toString();
    },
    async retrieveAccount(accountId) {
      return enabledAccount(accountId);
    },
    async createPaymentIntent(intent) {
      return intentOf(`${TEST_MODE_PREFIX}pi_${intent.requestId}`);
    },
    async retrievePaymentIntent(paymentIntentId) {
      return intentOf(paymentIntentId);
    },
    async createTransfer(transfer) {
      return { id: `${TEST_MODE_PREFIX}tr_${transfer.idempotencyKey}` };
    },
    // Test-mode transfers never fail, so no attempt leaves one behind to find.
    async findTransfer() {
      return null;
    },
    async refund(refund) {
      return { id: `${TEST_MODE_PREFIX}re_${refund.idempotencyKey}`, status: "succeeded" };
    },
    async verifyWebhook() {
      return { kind: "disabled" };
    },
  };
}
