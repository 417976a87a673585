import * as v from "valibot";
import { describe, expect, test } from "vitest";
import {
  accept,
  answer,
  BOOKING_TEXT,
  bookingSchema,
  connectPayments,
  myBooking,
  partiesWithTruck,
  requestBooking,
} from "./booking-client";
import { call, dayParts, expectBody, expectError, warsawDay, warsawDayOfSeconds } from "./client";
import { busyDays, PROFILE_TEXT } from "./trucks";
import { as, createOrganizer, type TestUser, waitForMail } from "./users";

/** Whether the truck's calendar shows `day` ("YYYY-MM-DD") as busy. */
async function isBusy(profileId: number, day: string): Promise<boolean> {
  const { year, month, day: date } = dayParts(day);
  return (await busyDays(profileId, year, month)).includes(date);
}

function cancel(user: TestUser, requestId: number) {
  return call(`/api/requests/${requestId}/cancel`, { ...as(user), method: "PUT" });
}

function reportProblem(user: TestUser, requestId: number, description: string) {
  return call(`/api/requests/${requestId}/report-problem`, { ...as(user), json: { description } });
}

describe.concurrent("bookings", () => {
  test("request → owner accepts (the day is held) → organizer reports a problem (disputed)", async () => {
    const [{ owner, organizer, truck }, stranger] = await Promise.all([
      partiesWithTruck("book-report"),
      createOrganizer("book-stranger"),
    ]);
    const day = warsawDay(45);
    const booking = await requestBooking(organizer, truck.profile_id, 45, { event_cost: 0 });
    expect(booking).toMatchObject({
      status: "pending_owner_approval",
      payment_status: null,
      user_id: organizer.id,
      owner_id: owner.id,
      profile_id: truck.profile_id,
      food_truck_name: truck.food_truck_name,
      event_time: "12:00 - 20:00",
      event_location: "Warszawa, Plac Defilad 1",
      event_type: "Festiwal",
      guest_count: 200,
      event_cost: 0,
      problem_reported: false,
      invitation_id: null,
      my_role: "organizer",
    });
    expect(warsawDayOfSeconds(booking.event_start_date)).toBe(day);
    expect(booking.event_end_date, "the end defaults to the start").toBe(booking.event_start_date);
    expect(booking.allowed_actions).toEqual(["cancel"]);

    const newRequestMail = await waitForMail(
      owner.email,
      `Nowa prośba o rezerwację: ${truck.food_truck_name} – Foodtruck Marketplace`,
    );
    expect(newRequestMail.text).toContain(truck.food_truck_name);

    const twice = await call("/api/requests", {
      ...as(organizer),
      json: {
        profile_id: truck.profile_id,
        event_start_date: day,
        event_time: "12:00 - 20:00",
        event_location: "Warszawa, Plac Defilad 1",
        event_type: "Festiwal",
        guest_count: 200,
        event_description: "Festiwal smaków na placu.",
      },
    });
    expectError(twice, 409, BOOKING_TEXT.pendingAlready, "the same request twice");
    const byOwner = await call("/api/requests", {
      ...as(owner),
      json: { profile_id: truck.profile_id, event_start_date: day },
    });
    expectError(byOwner, 403, BOOKING_TEXT.organizersOnly, "an owner books a truck");

    // Before accepting, the owner sees the request but not the organizer's contact details.
    const seenByOwner = await myBooking(owner, booking.request_id);
    expect(seenByOwner).toMatchObject({
      status: "pending_owner_approval",
      my_role: "owner",
      organizer_email: null,
    });
    expect(seenByOwner.organizer_name).toBe(`${organizer.firstName} ${organizer.lastName.charAt(0)}.`);
    expect([...seenByOwner.allowed_actions].sort()).toEqual(["accept", "cancel", "reject"]);

    expectError(
      await answer(stranger, booking.request_id, "confirmed"),
      404,
      BOOKING_TEXT.notFound,
      "a stranger accepts",
    );
    expectError(
      await answer(organizer, booking.request_id, "confirmed"),
      403,
      BOOKING_TEXT.notYourAction,
      "the organizer accepts their own request",
    );

    const accepted = await accept(owner, booking.request_id);
    expect(accepted).toMatchObject({ my_role: "owner", organizer_email: organizer.email });
    expect(await isBusy(truck.profile_id, day), "an accepted booking holds its day").toBe(true);
    const freeHeldDay = await call(`/api/profiles/${truck.profile_id}/availability`, {
      ...as(owner),
      json: { ...dayParts(day), isUnavailable: false },
    });
    expectError(freeHeldDay, 409, PROFILE_TEXT.bookedDay, "the owner frees a day a booking holds");
    const seenByOrganizer = await myBooking(organizer, booking.request_id);
    expect(seenByOrganizer).toMatchObject({ status: "confirmed", owner_email: owner.email });
    expect(seenByOrganizer.allowed_actions).toContain("report_problem");

    expectError(
      await reportProblem(organizer, booking.request_id, "za krótko"),
      400,
      BOOKING_TEXT.problemTooShort,
      "a problem described in 9 characters",
    );
    const description = "Food truck nie potwierdził godziny przyjazdu mimo kilku wiadomości.";
    const reported = expectBody(
      await reportProblem(organizer, booking.request_id, description),
      200,
      bookingSchema,
      "report a problem",
    );
    expect(reported).toMatchObject({
      status: "disputed",
      problem_reported: true,
      problem_description: description,
      problem_reported_by: organizer.id,
    });
    expect(await myBooking(owner, booking.request_id)).toMatchObject({
      status: "disputed",
      problem_description: description,
    });
    expectError(
      await reportProblem(owner, booking.request_id, "Druga strona też chce coś zgłosić."),
      409,
      BOOKING_TEXT.notNow,
      "a second report",
    );
    expectError(
      await cancel(organizer, booking.request_id),
      409,
      BOOKING_TEXT.notNow,
      "cancel a disputed booking",
    );
  });

  test("the owner rejects; the organizer cancels a confirmed booking, freeing its day; too late to cancel", async () => {
    const { owner, organizer, truck } = await partiesWithTruck("book-cancel");

    const rejectedRequest = await requestBooking(organizer, truck.profile_id, 50);
    const rejected = expectBody(
      await answer(owner, rejectedRequest.request_id, "rejected_by_owner"),
      200,
      bookingSchema,
      "reject",
    );
    expect(rejected.status).toBe("rejected_by_owner");
    expectError(
      await answer(owner, rejectedRequest.request_id, "confirmed"),
      409,
      BOOKING_TEXT.notNow,
      "accept after rejecting",
    );

    const confirmed = await requestBooking(organizer, truck.profile_id, 60);
    const day = warsawDayOfSeconds(confirmed.event_start_date);
    await accept(owner, confirmed.request_id);
    expect(await isBusy(truck.profile_id, day)).toBe(true);
    const cancelled = expectBody(await cancel(organizer, confirmed.request_id), 200, bookingSchema, "cancel");
    expect(cancelled.status).toBe("cancelled_by_organizer");
    expect(await isBusy(truck.profile_id, day), "a cancelled booking frees its day").toBe(false);
    expect((await myBooking(owner, confirmed.request_id)).status).toBe("cancelled_by_organizer");
    expectError(await cancel(organizer, confirmed.request_id), 409, BOOKING_TEXT.notNow, "cancel twice");

    // SPEC.md §4: cancelling only more than 336 hours (14 days) before the start.
    const soon = await requestBooking(organizer, truck.profile_id, 5);
    await accept(owner, soon.request_id);
    expectError(
      await cancel(organizer, soon.request_id),
      409,
      BOOKING_TEXT.cancelTooLate,
      "cancel 5 days ahead",
    );
    expect((await myBooking(organizer, soon.request_id)).status).toBe("confirmed");
  });

  test("a deposit paid in the payment test mode: owner asks, organizer pays, the booking is paid", async () => {
    const { owner, organizer, truck } = await partiesWithTruck("book-pay");
    const booking = await requestBooking(organizer, truck.profile_id, 70, { event_cost: 0 });
    await accept(owner, booking.request_id);
    const askDeposit = () =>
      call(`/api/requests/${booking.request_id}/request-deposit`, {
        ...as(owner),
        json: { amount: 500, totalCost: 2000 },
      });

    // Asking for money needs the asker's payment account (SPEC.md §5).
    const noAccount = expectError(
      await askDeposit(),
      409,
      BOOKING_TEXT.accountRequired,
      "deposit without account",
    );
    expect(noAccount.code).toBe("payment_account_required");
    await connectPayments(owner);
    const account = expectBody(
      await call("/api/stripe/account", as(owner)),
      200,
      v.object({ connected: v.boolean(), charges_enabled: v.boolean(), test_mode: v.boolean() }),
      "GET /api/stripe/account",
    );
    expect(account).toEqual({ connected: true, charges_enabled: true, test_mode: true });
    expectError(
      await call(`/api/requests/${booking.request_id}/request-deposit`, {
        ...as(owner),
        json: { amount: 3000, totalCost: 2000 },
      }),
      400,
      BOOKING_TEXT.depositAboveTotal,
      "a deposit above the total",
    );
    const asked = expectBody(await askDeposit(), 200, bookingSchema, "request-deposit");
    expect(asked).toMatchObject({
      status: "awaiting_deposit",
      payment_status: "requested_by_owner",
      commitment_fee: 500,
      total_cost: 2000,
    });
    expect((await myBooking(organizer, booking.request_id)).allowed_actions).toContain("pay");

    // The organizer pays: only the payer may, with an account of their own, once the payment page opened it.
    const openPayment = (user: TestUser) =>
      call(`/api/stripe/create-payment-intent/${booking.request_id}`, { ...as(user), method: "POST" });
    const pay = (outcome: "succeeded" | "failed") =>
      call(`/api/stripe/test-mode/payments/${booking.request_id}`, { ...as(organizer), json: { outcome } });
    expectError(await openPayment(owner), 403, BOOKING_TEXT.payerOnly, "the payee opens the payment");
    expectError(await openPayment(organizer), 409, BOOKING_TEXT.accountRequired, "payer without account");
    await connectPayments(organizer);
    expectError(
      await pay("succeeded"),
      409,
      BOOKING_TEXT.testModeNotStarted,
      "paying before the page opened",
    );
    const intent = expectBody(
      await openPayment(organizer),
      200,
      v.object({ clientSecret: v.pipe(v.string(), v.minLength(1)), test_mode: v.literal(true) }),
      "create-payment-intent",
    );
    const again = expectBody(
      await openPayment(organizer),
      200,
      v.object({ clientSecret: v.string() }),
      "reopen",
    );
    expect(again.clientSecret, "reopening the payment gives the same intent").toBe(intent.clientSecret);

    const declined = expectBody(
      await pay("failed"),
      200,
      v.object({ outcome: v.string() }),
      "declined payment",
    );
    expect(declined.outcome).toBe("failure_recorded");
    expect((await myBooking(organizer, booking.request_id)).status).toBe("awaiting_deposit");

    const paid = expectBody(await pay("succeeded"), 200, v.object({ outcome: v.string() }), "payment");
    expect(paid.outcome).toBe("paid");
    for (const party of [organizer, owner]) {
      expect(await myBooking(party, booking.request_id)).toMatchObject({
        status: "confirmed_deposit_paid",
        payment_status: "paid",
        commitment_fee: 500,
      });
    }
    expectError(await openPayment(organizer), 409, BOOKING_TEXT.notAwaitingPayment, "paying a paid booking");
    expectError(await cancel(organizer, booking.request_id), 409, BOOKING_TEXT.notNow, "cancel after paying");
  });
});
