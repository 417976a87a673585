import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { availability, bookingRequests } from "../../worker/db/schema";
import { warsawMidnight } from "../../worker/domain/calendar";
import { bookingDtoSchema } from "./booking-fixtures";
import { createTruck, dayFromToday, type Truck } from "./event-fixtures";
import { api, createVerifiedUser, db, errorSchema, outboxRowsTo, type TestUser } from "./helpers";
import { profileListSchema } from "./profile-fixtures";

const TEXT = {
  organizerOnly: "Zastępstwo wybiera organizator rezerwacji.",
  notCancelledByOwner: "Zastępstwo proponujemy, gdy właściciel odwoła rezerwację.",
};

const LOCATION = "Ostrołęka, Plac Bema 1";

async function bookingOf(
  truck: Truck,
  organizer: TestUser,
  status: "cancelled_by_owner" | "confirmed",
  day: string,
) {
  const [row] = await db()
    .insert(bookingRequests)
    .values({
      organizerId: organizer.user.id,
      profileId: truck.profile.profile_id,
      ownerId: truck.owner.user.id,
      status,
      eventStartDate: warsawMidnight(day),
      eventEndDate: warsawMidnight(day),
      eventTime: "14:00 - 22:00",
      eventLocation: LOCATION,
      eventType: "Wesele",
      guestCount: 120,
      eventCostGrosze: 350_000,
      eventDescription: "Wesele w ogrodzie, 120 gości.",
    })
    .returning({ id: bookingRequests.id });
  if (!row) throw new Error("no booking");
  return row.id;
}

const replacements = (id: number, token: string) => api(`/requests/${id}/replacements`, undefined, { token });
const askReplacement = (id: number, profileId: number, token: string) =>
  api(`/requests/${id}/replacement`, { profile_id: profileId }, { token });

describe("replacements after an owner cancels (issue 17)", () => {
  it("up to three trucks free on the days, reaching the place, serving the cuisine; one click asks one of them", async () => {
    const organizer = await createVerifiedUser();
    const day = dayFromToday(33);
    const cancelled = await createTruck("Ostrołęka", ["pizza", "burgers"], { radiusKm: 20 });
    const free = await createTruck("Ostrołęka", ["pizza"], { radiusKm: 20 });
    const busy = await createTruck("Ostrołęka", ["pizza"], { radiusKm: 20 });
    await db().insert(availability).values({ profileId: busy.profile.profile_id, day });
    const otherCuisine = await createTruck("Ostrołęka", ["kebab"], { radiusKm: 20 });
    const far = await createTruck("Szczecin", ["pizza"], { radiusKm: 20 });
    const id = await bookingOf(cancelled, organizer, "cancelled_by_owner", day);

    const res = await replacements(id, organizer.token);
    expect(res.status).toBe(200);
    const ids = v.parse(profileListSchema, await res.json()).map((truck) => truck.profile_id);
    expect(ids.length).toBeLessThanOrEqual(3);
    expect(ids).toContain(free.profile.profile_id);
    for (const left of [cancelled, busy, otherCuisine, far])
      expect(ids).not.toContain(left.profile.profile_id);

    const asked = await askReplacement(id, free.profile.profile_id, organizer.token);
    expect(asked.status).toBe(201);
    expect(v.parse(bookingDtoSchema, await asked.json())).toMatchObject({
      profile_id: free.profile.profile_id,
      status: "pending_owner_approval",
      event_start_date: warsawMidnight(day),
      event_end_date: warsawMidnight(day),
      event_time: "14:00 - 22:00",
      event_location: LOCATION,
      event_type: "Wesele",
      guest_count: 120,
      event_cost: 3500,
      event_description: "Wesele w ogrodzie, 120 gości.",
      my_role: "organizer",
    });
    // A busy truck is refused as any request would be.
    const refused = await askReplacement(id, busy.profile.profile_id, organizer.token);
    expect(refused.status).toBe(409);
  });

  it("the owner is 403 and strangers 404 before anything else; a booking not cancelled by its owner is 409", async () => {
    const organizer = await createVerifiedUser();
    const truck = await createTruck("Ostrołęka", ["pizza"]);
    const cancelled = await bookingOf(truck, organizer, "cancelled_by_owner", dayFromToday(34));
    const confirmed = await bookingOf(truck, organizer, "confirmed", dayFromToday(35));
    const stranger = await createVerifiedUser();
    for (const id of [cancelled, confirmed]) {
      const byOwner = await replacements(id, truck.owner.token);
      expect(byOwner.status).toBe(403);
      expect(v.parse(errorSchema, await byOwner.json()).message).toBe(TEXT.organizerOnly);
      expect((await askReplacement(id, truck.profile.profile_id, truck.owner.token)).status).toBe(403);
      expect((await replacements(id, stranger.token)).status).toBe(404);
      expect((await askReplacement(id, truck.profile.profile_id, stranger.token)).status).toBe(404);
    }
    const early = await replacements(confirmed, organizer.token);
    expect(early.status).toBe(409);
    expect(v.parse(errorSchema, await early.json()).message).toBe(TEXT.notCancelledByOwner);
    expect((await askReplacement(confirmed, truck.profile.profile_id, organizer.token)).status).toBe(409);
  });

  it("the organizer's e-mail about an owner's cancellation names the trucks that could step in", async () => {
    const organizer = await createVerifiedUser();
    const cancelling = await createTruck("Ostrołęka", ["zapiekanki"], { radiusKm: 25 });
    const spare = await createTruck("Ostrołęka", ["zapiekanki"], { radiusKm: 25 });
    const id = await bookingOf(cancelling, organizer, "confirmed", dayFromToday(36));
    const cancelled = await api(`/requests/${id}/cancel`, undefined, {
      method: "PUT",
      token: cancelling.owner.token,
    });
    expect(cancelled.status).toBe(200);
    const texts = (await outboxRowsTo(organizer.email)).map((row) =>
      v.parse(v.object({ subject: v.string(), text: v.string() }), JSON.parse(row.payloadJson)),
    );
    const mail = texts.find(
      (item) => item.subject === `Rezerwacja anulowana: ${cancelling.name} – Foodtruck Marketplace`,
    );
    expect(mail?.text).toContain(`„${spare.name}”`);
    expect(mail?.text).toContain("W panelu (Rezerwacje → Archiwum) wyślesz im prośbę z tymi samymi danymi");
    expect(mail?.text).not.toContain(`„${cancelling.name}”,`);
  });
});
