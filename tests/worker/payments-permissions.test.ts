import { describe, expect, it } from "vitest";
import type { BookingStatus, PaymentStatus } from "../../worker/domain/booking-machine";
import { createBooking, createParties, createStrangers, patchBooking } from "./booking-fixtures";
import { TEXT } from "./helpers";
import { connectLink, createPaymentIntent, PAYMENT_TEXT, paymentOf, testModePay } from "./payment-fixtures";

// Who may pay is decided by who the parties are (the payee is whoever may ask for the money), before
// the booking's status is looked at: the same answer whatever the status, and nothing changes.

const STATES: [BookingStatus, PaymentStatus | null][] = [
  ["pending_owner_approval", null],
  ["confirmed", null],
  ["awaiting_deposit", "requested_by_owner"],
  ["confirmed_deposit_paid", "paid"],
  ["disputed", "requested_by_owner"],
  ["cancelled_by_organizer", "requested_by_owner"],
];

describe("POST /api/stripe/create-payment-intent/{requestId}: permission before state", () => {
  it("the payee and admins get 403, strangers 404, anonymous 401 — in every status — and no payment starts", async () => {
    const [parties, strangers] = await Promise.all([createParties(), createStrangers()]);
    // Event cost 0: the owner asks for a deposit, so the organizer is the payer.
    const booking = await createBooking(parties, { event_cost: 0 });
    await patchBooking(booking.request_id, { commitmentFeeGrosze: 25_000 });
    expect((await connectLink(parties.owner.token)).status).toBe(200);
    const wrong: [string, string | undefined, number, unknown][] = [
      ["owner (payee)", parties.owner.token, 403, { message: PAYMENT_TEXT.payerOnly }],
      ["admin", strangers.admin.token, 403, { message: TEXT.forbidden }],
      ["another organizer", strangers.otherOrganizer.token, 404, { message: "Nie znaleziono rezerwacji." }],
      ["another owner", strangers.otherOwner.token, 404, { message: "Nie znaleziono rezerwacji." }],
      ["anonymous", undefined, 401, { message: TEXT.unauthorized }],
    ];
    const failures: string[] = [];
    for (const [status, paymentStatus] of STATES) {
      await patchBooking(booking.request_id, { status, paymentStatus });
      for (const [who, token, expected, body] of wrong) {
        const res = await createPaymentIntent(booking.request_id, token);
        const answer = await res.json();
        if (res.status !== expected || JSON.stringify(answer) !== JSON.stringify(body)) {
          failures.push(`${who} on ${status}: ${res.status} ${JSON.stringify(answer)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(await paymentOf(booking.request_id)).toBeUndefined();
  });

  it("with a cost the owner pays the organizer's fee: then the organizer is the one refused", async () => {
    const parties = await createParties();
    const booking = await createBooking(parties, { event_cost: 1500 });
    await patchBooking(booking.request_id, {
      status: "awaiting_deposit",
      paymentStatus: "requested_by_organizer",
      commitmentFeeGrosze: 20_000,
    });
    const res = await createPaymentIntent(booking.request_id, parties.organizer.token);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: PAYMENT_TEXT.payerOnly });
  });

  it("the payer gets a state refusal (409) outside awaiting_deposit", async () => {
    const parties = await createParties();
    const booking = await createBooking(parties, { event_cost: 0 });
    expect((await connectLink(parties.owner.token)).status).toBe(200);
    for (const [status, paymentStatus] of STATES.filter(([s]) => s !== "awaiting_deposit")) {
      await patchBooking(booking.request_id, { status, paymentStatus, commitmentFeeGrosze: 25_000 });
      const res = await createPaymentIntent(booking.request_id, parties.organizer.token);
      expect(res.status, status).toBe(409);
      expect(await res.json()).toEqual({ message: PAYMENT_TEXT.notAwaiting });
    }
    expect(await paymentOf(booking.request_id)).toBeUndefined();
  });

  it("an id that names no booking is 404; text that cannot be an id too", async () => {
    const { organizer } = await createParties();
    expect((await createPaymentIntent(987654321, organizer.token)).status).toBe(404);
    expect((await createPaymentIntent("abc", organizer.token)).status).toBe(404);
  });

  it("the test-mode payment route follows the same rule", async () => {
    const [parties, strangers] = await Promise.all([createParties(), createStrangers()]);
    const booking = await createBooking(parties, { event_cost: 0 });
    const id = booking.request_id;
    expect((await testModePay(id, "succeeded", parties.owner.token)).status).toBe(403);
    expect((await testModePay(id, "succeeded", strangers.admin.token)).status).toBe(403);
    expect((await testModePay(id, "succeeded", strangers.otherOrganizer.token)).status).toBe(404);
  });
});
