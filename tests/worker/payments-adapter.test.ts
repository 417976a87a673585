import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PaymentProviderError, PaymentsConfigError, paymentsFromEnv } from "../../worker/adapters/payments";
import { STRIPE_API_VERSION, stripeProvider } from "../../worker/adapters/payments-stripe";
import type { Env } from "../../worker/env";
import { createFakeStripe, stripeSignature } from "./fake-stripe";
import { nowSeconds } from "./helpers";

const SECRET_KEY = "sk_test_fake_adapter";
const WEBHOOK_SECRET = "whsec_adapter_test";

function provider(webhookSecrets = [WEBHOOK_SECRET]) {
  const fake = createFakeStripe();
  return { fake, stripe: stripeProvider({ secretKey: SECRET_KEY, webhookSecrets, fetch: fake.fetch }) };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the Stripe adapter sends exactly what Stripe's API expects", () => {
  it("every request is authenticated with the secret key and pinned to one API version", async () => {
    const { fake, stripe } = provider();
    await stripe.retrieveAccount("acct_123");
    const [call] = fake.calls;
    expect(call?.method).toBe("GET");
    expect(call?.path).toBe("/v1/accounts/acct_123");
    expect(call?.headers.get("Authorization")).toBe(`Bearer ${SECRET_KEY}`);
    expect(call?.headers.get("Stripe-Version")).toBe(STRIPE_API_VERSION);
    expect(call?.headers.get("Stripe-Account")).toBeNull();
  });

  it("an Express account in Poland, with card payments and transfers, once per user", async () => {
    const { fake, stripe } = provider();
    fake.accountState = { charges_enabled: false, payouts_enabled: false, details_submitted: false };
    const first = await stripe.createExpressAccount({
      userId: 42,
      email: "ola@example.pl",
      businessType: "individual",
    });
    const again = await stripe.createExpressAccount({
      userId: 42,
      email: "ola@example.pl",
      businessType: "individual",
    });
    expect(again.accountId).toBe(first.accountId);
    expect(first).toMatchObject({ chargesEnabled: false, payoutsEnabled: false, detailsSubmitted: false });
    expect(fake.calls).toHaveLength(2);
    for (const call of fake.calls) {
      expect(call.method).toBe("POST");
      expect(call.path).toBe("/v1/accounts");
      expect(call.headers.get("Idempotency-Key")).toBe("connect-account-user-42");
      expect(call.params).toEqual({
        type: "express",
        country: "PL",
        email: "ola@example.pl",
        business_type: "individual",
        "capabilities[card_payments][requested]": "true",
        "capabilities[transfers][requested]": "true",
        "metadata[user_id]": "42",
      });
    }
  });

  it("an onboarding link and a login link for the account", async () => {
    const { fake, stripe } = provider();
    const onboarding = await stripe.createOnboardingLink("acct_9", {
      refreshUrl: "http://localhost:8787/my-account?stripe=refresh",
      returnUrl: "http://localhost:8787/my-account?stripe=return",
    });
    const login = await stripe.createLoginLink("acct_9");
    expect(onboarding).toBe("https://connect.stripe.com/setup/e/acct_9/fake");
    expect(login).toBe("https://connect.stripe.com/express/acct_9/fake");
    expect(fake.calls.map((call) => [call.method, call.path, call.params])).toEqual([
      [
        "POST",
        "/v1/account_links",
        {
          account: "acct_9",
          type: "account_onboarding",
          refresh_url: "http://localhost:8787/my-account?stripe=refresh",
          return_url: "http://localhost:8787/my-account?stripe=return",
        },
      ],
      ["POST", "/v1/accounts/acct_9/login_links", {}],
    ]);
  });

  it("a PaymentIntent in PLN for card, BLIK and Przelewy24, grouped by request, idempotent per request", async () => {
    const { fake, stripe } = provider();
    const intent = {
      requestId: 77,
      amountGrosze: 25_050,
      payerId: 5,
      payeeId: 6,
      description: "Zaliczka #77",
    };
    const first = await stripe.createPaymentIntent(intent);
    const retry = await stripe.createPaymentIntent(intent);
    expect(retry).toEqual(first);
    expect(first.clientSecret).toBe(`${first.id}_secret_fake`);
    expect(fake.calls).toHaveLength(2);
    for (const call of fake.calls) {
      expect([call.method, call.path]).toEqual(["POST", "/v1/payment_intents"]);
      expect(call.headers.get("Idempotency-Key")).toBe("payment-intent-request-77");
      expect(call.params).toEqual({
        amount: "25050",
        currency: "pln",
        "allowed_payment_method_types[0]": "card",
        "allowed_payment_method_types[1]": "blik",
        "allowed_payment_method_types[2]": "p24",
        description: "Zaliczka #77",
        transfer_group: "request_77",
        "metadata[request_id]": "77",
        "metadata[payer_id]": "5",
        "metadata[payee_id]": "6",
      });
    }
  });

  it("a transfer to the connected account and a refund, each with the caller's idempotency key", async () => {
    const { fake, stripe } = provider();
    await stripe.createTransfer({
      requestId: 8,
      amountGrosze: 10_000,
      destinationAccountId: "acct_dest",
      sourceChargeId: "ch_8",
      idempotencyKey: "transfer-request-8",
    });
    await stripe.refund({ paymentIntentId: "pi_8", amountGrosze: 4_000, idempotencyKey: "refund-request-8" });
    expect(fake.calls.map((call) => [call.path, call.params, call.headers.get("Idempotency-Key")])).toEqual([
      [
        "/v1/transfers",
        {
          amount: "10000",
          currency: "pln",
          destination: "acct_dest",
          transfer_group: "request_8",
          source_transaction: "ch_8",
          "metadata[request_id]": "8",
        },
        "transfer-request-8",
      ],
      ["/v1/refunds", { payment_intent: "pi_8", amount: "4000" }, "refund-request-8"],
    ]);
  });

  it("Stripe's error answers become a PaymentProviderError with Stripe's code", async () => {
    const { fake, stripe } = provider();
    fake.failNext("/v1/accounts/acct_gone", 404, {
      type: "invalid_request_error",
      code: "resource_missing",
      message: "No such account",
    });
    const failure = await stripe.retrieveAccount("acct_gone").catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PaymentProviderError);
    expect(failure).toMatchObject({ code: "resource_missing" });
  });
});

describe("webhook signatures (HMAC-SHA256 over `t.payload`, Web Crypto)", () => {
  const payload = JSON.stringify({
    id: "evt_1",
    object: "event",
    type: "account.updated",
    data: { object: {} },
  });

  it("a valid signature gives the parsed event", async () => {
    const { stripe } = provider();
    const header = await stripeSignature(payload, WEBHOOK_SECRET, nowSeconds());
    expect(await stripe.verifyWebhook(payload, header)).toEqual({
      kind: "verified",
      event: JSON.parse(payload),
    });
  });

  it("the Connect endpoint's secret is accepted too", async () => {
    const { stripe } = provider(["whsec_platform", "whsec_connect"]);
    const header = await stripeSignature(payload, "whsec_connect", nowSeconds());
    expect((await stripe.verifyWebhook(payload, header)).kind).toBe("verified");
  });

  it("a tampered body, a wrong secret, a stale timestamp or no header are refused", async () => {
    const { stripe } = provider();
    const now = nowSeconds();
    const valid = await stripeSignature(payload, WEBHOOK_SECRET, now);
    expect(await stripe.verifyWebhook(payload.replace("evt_1", "evt_2"), valid)).toEqual({ kind: "invalid" });
    expect(await stripe.verifyWebhook(payload, await stripeSignature(payload, "whsec_other", now))).toEqual({
      kind: "invalid",
    });
    const stale = await stripeSignature(payload, WEBHOOK_SECRET, now - 301);
    expect(await stripe.verifyWebhook(payload, stale)).toEqual({ kind: "invalid" });
    expect(await stripe.verifyWebhook(payload, undefined)).toEqual({ kind: "invalid" });
    expect(await stripe.verifyWebhook(payload, "garbage")).toEqual({ kind: "invalid" });
  });
});

describe("paymentsFromEnv: Stripe with a key, the local test mode otherwise, never test mode in production", () => {
  const base: Env = { ...env, STRIPE_SECRET_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined };

  it("development without a key: the clearly labelled local test mode", async () => {
    const local = paymentsFromEnv({ ...base, ENVIRONMENT: "development" });
    expect(local.mode).toBe("test_mode");
    const account = await local.createExpressAccount({
      userId: 3,
      email: "a@example.pl",
      businessType: "company",
    });
    expect(account).toEqual({
      accountId: "test_mode_acct_3",
      chargesEnabled: true,
      payoutsEnabled: true,
      detailsSubmitted: true,
    });
    expect((await local.verifyWebhook("{}", "t=1,v1=00")).kind).toBe("disabled");
  });

  it("with a key: Stripe", () => {
    expect(paymentsFromEnv({ ...base, STRIPE_SECRET_KEY: SECRET_KEY }).mode).toBe("stripe");
  });

  it("production refuses the test mode, and Stripe without a webhook secret", () => {
    expect(() => paymentsFromEnv({ ...base, ENVIRONMENT: "production" })).toThrow(PaymentsConfigError);
    expect(() =>
      paymentsFromEnv({ ...base, ENVIRONMENT: "production", STRIPE_SECRET_KEY: SECRET_KEY }),
    ).toThrow(PaymentsConfigError);
    const live = paymentsFromEnv({
      ...base,
      ENVIRONMENT: "production",
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    });
    expect(live.mode).toBe("stripe");
  });
});
