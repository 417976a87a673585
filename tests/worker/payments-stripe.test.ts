import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { connectedAccounts, users } from "../../worker/db/schema";
import { bookingRow, confirmedBooking, createParties, type Parties } from "./booking-fixtures";
import { fakeStripeForEachTest } from "./fake-stripe";
import { db, getUser, readJson } from "./helpers";
import {
  accountStateOf,
  awaitingDeposit,
  clientSecretSchema,
  linkSchema,
  PAYMENT_TEXT,
  paymentOf,
  STRIPE_SECRET_KEY,
  withStripe,
} from "./payment-fixtures";

// The routes with Stripe configured: the real adapter runs and its requests go to the local fake, which
// checks they are exactly what Stripe's API expects.

const stripe = fakeStripeForEachTest();

const connect = (token: string) => withStripe("/users/me/stripe-connect-link", { token, body: "{}" });
const startPayment = (requestId: number, token: string, body = "{}") =>
  withStripe(`/stripe/create-payment-intent/${requestId}`, { token, body });

/** The owner connects through Stripe, then Stripe reports the account can take charges. */
async function connectedOwner(parties: Parties): Promise<string> {
  stripe.fake.accountState = { charges_enabled: false, payouts_enabled: false, details_submitted: false };
  expect((await connect(parties.owner.token)).status).toBe(200);
  const accountId = (await getUser(parties.owner.user.id)).stripeAccountId;
  if (!accountId) throw new Error("no account linked");
  stripe.fake.accountState = { charges_enabled: true, payouts_enabled: true, details_submitted: true };
  stripe.fake.calls.length = 0;
  return accountId;
}

describe("POST /api/users/me/stripe-connect-link with Stripe", () => {
  it("creates one Express account in PL (company with a NIP), links it and returns Stripe's onboarding url", async () => {
    const parties = await createParties();
    const owner = parties.owner;
    await db().update(users).set({ nip: "1234567890" }).where(eq(users.id, owner.user.id));
    const res = await connect(owner.token);
    expect(res.status).toBe(200);
    const accountId = (await getUser(owner.user.id)).stripeAccountId;
    expect(accountId).toMatch(/^acct_/);
    expect(await readJson(res, linkSchema)).toEqual({
      url: `https://connect.stripe.com/setup/e/${accountId}/fake`,
      test_mode: false,
    });
    expect(stripe.fake.calls.map((call) => [call.method, call.path])).toEqual([
      ["POST", "/v1/accounts"],
      ["POST", "/v1/account_links"],
    ]);
    const [create, link] = stripe.fake.calls;
    expect(create?.headers.get("Authorization")).toBe(`Bearer ${STRIPE_SECRET_KEY}`);
    expect(create?.headers.get("Idempotency-Key")).toBe(`connect-account-user-${owner.user.id}`);
    expect(create?.params).toEqual({
      type: "express",
      country: "PL",
      email: owner.email,
      business_type: "company",
      "capabilities[card_payments][requested]": "true",
      "capabilities[transfers][requested]": "true",
      "metadata[user_id]": String(owner.user.id),
    });
    expect(link?.params).toEqual({
      account: accountId,
      type: "account_onboarding",
      refresh_url: "http://localhost:8787/my-account?stripe=refresh",
      return_url: "http://localhost:8787/my-account?stripe=return",
    });
    expect(await accountStateOf(accountId ?? "")).toMatchObject({
      userId: owner.user.id,
      chargesEnabled: false,
      detailsSubmitted: false,
    });

    // Again (onboarding left half-way): a new link for the same account, no second account.
    stripe.fake.calls.length = 0;
    expect((await connect(owner.token)).status).toBe(200);
    expect(stripe.fake.calls.map((call) => call.path)).toEqual(["/v1/account_links"]);
  });

  it("an organizer without a NIP registers as a private person", async () => {
    const { organizer } = await createParties();
    expect((await connect(organizer.token)).status).toBe(200);
    expect(stripe.fake.calls[0]?.params.business_type).toBe("individual");
  });

  it("Stripe failing is a 502 with a Polish message, and nothing is linked", async () => {
    const { organizer } = await createParties();
    // Stripe's client retries a 5xx twice (same idempotency key): all three fail here.
    stripe.fake.failNext("/v1/accounts", 500, { type: "api_error", message: "boom" }, 3);
    const res = await withStripe("/users/me/stripe-connect-link", { token: organizer.token, body: "{}" });
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({
      message: "Operator płatności nie odpowiada. Spróbuj ponownie za chwilę.",
    });
    expect((await getUser(organizer.user.id)).stripeAccountId).toBeNull();
    expect(stripe.consoleError).toHaveBeenCalled();
    const keys = stripe.fake.calls.map((call) => call.headers.get("Idempotency-Key"));
    expect(keys).toEqual(Array(3).fill(`connect-account-user-${organizer.user.id}`));
  });
});

describe("POST /api/stripe/create-dashboard-link with Stripe", () => {
  it("asks Stripe for the account until onboarding is done, then returns a login link", async () => {
    const parties = await createParties();
    stripe.fake.accountState = { charges_enabled: false, payouts_enabled: false, details_submitted: false };
    expect((await connect(parties.owner.token)).status).toBe(200);
    const accountId = (await getUser(parties.owner.user.id)).stripeAccountId;
    stripe.fake.calls.length = 0;

    const early = await withStripe("/stripe/create-dashboard-link", {
      token: parties.owner.token,
      body: "{}",
    });
    expect(early.status).toBe(409);
    expect(await early.json()).toEqual({
      message: PAYMENT_TEXT.onboardingIncomplete,
      code: "payment_account_incomplete",
    });
    expect(stripe.fake.calls.map((call) => [call.method, call.path])).toEqual([
      ["GET", `/v1/accounts/${accountId}`],
    ]);

    stripe.fake.accountState = { charges_enabled: true, payouts_enabled: true, details_submitted: true };
    stripe.fake.calls.length = 0;
    const res = await withStripe("/stripe/create-dashboard-link", { token: parties.owner.token, body: "{}" });
    expect(await readJson(res, linkSchema)).toEqual({
      url: `https://connect.stripe.com/express/${accountId}/fake`,
      test_mode: false,
    });
    expect(stripe.fake.calls.map((call) => [call.method, call.path])).toEqual([
      ["GET", `/v1/accounts/${accountId}`],
      ["POST", `/v1/accounts/${accountId}/login_links`],
    ]);
    expect(await accountStateOf(accountId ?? "")).toMatchObject({
      chargesEnabled: true,
      detailsSubmitted: true,
    });
  });
});

describe("POST /api/stripe/create-payment-intent/{requestId} with Stripe", () => {
  it("creates one PaymentIntent for the stored amount, whatever the client sends, and replays it", async () => {
    const parties = await createParties();
    await connectedOwner(parties);
    const booking = await awaitingDeposit(parties);
    const id = booking.request_id;

    const res = await startPayment(
      id,
      parties.organizer.token,
      JSON.stringify({ amount: 1, currency: "usd" }),
    );
    expect(res.status).toBe(200);
    const { clientSecret } = await readJson(res, clientSecretSchema);
    const payment = await paymentOf(id);
    expect(clientSecret).toBe(`${payment?.providerPaymentIntentId}_secret_fake`);
    expect(stripe.fake.calls.map((call) => [call.method, call.path])).toEqual([
      ["POST", "/v1/payment_intents"],
    ]);
    const create = stripe.fake.calls[0];
    expect(create?.headers.get("Idempotency-Key")).toBe(`payment-intent-request-${id}`);
    expect(create?.headers.get("Stripe-Account")).toBeNull();
    expect(create?.params).toEqual({
      amount: "25000",
      currency: "pln",
      "allowed_payment_method_types[0]": "card",
      "allowed_payment_method_types[1]": "blik",
      "allowed_payment_method_types[2]": "p24",
      description: `Zaliczka – rezerwacja nr ${id} (${parties.profile.food_truck_name})`,
      transfer_group: `request_${id}`,
      "metadata[request_id]": String(id),
      "metadata[payer_id]": String(parties.organizer.user.id),
      "metadata[payee_id]": String(parties.owner.user.id),
    });
    expect(payment).toMatchObject({ amountGrosze: 25_000, status: "created", testMode: false });

    // A retry reads the stored intent instead of creating another.
    stripe.fake.calls.length = 0;
    const retry = await readJson(await startPayment(id, parties.organizer.token), clientSecretSchema);
    expect(retry.clientSecret).toBe(clientSecret);
    expect(stripe.fake.calls.map((call) => [call.method, call.path])).toEqual([
      ["GET", `/v1/payment_intents/${payment?.providerPaymentIntentId}`],
    ]);
  });

  it("two first calls at once get the same intent (Stripe replays the idempotency key) and one payment row", async () => {
    const parties = await createParties();
    await connectedOwner(parties);
    const booking = await awaitingDeposit(parties);
    const answers = await Promise.all([
      startPayment(booking.request_id, parties.organizer.token),
      startPayment(booking.request_id, parties.organizer.token),
    ]);
    const secrets = await Promise.all(answers.map((res) => readJson(res, clientSecretSchema)));
    expect(secrets[0]?.clientSecret).toBe(secrets[1]?.clientSecret);
    const keys = stripe.fake.calls
      .filter((call) => call.path === "/v1/payment_intents")
      .map((call) => call.headers.get("Idempotency-Key"));
    expect(new Set(keys)).toEqual(new Set([`payment-intent-request-${booking.request_id}`]));
  });

  it("a payee whose account cannot take charges yet: 409 with the dedicated code, no intent", async () => {
    const parties = await createParties();
    const accountId = await connectedOwner(parties);
    const booking = await awaitingDeposit(parties);
    // Stripe disabled charges on the owner's account after the deposit was asked for (a review).
    stripe.fake.accountState = { charges_enabled: false, payouts_enabled: false, details_submitted: true };
    await db()
      .update(connectedAccounts)
      .set({ chargesEnabled: false })
      .where(eq(connectedAccounts.accountId, accountId));
    const res = await startPayment(booking.request_id, parties.organizer.token);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      message: PAYMENT_TEXT.payeeNotReady,
      code: "payee_payment_account_not_ready",
    });
    expect(stripe.fake.calls.some((call) => call.path === "/v1/payment_intents")).toBe(false);
    expect(await paymentOf(booking.request_id)).toBeUndefined();
  });

  it("asking for a deposit before the owner's onboarding is done: 409 payment_account_incomplete, Stripe asked afresh", async () => {
    const parties = await createParties();
    stripe.fake.accountState = { charges_enabled: false, payouts_enabled: false, details_submitted: false };
    expect((await connect(parties.owner.token)).status).toBe(200);
    stripe.fake.calls.length = 0;
    const booking = await confirmedBooking(parties);
    const res = await withStripe(`/requests/${booking.request_id}/request-deposit`, {
      token: parties.owner.token,
      body: JSON.stringify({ amount: 250, totalCost: 1000 }),
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      message: "Dokończ konfigurację konta płatności w zakładce „Moje konto”.",
      code: "payment_account_incomplete",
    });
    expect(stripe.fake.calls.map((call) => [call.method, call.path])).toEqual([
      ["GET", expect.stringMatching(/^\/v1\/accounts\/acct_/)],
    ]);
    expect((await bookingRow(booking.request_id)).status).toBe("confirmed");
  });

  it("Stripe refusing the intent is a 502 and stores nothing", async () => {
    const parties = await createParties();
    await connectedOwner(parties);
    const booking = await awaitingDeposit(parties);
    stripe.fake.failNext("/v1/payment_intents", 400, {
      type: "invalid_request_error",
      code: "amount_too_small",
      message: "Amount must be at least 2.00 zł",
    });
    const res = await startPayment(booking.request_id, parties.organizer.token);
    expect(res.status).toBe(502);
    expect(await paymentOf(booking.request_id)).toBeUndefined();
  });
});
