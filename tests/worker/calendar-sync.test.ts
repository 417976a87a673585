import ICAL from "ical.js";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { availability } from "../../worker/db/schema";
import { dayFromToday } from "./event-fixtures";
import { api, createVerifiedUser, db, errorSchema } from "./helpers";
import { createOwner, createProfile, insertBooking } from "./profile-fixtures";

const CALENDAR_TEXT = {
  ownersOnly: "Kalendarz do subskrypcji mają właściciele food trucków.",
  feedNotFound: "Nie ma takiego kalendarza. Adres mógł zostać wyłączony lub zastąpiony nowym.",
};

const statusSchema = v.object({ active: v.boolean(), created_at: v.nullable(v.number()) });
const newFeedSchema = v.object({ active: v.literal(true), created_at: v.number(), url: v.string() });

const feedSettings = (token: string, method = "GET") =>
  api("/users/me/calendar-feed", method === "POST" ? {} : undefined, { token, method });

async function newFeedUrl(token: string): Promise<string> {
  const res = await feedSettings(token, "POST");
  expect(res.status).toBe(200);
  const { url } = v.parse(newFeedSchema, await res.json());
  expect(url).toMatch(/^http:\/\/localhost:8787\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  return url;
}

/** The feed as a calendar app fetches it: no session, just the address. */
async function fetchFeed(url: string): Promise<Response> {
  const { pathname } = new URL(url);
  return api(pathname.replace(/^\/api/, ""));
}

interface ReadEvent {
  uid: string;
  start: string;
  end: string;
  summary: string;
  status: unknown;
}

function eventsOf(text: string): ReadEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents("vevent").map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      start: event.startDate.toString(),
      end: event.endDate.toString(),
      summary: event.summary,
      status: vevent.getFirstPropertyValue("status"),
    };
  });
}

describe("an owner's calendar feed (issue 17)", () => {
  it("lists the owner's bookings and hand-marked busy days; a request is tentative; called-off ones are left out", async () => {
    const owner = await createOwner();
    const organizer = await createVerifiedUser();
    const truck = await createProfile(owner.token, { food_truck_name: "Kalendarzowy Grill" });
    const confirmed = await insertBooking({
      profile: truck,
      organizerId: organizer.user.id,
      status: "confirmed",
      startDay: dayFromToday(20),
      endDay: dayFromToday(22),
    });
    const pending = await insertBooking({
      profile: truck,
      organizerId: organizer.user.id,
      status: "pending_owner_approval",
      startDay: dayFromToday(30),
    });
    await insertBooking({
      profile: truck,
      organizerId: organizer.user.id,
      status: "cancelled_by_owner",
      startDay: dayFromToday(40),
    });
    const busy = [dayFromToday(50), dayFromToday(51), dayFromToday(53)];
    await db()
      .insert(availability)
      .values(busy.map((day) => ({ profileId: truck.profile_id, day })));
    // Another owner's truck is in their feed, not this one.
    const stranger = await createProfile((await createOwner()).token);
    await insertBooking({
      profile: stranger,
      organizerId: organizer.user.id,
      status: "confirmed",
      startDay: dayFromToday(20),
    });

    const res = await fetchFeed(await newFeedUrl(owner.token));
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const events = eventsOf(await res.text());
    const next = (day: string) => {
      const date = new Date(`${day}T12:00:00Z`);
      date.setUTCDate(date.getUTCDate() + 1);
      return date.toISOString().slice(0, 10);
    };
    expect(events).toEqual([
      {
        uid: `booking-${confirmed}@foodtruck-marketplace.pl`,
        start: dayFromToday(20),
        end: next(dayFromToday(22)),
        summary: "Kalendarzowy Grill – Rezerwacja: festyn, Warszawa, Plac Defilad 1",
        status: "CONFIRMED",
      },
      {
        uid: `booking-${pending}@foodtruck-marketplace.pl`,
        start: dayFromToday(30),
        end: next(dayFromToday(30)),
        summary: "Kalendarzowy Grill – Prośba o rezerwację: festyn, Warszawa, Plac Defilad 1",
        status: "TENTATIVE",
      },
      {
        uid: `busy-${truck.profile_id}-${dayFromToday(50)}@foodtruck-marketplace.pl`,
        start: dayFromToday(50),
        end: dayFromToday(52),
        summary: "Kalendarzowy Grill – dzień zajęty",
        status: "CONFIRMED",
      },
      {
        uid: `busy-${truck.profile_id}-${dayFromToday(53)}@foodtruck-marketplace.pl`,
        start: dayFromToday(53),
        end: dayFromToday(54),
        summary: "Kalendarzowy Grill – dzień zajęty",
        status: "CONFIRMED",
      },
    ]);
  });

  it("a new address replaces the old one, turning it off ends it; only owners have one", async () => {
    const owner = await createOwner();
    expect(v.parse(statusSchema, await (await feedSettings(owner.token)).json())).toEqual({
      active: false,
      created_at: null,
    });
    const first = await newFeedUrl(owner.token);
    expect((await fetchFeed(first)).status).toBe(200);
    expect(v.parse(statusSchema, await (await feedSettings(owner.token)).json()).active).toBe(true);

    const second = await newFeedUrl(owner.token);
    expect(second).not.toBe(first);
    const replaced = await fetchFeed(first);
    expect(replaced.status).toBe(404);
    expect(v.parse(errorSchema, await replaced.json()).message).toBe(CALENDAR_TEXT.feedNotFound);
    expect((await fetchFeed(second)).status).toBe(200);

    const off = await feedSettings(owner.token, "DELETE");
    expect(await off.json()).toEqual({ active: false, created_at: null });
    expect((await fetchFeed(second)).status).toBe(404);
    for (const path of ["/calendar/abc.ics", "/calendar/%00.ics", `/calendar/${"a".repeat(43)}.txt`]) {
      expect((await api(path)).status, path).toBe(404);
    }

    const organizer = await createVerifiedUser();
    for (const method of ["GET", "POST", "DELETE"]) {
      const refused = await feedSettings(organizer.token, method);
      expect(refused.status, method).toBe(403);
      expect(v.parse(errorSchema, await refused.json()).message).toBe(CALENDAR_TEXT.ownersOnly);
    }
    expect((await api("/users/me/calendar-feed")).status).toBe(401);
  });
});

describe("a booking as an .ics file (issue 17)", () => {
  it("either party downloads it; anyone else gets 404", async () => {
    const owner = await createOwner();
    const organizer = await createVerifiedUser();
    const truck = await createProfile(owner.token, { food_truck_name: "Plikowy Bus" });
    const id = await insertBooking({
      profile: truck,
      organizerId: organizer.user.id,
      status: "confirmed_deposit_paid",
      startDay: dayFromToday(15),
    });
    for (const party of [organizer, owner]) {
      const res = await api(`/requests/${id}/calendar.ics`, undefined, { token: party.token });
      expect(res.status).toBe(200);
      expect(res.headers.get("Content-Disposition")).toBe(`attachment; filename="rezerwacja-${id}.ics"`);
      const [event, ...rest] = eventsOf(await res.text());
      expect(rest).toEqual([]);
      expect(event).toMatchObject({
        uid: `booking-${id}@foodtruck-marketplace.pl`,
        start: dayFromToday(15),
        summary: "Plikowy Bus – Rezerwacja: festyn, Warszawa, Plac Defilad 1",
        status: "CONFIRMED",
      });
    }
    // A booking called off later says so under the same UID, so a calendar that took the file updates it.
    const cancelled = await insertBooking({
      profile: truck,
      organizerId: organizer.user.id,
      status: "cancelled_by_owner",
      startDay: dayFromToday(16),
    });
    const called = await api(`/requests/${cancelled}/calendar.ics`, undefined, { token: organizer.token });
    expect(eventsOf(await called.text())[0]?.status).toBe("CANCELLED");
    const stranger = await createVerifiedUser();
    expect((await api(`/requests/${id}/calendar.ics`, undefined, { token: stranger.token })).status).toBe(
      404,
    );
    expect((await api(`/requests/${id}/calendar.ics`)).status).toBe(401);
  });
});
