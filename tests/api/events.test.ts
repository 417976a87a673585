import * as v from "valibot";
import { describe, expect, test } from "vitest";
import { bookingSchema, myBooking } from "./booking-client";
import {
  call,
  dayParts,
  expectBody,
  expectError,
  uniqueTag,
  uniqueWord,
  warsawDay,
  warsawDayOfSeconds,
} from "./client";
import { busyDays, createTruck, findInSearch } from "./trucks";
import { as, createOrganizer, createOwner, type TestUser } from "./users";

const EVENT_TEXT = {
  organizersOnly: "Tylko organizatorzy mogą tworzyć wydarzenia.",
  dishRequired: "Wybierz przynajmniej jeden główny rodzaj kuchni (danie).",
  invitedOne: "Wydarzenie zostało utworzone. Zaproszenia wysłano do 1 food trucka.",
  invitedNone:
    "Wydarzenie zostało utworzone, ale nie znaleźliśmy food trucków z wybranymi daniami, wolnych w tym terminie i dojeżdżających w to miejsce. Nie wysłano zaproszeń.",
  invitationNotFound: "Nie znaleziono zaproszenia.",
  answeredAlready: "Na to zaproszenie już odpowiedziano.",
} as const;

const bookingLinkSchema = v.nullable(
  v.object({ request_id: v.number(), status: v.string(), payment_status: v.nullable(v.string()) }),
);

const invitationSchema = v.object({
  invitation_id: v.number(),
  event_id: v.number(),
  status: v.picklist(["pending", "accepted", "rejected"]),
  cuisine_assigned: v.string(),
  food_truck_name: v.string(),
  profile_id: v.number(),
  owner_id: v.number(),
  booking_details: bookingLinkSchema,
});

const eventSchema = v.object({
  event_id: v.number(),
  event_name: v.string(),
  event_start_date: v.number(),
  event_end_date: v.number(),
  location: v.string(),
  event_description: v.string(),
  guest_count: v.number(),
  event_cost: v.number(),
  required_offer: v.object({
    dishes: v.array(v.string()),
    drinks: v.array(v.string()),
    dietary: v.array(v.string()),
  }),
  invited_per_dish: v.record(v.string(), v.number()),
  invitations: v.array(invitationSchema),
});

const createdEventSchema = v.object({
  ...eventSchema.entries,
  invited_trucks: v.number(),
  message: v.string(),
});

const receivedInvitationSchema = v.object({
  ...invitationSchema.entries,
  event_details: v.object({
    event_id: v.number(),
    event_name: v.string(),
    organizer_name: v.string(),
    organizer_id: v.number(),
    event_start_date: v.number(),
    event_end_date: v.number(),
    location: v.string(),
    guest_count: v.number(),
    event_cost: v.number(),
    event_description: v.string(),
  }),
});

function eventPayload(location: string, dishes: string[], daysAhead: number) {
  return {
    eventName: `Piknik rodzinny ${uniqueTag()}`,
    startDate: warsawDay(daysAhead),
    endDate: warsawDay(daysAhead + 1),
    location,
    eventDescription: "Piknik na 300 osób z grą terenową.",
    guestCount: "300",
    eventCost: "1500",
    requiredOffer: { dishes, drinks: [], dietary: [] },
  };
}

async function ownerInvitations(owner: TestUser) {
  const response = await call("/api/events/my-events", as(owner));
  const body = expectBody(
    response,
    200,
    v.object({ view: v.literal("food_truck_owner"), invitations: v.array(receivedInvitationSchema) }),
    "GET /api/events/my-events (owner)",
  );
  return body.invitations;
}

async function organizerEvents(organizer: TestUser) {
  const response = await call("/api/events/my-events", as(organizer));
  const body = expectBody(
    response,
    200,
    v.object({ view: v.literal("organizer"), events: v.array(eventSchema) }),
    "GET /api/events/my-events (organizer)",
  );
  return body.events;
}

function respond(owner: TestUser, invitationId: number, response: "accepted" | "rejected") {
  return call(`/api/events/invitations/${invitationId}/respond`, {
    ...as(owner),
    method: "PUT",
    json: { response },
  });
}

describe.concurrent("events and invitations", () => {
  test("an organizer creates an event, the matching truck is invited, its owner accepts: a confirmed booking", async () => {
    const word = uniqueWord();
    const [organizer, owner, otherOwner] = await Promise.all([
      createOrganizer("event-org"),
      createOwner("event-owner"),
      createOwner("event-other"),
    ]);
    const truck = await createTruck(owner, { base_location: `Sejny, ${word}`, dishes: ["kebab", "pizza"] });
    // The other owner's truck reaches the place but serves none of the required dishes.
    await createTruck(otherOwner, { base_location: `Sejny, ${word}`, dishes: ["waffles"] });

    const payload = eventPayload(word, ["kebab"], 30);
    const created = expectBody(
      await call("/api/events", { ...as(organizer), json: payload }),
      201,
      createdEventSchema,
      "POST /api/events",
    );
    expect(created).toMatchObject({
      event_name: payload.eventName,
      location: word,
      guest_count: 300,
      event_cost: 1500,
      required_offer: { dishes: ["kebab"], drinks: [], dietary: [] },
      invited_per_dish: { kebab: 1 },
      invited_trucks: 1,
      message: EVENT_TEXT.invitedOne,
    });
    expect(warsawDayOfSeconds(created.event_start_date)).toBe(payload.startDate);
    expect(warsawDayOfSeconds(created.event_end_date)).toBe(payload.endDate);
    expect(created.invitations).toHaveLength(1);
    const [invitation] = created.invitations;
    expect(invitation).toMatchObject({
      status: "pending",
      cuisine_assigned: "kebab",
      profile_id: truck.profile_id,
      owner_id: owner.id,
      food_truck_name: truck.food_truck_name,
      booking_details: null,
    });
    const invitationId = invitation?.invitation_id ?? 0;

    // The owner sees the invitation with the event; the other owner got none and cannot answer it.
    const received = await ownerInvitations(owner);
    const mine = received.find((item) => item.invitation_id === invitationId);
    expect(mine?.event_details).toMatchObject({
      event_name: payload.eventName,
      organizer_id: organizer.id,
      organizer_name: `${organizer.firstName} ${organizer.lastName.charAt(0)}.`,
      location: word,
      guest_count: 300,
      event_cost: 1500,
    });
    expect(await ownerInvitations(otherOwner)).toEqual([]);
    expectError(
      await respond(otherOwner, invitationId, "accepted"),
      404,
      EVENT_TEXT.invitationNotFound,
      "another owner answers",
    );

    const accepted = expectBody(
      await respond(owner, invitationId, "accepted"),
      200,
      receivedInvitationSchema,
      "accept the invitation",
    );
    expect(accepted.status).toBe("accepted");
    expect(accepted.booking_details?.status).toBe("confirmed");
    expect(accepted.event_details.organizer_name, "the full name once accepted").toBe(
      `${organizer.firstName} ${organizer.lastName}`,
    );
    const requestId = accepted.booking_details?.request_id ?? 0;
    expectError(
      await respond(owner, invitationId, "rejected"),
      409,
      EVENT_TEXT.answeredAlready,
      "answer twice",
    );

    // The booking exists for both parties, tied to the invitation, and holds both event days.
    const booking = await myBooking(organizer, requestId);
    expect(booking).toMatchObject({
      status: "confirmed",
      invitation_id: invitationId,
      profile_id: truck.profile_id,
      owner_id: owner.id,
      event_location: word,
      guest_count: 300,
      event_cost: 1500,
      my_role: "organizer",
    });
    expect(warsawDayOfSeconds(booking.event_start_date)).toBe(payload.startDate);
    expect(v.is(bookingSchema, await myBooking(owner, requestId))).toBe(true);
    for (const day of [payload.startDate, payload.endDate]) {
      const { year, month, day: date } = dayParts(day);
      expect(await busyDays(truck.profile_id, year, month), `${day} is held`).toContain(date);
    }
    const [event] = (await organizerEvents(organizer)).filter((item) => item.event_id === created.event_id);
    expect(event?.invitations[0]).toMatchObject({
      invitation_id: invitationId,
      status: "accepted",
      booking_details: { request_id: requestId, status: "confirmed" },
    });
  });

  test("an event at a known place invites the nearest free trucks serving the dish, as the search finds them", async () => {
    const [organizer, owner] = await Promise.all([
      createOrganizer("event-place"),
      createOwner("event-place-own"),
    ]);
    const truck = await createTruck(owner, {
      base_location: `Sejny, ${uniqueWord()}`,
      operation_radius_km: 5,
      dishes: ["nachos"],
    });
    const payload = eventPayload("Sejny", ["nachos"], 25);
    const created = expectBody(
      await call("/api/events", { ...as(organizer), json: payload }),
      201,
      createdEventSchema,
      "POST /api/events at Sejny",
    );
    // The same trucks the public search lists for that place, dish and days, nearest first, at most ten.
    const search = await call(
      `/api/profiles?${new URLSearchParams({
        postal_code: "Sejny",
        cuisine: "nachos",
        event_start_date: payload.startDate,
        event_end_date: payload.endDate,
        limit: "100",
      })}`,
    );
    const candidates = expectBody(
      search,
      200,
      v.array(v.object({ profile_id: v.number() })),
      "search at Sejny",
    );
    const query = { postal_code: "Sejny", cuisine: "nachos", event_start_date: payload.startDate };
    expect(await findInSearch({ ...query, event_end_date: payload.endDate }, truck.profile_id)).toBeDefined();
    const expected = candidates.slice(0, 10).map((found) => found.profile_id);
    const byId = (a: number, b: number) => a - b;
    expect(created.invitations.map((invitation) => invitation.profile_id).sort(byId)).toEqual(
      [...expected].sort(byId),
    );
    expect(created.invited_per_dish).toEqual({ nachos: expected.length });
    expect(created.invitations.every((invitation) => invitation.cuisine_assigned === "nachos")).toBe(true);
  });

  test("events: organizers only, at least one dish, and an event no truck matches invites nobody", async () => {
    const [organizer, owner] = await Promise.all([
      createOrganizer("event-rules"),
      createOwner("event-rules-own"),
    ]);
    const byOwner = await call("/api/events", {
      ...as(owner),
      json: eventPayload(uniqueWord(), ["kebab"], 20),
    });
    expectError(byOwner, 403, EVENT_TEXT.organizersOnly, "an owner creates an event");
    const noDish = await call("/api/events", { ...as(organizer), json: eventPayload(uniqueWord(), [], 20) });
    expectError(noDish, 400, EVENT_TEXT.dishRequired, "an event without dishes");

    const lonely = expectBody(
      await call("/api/events", { ...as(organizer), json: eventPayload(uniqueWord(), ["churros"], 20) }),
      201,
      createdEventSchema,
      "an event nobody can serve",
    );
    expect(lonely).toMatchObject({ invited_trucks: 0, invitations: [], message: EVENT_TEXT.invitedNone });
    const listed = await organizerEvents(organizer);
    expect(listed.map((event) => event.event_id)).toEqual([lonely.event_id]);
  });
});
