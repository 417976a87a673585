import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  confirmedBooking,
  createParties,
  okBooking,
  patchBooking,
  requestDeposit,
  seenByOrFail,
  subjectsTo,
} from "./booking-fixtures";
import { api, errorSchema, getUser, readJson } from "./helpers";
import {
  accountStateOf,
  awaitingDeposit,
  awaitingFee,
  clientSecretSchema,
  connectLink,
  createPaymentIntent,
  linkSchema,
  PAYMENT_SUBJECT,
  PAYMENT_TEXT,
  paymentOf,
  testModePay,
} from "./payment-fixtures";

// No Stripe keys in the test bindings: the whole flow runs in the local test mode, as `npm start` does.

describe("local test mode (no STRIPE_SECRET_KEY, development or tests)", () => {
  it("is labelled in the public config", async () => {
    expect(env.STRIPE_SECRET_KEY).toBeUndefined();
    const res = await api("/config");
    expect(await res.json()).toMatchObject({ payments_test_mode: true });
  });

  it("connecting links a test account that can take payments at once and returns to My account", async () => {
    const { owner } = await createParties();
    const res = await connectLink(owner.token);
    expect(res.status).toBe(200);
    expect(await readJson(res, linkSchema)).toEqual({
      url: "http://localhost:8787/my-account?stripe=return",
      test_mode: true,
    });
    const accountId = `test_mode_acct_${owner.user.id}`;
    expect((await getUser(owner.user.id)).stripeAccountId).toBe(accountId);
    expect(await accountStateOf(accountId)).toMatchObject({
      userId: owner.user.id,
      chargesEnabled: true,
      detailsSubmitted: true,
    });
    // Connecting again keeps the same account.
    expect((await connectLink(owner.token)).status).toBe(200);
    expect((await getUser(owner.user.id)).stripeAccountId).toBe(accountId);

    const status = await api("/stripe/account", undefined, { token: owner.token });
    expect(await status.json()).toEqual({
      connected: true,
      account_id: accountId,
      charges_enabled: true,
      payouts_enabled: true,
      details_submitted: true,
      test_mode: true,
    });
    const dashboard = await api("/stripe/create-dashboard-link", {}, { token: owner.token });
    expect(await readJson(dashboard, linkSchema)).toEqual({
      url: "http://localhost:8787/my-account?payments=test_mode",
      test_mode: true,
    });
  });

  it("the dashboard needs a connected account first (dedicated code)", async () => {
    const { organizer } = await createParties();
    const res = await api("/stripe/create-dashboard-link", {}, { token: organizer.token });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      message: PAYMENT_TEXT.accountRequired,
      code: "payment_account_required",
    });
    const status = await api("/stripe/account", undefined, { token: organizer.token });
    expect(await status.json()).toMatchObject({ connected: false, charges_enabled: false, test_mode: true });
  });

  it("deposit: the organizer pays the owner's deposit, the booking becomes paid and both get a receipt", async () => {
    const parties = await createParties();
    // The owner asks for it without a payment account: refused, with the code the web answers with a
    // dialog leading to My account (SPEC.md §5); connected, the same request goes through.
    const confirmed = await confirmedBooking(parties);
    const deposit = { amount: 250, totalCost: 1000 };
    const unconnected = await requestDeposit(confirmed.request_id, deposit, parties.owner.token);
    expect(unconnected.status).toBe(409);
    expect(await unconnected.json()).toEqual({
      message: PAYMENT_TEXT.accountRequired,
      code: "payment_account_required",
    });
    expect((await seenByOrFail(parties.owner.token, confirmed.request_id)).status).toBe("confirmed");
    expect((await connectLink(parties.owner.token)).status).toBe(200);
    const booking = await okBooking(await requestDeposit(confirmed.request_id, deposit, parties.owner.token));
    const id = booking.request_id;
    // The machine offers paying to the payer only.
    expect((await seenByOrFail(parties.organizer.token, id)).allowed_actions).toContain("pay");
    expect((await seenByOrFail(parties.owner.token, id)).allowed_actions).not.toContain("pay");

    // Paying needs the payer's own account too.
    const early = await createPaymentIntent(id, parties.organizer.token);
    expect(early.status).toBe(409);
    expect(await early.json()).toEqual({
      message: PAYMENT_TEXT.accountRequired,
      code: "payment_account_required",
    });

    expect((await connectLink(parties.organizer.token)).status).toBe(200);
    const res = await createPaymentIntent(id, parties.organizer.token);
    expect(res.status).toBe(200);
    const intentId = `test_mode_pi_${id}`;
    expect(await readJson(res, clientSecretSchema)).toEqual({
      clientSecret: `${intentId}_secret_test_mode_local`,
      test_mode: true,
    });
    expect(await paymentOf(id)).toMatchObject({
      payerId: parties.organizer.user.id,
      payeeId: parties.owner.user.id,
      amountGrosze: 25_000,
      currency: "pln",
      providerPaymentIntentId: intentId,
      status: "created",
      testMode: true,
    });
    // Again: the same intent, no second payment.
    const again = await readJson(await createPaymentIntent(id, parties.organizer.token), clientSecretSchema);
    expect(again.clientSecret).toBe(`${intentId}_secret_test_mode_local`);

    const paid = await testModePay(id, "succeeded", parties.organizer.token);
    expect(paid.status).toBe(200);
    expect(await paid.json()).toEqual({ outcome: "paid" });
    const seen = await seenByOrFail(parties.organizer.token, id);
    expect(seen).toMatchObject({ status: "confirmed_deposit_paid", payment_status: "paid" });
    expect(seen.allowed_actions).not.toContain("pay");
    expect((await paymentOf(id))?.status).toBe("succeeded");
    const truck = parties.profile.food_truck_name;
    expect(await subjectsTo(parties.organizer)).toContain(PAYMENT_SUBJECT.receipt(truck));
    expect(await subjectsTo(parties.owner)).toContain(PAYMENT_SUBJECT.received(truck));

    // Paid: no second payment can start.
    const after = await createPaymentIntent(id, parties.organizer.token);
    expect(after.status).toBe(409);
    expect(await readJson(after, errorSchema)).toEqual({ message: PAYMENT_TEXT.notAwaiting });
  });

  it("guarantee fee: the owner pays the organizer; a declined attempt is recorded and the payer told", async () => {
    const parties = await createParties();
    const booking = await awaitingFee(parties);
    const id = booking.request_id;
    expect((await createPaymentIntent(id, parties.owner.token)).status).toBe(200);
    expect(await paymentOf(id)).toMatchObject({
      payerId: parties.owner.user.id,
      payeeId: parties.organizer.user.id,
      amountGrosze: 20_000,
    });

    const declined = await testModePay(id, "failed", parties.owner.token);
    expect(await declined.json()).toEqual({ outcome: "failure_recorded" });
    expect(await paymentOf(id)).toMatchObject({ status: "failed", failureCode: "card_declined" });
    expect((await seenByOrFail(parties.owner.token, id)).status).toBe("awaiting_deposit");
    const truck = parties.profile.food_truck_name;
    expect(await subjectsTo(parties.owner)).toContain(PAYMENT_SUBJECT.failed(truck));

    const paid = await testModePay(id, "succeeded", parties.owner.token);
    expect(await paid.json()).toEqual({ outcome: "paid" });
    expect(await seenByOrFail(parties.organizer.token, id)).toMatchObject({
      status: "confirmed_deposit_paid",
      payment_status: "paid",
    });
    expect(await paymentOf(id)).toMatchObject({
      status: "succeeded",
      failureCode: null,
      failureMessage: null,
    });
  });

  it("the test-mode payment route is only for the payer, after the payment was started", async () => {
    const parties = await createParties();
    const booking = await awaitingDeposit(parties);
    const payee = await testModePay(booking.request_id, "succeeded", parties.owner.token);
    expect(payee.status).toBe(403);
    const notStarted = await testModePay(booking.request_id, "succeeded", parties.organizer.token);
    expect(notStarted.status).toBe(409);
    const bad = await testModePay(booking.request_id, "maybe", parties.organizer.token);
    expect(bad.status).toBe(400);
  });

  it("a booking cancelled after the payment started is not paid in test mode (409, nothing recorded)", async () => {
    const parties = await createParties();
    const booking = await awaitingDeposit(parties);
    expect((await createPaymentIntent(booking.request_id, parties.organizer.token)).status).toBe(200);
    await patchBooking(booking.request_id, { status: "cancelled_by_organizer" });
    const late = await testModePay(booking.request_id, "succeeded", parties.organizer.token);
    expect(late.status).toBe(409);
    expect(await paymentOf(booking.request_id)).toMatchObject({ status: "created", refundedGrosze: 0 });
  });
});
