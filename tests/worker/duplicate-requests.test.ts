import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookingRequests } from "../../worker/db/schema";
import {
  BOOKING_SUBJECT,
  bookingBody,
  createBooking,
  createParties,
  postBooking,
  putStatus,
  quickUser,
  subjectsTo,
} from "./booking-fixtures";
import { eventBody, postEvent } from "./event-fixtures";
import { db, TEXT, warsawDayFromToday } from "./helpers";

const PENDING_ALREADY =
  "Twoja prośba o rezerwację tego food trucka w tym terminie już czeka na odpowiedź właściciela. Nie wysłaliśmy jej ponownie.";

async function rowsOf(profileId: number) {
  return db().select().from(bookingRequests).where(eq(bookingRequests.profileId, profileId));
}

describe("duplicate booking requests", () => {
  it("20 identical requests in parallel make one booking and one e-mail to the owner", async () => {
    const parties = await createParties();
    const body = bookingBody(parties.profile.profile_id);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => postBooking(body, parties.organizer.token)),
    );
    const statuses = responses.map((res) => res.status).sort();
    expect(statuses).toEqual([201, ...Array(19).fill(409)]);
    for (const res of responses.filter((r) => r.status === 409)) {
      expect(await res.json()).toEqual({ message: PENDING_ALREADY });
    }
    expect(await rowsOf(parties.profile.profile_id)).toHaveLength(1);
    expect(await subjectsTo(parties.owner)).toEqual([
      BOOKING_SUBJECT.newRequest(parties.profile.food_truck_name),
    ]);
  });

  it("a second pending request for overlapping days is refused; other days, trucks and organizers are not", async () => {
    const parties = await createParties();
    await createBooking(parties, {
      event_start_date: warsawDayFromToday(30),
      event_end_date: warsawDayFromToday(32),
    });
    const overlapping = await postBooking(
      bookingBody(parties.profile.profile_id, {
        event_start_date: warsawDayFromToday(32),
        event_end_date: warsawDayFromToday(34),
      }),
      parties.organizer.token,
    );
    expect(overlapping.status).toBe(409);
    expect(await overlapping.json()).toEqual({ message: PENDING_ALREADY });

    const later = bookingBody(parties.profile.profile_id, { event_start_date: warsawDayFromToday(33) });
    expect((await postBooking(later, parties.organizer.token)).status).toBe(201);
    const otherOrganizer = await quickUser();
    const same = bookingBody(parties.profile.profile_id, { event_start_date: warsawDayFromToday(31) });
    expect((await postBooking(same, otherOrganizer.token)).status).toBe(201);
    expect(await rowsOf(parties.profile.profile_id)).toHaveLength(3);
  });

  it("once the owner answered, the organizer may ask again for the same days", async () => {
    const parties = await createParties();
    const first = await createBooking(parties);
    expect((await putStatus(first.request_id, "rejected_by_owner", parties.owner.token)).status).toBe(200);
    const again = await postBooking(bookingBody(parties.profile.profile_id), parties.organizer.token);
    expect(again.status).toBe(201);
  });
});

describe("creating is rate-limited per user", () => {
  it("the 21st booking request in an hour is 429", async () => {
    const parties = await createParties();
    for (let day = 0; day < 20; day++) {
      const body = bookingBody(parties.profile.profile_id, {
        event_start_date: warsawDayFromToday(40 + day),
      });
      expect((await postBooking(body, parties.organizer.token)).status).toBe(201);
    }
    const limited = await postBooking(
      bookingBody(parties.profile.profile_id, { event_start_date: warsawDayFromToday(90) }),
      parties.organizer.token,
    );
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ message: TEXT.rateLimited });
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThanOrEqual(1);
  });

  it("the 11th event in an hour is 429", async () => {
    const organizer = await quickUser();
    for (let i = 0; i < 10; i++) expect((await postEvent(eventBody(), organizer.token)).status).toBe(201);
    const limited = await postEvent(eventBody(), organizer.token);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ message: TEXT.rateLimited });
  });
});
