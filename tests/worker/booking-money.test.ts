import { describe, expect, it } from "vitest";
import { warsawMidnight } from "../../worker/domain/calendar";
import {
  bookingRow,
  confirmedBooking,
  createBooking,
  createParties,
  patchBooking,
  putCancel,
  seenByOrFail,
} from "./booking-fixtures";
import { warsawDayFromToday } from "./helpers";
import { awaitingDeposit, awaitingFee, createPaymentIntent, testModePay } from "./payment-fixtures";
import { createProfile } from "./profile-fixtures";

// Issue 34: every booking says which business it is (hired truck or pitch) and where its money stands,
// so both parties' cards and the admin page can say who pays whom, how much and when the money moves.

const HOUR = 3600;

/** Pays as the payment page would: the intent first, then the test mode's "Zapłać". */
async function pay(requestId: number, token: string): Promise<void> {
  expect((await createPaymentIntent(requestId, token)).status).toBe(200);
  expect((await testModePay(requestId, "succeeded", token)).status).toBe(200);
}

describe("booking_kind", () => {
  it("a booking with no event cost is a hired truck; one with a cost is a pitch, for both parties", async () => {
    const parties = await createParties();
    const hired = await createBooking(parties, { event_cost: 0 });
    const pitch = await createBooking(parties, {
      event_cost: 300,
      event_start_date: warsawDayFromToday(40),
    });
    for (const token of [parties.organizer.token, parties.owner.token]) {
      expect((await seenByOrFail(token, hired.request_id)).booking_kind).toBe("hired");
      expect((await seenByOrFail(token, pitch.request_id)).booking_kind).toBe("pitch");
    }
  });
});

describe("money.cancel_until", () => {
  it("is 336 hours before the first day while cancelling is possible, and gone once the deposit is paid", async () => {
    const parties = await createParties({ paymentAccounts: true });
    const pending = await createBooking(parties, { event_start_date: warsawDayFromToday(50) });
    const start = (await bookingRow(pending.request_id)).eventStartDate;
    expect(pending.money.cancel_until).toBe(start - 336 * HOUR);

    const booking = await awaitingDeposit(parties);
    const waiting = await seenByOrFail(parties.organizer.token, booking.request_id);
    expect(waiting.money.cancel_until).toBe(waiting.event_start_date - 336 * HOUR);

    await pay(booking.request_id, parties.organizer.token);
    const afterPaying = await seenByOrFail(parties.organizer.token, booking.request_id);
    expect(afterPaying.status).toBe("confirmed_deposit_paid");
    expect(afterPaying.money.cancel_until).toBeNull();
  });

  it("is null for a booking that was cancelled", async () => {
    const parties = await createParties();
    const booking = await confirmedBooking(parties);
    expect((await putCancel(booking.request_id, parties.organizer.token)).status).toBe(200);
    expect((await seenByOrFail(parties.owner.token, booking.request_id)).money.cancel_until).toBeNull();
  });
});

describe("money.paid_at and payout_due_at", () => {
  it("a paid guarantee fee says when it was collected, and the payee's money is due 72 h after the event's last day", async () => {
    const parties = await createParties();
    const booking = await awaitingFee(parties);
    const before = await seenByOrFail(parties.owner.token, booking.request_id);
    expect(before.money.paid_at).toBeNull();

    const startedAt = Math.floor(Date.now() / 1000);
    await pay(booking.request_id, parties.owner.token);
    const paid = await seenByOrFail(parties.organizer.token, booking.request_id);
    expect(paid.payment_status).toBe("paid");
    expect(paid.money.paid_at).toBeGreaterThanOrEqual(startedAt);
    expect(paid.money.paid_out_at).toBeNull();
    expect(paid.money.refunded).toBeNull();

    const row = await bookingRow(booking.request_id);
    const dayAfter = new Date((row.eventEndDate + 36 * HOUR) * 1000).toISOString().slice(0, 10);
    expect(paid.money.payout_due_at).toBe(warsawMidnight(dayAfter) + 72 * HOUR);
  });
});

describe("money.estimate", () => {
  it("a hired truck with prices: guests × price per portion, never below the minimum order", async () => {
    const parties = await createParties();
    const priced = await createProfile(parties.owner.token, {
      price_from: "20",
      price_to: "28",
      minimum_order: "2500",
    });
    const withPrices = { ...parties, profile: priced };
    const booking = await createBooking(withPrices, { guest_count: 150, event_cost: 0 });
    // 150 × 20 = 3000, 150 × 28 = 4200.
    expect(booking.money.estimate).toEqual({ from: 3000, to: 4200 });
    expect((await seenByOrFail(parties.owner.token, booking.request_id)).money.estimate).toEqual({
      from: 3000,
      to: 4200,
    });

    const small = await createBooking(withPrices, {
      guest_count: 50,
      event_cost: 0,
      event_start_date: warsawDayFromToday(45),
    });
    // 50 × 20 = 1000 and 50 × 28 = 1400 are both below the minimum order.
    expect(small.money.estimate).toEqual({ from: 2500, to: 2500 });
  });

  it("none for a pitch, nor for a truck without prices", async () => {
    const parties = await createParties();
    const priced = await createProfile(parties.owner.token, { price_from: "20", price_to: "28" });
    const pitch = await createBooking({ ...parties, profile: priced }, { event_cost: 300 });
    expect(pitch.money.estimate).toBeNull();
    const unpriced = await createBooking(parties, { event_cost: 0 });
    expect(unpriced.money.estimate).toBeNull();
  });

  it("follows the number of guests the booking holds now", async () => {
    const parties = await createParties();
    const priced = await createProfile(parties.owner.token, { price_from: "10" });
    const booking = await createBooking({ ...parties, profile: priced }, { guest_count: 100, event_cost: 0 });
    expect(booking.money.estimate).toEqual({ from: 1000, to: 1000 });
    await patchBooking(booking.request_id, { guestCount: 200 });
    expect((await seenByOrFail(parties.owner.token, booking.request_id)).money.estimate).toEqual({
      from: 2000,
      to: 2000,
    });
  });
});
