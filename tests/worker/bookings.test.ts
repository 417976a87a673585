import { eq } from "drizzle-orm";
import * as v from "valibot";
import { afterEach, describe, expect, it, vi } from "vitest";
import { bookingRequests } from "../../worker/db/schema";
import { warsawMidnight } from "../../worker/domain/calendar";
import {
  BOOKING_SUBJECT,
  BOOKING_TEXT,
  type BookingDto,
  bookingBody,
  bookingDtoSchema,
  bookingRow,
  createBooking,
  createParties,
  createStrangers,
  EVENT_TYPES,
  expectActions,
  myBookings,
  okBooking,
  type Parties,
  postBooking,
  putStatus,
  quickUser,
  seenBy,
  seenByOrFail,
  subjectsTo,
} from "./booking-fixtures";
import { api, apiForm, db, nowSeconds, pdfFile, TEXT, warsawDayFromToday } from "./helpers";
import { createOwner, expectError } from "./profile-fixtures";

afterEach(() => {
  vi.restoreAllMocks();
});

async function created(res: Response): Promise<BookingDto> {
  const text = await res.text();
  if (res.status !== 201) throw new Error(`expected 201, got ${res.status}: ${text}`);
  return v.parse(bookingDtoSchema, JSON.parse(text));
}

/** Storage is shared: a poisoned row must not break other files' lists. */
async function removeBookingsOf(parties: Parties): Promise<void> {
  await db().delete(bookingRequests).where(eq(bookingRequests.profileId, parties.profile.profile_id));
}

async function post(parties: Parties, overrides: Record<string, unknown>): Promise<Response> {
  return postBooking(bookingBody(parties.profile.profile_id, overrides), parties.organizer.token);
}

/** For tests that send variants of one request: an organizer may have only one pending for those days. */
async function postAgain(parties: Parties, overrides: Record<string, unknown>): Promise<Response> {
  await removeBookingsOf(parties);
  return post(parties, overrides);
}

describe("POST /api/requests", () => {
  it("creates a pending request, answers 201 with the booking and queues an e-mail to the owner", async () => {
    const parties = await createParties();
    const day = warsawDayFromToday(45);
    const res = await post(parties, {
      event_start_date: day,
      event_cost: 1234.56,
      guest_count: 250,
      event_type: "Wesele",
      event_description: "  Wesele w stodole pod Warszawą.  ",
    });
    const booking = await created(res);
    expect(booking).toMatchObject({
      user_id: parties.organizer.user.id,
      owner_id: parties.owner.user.id,
      profile_id: parties.profile.profile_id,
      doc_id: String(booking.request_id),
      food_truck_name: parties.profile.food_truck_name,
      status: "pending_owner_approval",
      payment_status: null,
      event_start_date: warsawMidnight(day),
      event_end_date: warsawMidnight(day),
      event_time: "14:00 - 22:00",
      event_location: "Warszawa, Plac Defilad 1",
      event_type: "Wesele",
      guest_count: 250,
      event_cost: 1234.56,
      event_details: "Wesele w stodole pod Warszawą.",
      event_description: "Wesele w stodole pod Warszawą.",
      commitment_fee: null,
      total_cost: null,
      problem_reported: false,
      problem_description: null,
      problem_reported_by: null,
      invoice_sent_by_organizer: false,
      invoice_sent_by_owner: false,
      invitation_id: null,
      commission_paid: false,
      packaging_ordered: false,
      organizer_first_name: "Ewa",
      my_role: "organizer",
      is_completed: false,
      reviewed_by_me: false,
      allowed_actions: ["cancel"],
    });
    const row = await bookingRow(booking.request_id);
    expect(row.eventCostGrosze).toBe(123_456);
    expect(row.status).toBe("pending_owner_approval");
    expect(row.organizerId).toBe(parties.organizer.user.id);
    expect(row.ownerId).toBe(parties.owner.user.id);

    const truck = parties.profile.food_truck_name;
    expect(await subjectsTo(parties.owner)).toEqual([BOOKING_SUBJECT.newRequest(truck)]);
    expect(await subjectsTo(parties.organizer)).toEqual([]);
  });

  it("accepts every event type of SPEC.md §3 and nothing else", async () => {
    const parties = await createParties();
    for (const [index, eventType] of EVENT_TYPES.entries()) {
      const booking = await created(
        await post(parties, { event_type: eventType, event_start_date: warsawDayFromToday(20 + index) }),
      );
      expect(booking.event_type).toBe(eventType);
    }
    for (const eventType of ["festyn", "festiwal", "Other", "", 1, null]) {
      const body = await expectError(
        await post(parties, { event_type: eventType }),
        400,
        BOOKING_TEXT.eventType,
      );
      expect(body.field).toBe("event_type");
    }
    await expectError(await post(parties, { event_type: undefined }), 400, BOOKING_TEXT.eventType);
  });

  it("dates: YYYY-MM-DD or Unix seconds (number or digits) of any instant of the Warsaw day", async () => {
    const parties = await createParties();
    const start = warsawDayFromToday(60);
    const end = warsawDayFromToday(62);
    const cases: [unknown, unknown][] = [
      [start, end],
      [warsawMidnight(start), warsawMidnight(end)],
      [String(warsawMidnight(start)), String(warsawMidnight(end))],
      // Midday and 23:59:59 of the same days.
      [warsawMidnight(start) + 12 * 3600, warsawMidnight(end) + 86_399 - 3600],
      [` ${start} `, end],
    ];
    for (const [startInput, endInput] of cases) {
      const booking = await created(
        await postAgain(parties, { event_start_date: startInput, event_end_date: endInput }),
      );
      expect(booking.event_start_date, String(startInput)).toBe(warsawMidnight(start));
      expect(booking.event_end_date, String(endInput)).toBe(warsawMidnight(end));
    }
  });

  it("the end date defaults to the start (left out, empty or null)", async () => {
    const parties = await createParties();
    const day = warsawDayFromToday(33);
    for (const end of [undefined, "", null]) {
      const booking = await created(await postAgain(parties, { event_start_date: day, event_end_date: end }));
      expect(booking.event_end_date).toBe(warsawMidnight(day));
      expect(booking.event_start_date).toBe(warsawMidnight(day));
    }
  });

  it("refuses an end before the start, a past start, and more than 31 days", async () => {
    const parties = await createParties();
    const start = warsawDayFromToday(40);
    let body = await expectError(
      await post(parties, { event_start_date: start, event_end_date: warsawDayFromToday(39) }),
      400,
      BOOKING_TEXT.endBeforeStart,
    );
    expect(body.field).toBe("event_end_date");

    body = await expectError(
      await post(parties, { event_start_date: warsawDayFromToday(-1) }),
      400,
      BOOKING_TEXT.pastDate,
    );
    expect(body.field).toBe("event_start_date");
    await expectError(
      await post(parties, { event_start_date: warsawMidnight(warsawDayFromToday(-1)) }),
      400,
      BOOKING_TEXT.pastDate,
    );
    await expectError(await post(parties, { event_start_date: "2020-01-01" }), 400, BOOKING_TEXT.pastDate);

    // 31 days inclusive is the most; 32 is too long.
    const longest = await created(
      await post(parties, { event_start_date: start, event_end_date: warsawDayFromToday(70) }),
    );
    expect((longest.event_end_date - longest.event_start_date) / 86_400).toBeCloseTo(30, 1);
    body = await expectError(
      await post(parties, { event_start_date: start, event_end_date: warsawDayFromToday(71) }),
      400,
      BOOKING_TEXT.tooLong,
    );
    expect(body.field).toBe("event_end_date");
  });

  it("the earliest event day is tomorrow: today is refused, tomorrow accepted", async () => {
    const parties = await createParties();
    await expectError(
      await post(parties, { event_start_date: warsawDayFromToday(0) }),
      400,
      BOOKING_TEXT.pastDate,
    );
    const booking = await created(await post(parties, { event_start_date: warsawDayFromToday(1) }));
    expect(booking.event_start_date).toBe(warsawMidnight(warsawDayFromToday(1)));
  });

  it("refuses dates that are not calendar days", async () => {
    const parties = await createParties();
    for (const value of ["2027-02-30", "2027-13-01", "31.12.2027", "2027/12/31", "jutro", "20271231", -5]) {
      await expectError(await post(parties, { event_start_date: value }), 400, BOOKING_TEXT.date);
    }
    await expectError(
      await post(parties, { event_start_date: warsawDayFromToday(10), event_end_date: "2027-02-30" }),
      400,
      BOOKING_TEXT.date,
    );
    for (const value of [undefined, null, true, 1.5, { day: 1 }]) {
      const body = await expectError(await post(parties, { event_start_date: value }), 400);
      expect([BOOKING_TEXT.startDate, BOOKING_TEXT.date], String(value)).toContain(body.message);
    }
    await expectError(await post(parties, { event_start_date: undefined }), 400, BOOKING_TEXT.startDate);
  });

  it("a start date in seconds beyond year 9999 is a 400, not a 500", async () => {
    const parties = await createParties();
    // The Worker logs the RangeError; keep the output readable.
    vi.spyOn(console, "error").mockImplementation(() => {});
    await expectError(await post(parties, { event_start_date: 1_000_000_000_000 }), 400, BOOKING_TEXT.date);
  });

  it("a request for 9999-12-31 is answered without a 500", async () => {
    const parties = await createParties();
    vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const res = await post(parties, { event_start_date: "9999-12-31" });
      expect(res.status).not.toBe(500);
    } finally {
      await removeBookingsOf(parties);
    }
  });

  it("a request for 9999-12-31 does not break the parties' booking lists", async () => {
    const parties = await createParties();
    vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      await (await post(parties, { event_start_date: "9999-12-31" })).arrayBuffer();
      for (const user of [parties.owner, parties.organizer]) {
        const res = await api("/requests/my-bookings", undefined, { token: user.token });
        await res.arrayBuffer();
        expect(res.status).toBe(200);
      }
    } finally {
      await removeBookingsOf(parties);
    }
  });

  it("validates each text field with its own Polish message", async () => {
    const parties = await createParties();
    const cases: [string, unknown, string][] = [
      ["event_time", undefined, BOOKING_TEXT.time],
      ["event_time", "   ", BOOKING_TEXT.time],
      ["event_time", 14, BOOKING_TEXT.time],
      ["event_location", undefined, BOOKING_TEXT.location],
      ["event_location", "", BOOKING_TEXT.location],
      ["event_description", undefined, BOOKING_TEXT.description],
      ["event_description", "  ", BOOKING_TEXT.description],
      ["profile_id", undefined, BOOKING_TEXT.profile],
      ["profile_id", "abc", BOOKING_TEXT.profile],
      ["profile_id", 0, BOOKING_TEXT.profile],
      ["profile_id", 1.5, BOOKING_TEXT.profile],
      ["profile_id", -3, BOOKING_TEXT.profile],
    ];
    for (const [field, value, message] of cases) {
      const body = await expectError(await post(parties, { [field]: value }), 400, message);
      expect(body.field, `${field}=${String(value)}`).toBe(field);
    }
  });

  it("guest_count: an integer from 0 to 100 000, default 0", async () => {
    const parties = await createParties();
    expect((await created(await postAgain(parties, { guest_count: undefined }))).guest_count).toBe(0);
    expect((await created(await postAgain(parties, { guest_count: "25" }))).guest_count).toBe(25);
    expect((await created(await postAgain(parties, { guest_count: 100_000 }))).guest_count).toBe(100_000);
    for (const value of [2.5, -1, 100_001, "dużo", null, true]) {
      const body = await expectError(
        await post(parties, { guest_count: value }),
        400,
        BOOKING_TEXT.guestCount,
      );
      expect(body.field).toBe("guest_count");
    }
  });

  it("event_cost: PLN with decimals, default 0, stored as grosze and read back as PLN", async () => {
    const parties = await createParties();
    const cases: [unknown, number, number][] = [
      [undefined, 0, 0],
      [0, 0, 0],
      [1500, 1500, 150_000],
      ["1500,50", 1500.5, 150_050],
      ["99.99", 99.99, 9999],
      [0.01, 0.01, 1],
      [1_000_000, 1_000_000, 100_000_000],
    ];
    for (const [input, pln, grosze] of cases) {
      const booking = await created(await postAgain(parties, { event_cost: input }));
      expect(booking.event_cost, String(input)).toBe(pln);
      expect((await bookingRow(booking.request_id)).eventCostGrosze, String(input)).toBe(grosze);
    }
    for (const value of [-1, 1_000_000.01, "drogo", null, "1 500"]) {
      const body = await expectError(await post(parties, { event_cost: value }), 400, BOOKING_TEXT.cost);
      expect(body.field).toBe("event_cost");
    }
  });

  it("an unknown truck is 404; owners (even with a truck) cannot book: 403", async () => {
    const parties = await createParties();
    const body = await expectError(
      await postBooking(bookingBody(2_000_000_000), parties.organizer.token),
      404,
      BOOKING_TEXT.truckNotFound,
    );
    expect(body.field).toBe("profile_id");
    await expectError(
      await postBooking(bookingBody(parties.profile.profile_id), parties.owner.token),
      403,
      BOOKING_TEXT.organizersOnly,
    );
    const otherOwner = await createOwner({ password: null });
    await expectError(
      await postBooking(bookingBody(parties.profile.profile_id), otherOwner.token),
      403,
      BOOKING_TEXT.organizersOnly,
    );
    expect(await myBookings(parties.owner.token)).toEqual([]);
  });

  it("bad JSON and a non-object body are 400 with a Polish message", async () => {
    const parties = await createParties();
    const res = await apiForm("/requests", "{nie json", {
      token: parties.organizer.token,
      contentType: "application/json",
    });
    await expectError(res, 400, TEXT.badJson);
    await expectError(await postBooking([1, 2], parties.organizer.token), 400);
  });
});

describe("GET /api/requests/my-bookings", () => {
  it("organizer and owner both see the booking with every read field; contacts only once confirmed", async () => {
    const parties = await createParties();
    const booking = await createBooking(parties, { event_cost: 0 });
    const id = booking.request_id;

    const forOrganizer = await seenByOrFail(parties.organizer.token, id);
    const forOwner = await seenByOrFail(parties.owner.token, id);
    for (const view of [forOrganizer, forOwner]) {
      expect(view).toMatchObject({
        request_id: id,
        user_id: parties.organizer.user.id,
        owner_id: parties.owner.user.id,
        food_truck_name: parties.profile.food_truck_name,
        status: "pending_owner_approval",
        organizer_first_name: "Ewa",
        owner_email: null,
        owner_phone: null,
        owner_name: null,
        organizer_email: null,
        organizer_phone: null,
        organizer_last_name: null,
      });
    }
    expect(forOrganizer.my_role).toBe("organizer");
    expect(forOwner.my_role).toBe("owner");
    expectActions(forOrganizer, ["cancel"]);
    expectActions(forOwner, ["accept", "reject", "cancel"]);

    await okBooking(await putStatus(id, "confirmed", parties.owner.token));
    const contacts = {
      status: "confirmed",
      owner_email: parties.owner.email,
      owner_phone: parties.owner.user.phoneNumber,
      owner_name: `${parties.owner.user.firstName} ${parties.owner.user.lastName}`,
      organizer_email: parties.organizer.email,
      organizer_phone: parties.organizer.user.phoneNumber,
      organizer_first_name: "Ewa",
      organizer_last_name: "Wiśniewska",
      organizer_name: "Ewa Wiśniewska",
    };
    const confirmedForOrganizer = await seenByOrFail(parties.organizer.token, id);
    const confirmedForOwner = await seenByOrFail(parties.owner.token, id);
    expect(confirmedForOrganizer).toMatchObject(contacts);
    expect(confirmedForOwner).toMatchObject(contacts);
    expectActions(confirmedForOrganizer, ["cancel", "report_problem", "propose_reschedule"]);
    expectActions(confirmedForOwner, ["cancel", "request_deposit", "report_problem", "propose_reschedule"]);
  });

  it("a booking with a cost offers the fee to the organizer, not the deposit to the owner", async () => {
    const parties = await createParties();
    const booking = await createBooking(parties, { event_cost: 2500 });
    await okBooking(await putStatus(booking.request_id, "confirmed", parties.owner.token));
    expectActions(await seenByOrFail(parties.organizer.token, booking.request_id), [
      "cancel",
      "request_fee",
      "report_problem",
      "propose_reschedule",
    ]);
    expectActions(await seenByOrFail(parties.owner.token, booking.request_id), [
      "cancel",
      "report_problem",
      "propose_reschedule",
    ]);
  });

  it("before confirmation the organizer's last name does not leak through organizer_name", async () => {
    const parties = await createParties();
    const booking = await createBooking(parties);
    const forOwner = await seenByOrFail(parties.owner.token, booking.request_id);
    expect(forOwner.organizer_last_name).toBeNull();
    expect(forOwner.organizer_name).not.toContain("Wiśniewska");
  });

  it("other users (another organizer, another owner, an admin) do not see it", async () => {
    const parties = await createParties();
    const strangers = await createStrangers();
    const booking = await createBooking(parties);
    for (const user of [strangers.otherOrganizer, strangers.otherOwner, strangers.admin]) {
      expect(await seenBy(user.token, booking.request_id)).toBeUndefined();
    }
    expect(await myBookings(strangers.otherOrganizer.token)).toEqual([]);
  });

  it("lists only the user's own bookings, newest event first", async () => {
    const parties = await createParties();
    const first = await createBooking(parties, { event_start_date: warsawDayFromToday(20) });
    const second = await createBooking(parties, { event_start_date: warsawDayFromToday(50) });
    const third = await createBooking(parties, { event_start_date: warsawDayFromToday(35) });
    const ids = [second, third, first].map((b) => b.request_id);
    expect((await myBookings(parties.organizer.token)).map((b) => b.request_id)).toEqual(ids);
    expect((await myBookings(parties.owner.token)).map((b) => b.request_id)).toEqual(ids);
  });
});

describe("authentication on every booking endpoint", () => {
  it("anonymous calls are 401, a bad token too", async () => {
    const parties = await createParties();
    const id = (await createBooking(parties)).request_id;
    const pdf = new FormData();
    pdf.append("invoice", pdfFile());
    const calls: [string, () => Promise<Response>][] = [
      ["POST /requests", () => api("/requests", bookingBody(parties.profile.profile_id))],
      ["GET my-bookings", () => api("/requests/my-bookings")],
      ["PUT status", () => api(`/requests/${id}/status`, { status: "confirmed" }, { method: "PUT" })],
      ["PUT cancel", () => api(`/requests/${id}/cancel`, undefined, { method: "PUT" })],
      ["report-problem", () => api(`/requests/${id}/report-problem`, { description: "Coś poszło nie tak." })],
      ["request-deposit", () => api(`/requests/${id}/request-deposit`, { amount: 1, totalCost: 2 })],
      ["request-fee", () => api(`/requests/${id}/request-fee`, { amount: 1 })],
      ["upload-invoice", () => apiForm(`/requests/${id}/upload-invoice`, pdf)],
      ["GET invoice", () => api(`/requests/${id}/invoice/owner`)],
      ["POST /reviews", () => api("/reviews", { request_id: id, rating: 5 })],
    ];
    for (const [name, call] of calls) {
      const res = await call();
      expect(res.status, name).toBe(401);
      expect(await res.json(), name).toEqual({ message: TEXT.unauthorized });
    }
    const res = await api("/requests/my-bookings", undefined, { token: "nie.jest.tokenem" });
    await expectError(res, 401, TEXT.sessionExpired);
    // Nothing changed.
    expect((await bookingRow(id)).status).toBe("pending_owner_approval");
  });

  it("an unknown or malformed booking id is 404", async () => {
    const organizer = await quickUser();
    await expectError(
      await putStatus(2_000_000_000, "confirmed", organizer.token),
      404,
      BOOKING_TEXT.notFound,
    );
    const res = await api("/requests/abc/cancel", undefined, { method: "PUT", token: organizer.token });
    expect(res.status).toBe(404);
  });

  it("the created_at of a new booking is now", async () => {
    const parties = await createParties();
    const booking = await createBooking(parties);
    expect(Math.abs(booking.created_at - nowSeconds())).toBeLessThan(60);
  });
});
