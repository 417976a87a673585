import { describe, expect, it } from "vitest";
import { STRIPE_API_VERSION } from "../../worker/adapters/payments-stripe";
import {
  bookingRow,
  createParties,
  createStrangers,
  type Parties,
  patchBooking,
  subjectsTo,
} from "./booking-fixtures";
import { fakeStripeForEachTest, stripeSignature } from "./fake-stripe";
import { api, getUser, latestMail, nowSeconds } from "./helpers";
import {
  accountStateOf,
  awaitingDeposit,
  PAYMENT_SUBJECT,
  PAYMENT_TEXT,
  paymentOf,
  processedEvent,
  WEBHOOK_SECRET,
  withStripe,
} from "./payment-fixtures";

// Stripe's webhook as Stripe sends it: a JSON event signed with the endpoint's secret
// (`Stripe-Signature: t=<seconds>,v1=<HMAC-SHA256(secret, "t.body")>`), delivered at least once, in any order.

const stripe = fakeStripeForEachTest();

interface SignOptions {
  secret?: string;
  timestamp?: number;
  /** Changes the body after signing. */
  tamper?: (payload: string) => string;
}

async function deliver(event: object, options: SignOptions = {}): Promise<Response> {
  const payload = JSON.stringify(event);
  const signature = await stripeSignature(
    payload,
    options.secret ?? WEBHOOK_SECRET,
    options.timestamp ?? nowSeconds(),
  );
  return withStripe("/stripe/webhook", {
    body: options.tamper ? options.tamper(payload) : payload,
    headers: { "Stripe-Signature": signature, "Content-Type": "application/json; charset=utf-8" },
  });
}

function stripeEvent(type: string, object: object, overrides: { id?: string; created?: number } = {}) {
  return {
    id: overrides.id ?? `evt_${crypto.randomUUID().replaceAll("-", "")}`,
    object: "event",
    api_version: STRIPE_API_VERSION,
    created: overrides.created ?? nowSeconds(),
    livemode: false,
    pending_webhooks: 1,
    type,
    data: { object },
  };
}

interface Paying {
  parties: Parties;
  requestId: number;
  intentId: string;
}

/** A booking awaiting a 250 zł deposit whose payer (the organizer) has opened the payment page. */
async function paying(): Promise<Paying> {
  const parties = await createParties();
  stripe.fake.accountState = { charges_enabled: true, payouts_enabled: true, details_submitted: true };
  expect(
    (await withStripe("/users/me/stripe-connect-link", { token: parties.owner.token, body: "{}" })).status,
  ).toBe(200);
  const booking = await awaitingDeposit(parties);
  const started = await withStripe(`/stripe/create-payment-intent/${booking.request_id}`, {
    token: parties.organizer.token,
    body: "{}",
  });
  expect(started.status).toBe(200);
  const intentId = (await paymentOf(booking.request_id))?.providerPaymentIntentId;
  if (!intentId) throw new Error("no intent stored");
  stripe.fake.calls.length = 0;
  return { parties, requestId: booking.request_id, intentId };
}

function intentObject(p: Paying, overrides: Record<string, unknown> = {}) {
  return {
    id: p.intentId,
    object: "payment_intent",
    amount: 25_000,
    amount_received: 25_000,
    currency: "pln",
    status: "succeeded",
    latest_charge: `ch_for_${p.intentId}`,
    metadata: { request_id: String(p.requestId) },
    last_payment_error: null,
    ...overrides,
  };
}

const succeeded = (p: Paying, overrides: { id?: string; created?: number } = {}) =>
  stripeEvent("payment_intent.succeeded", intentObject(p), overrides);

const failed = (p: Paying, overrides: { id?: string; created?: number } = {}) =>
  stripeEvent(
    "payment_intent.payment_failed",
    intentObject(p, {
      amount_received: 0,
      status: "requires_payment_method",
      last_payment_error: {
        type: "card_error",
        code: "card_declined",
        decline_code: "insufficient_funds",
        message: "Your card has insufficient funds.",
      },
    }),
    overrides,
  );

async function subjectsOf(p: Paying) {
  const truck = p.parties.profile.food_truck_name;
  const [organizer, owner] = await Promise.all([
    subjectsTo(p.parties.organizer),
    subjectsTo(p.parties.owner),
  ]);
  return {
    receipts: organizer.filter((s) => s === PAYMENT_SUBJECT.receipt(truck)).length,
    notices: owner.filter((s) => s === PAYMENT_SUBJECT.received(truck)).length,
    failures: organizer.filter((s) => s === PAYMENT_SUBJECT.failed(truck)).length,
  };
}

describe("POST /api/stripe/webhook: signatures", () => {
  it("a validly signed payment_intent.succeeded makes the booking paid and both parties get an e-mail", async () => {
    const p = await paying();
    const event = succeeded(p);
    const res = await deliver(event);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true });
    expect(await bookingRow(p.requestId)).toMatchObject({
      status: "confirmed_deposit_paid",
      paymentStatus: "paid",
    });
    expect(await paymentOf(p.requestId)).toMatchObject({
      status: "succeeded",
      providerChargeId: `ch_for_${p.intentId}`,
    });
    expect(await processedEvent(event.id)).toMatchObject({ type: "payment_intent.succeeded" });
    expect(await subjectsOf(p)).toEqual({ receipts: 1, notices: 1, failures: 0 });
    // The amount as workerd's Intl writes it (domain/money.ts): a whole amount, no-break spaces.
    const receipt = await latestMail(
      p.parties.organizer.email,
      PAYMENT_SUBJECT.receipt(p.parties.profile.food_truck_name),
    );
    expect(receipt.text).toContain("Zaliczka 250\u00a0zł za rezerwację");
    expect(stripe.fake.calls).toEqual([]);
  });

  it("a tampered body, another secret, a stale timestamp or no signature: 400 and nothing changes", async () => {
    const p = await paying();
    const event = succeeded(p);
    const refusals = [
      await deliver(event, { tamper: (payload) => payload.replace('"amount":25000', '"amount":1') }),
      await deliver(event, { secret: "whsec_someone_else" }),
      await deliver(event, { timestamp: nowSeconds() - 10 * 60 }),
      await withStripe("/stripe/webhook", { body: JSON.stringify(event) }),
    ];
    for (const res of refusals) {
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: PAYMENT_TEXT.badSignature });
    }
    expect(await bookingRow(p.requestId)).toMatchObject({ status: "awaiting_deposit" });
    expect(await processedEvent(event.id)).toBeUndefined();
  });

  it("a signed event whose object is not what Stripe sends is refused as malformed (400)", async () => {
    const p = await paying();
    const res = await deliver(stripeEvent("payment_intent.succeeded", { id: p.intentId, amount: "lots" }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: PAYMENT_TEXT.badPayload });
    expect((await bookingRow(p.requestId)).status).toBe("awaiting_deposit");
  });
});

describe("POST /api/stripe/webhook: once per event, in any order", () => {
  it("the same event delivered 10 times, one after another and at once, changes the booking once", async () => {
    const p = await paying();
    const event = succeeded(p);
    expect((await deliver(event)).status).toBe(200);
    const changedAt = (await bookingRow(p.requestId)).updatedAt;
    for (let i = 0; i < 4; i++) expect((await deliver(event)).status).toBe(200);
    const together = await Promise.all(Array.from({ length: 5 }, () => deliver(event)));
    expect(together.map((res) => res.status)).toEqual(Array(5).fill(200));
    expect(await bookingRow(p.requestId)).toMatchObject({
      status: "confirmed_deposit_paid",
      paymentStatus: "paid",
      updatedAt: changedAt,
    });
    expect(await subjectsOf(p)).toEqual({ receipts: 1, notices: 1, failures: 0 });
  });

  it("10 distinct deliveries of the success at once: one state change, one receipt each", async () => {
    const p = await paying();
    const answers = await Promise.all(Array.from({ length: 10 }, () => deliver(succeeded(p))));
    expect(answers.map((res) => res.status)).toEqual(Array(10).fill(200));
    expect(await bookingRow(p.requestId)).toMatchObject({
      status: "confirmed_deposit_paid",
      paymentStatus: "paid",
    });
    expect(await subjectsOf(p)).toEqual({ receipts: 1, notices: 1, failures: 0 });
  });

  it("a failed attempt is stored and the payer told once, however often it arrives; the later success still counts", async () => {
    const p = await paying();
    const failure = failed(p);
    for (let i = 0; i < 3; i++) expect((await deliver(failure)).status).toBe(200);
    expect(await paymentOf(p.requestId)).toMatchObject({
      status: "failed",
      failureCode: "insufficient_funds",
      failureMessage: "Your card has insufficient funds.",
    });
    expect((await bookingRow(p.requestId)).status).toBe("awaiting_deposit");
    expect(await subjectsOf(p)).toEqual({ receipts: 0, notices: 0, failures: 1 });

    expect((await deliver(succeeded(p))).status).toBe(200);
    expect(await paymentOf(p.requestId)).toMatchObject({ status: "succeeded", failureCode: null });
    expect((await bookingRow(p.requestId)).status).toBe("confirmed_deposit_paid");
  });

  it("a failure that arrives after the success (out of order) changes nothing and tells no one", async () => {
    const p = await paying();
    const created = nowSeconds();
    expect((await deliver(succeeded(p, { created }))).status).toBe(200);
    expect((await deliver(failed(p, { created: created - 30 }))).status).toBe(200);
    expect((await paymentOf(p.requestId))?.status).toBe("succeeded");
    expect((await bookingRow(p.requestId)).status).toBe("confirmed_deposit_paid");
    expect(await subjectsOf(p)).toEqual({ receipts: 1, notices: 1, failures: 0 });
  });

  it("a payment for a booking cancelled meanwhile is refunded in full at once, the booking stays cancelled", async () => {
    const p = await paying();
    await patchBooking(p.requestId, { status: "cancelled_by_organizer" });
    const event = succeeded(p);
    expect((await deliver(event)).status).toBe(200);
    expect(
      stripe.fake.calls.map((call) => [
        call.method,
        call.path,
        call.params,
        call.headers.get("Idempotency-Key"),
      ]),
    ).toEqual([
      [
        "POST",
        "/v1/refunds",
        { payment_intent: p.intentId, amount: "25000" },
        `return-payment-${(await paymentOf(p.requestId))?.id}`,
      ],
    ]);
    expect(await paymentOf(p.requestId)).toMatchObject({ status: "refunded", refundedGrosze: 25_000 });
    expect(await bookingRow(p.requestId)).toMatchObject({
      status: "cancelled_by_organizer",
      paymentStatus: "requested_by_owner",
    });
    // Replayed: no second refund.
    expect((await deliver(event)).status).toBe(200);
    expect(stripe.fake.calls.filter((call) => call.path === "/v1/refunds")).toHaveLength(1);
  });

  it("a payment arriving after a problem was reported is held as paid for the admin; the dispute stays", async () => {
    const p = await paying();
    await patchBooking(p.requestId, { status: "disputed", problemReported: true });
    expect((await deliver(succeeded(p))).status).toBe(200);
    expect(await bookingRow(p.requestId)).toMatchObject({ status: "disputed", paymentStatus: "paid" });
  });

  it("a received amount other than the stored one never makes the booking paid", async () => {
    const p = await paying();
    const event = stripeEvent(
      "payment_intent.succeeded",
      intentObject(p, { amount: 100, amount_received: 100 }),
    );
    expect((await deliver(event)).status).toBe(200);
    expect((await bookingRow(p.requestId)).status).toBe("awaiting_deposit");
    expect(await paymentOf(p.requestId)).toMatchObject({ status: "created", failureCode: "amount_mismatch" });
    expect(stripe.consoleError).toHaveBeenCalled();

    // Admins find it; nobody else may look.
    const { admin, otherOwner } = await createStrangers();
    const listed = await api("/admin/payments?failure_code=amount_mismatch", undefined, {
      token: admin.token,
    });
    expect(listed.status).toBe(200);
    expect(await listed.json()).toContainEqual(
      expect.objectContaining({
        request_id: p.requestId,
        amount: 250,
        status: "created",
        failure_code: "amount_mismatch",
        failure_message: "received 100 pln, expected 25000 pln",
      }),
    );
    expect((await api("/admin/payments", undefined, { token: otherOwner.token })).status).toBe(403);
    expect((await api("/admin/payments?status=lost", undefined, { token: admin.token })).status).toBe(400);
  });

  it("an intent of ours not stored yet is 404 (Stripe delivers it again); someone else's is only recorded", async () => {
    const p = await paying();
    const unknownOurs = stripeEvent("payment_intent.succeeded", intentObject(p, { id: "pi_not_stored" }));
    const res = await deliver(unknownOurs);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: PAYMENT_TEXT.unknownPayment });
    expect(await processedEvent(unknownOurs.id)).toBeUndefined();

    const foreign = stripeEvent(
      "payment_intent.succeeded",
      intentObject(p, { id: "pi_foreign", metadata: {} }),
    );
    expect((await deliver(foreign)).status).toBe(200);
    expect(await processedEvent(foreign.id)).toBeDefined();
    expect((await bookingRow(p.requestId)).status).toBe("awaiting_deposit");
  });

  it("events the app does not act on yet are recorded by id and type", async () => {
    const event = stripeEvent("charge.refunded", { id: "ch_1", object: "charge" });
    expect((await deliver(event)).status).toBe(200);
    expect(await processedEvent(event.id)).toMatchObject({ type: "charge.refunded" });
  });
});

describe("POST /api/stripe/webhook: account.updated", () => {
  it("stores the connected account's state; older news arriving later is ignored", async () => {
    const parties = await createParties();
    stripe.fake.accountState = { charges_enabled: false, payouts_enabled: false, details_submitted: false };
    await withStripe("/users/me/stripe-connect-link", { token: parties.owner.token, body: "{}" });
    const accountId = (await getUser(parties.owner.user.id)).stripeAccountId ?? "";
    const account = (enabled: boolean) => ({
      id: accountId,
      object: "account",
      charges_enabled: enabled,
      payouts_enabled: enabled,
      details_submitted: true,
    });
    const now = nowSeconds();
    expect((await deliver(stripeEvent("account.updated", account(true), { created: now + 5 }))).status).toBe(
      200,
    );
    expect(await accountStateOf(accountId)).toMatchObject({
      chargesEnabled: true,
      payoutsEnabled: true,
      stateAt: now + 5,
    });
    expect((await deliver(stripeEvent("account.updated", account(false), { created: now + 1 }))).status).toBe(
      200,
    );
    expect(await accountStateOf(accountId)).toMatchObject({ chargesEnabled: true, stateAt: now + 5 });
  });

  it("an account nobody here created is not stored", async () => {
    const event = stripeEvent("account.updated", {
      id: "acct_stranger",
      object: "account",
      charges_enabled: true,
      payouts_enabled: true,
      details_submitted: true,
    });
    expect((await deliver(event)).status).toBe(200);
    expect(await accountStateOf("acct_stranger")).toBeUndefined();
  });
});
