import { eq } from "drizzle-orm";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { users } from "../../worker/db/schema";
import { createParties, createStrangers, type Parties } from "./booking-fixtures";
import { api, db, errorSchema, readJson, warsawDayFromToday } from "./helpers";
import {
  awaitingDeposit,
  awaitingFee,
  createPaymentIntent,
  paymentOf,
  testModePay,
} from "./payment-fixtures";

// Beyond SPEC.md (issue 34): the receipt of a paid deposit or guarantee fee, for its two parties and admins.

const NOT_PAID = "Ta rezerwacja nie została jeszcze opłacona, więc nie ma potwierdzenia płatności.";

const partySchema = v.strictObject({
  role: v.picklist(["organizer", "owner"]),
  name: v.string(),
  company: v.nullable(v.string()),
});
const receiptSchema = v.strictObject({
  request_id: v.number(),
  booking_kind: v.picklist(["hired", "pitch"]),
  what: v.string(),
  amount: v.number(),
  refunded: v.nullable(v.number()),
  paid_at: v.number(),
  payer: partySchema,
  payee: partySchema,
  food_truck_name: v.string(),
  event_start_date: v.number(),
  event_end_date: v.number(),
  event_location: v.string(),
  test_mode: v.boolean(),
  payment_reference: v.string(),
});

function getReceipt(requestId: number, token?: string): Promise<Response> {
  return api(`/requests/${requestId}/receipt`, undefined, token === undefined ? {} : { token });
}

async function pay(requestId: number, payerToken: string): Promise<void> {
  expect((await createPaymentIntent(requestId, payerToken)).status).toBe(200);
  expect((await testModePay(requestId, "succeeded", payerToken)).status).toBe(200);
}

async function giveCompany(parties: Parties, companyName: string): Promise<void> {
  await db().update(users).set({ companyName }).where(eq(users.id, parties.owner.user.id));
}

describe("GET /api/requests/{id}/receipt", () => {
  it("a paid deposit: both parties and an admin read the same receipt of the payment as stored", async () => {
    const [parties, strangers] = await Promise.all([createParties(), createStrangers()]);
    await giveCompany(parties, "Zieliński Food sp. z o.o.");
    const booking = await awaitingDeposit(parties);
    const id = booking.request_id;
    await pay(id, parties.organizer.token);
    const payment = await paymentOf(id);
    if (!payment?.paidAt) throw new Error("the test-mode payment has no paid_at");

    const expected = {
      request_id: id,
      booking_kind: "hired",
      what: "Zaliczka",
      amount: 250,
      refunded: null,
      paid_at: payment.paidAt,
      payer: { role: "organizer", name: "Ewa Wiśniewska", company: null },
      payee: {
        role: "owner",
        name: parties.profile.food_truck_name,
        company: "Zieliński Food sp. z o.o.",
      },
      food_truck_name: parties.profile.food_truck_name,
      event_start_date: booking.event_start_date,
      event_end_date: booking.event_end_date,
      event_location: booking.event_location,
      test_mode: true,
      payment_reference: `test_mode_pi_${id}`.slice(-8),
    };
    for (const reader of [parties.organizer, parties.owner, strangers.admin]) {
      const res = await getReceipt(id, reader.token);
      expect(res.status, reader.user.email).toBe(200);
      expect(await readJson(res, receiptSchema)).toEqual(expected);
    }
  });

  it("a paid guarantee fee: the owner paid the organizer", async () => {
    const parties = await createParties();
    const booking = await awaitingFee(parties);
    await pay(booking.request_id, parties.owner.token);
    const receipt = await readJson(
      await getReceipt(booking.request_id, parties.organizer.token),
      receiptSchema,
    );
    expect(receipt).toMatchObject({
      booking_kind: "pitch",
      what: "Opłata gwarancyjna",
      amount: 200,
      payer: { role: "owner", name: parties.profile.food_truck_name },
      payee: { role: "organizer", name: "Ewa Wiśniewska" },
    });
  });

  it("strangers get 404 and the anonymous 401, whether or not it is paid; an unpaid booking is 409", async () => {
    const [parties, strangers] = await Promise.all([createParties(), createStrangers()]);
    const booking = await awaitingDeposit(parties);
    const id = booking.request_id;
    const refusedToStrangers = async () => {
      for (const stranger of [strangers.otherOrganizer, strangers.otherOwner]) {
        expect((await getReceipt(id, stranger.token)).status, stranger.user.email).toBe(404);
      }
      expect((await getReceipt(id)).status).toBe(401);
    };

    // Asked for but not paid (also once paying started): nothing to confirm yet.
    await refusedToStrangers();
    expect((await createPaymentIntent(id, parties.organizer.token)).status).toBe(200);
    for (const reader of [parties.organizer, parties.owner, strangers.admin]) {
      const res = await getReceipt(id, reader.token);
      expect(res.status).toBe(409);
      expect(await readJson(res, errorSchema)).toEqual({ message: NOT_PAID });
    }
    // A declined attempt is no payment either.
    expect((await testModePay(id, "failed", parties.organizer.token)).status).toBe(200);
    expect((await getReceipt(id, parties.organizer.token)).status).toBe(409);

    expect((await testModePay(id, "succeeded", parties.organizer.token)).status).toBe(200);
    expect((await getReceipt(id, parties.organizer.token)).status).toBe(200);
    await refusedToStrangers();
  });

  it("a booking nobody asked money for has no receipt (409), and an unknown id is 404", async () => {
    const parties = await createParties({ paymentAccounts: true });
    const created = await api(
      "/requests",
      {
        profile_id: parties.profile.profile_id,
        event_start_date: warsawDayFromToday(40),
        event_time: "14:00 - 22:00",
        event_location: "Warszawa",
        event_type: "Wesele",
        guest_count: 80,
        event_cost: 0,
        event_description: "Wesele w ogrodzie.",
      },
      { token: parties.organizer.token },
    );
    const { request_id } = await readJson(created, v.object({ request_id: v.number() }));
    const res = await getReceipt(request_id, parties.owner.token);
    expect(res.status).toBe(409);
    expect(await readJson(res, errorSchema)).toEqual({ message: NOT_PAID });
    expect((await getReceipt(999_999_999, parties.owner.token)).status).toBe(404);
  });
});
