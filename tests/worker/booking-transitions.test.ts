import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { daysInRange } from "../../worker/domain/calendar";
import { expireStaleRequests } from "../../worker/jobs/cron";
import {
  BOOKING_SUBJECT,
  BOOKING_TEXT,
  bookingBody,
  bookingRow,
  confirmedBooking,
  createBooking,
  createParties,
  createStrangers,
  expectActions,
  heldDays,
  markBusy,
  okBooking,
  patchBooking,
  postBooking,
  putCancel,
  putStatus,
  quickUser,
  reportProblem,
  requestDeposit,
  requestFee,
  seenByOrFail,
  subjectsTo,
} from "./booking-fixtures";
import { api, nowSeconds, outboxRowsTo, warsawDayFromToday } from "./helpers";
import { expectError } from "./profile-fixtures";

const HOUR = 3600;
const DAY = 24 * HOUR;

describe("PUT /api/requests/{id}/status", () => {
  it("the owner accepts: confirmed, every event day held with the booking id, e-mail to the organizer", async () => {
    const parties = await createParties();
    const start = warsawDayFromToday(40);
    const end = warsawDayFromToday(43);
    const booking = await createBooking(parties, { event_start_date: start, event_end_date: end });
    const accepted = await okBooking(await putStatus(booking.request_id, "confirmed", parties.owner.token));
    expect(accepted).toMatchObject({
      request_id: booking.request_id,
      status: "confirmed",
      payment_status: null,
      my_role: "owner",
      organizer_email: parties.organizer.email,
    });
    expectActions(accepted, ["cancel", "request_deposit", "report_problem", "propose_reschedule"]);

    const days = daysInRange(start, end);
    expect(days).toHaveLength(4);
    expect(await heldDays(parties.profile.profile_id)).toEqual(
      days.map((day) => ({ day, bookingRequestId: booking.request_id })),
    );
    // The public calendar shows them busy.
    const [year, month] = start.split("-").map(Number);
    const res = await api(`/profiles/${parties.profile.profile_id}/availability?year=${year}&month=${month}`);
    const busy = (await res.json()) as number[];
    for (const day of days.filter((d) => d.startsWith(start.slice(0, 7)))) {
      expect(busy).toContain(Number(day.slice(8)));
    }

    const truck = parties.profile.food_truck_name;
    expect(await subjectsTo(parties.organizer)).toEqual([BOOKING_SUBJECT.accepted(truck)]);
    expect(await subjectsTo(parties.owner)).toEqual([BOOKING_SUBJECT.newRequest(truck)]);
  });

  it("the owner rejects: rejected_by_owner, no day held, e-mail to the organizer", async () => {
    const parties = await createParties();
    const booking = await createBooking(parties);
    const rejected = await okBooking(
      await putStatus(booking.request_id, "rejected_by_owner", parties.owner.token),
    );
    expect(rejected.status).toBe("rejected_by_owner");
    expect(rejected.owner_email).toBeNull();
    expectActions(rejected, []);
    expect(await heldDays(parties.profile.profile_id)).toEqual([]);
    expect(await subjectsTo(parties.organizer)).toEqual([
      BOOKING_SUBJECT.rejected(parties.profile.food_truck_name),
    ]);
    // Final: neither accept nor a second reject.
    await expectError(
      await putStatus(booking.request_id, "confirmed", parties.owner.token),
      409,
      BOOKING_TEXT.notNow,
    );
    await expectError(
      await putStatus(booking.request_id, "rejected_by_owner", parties.owner.token),
      409,
      BOOKING_TEXT.notNow,
    );
  });

  it("a day marked busy in the calendar: 409, the booking stays pending, nothing held, no e-mail", async () => {
    const parties = await createParties();
    const start = warsawDayFromToday(50);
    const booking = await createBooking(parties, {
      event_start_date: start,
      event_end_date: warsawDayFromToday(52),
    });
    await markBusy(parties, warsawDayFromToday(52));
    await expectError(
      await putStatus(booking.request_id, "confirmed", parties.owner.token),
      409,
      BOOKING_TEXT.truckBusy,
    );
    expect((await bookingRow(booking.request_id)).status).toBe("pending_owner_approval");
    expect(await heldDays(parties.profile.profile_id)).toEqual([
      { day: warsawDayFromToday(52), bookingRequestId: null },
    ]);
    expect(await subjectsTo(parties.organizer)).toEqual([]);
    // The owner can still reject it.
    expect(
      (await okBooking(await putStatus(booking.request_id, "rejected_by_owner", parties.owner.token))).status,
    ).toBe("rejected_by_owner");
  });

  it("a day held by another confirmed booking: a request for it is refused, a disjoint one is accepted", async () => {
    const parties = await createParties();
    const first = await confirmedBooking(parties, {
      event_start_date: warsawDayFromToday(60),
      event_end_date: warsawDayFromToday(61),
    });
    const overlapping = await postBooking(
      bookingBody(parties.profile.profile_id, {
        event_start_date: warsawDayFromToday(61),
        event_end_date: warsawDayFromToday(63),
      }),
      (await quickUser()).token,
    );
    expect(overlapping.status).toBe(409);
    // Another organizer: one organizer keeps one pending request per truck and days.
    const disjoint = await createBooking(
      { ...parties, organizer: await quickUser() },
      { event_start_date: warsawDayFromToday(62) },
    );
    await okBooking(await putStatus(disjoint.request_id, "confirmed", parties.owner.token));
    expect(await heldDays(parties.profile.profile_id)).toEqual([
      { day: warsawDayFromToday(60), bookingRequestId: first.request_id },
      { day: warsawDayFromToday(61), bookingRequestId: first.request_id },
      { day: warsawDayFromToday(62), bookingRequestId: disjoint.request_id },
    ]);
  });

  it("a second accept is 409 and holds nothing more", async () => {
    const parties = await createParties();
    const booking = await confirmedBooking(parties);
    await expectError(
      await putStatus(booking.request_id, "confirmed", parties.owner.token),
      409,
      BOOKING_TEXT.notNow,
    );
    await expectError(
      await putStatus(booking.request_id, "rejected_by_owner", parties.owner.token),
      409,
      BOOKING_TEXT.notNow,
    );
    expect(await heldDays(parties.profile.profile_id)).toHaveLength(1);
    expect(await subjectsTo(parties.organizer)).toHaveLength(1);
  });

  it("an invalid status value is 400", async () => {
    const parties = await createParties();
    const booking = await createBooking(parties);
    for (const status of ["accepted", "cancelled_by_owner", "pending_owner_approval", "", 1, null]) {
      await expectError(
        await putStatus(booking.request_id, status, parties.owner.token),
        400,
        BOOKING_TEXT.status,
      );
    }
    const res = await api(
      `/requests/${booking.request_id}/status`,
      {},
      { method: "PUT", token: parties.owner.token },
    );
    await expectError(res, 400, BOOKING_TEXT.status);
    expect((await bookingRow(booking.request_id)).status).toBe("pending_owner_approval");
  });

  it("only the truck's owner: the organizer and an admin get 403, other users 404", async () => {
    const parties = await createParties();
    const strangers = await createStrangers();
    const booking = await createBooking(parties);
    for (const status of ["confirmed", "rejected_by_owner"]) {
      await expectError(
        await putStatus(booking.request_id, status, parties.organizer.token),
        403,
        BOOKING_TEXT.notYourAction,
      );
      await expectError(
        await putStatus(booking.request_id, status, strangers.admin.token),
        403,
        BOOKING_TEXT.notYourAction,
      );
      for (const user of [strangers.otherOwner, strangers.otherOrganizer]) {
        await expectError(
          await putStatus(booking.request_id, status, user.token),
          404,
          BOOKING_TEXT.notFound,
        );
      }
    }
    expect((await bookingRow(booking.request_id)).status).toBe("pending_owner_approval");
    expect(await heldDays(parties.profile.profile_id)).toEqual([]);
  });
});

describe("PUT /api/requests/{id}/cancel", () => {
  it("the organizer cancels a pending request: cancelled_by_organizer, e-mail to the owner", async () => {
    const parties = await createParties();
    const booking = await createBooking(parties, { event_start_date: warsawDayFromToday(20) });
    const cancelled = await okBooking(await putCancel(booking.request_id, parties.organizer.token));
    expect(cancelled.status).toBe("cancelled_by_organizer");
    expectActions(cancelled, []);
    const truck = parties.profile.food_truck_name;
    expect(await subjectsTo(parties.owner)).toEqual([
      BOOKING_SUBJECT.newRequest(truck),
      BOOKING_SUBJECT.cancelled(truck),
    ]);
    expect(await subjectsTo(parties.organizer)).toEqual([]);
    // Final.
    await expectError(await putCancel(booking.request_id, parties.organizer.token), 409, BOOKING_TEXT.notNow);
    await expectError(
      await putStatus(booking.request_id, "confirmed", parties.owner.token),
      409,
      BOOKING_TEXT.notNow,
    );
  });

  it("the owner cancels a confirmed booking: cancelled_by_owner, only its held days freed, e-mail to the organizer", async () => {
    const parties = await createParties();
    const booking = await confirmedBooking(parties, {
      event_start_date: warsawDayFromToday(30),
      event_end_date: warsawDayFromToday(32),
    });
    const other = await confirmedBooking(parties, { event_start_date: warsawDayFromToday(34) });
    await markBusy(parties, warsawDayFromToday(33));
    expect(await heldDays(parties.profile.profile_id)).toHaveLength(5);

    const cancelled = await okBooking(await putCancel(booking.request_id, parties.owner.token));
    expect(cancelled.status).toBe("cancelled_by_owner");
    expect(await heldDays(parties.profile.profile_id)).toEqual([
      { day: warsawDayFromToday(33), bookingRequestId: null },
      { day: warsawDayFromToday(34), bookingRequestId: other.request_id },
    ]);
    const truck = parties.profile.food_truck_name;
    expect(await subjectsTo(parties.organizer)).toEqual([
      BOOKING_SUBJECT.accepted(truck),
      BOOKING_SUBJECT.accepted(truck),
      BOOKING_SUBJECT.cancelled(truck),
    ]);

    // The freed days can be booked and accepted again.
    const again = await createBooking(parties, {
      event_start_date: warsawDayFromToday(30),
      event_end_date: warsawDayFromToday(32),
    });
    await okBooking(await putStatus(again.request_id, "confirmed", parties.owner.token));
    expect(
      (await heldDays(parties.profile.profile_id)).filter((d) => d.bookingRequestId === again.request_id),
    ).toHaveLength(3);
  });

  it("the organizer cancels while a deposit is awaited", async () => {
    const parties = await createParties({ paymentAccounts: true });
    const booking = await confirmedBooking(parties);
    await okBooking(
      await requestDeposit(booking.request_id, { amount: 100, totalCost: 500 }, parties.owner.token),
    );
    const cancelled = await okBooking(await putCancel(booking.request_id, parties.organizer.token));
    expect(cancelled.status).toBe("cancelled_by_organizer");
    expect(cancelled.payment_status).toBe("requested_by_owner");
    expect(await heldDays(parties.profile.profile_id)).toEqual([]);
  });

  it("only more than 336 hours before the start", async () => {
    const parties = await createParties();
    const booking = await confirmedBooking(parties, { event_start_date: warsawDayFromToday(10) });
    for (const user of [parties.organizer, parties.owner]) {
      await expectError(await putCancel(booking.request_id, user.token), 409, BOOKING_TEXT.cancelTooLate);
    }
    // Just inside the window (a minute of slack for the clock between here and the Worker).
    await patchBooking(booking.request_id, { eventStartDate: nowSeconds() + 336 * HOUR - 60 });
    await expectError(
      await putCancel(booking.request_id, parties.owner.token),
      409,
      BOOKING_TEXT.cancelTooLate,
    );
    await patchBooking(booking.request_id, { eventStartDate: nowSeconds() + 336 * HOUR });
    await expectError(
      await putCancel(booking.request_id, parties.owner.token),
      409,
      BOOKING_TEXT.cancelTooLate,
    );
    expect((await bookingRow(booking.request_id)).status).toBe("confirmed");
    // Just outside it.
    await patchBooking(booking.request_id, { eventStartDate: nowSeconds() + 336 * HOUR + 60 });
    expect((await okBooking(await putCancel(booking.request_id, parties.owner.token))).status).toBe(
      "cancelled_by_owner",
    );
    expect(await heldDays(parties.profile.profile_id)).toEqual([]);
  });

  it("a pending request can no longer be withdrawn within 336 hours either", async () => {
    const parties = await createParties();
    const booking = await createBooking(parties, { event_start_date: warsawDayFromToday(3) });
    await expectError(
      await putCancel(booking.request_id, parties.organizer.token),
      409,
      BOOKING_TEXT.cancelTooLate,
    );
    expectActions(await seenByOrFail(parties.organizer.token, booking.request_id), []);
  });

  it("never after payment", async () => {
    const parties = await createParties();
    const booking = await confirmedBooking(parties, { event_start_date: warsawDayFromToday(60) });
    await patchBooking(booking.request_id, { status: "confirmed_deposit_paid", paymentStatus: "paid" });
    for (const user of [parties.organizer, parties.owner]) {
      // The status itself is not cancellable (the machine checks the status before the payment guard).
      await expectError(await putCancel(booking.request_id, user.token), 409, BOOKING_TEXT.notNow);
    }
    // A row marked paid in a cancellable status gets the payment refusal.
    await patchBooking(booking.request_id, { status: "awaiting_deposit", paymentStatus: "paid" });
    await expectError(
      await putCancel(booking.request_id, parties.organizer.token),
      409,
      BOOKING_TEXT.cancelPaid,
    );
    expect((await bookingRow(booking.request_id)).status).toBe("awaiting_deposit");
    expect(await heldDays(parties.profile.profile_id)).toHaveLength(1);
  });

  it("not from rejected, disputed or resolved bookings", async () => {
    const parties = await createParties();
    const booking = await createBooking(parties);
    for (const status of [
      "rejected_by_owner",
      "disputed",
      "resolved_released",
      "resolved_refunded",
      "expired",
    ] as const) {
      await patchBooking(booking.request_id, { status });
      await expectError(
        await putCancel(booking.request_id, parties.organizer.token),
        409,
        BOOKING_TEXT.notNow,
      );
    }
  });

  it("other users get 404, an admin 403; nothing changes", async () => {
    const parties = await createParties();
    const strangers = await createStrangers();
    const booking = await confirmedBooking(parties);
    for (const user of [strangers.otherOwner, strangers.otherOrganizer]) {
      await expectError(await putCancel(booking.request_id, user.token), 404, BOOKING_TEXT.notFound);
    }
    await expectError(
      await putCancel(booking.request_id, strangers.admin.token),
      403,
      BOOKING_TEXT.notYourAction,
    );
    expect((await bookingRow(booking.request_id)).status).toBe("confirmed");
    expect(await heldDays(parties.profile.profile_id)).toHaveLength(1);
  });
});

describe("POST /api/requests/{id}/report-problem", () => {
  const description = "Food truck nie przyjechał na czas.";

  it("a party reports: disputed, problem_reported, problem_reported_by, e-mail to the other party", async () => {
    const parties = await createParties();
    const booking = await confirmedBooking(parties);
    const reported = await okBooking(
      await reportProblem(booking.request_id, { description }, parties.organizer.token),
    );
    expect(reported).toMatchObject({
      status: "disputed",
      problem_reported: true,
      problem_description: description,
      problem_reported_by: parties.organizer.user.id,
    });
    expectActions(reported, []);
    const row = await bookingRow(booking.request_id);
    expect(row).toMatchObject({
      status: "disputed",
      problemReported: true,
      problemReportedBy: parties.organizer.user.id,
    });
    expect((await seenByOrFail(parties.owner.token, booking.request_id)).problem_description).toBe(
      description,
    );

    const truck = parties.profile.food_truck_name;
    expect(await subjectsTo(parties.owner)).toContain(BOOKING_SUBJECT.problemReported(truck));
    expect(await subjectsTo(parties.organizer)).not.toContain(BOOKING_SUBJECT.problemReported(truck));
    // Once: neither side can report again.
    for (const user of [parties.organizer, parties.owner]) {
      await expectError(
        await reportProblem(booking.request_id, { description }, user.token),
        409,
        BOOKING_TEXT.notNow,
      );
    }
  });

  it("the owner reports from awaiting_deposit and from confirmed_deposit_paid; the other party is told", async () => {
    const parties = await createParties({ paymentAccounts: true });
    const awaiting = await confirmedBooking(parties, { event_start_date: warsawDayFromToday(25) });
    await okBooking(
      await requestDeposit(awaiting.request_id, { amount: 100, totalCost: 100 }, parties.owner.token),
    );
    const paid = await confirmedBooking(parties, { event_start_date: warsawDayFromToday(26) });
    await patchBooking(paid.request_id, { status: "confirmed_deposit_paid", paymentStatus: "paid" });
    for (const booking of [awaiting, paid]) {
      const reported = await okBooking(
        await reportProblem(booking.request_id, { description }, parties.owner.token),
      );
      expect(reported.status).toBe("disputed");
      expect(reported.problem_reported_by).toBe(parties.owner.user.id);
    }
    const subjects = await subjectsTo(parties.organizer);
    expect(
      subjects.filter((s) => s === BOOKING_SUBJECT.problemReported(parties.profile.food_truck_name)),
    ).toHaveLength(2);
  });

  it("a report already on a reportable booking is refused as such", async () => {
    const parties = await createParties();
    const booking = await confirmedBooking(parties);
    await patchBooking(booking.request_id, { problemReported: true });
    await expectError(
      await reportProblem(booking.request_id, { description }, parties.owner.token),
      409,
      BOOKING_TEXT.alreadyReported,
    );
  });

  it("not from pending, cancelled or rejected bookings", async () => {
    const parties = await createParties();
    const booking = await createBooking(parties);
    await expectError(
      await reportProblem(booking.request_id, { description }, parties.organizer.token),
      409,
      BOOKING_TEXT.notNow,
    );
    for (const status of [
      "cancelled_by_owner",
      "cancelled_by_organizer",
      "rejected_by_owner",
      "resolved_refunded",
    ] as const) {
      await patchBooking(booking.request_id, { status });
      await expectError(
        await reportProblem(booking.request_id, { description }, parties.owner.token),
        409,
        BOOKING_TEXT.notNow,
      );
    }
  });

  it("a description of at least 10 characters (after trimming)", async () => {
    const parties = await createParties();
    const booking = await confirmedBooking(parties);
    for (const body of [
      { description: "za krótko" },
      { description: "   krótko     " },
      { description: 1234567890 },
      {},
    ]) {
      const error = await expectError(
        await reportProblem(booking.request_id, body, parties.owner.token),
        400,
        BOOKING_TEXT.problem,
      );
      if ("description" in body) expect(error.field).toBe("description");
    }
    expect((await bookingRow(booking.request_id)).status).toBe("confirmed");
    const reported = await okBooking(
      await reportProblem(booking.request_id, { description: "  dziesięć!!  " }, parties.owner.token),
    );
    expect(reported.problem_description).toBe("dziesięć!!");
  });

  it("other users get 404, an admin 403", async () => {
    const parties = await createParties();
    const strangers = await createStrangers();
    const booking = await confirmedBooking(parties);
    for (const user of [strangers.otherOwner, strangers.otherOrganizer]) {
      await expectError(
        await reportProblem(booking.request_id, { description }, user.token),
        404,
        BOOKING_TEXT.notFound,
      );
    }
    await expectError(
      await reportProblem(booking.request_id, { description }, strangers.admin.token),
      403,
      BOOKING_TEXT.notYourAction,
    );
    expect((await bookingRow(booking.request_id)).problemReported).toBe(false);
  });
});

describe("POST /api/requests/{id}/request-deposit", () => {
  it("the owner asks for a deposit at cost 0: awaiting_deposit, requested_by_owner, amounts stored, e-mail to the organizer", async () => {
    const parties = await createParties({ paymentAccounts: true });
    const booking = await confirmedBooking(parties, { event_cost: 0 });
    const requested = await okBooking(
      await requestDeposit(booking.request_id, { amount: 200.5, totalCost: "1000" }, parties.owner.token),
    );
    expect(requested).toMatchObject({
      status: "awaiting_deposit",
      payment_status: "requested_by_owner",
      commitment_fee: 200.5,
      total_cost: 1000,
    });
    expectActions(requested, ["cancel", "report_problem", "propose_reschedule"]);
    expect(await bookingRow(booking.request_id)).toMatchObject({
      commitmentFeeGrosze: 20_050,
      totalCostGrosze: 100_000,
    });
    expect(await subjectsTo(parties.organizer)).toContain(
      BOOKING_SUBJECT.depositRequested(parties.profile.food_truck_name),
    );
    // Only once.
    await expectError(
      await requestDeposit(booking.request_id, { amount: 100, totalCost: 1000 }, parties.owner.token),
      409,
      BOOKING_TEXT.notNow,
    );
  });

  it("the deposit may equal the total, not exceed it; both amounts above 0", async () => {
    const parties = await createParties({ paymentAccounts: true });
    const booking = await confirmedBooking(parties);
    const bad: [Record<string, unknown>, string][] = [
      [{ amount: 0, totalCost: 100 }, BOOKING_TEXT.depositAmounts],
      [{ amount: 100, totalCost: 0 }, BOOKING_TEXT.depositAmounts],
      [{ amount: -5, totalCost: 100 }, BOOKING_TEXT.depositAmounts],
      [{ amount: 0.001, totalCost: 100 }, BOOKING_TEXT.depositAmounts],
      [{ amount: "sto", totalCost: 100 }, BOOKING_TEXT.depositAmounts],
      [{ totalCost: 100 }, BOOKING_TEXT.depositAmounts],
      [{ amount: 100 }, BOOKING_TEXT.depositAmounts],
      [{ amount: 100.01, totalCost: 100 }, BOOKING_TEXT.depositAboveTotal],
      [{ amount: 500, totalCost: 100 }, BOOKING_TEXT.depositAboveTotal],
    ];
    for (const [body, message] of bad) {
      await expectError(await requestDeposit(booking.request_id, body, parties.owner.token), 400, message);
    }
    expect((await bookingRow(booking.request_id)).status).toBe("confirmed");
    const requested = await okBooking(
      await requestDeposit(booking.request_id, { amount: 100, totalCost: 100 }, parties.owner.token),
    );
    expect(requested.commitment_fee).toBe(100);
  });

  it("refused when the event has a cost, for the organizer, before confirmation, and for others", async () => {
    const parties = await createParties();
    const strangers = await createStrangers();
    const body = { amount: 100, totalCost: 500 };
    const withCost = await confirmedBooking(parties, {
      event_cost: 1500,
      event_start_date: warsawDayFromToday(25),
    });
    await expectError(
      await requestDeposit(withCost.request_id, body, parties.owner.token),
      409,
      BOOKING_TEXT.depositNeedsZeroCost,
    );

    const free = await confirmedBooking(parties, { event_start_date: warsawDayFromToday(26) });
    await expectError(
      await requestDeposit(free.request_id, body, parties.organizer.token),
      403,
      BOOKING_TEXT.notYourAction,
    );
    await expectError(
      await requestDeposit(free.request_id, body, strangers.admin.token),
      403,
      BOOKING_TEXT.notYourAction,
    );
    for (const user of [strangers.otherOwner, strangers.otherOrganizer]) {
      await expectError(await requestDeposit(free.request_id, body, user.token), 404, BOOKING_TEXT.notFound);
    }
    const pending = await createBooking(parties, { event_start_date: warsawDayFromToday(27) });
    await expectError(
      await requestDeposit(pending.request_id, body, parties.owner.token),
      409,
      BOOKING_TEXT.notNow,
    );
    expect((await bookingRow(free.request_id)).commitmentFeeGrosze).toBeNull();
  });
});

describe("POST /api/requests/{id}/request-fee", () => {
  it("the organizer asks for a fee when the event has a cost: awaiting_deposit, requested_by_organizer, e-mail to the owner", async () => {
    const parties = await createParties({ paymentAccounts: true });
    const booking = await confirmedBooking(parties, { event_cost: 3000 });
    const requested = await okBooking(
      await requestFee(booking.request_id, { amount: "300,25" }, parties.organizer.token),
    );
    expect(requested).toMatchObject({
      status: "awaiting_deposit",
      payment_status: "requested_by_organizer",
      commitment_fee: 300.25,
      total_cost: null,
      event_cost: 3000,
    });
    expect((await bookingRow(booking.request_id)).commitmentFeeGrosze).toBe(30_025);
    expect(await subjectsTo(parties.owner)).toContain(
      BOOKING_SUBJECT.feeRequested(parties.profile.food_truck_name),
    );
    await expectError(
      await requestFee(booking.request_id, { amount: 10 }, parties.organizer.token),
      409,
      BOOKING_TEXT.notNow,
    );
  });

  it("an amount above 0", async () => {
    const parties = await createParties();
    const booking = await confirmedBooking(parties, { event_cost: 3000 });
    for (const body of [{ amount: 0 }, { amount: -1 }, { amount: "zero" }, {}, { amount: null }]) {
      await expectError(
        await requestFee(booking.request_id, body, parties.organizer.token),
        400,
        BOOKING_TEXT.feeAmount,
      );
    }
    expect((await bookingRow(booking.request_id)).status).toBe("confirmed");
  });

  it("refused at cost 0, for the owner, and for others", async () => {
    const parties = await createParties();
    const strangers = await createStrangers();
    const free = await confirmedBooking(parties, { event_cost: 0, event_start_date: warsawDayFromToday(25) });
    await expectError(
      await requestFee(free.request_id, { amount: 10 }, parties.organizer.token),
      409,
      BOOKING_TEXT.feeNeedsCost,
    );
    const paidEvent = await confirmedBooking(parties, {
      event_cost: 10,
      event_start_date: warsawDayFromToday(26),
    });
    await expectError(
      await requestFee(paidEvent.request_id, { amount: 10 }, parties.owner.token),
      403,
      BOOKING_TEXT.notYourAction,
    );
    await expectError(
      await requestFee(paidEvent.request_id, { amount: 10 }, strangers.admin.token),
      403,
      BOOKING_TEXT.notYourAction,
    );
    for (const user of [strangers.otherOwner, strangers.otherOrganizer]) {
      await expectError(
        await requestFee(paidEvent.request_id, { amount: 10 }, user.token),
        404,
        BOOKING_TEXT.notFound,
      );
    }
    expect((await bookingRow(paidEvent.request_id)).status).toBe("confirmed");
  });
});

describe("cron: expireStaleRequests", () => {
  async function expireUntil(done: () => Promise<boolean>): Promise<number[]> {
    // Storage is shared with other files: other stale rows may take the first batches of 100.
    const ids: number[] = [];
    for (let round = 0; round < 20 && !(await done()); round += 1)
      ids.push(...(await expireStaleRequests(env)));
    return ids;
  }

  it("expires a request unanswered for 7 days and one whose event started, leaves a fresh one, tells the organizer", async () => {
    const parties = await createParties();
    const stale = await createBooking(parties, { event_start_date: warsawDayFromToday(30) });
    const started = await createBooking(parties, { event_start_date: warsawDayFromToday(31) });
    const fresh = await createBooking(parties, { event_start_date: warsawDayFromToday(32) });
    const almost = await createBooking(parties, { event_start_date: warsawDayFromToday(33) });
    const answered = await confirmedBooking(parties, { event_start_date: warsawDayFromToday(34) });
    const now = nowSeconds();
    await patchBooking(stale.request_id, { createdAt: now - 7 * DAY - 60 });
    await patchBooking(started.request_id, { eventStartDate: now - HOUR, eventEndDate: now - HOUR });
    await patchBooking(almost.request_id, { createdAt: now - 7 * DAY + 3600 });
    await patchBooking(answered.request_id, { createdAt: now - 30 * DAY });

    const outboxIds = await expireUntil(async () =>
      (await Promise.all([stale, started].map((b) => bookingRow(b.request_id)))).every(
        (row) => row.status === "expired",
      ),
    );
    expect((await bookingRow(stale.request_id)).status).toBe("expired");
    expect((await bookingRow(started.request_id)).status).toBe("expired");
    expect((await bookingRow(fresh.request_id)).status).toBe("pending_owner_approval");
    expect((await bookingRow(almost.request_id)).status).toBe("pending_owner_approval");
    expect((await bookingRow(answered.request_id)).status).toBe("confirmed");

    const truck = parties.profile.food_truck_name;
    const rows = await outboxRowsTo(parties.organizer.email);
    const expiredRows = rows.filter(
      (row) => JSON.parse(row.payloadJson).subject === BOOKING_SUBJECT.expired(truck),
    );
    expect(expiredRows).toHaveLength(2);
    for (const row of expiredRows) expect(outboxIds).toContain(row.id);
    expect(await subjectsTo(parties.owner)).not.toContain(BOOKING_SUBJECT.expired(truck));

    const seen = await seenByOrFail(parties.organizer.token, stale.request_id);
    expect(seen.status).toBe("expired");
    expectActions(seen, []);
    // A second run changes nothing for them and sends nothing more.
    await expireStaleRequests(env);
    const again = (await outboxRowsTo(parties.organizer.email)).filter(
      (row) => JSON.parse(row.payloadJson).subject === BOOKING_SUBJECT.expired(truck),
    );
    expect(again).toHaveLength(2);
    // The owner can no longer accept an expired request.
    await expectError(
      await putStatus(stale.request_id, "confirmed", parties.owner.token),
      409,
      BOOKING_TEXT.notNow,
    );
  });
});
