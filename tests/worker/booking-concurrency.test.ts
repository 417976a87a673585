import { describe, expect, it } from "vitest";
import { daysInRange, warsawDayOf } from "../../worker/domain/calendar";
import {
  BOOKING_SUBJECT,
  BOOKING_TEXT,
  type BookingDto,
  bookingBody,
  bookingDtoSchema,
  bookingRow,
  confirmedBooking,
  createBooking,
  createParties,
  heldDays,
  type Parties,
  postBooking,
  putCancel,
  putStatus,
  quickUser,
  reportProblem,
  subjectsTo,
} from "./booking-fixtures";
import { readJson, type TestUser, warsawDayFromToday } from "./helpers";

const RACERS = 20;

async function statusesAndMessages(responses: Response[]) {
  return Promise.all(
    responses.map(async (res) => ({ status: res.status, body: (await res.json()) as { message?: string } })),
  );
}

describe("racing accepts on one truck", () => {
  it(`${RACERS} overlapping requests from different organizers, accepted at once: exactly one wins`, async () => {
    const parties = await createParties();
    const organizers: TestUser[] = await Promise.all(Array.from({ length: RACERS }, () => quickUser()));
    // Every range contains the common day (today + 60), so any two overlap.
    const bookings: BookingDto[] = [];
    for (const [index, organizer] of organizers.entries()) {
      const res = await postBooking(
        bookingBody(parties.profile.profile_id, {
          event_start_date: warsawDayFromToday(60 - (index % 3)),
          event_end_date: warsawDayFromToday(60 + (index % 4)),
        }),
        organizer.token,
      );
      expect(res.status).toBe(201);
      bookings.push(await readJson(res, bookingDtoSchema));
    }

    const responses = await Promise.all(
      bookings.map((booking) => putStatus(booking.request_id, "confirmed", parties.owner.token)),
    );
    const results = await statusesAndMessages(responses);
    const winners = results.flatMap((result, index) => (result.status === 200 ? [index] : []));
    expect(winners).toHaveLength(1);
    const losers = results.filter((result) => result.status !== 200);
    expect(losers).toHaveLength(RACERS - 1);
    for (const loser of losers) {
      expect(loser.status).toBe(409);
      expect(loser.body).toEqual({ message: BOOKING_TEXT.truckBusy });
    }

    const winnerIndex = winners[0] ?? -1;
    const winner = bookings[winnerIndex];
    if (!winner) throw new Error("no winner");
    const winnerDays = daysInRange(warsawDayOf(winner.event_start_date), warsawDayOf(winner.event_end_date));
    expect(await heldDays(parties.profile.profile_id)).toEqual(
      winnerDays.map((day) => ({ day, bookingRequestId: winner.request_id })),
    );
    for (const [index, booking] of bookings.entries()) {
      const row = await bookingRow(booking.request_id);
      expect(row.status, `booking ${index}`).toBe(
        index === winnerIndex ? "confirmed" : "pending_owner_approval",
      );
    }
    // Only the winner's organizer heard of an acceptance.
    const accepted = BOOKING_SUBJECT.accepted(parties.profile.food_truck_name);
    for (const [index, organizer] of organizers.entries()) {
      expect(await subjectsTo(organizer), `organizer ${index}`).toEqual(
        index === winnerIndex ? [accepted] : [],
      );
    }
  });

  it(`${RACERS} overlapping requests from different organizers: one wins, the rest stay pending`, async () => {
    const parties = await createParties();
    // One organizer may hold only one pending request per truck and days, so each racer is someone else.
    const organizers = await Promise.all(Array.from({ length: RACERS }, () => quickUser()));
    const bookings: BookingDto[] = [];
    for (const [index, organizer] of organizers.entries()) {
      bookings.push(
        await createBooking(
          { ...parties, organizer },
          {
            event_start_date: warsawDayFromToday(70 + (index % 2)),
            event_end_date: warsawDayFromToday(71 + (index % 5)),
          },
        ),
      );
    }
    const responses = await Promise.all(
      bookings.map((booking) => putStatus(booking.request_id, "confirmed", parties.owner.token)),
    );
    const results = await statusesAndMessages(responses);
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(RACERS - 1);
    const winnerIndex = results.findIndex((r) => r.status === 200);
    const winner = bookings[winnerIndex];
    const winnerOrganizer = organizers[winnerIndex];
    if (!winner || !winnerOrganizer) throw new Error("no winner");
    const days = await heldDays(parties.profile.profile_id);
    expect(days.every((d) => d.bookingRequestId === winner.request_id)).toBe(true);
    expect(days.map((d) => d.day)).toEqual(
      daysInRange(warsawDayOf(winner.event_start_date), warsawDayOf(winner.event_end_date)),
    );
    expect(await subjectsTo(winnerOrganizer)).toEqual([
      BOOKING_SUBJECT.accepted(parties.profile.food_truck_name),
    ]);
  });

  it(`${RACERS} accepts of the same request at once: one 200, the rest 409, the days held once`, async () => {
    const parties = await createParties();
    const booking = await createBooking(parties, {
      event_start_date: warsawDayFromToday(80),
      event_end_date: warsawDayFromToday(82),
    });
    const responses = await Promise.all(
      Array.from({ length: RACERS }, () => putStatus(booking.request_id, "confirmed", parties.owner.token)),
    );
    const statuses = responses.map((res) => res.status);
    await Promise.all(responses.map((res) => res.arrayBuffer()));
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(RACERS - 1);
    expect(await heldDays(parties.profile.profile_id)).toHaveLength(3);
    expect(await subjectsTo(parties.organizer)).toEqual([
      BOOKING_SUBJECT.accepted(parties.profile.food_truck_name),
    ]);
  });

  it("accept and reject of one request at once: exactly one applies", async () => {
    const parties = await createParties();
    const booking = await createBooking(parties);
    const responses = await Promise.all([
      putStatus(booking.request_id, "confirmed", parties.owner.token),
      putStatus(booking.request_id, "rejected_by_owner", parties.owner.token),
    ]);
    expect(responses.map((r) => r.status).sort()).toEqual([200, 409]);
    await Promise.all(responses.map((res) => res.arrayBuffer()));
    const row = await bookingRow(booking.request_id);
    const held = await heldDays(parties.profile.profile_id);
    if (row.status === "confirmed") expect(held).toHaveLength(1);
    else {
      expect(row.status).toBe("rejected_by_owner");
      expect(held).toEqual([]);
    }
    expect(await subjectsTo(parties.organizer)).toHaveLength(1);
  });
});

describe("other races", () => {
  async function race(parties: Parties, calls: ((p: Parties) => Promise<Response>)[]) {
    const responses = await Promise.all(calls.map((call) => call(parties)));
    await Promise.all(responses.map((res) => res.arrayBuffer()));
    return responses.map((res) => res.status).sort();
  }

  it("both parties cancel at once: one cancellation, the days freed, one e-mail", async () => {
    const parties = await createParties();
    const booking = await confirmedBooking(parties);
    const statuses = await race(parties, [
      (p) => putCancel(booking.request_id, p.organizer.token),
      (p) => putCancel(booking.request_id, p.owner.token),
    ]);
    expect(statuses).toEqual([200, 409]);
    const row = await bookingRow(booking.request_id);
    expect(["cancelled_by_organizer", "cancelled_by_owner"]).toContain(row.status);
    expect(await heldDays(parties.profile.profile_id)).toEqual([]);
    const cancelled = BOOKING_SUBJECT.cancelled(parties.profile.food_truck_name);
    const mails = [...(await subjectsTo(parties.organizer)), ...(await subjectsTo(parties.owner))];
    expect(mails.filter((subject) => subject === cancelled)).toHaveLength(1);
  });

  it("both parties report a problem at once: one report, by the winner", async () => {
    const parties = await createParties();
    const booking = await confirmedBooking(parties);
    const statuses = await race(parties, [
      (p) =>
        reportProblem(
          booking.request_id,
          { description: "Organizator: problem z prądem." },
          p.organizer.token,
        ),
      (p) => reportProblem(booking.request_id, { description: "Właściciel: brak miejsca." }, p.owner.token),
    ]);
    expect(statuses).toEqual([200, 409]);
    const row = await bookingRow(booking.request_id);
    expect(row.status).toBe("disputed");
    expect(row.problemDescription).toBe(
      row.problemReportedBy === parties.organizer.user.id
        ? "Organizator: problem z prądem."
        : "Właściciel: brak miejsca.",
    );
  });

  it("a cancellation racing an accept: the truck is never left holding days of a cancelled booking", async () => {
    const parties = await createParties();
    const booking = await createBooking(parties, { event_start_date: warsawDayFromToday(45) });
    const statuses = await race(parties, [
      (p) => putStatus(booking.request_id, "confirmed", p.owner.token),
      (p) => putCancel(booking.request_id, p.organizer.token),
    ]);
    const row = await bookingRow(booking.request_id);
    const held = await heldDays(parties.profile.profile_id);
    if (row.status === "confirmed") {
      expect(statuses).toEqual([200, 409]);
      expect(held).toHaveLength(1);
    } else {
      expect(row.status).toBe("cancelled_by_organizer");
      expect(held).toEqual([]);
    }
  });
});

/**
 * BUG (worker/routes/requests.ts, fireTransition): the notification's outbox row is inserted on the
 * condition "the booking now has the target status" (bookingHasStatus(id, result.to)), not "this batch
 * changed it". When the same transition is fired twice at once (a double click, both parties reporting),
 * every loser's conditional UPDATE matches no row and answers 409, yet its INSERT … SELECT still finds the
 * winner's status and commits another e-mail, which the cron sweep later delivers.
 */
describe("one notification per transition, even when it is fired twice at once", () => {
  const PARALLEL = 10;

  it("a repeated reject queues one e-mail to the organizer", async () => {
    const parties = await createParties();
    const booking = await createBooking(parties);
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        putStatus(booking.request_id, "rejected_by_owner", parties.owner.token),
      ),
    );
    await Promise.all(responses.map((res) => res.arrayBuffer()));
    expect(responses.filter((res) => res.status === 200)).toHaveLength(1);
    expect(await subjectsTo(parties.organizer)).toEqual([
      BOOKING_SUBJECT.rejected(parties.profile.food_truck_name),
    ]);
  });

  it("a repeated cancel queues one e-mail to the other party", async () => {
    const parties = await createParties();
    const booking = await confirmedBooking(parties);
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, () => putCancel(booking.request_id, parties.organizer.token)),
    );
    await Promise.all(responses.map((res) => res.arrayBuffer()));
    expect(responses.filter((res) => res.status === 200)).toHaveLength(1);
    const cancelled = BOOKING_SUBJECT.cancelled(parties.profile.food_truck_name);
    expect((await subjectsTo(parties.owner)).filter((subject) => subject === cancelled)).toHaveLength(1);
  });

  it("simultaneous reports tell only the winner's counterpart", async () => {
    const parties = await createParties();
    const booking = await confirmedBooking(parties);
    const responses = await Promise.all(
      [parties.organizer, parties.owner].map((user) =>
        reportProblem(booking.request_id, { description: "Problem z prądem na miejscu." }, user.token),
      ),
    );
    await Promise.all(responses.map((res) => res.arrayBuffer()));
    const reported = BOOKING_SUBJECT.problemReported(parties.profile.food_truck_name);
    const mails = [...(await subjectsTo(parties.organizer)), ...(await subjectsTo(parties.owner))];
    expect(mails.filter((subject) => subject === reported)).toHaveLength(1);
  });

  it("a repeated accept of one request is refused as changed, not as a busy truck", async () => {
    const parties = await createParties();
    const booking = await createBooking(parties);
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, () => putStatus(booking.request_id, "confirmed", parties.owner.token)),
    );
    const results = await statusesAndMessages(responses);
    for (const result of results.filter((r) => r.status === 409)) {
      expect([BOOKING_TEXT.changedMeanwhile, BOOKING_TEXT.notNow]).toContain(result.body.message);
    }
  });
});
