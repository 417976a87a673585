import { SELF } from "cloudflare:test";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { bookingRequests } from "../../worker/db/schema";
import type { BookingStatus } from "../../worker/domain/booking-machine";
import { socialProofCities } from "../../worker/use-cases/public-pages/social-proof";
import { bookingRow, confirmedBooking, createBooking, createParties, quickUser } from "./booking-fixtures";
import { bookingsOfInvitation, createEvent, createTruck, invitationOf, respond } from "./event-fixtures";
import { db, nowSeconds, warsawDayFromToday } from "./helpers";

const DAY = 86_400;
/** 2100-01-01: storage is shared, and no other test confirms a booking in the 30 days before it. */
const FAR_NOW = 4_102_444_800;

const EIGHT = ["Warszawa", "Kraków", "Gdańsk", "Poznań", "Wrocław", "Katowice", "Szczecin", "Łódź"] as const;

/** The whole answer: the eight's names and their sentences, nothing else. */
const answerSchema = v.strictObject({
  cities: v.array(v.strictObject({ name: v.picklist(EIGHT), message: v.string() })),
});

interface Row {
  status: BookingStatus;
  confirmedAt: number | null;
  at: { lat: number; lng: number } | null;
}

async function insertRows(rows: Row[]): Promise<void> {
  for (const row of rows) {
    await db()
      .insert(bookingRequests)
      .values({
        status: row.status,
        confirmedAt: row.confirmedAt,
        eventLat: row.at?.lat ?? null,
        eventLng: row.at?.lng ?? null,
        eventStartDate: FAR_NOW + 40 * DAY,
        eventEndDate: FAR_NOW + 40 * DAY,
        eventTime: "12:00 - 20:00",
        eventLocation: "gdzieś",
        eventType: "Festiwal",
        eventDescription: "Test popupu",
      });
  }
}

describe("GET /api/social-proof (issue 37, decision 0030)", () => {
  it("names only the cities with a booking confirmed in the last 30 days for an event within 30 km", async () => {
    await insertRows([
      // Łódź, 29 days ago: counts.
      { status: "confirmed", confirmedAt: FAR_NOW - 29 * DAY, at: { lat: 51.7592, lng: 19.456 } },
      // Pruszków, ~15 km from Warszawa's centre, paid yesterday: counts.
      { status: "confirmed_deposit_paid", confirmedAt: FAR_NOW - DAY, at: { lat: 52.1709, lng: 20.8122 } },
      // Kraków, 31 days ago: too old.
      { status: "confirmed", confirmedAt: FAR_NOW - 31 * DAY, at: { lat: 50.0614, lng: 19.9366 } },
      // Gdańsk: confirmed, then called off.
      { status: "cancelled_by_organizer", confirmedAt: FAR_NOW - DAY, at: { lat: 54.352, lng: 18.6464 } },
      // Poznań: still waiting for the owner.
      { status: "pending_owner_approval", confirmedAt: null, at: { lat: 52.4069, lng: 16.9299 } },
      // 40 km east of Wrocław: too far.
      { status: "confirmed", confirmedAt: FAR_NOW - DAY, at: { lat: 51.1079, lng: 17.6 } },
      // Szczecin's booking has no known place.
      { status: "confirmed", confirmedAt: FAR_NOW - DAY, at: null },
      // Katowice: "confirmed" after the moment asked about.
      { status: "confirmed", confirmedAt: FAR_NOW + DAY, at: { lat: 50.2649, lng: 19.0238 } },
    ]);
    expect(await socialProofCities(db(), FAR_NOW)).toEqual({
      cities: [
        { name: "Warszawa", message: "Ktoś z Warszawy właśnie zarezerwował food trucka!" },
        { name: "Łódź", message: "Ktoś z Łodzi właśnie zarezerwował food trucka!" },
      ],
    });
    // A year later none of them is recent.
    expect(await socialProofCities(db(), FAR_NOW + 365 * DAY)).toEqual({ cities: [] });
  });

  it("a request the owner accepts in Łódź puts Łódź in the public answer, cached for five minutes", async () => {
    const parties = await createParties();
    const pending = await createBooking(parties, {
      event_location: "Szczecin, Wały Chrobrego 1",
      event_start_date: warsawDayFromToday(50),
    });
    const booking = await confirmedBooking(parties, { event_location: "Łódź, ul. Piotrkowska 100" });
    const row = await bookingRow(booking.request_id);
    expect(row.confirmedAt).toBeGreaterThanOrEqual(nowSeconds() - 60);
    expect(row.eventLat).toBeCloseTo(51.76, 1);
    expect(row.eventLng).toBeCloseTo(19.46, 1);
    // Asked for, never accepted: where it is is kept, but it was never confirmed.
    const waiting = await bookingRow(pending.request_id);
    expect(waiting.confirmedAt).toBeNull();
    expect(waiting.eventLat).toBeCloseTo(53.43, 1);

    const res = await SELF.fetch("http://localhost/api/social-proof");
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=300");
    const answer = v.parse(answerSchema, await res.json());
    expect(answer.cities).toContainEqual({
      name: "Łódź",
      message: "Ktoś z Łodzi właśnie zarezerwował food trucka!",
    });
    // In SPEC.md's order, each once.
    const names = answer.cities.map((city) => city.name);
    expect(names).toEqual(EIGHT.filter((name) => names.includes(name)));
  });

  it("a booking an owner confirms by accepting an invitation keeps when and where", async () => {
    const truck = await createTruck("Łomża", ["granita"]);
    const organizer = await quickUser();
    const event = await createEvent(organizer.token, {
      location: "Łomża",
      requiredOffer: { dishes: ["granita"], drinks: [], dietary: [] },
    });
    const invitation = invitationOf(event, truck);
    expect((await respond(invitation.invitation_id, "accepted", truck.owner.token)).status).toBe(200);
    const [booking] = await bookingsOfInvitation(invitation.invitation_id);
    expect(booking?.status).toBe("confirmed");
    expect(booking?.confirmedAt).toBeGreaterThanOrEqual(nowSeconds() - 60);
    expect(booking?.eventLat).toBeCloseTo(53.18, 1);
    expect(booking?.eventLng).toBeCloseTo(22.06, 1);
  });
});
