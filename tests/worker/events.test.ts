import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { events, invitations } from "../../worker/db/schema";
import { daysInRange, warsawMidnight } from "../../worker/domain/calendar";
import {
  acceptedSubject,
  bookingsOfEvent,
  bookingsOfInvitation,
  countSubjects,
  createdEventSchema,
  createEvent,
  createTruck,
  dayFromToday,
  EVENT_TEXT,
  eventBody,
  heldDays,
  invitationOf,
  invitedPairs,
  invitedSubject,
  myBookings,
  myEventsAsOrganizer,
  myEventsAsOwner,
  postEvent,
  readShape,
  receivedInvitationSchema,
  respond,
  slotFilledSubject,
  type Truck,
} from "./event-fixtures";
import { api, createVerifiedUser, db, outboxSubjectsTo, setBlocked } from "./helpers";
import { createOwner, expectError, insertBooking, uniqueWord } from "./profile-fixtures";

function createOrganizer(firstName = "Ewa", lastName = "Organizatorska") {
  return createVerifiedUser({ userType: "organizer", firstName, lastName });
}

describe("POST /api/events validation", () => {
  it.each<[string, Record<string, unknown>, string, string]>([
    ["missing name", { eventName: undefined }, EVENT_TEXT.name, "eventName"],
    ["blank name", { eventName: "   " }, EVENT_TEXT.name, "eventName"],
    ["missing start date", { startDate: undefined }, EVENT_TEXT.startDate, "startDate"],
    ["empty start date", { startDate: "" }, EVENT_TEXT.startDate, "startDate"],
    ["not a calendar day", { startDate: "2031-02-30" }, EVENT_TEXT.date, "startDate"],
    ["garbage end date", { endDate: "jutro" }, EVENT_TEXT.date, "endDate"],
    [
      "end before start",
      { startDate: dayFromToday(20), endDate: dayFromToday(19) },
      EVENT_TEXT.endBeforeStart,
      "endDate",
    ],
    ["start in the past", { startDate: dayFromToday(-1) }, EVENT_TEXT.pastDate, "startDate"],
    [
      "longer than 31 days",
      { startDate: dayFromToday(10), endDate: dayFromToday(41) },
      EVENT_TEXT.tooLong,
      "endDate",
    ],
    ["missing location", { location: undefined }, EVENT_TEXT.location, "location"],
    ["blank location", { location: " " }, EVENT_TEXT.location, "location"],
    ["missing description", { eventDescription: undefined }, EVENT_TEXT.description, "eventDescription"],
    ["missing guest count", { guestCount: undefined }, EVENT_TEXT.guestCount, "guestCount"],
    ["empty guest count", { guestCount: "" }, EVENT_TEXT.guestCount, "guestCount"],
    ["guest count not a number", { guestCount: "dużo" }, EVENT_TEXT.guestCount, "guestCount"],
    ["negative guest count", { guestCount: -5 }, EVENT_TEXT.guestCount, "guestCount"],
    ["fractional guest count", { guestCount: 10.5 }, EVENT_TEXT.guestCount, "guestCount"],
    ["cost not a number", { eventCost: "tanio" }, EVENT_TEXT.cost, "eventCost"],
    ["negative cost", { eventCost: -50 }, EVENT_TEXT.cost, "eventCost"],
    ["missing required offer", { requiredOffer: undefined }, EVENT_TEXT.dishRequired, "requiredOffer"],
    [
      "no dish",
      { requiredOffer: { dishes: [], drinks: ["coffee"], dietary: ["vegan"] } },
      EVENT_TEXT.dishRequired,
      "requiredOffer",
    ],
    [
      "offer without dishes key",
      { requiredOffer: { drinks: ["coffee"] } },
      EVENT_TEXT.dishRequired,
      "requiredOffer",
    ],
    ["unknown dish", { requiredOffer: { dishes: ["sushi"] } }, EVENT_TEXT.offer, "requiredOffer.dishes.0"],
    [
      "drink listed as dish",
      { requiredOffer: { dishes: ["coffee"] } },
      EVENT_TEXT.offer,
      "requiredOffer.dishes.0",
    ],
    [
      "unknown drink",
      { requiredOffer: { dishes: ["pizza"], drinks: ["wódka"] } },
      EVENT_TEXT.offer,
      "requiredOffer.drinks.0",
    ],
  ])("%s → 400 with the Polish message", async (_label, overrides, message, field) => {
    const organizer = await createOrganizer();
    const body = await expectError(await postEvent(eventBody(overrides), organizer.token), 400, message);
    expect(body.field).toBe(field);
  });

  it("accepts numbers as strings, dates as seconds, defaults the end date and the cost", async () => {
    const organizer = await createOrganizer();
    const day = dayFromToday(30);
    const res = await postEvent(
      eventBody({
        location: uniqueWord(),
        startDate: warsawMidnight(day) + 3600,
        guestCount: "120",
        eventCost: "1500,50",
        requiredOffer: { dishes: ["pizza", "pizza"], drinks: ["coffee"], dietary: ["vegan"] },
      }),
      organizer.token,
    );
    expect(res.status).toBe(201);
    const event = await readShape(res, createdEventSchema);
    expect(event).toMatchObject({
      event_start_date: warsawMidnight(day),
      event_end_date: warsawMidnight(day),
      guest_count: 120,
      event_cost: 1500.5,
      required_offer: { dishes: ["pizza"], drinks: ["coffee"], dietary: ["vegan"] },
    });
    const row = await db().query.events.findFirst({ where: eq(events.id, event.event_id) });
    expect(row?.eventCostGrosze).toBe(150_050);
    expect(row?.organizerId).toBe(organizer.user.id);

    const noCost = await createEvent(organizer.token, {
      location: uniqueWord(),
      eventCost: undefined,
      endDate: "",
    });
    expect(noCost.event_cost).toBe(0);
    expect(noCost.event_end_date).toBe(noCost.event_start_date);
    const nullCost = await createEvent(organizer.token, { location: uniqueWord(), eventCost: null });
    expect(nullCost.event_cost).toBe(0);
  });

  it("only organizers create events: owners 403 (before any validation), anonymous 401", async () => {
    const owner = await createOwner();
    await expectError(await postEvent(eventBody(), owner.token), 403, EVENT_TEXT.organizersOnly);
    await expectError(await postEvent({}, owner.token), 403, EVENT_TEXT.organizersOnly);
    await expectError(await postEvent(eventBody()), 401);
  });
});

describe("POST /api/events invitations", () => {
  it("invites, per dish, free trucks offering it whose radius covers the place, nearest first; one e-mail per truck", async () => {
    const startDay = dayFromToday(50);
    const endDay = dayFromToday(52);
    // Suwałki is the event place; Augustów lies about 30 km south.
    const near = await createTruck("Suwałki", ["pizza"], { name: `B Suwałki ${uniqueWord("")}` });
    const both = await createTruck("Suwałki", ["pizza", "nachos"], { name: `A Suwałki ${uniqueWord("")}` });
    const reaching = await createTruck("Augustów", ["pizza"], { radiusKm: 40 });
    const tooFar = await createTruck("Augustów", ["pizza"], { radiusKm: 20 });
    const otherDish = await createTruck("Suwałki", ["kebab"], { drinks: ["lemonade"] });
    const busyDay = await createTruck("Suwałki", ["pizza"]);
    const booked = await createTruck("Suwałki", ["pizza"]);
    const onlyAsked = await createTruck("Suwałki", ["nachos"]);

    const someone = await createOrganizer();
    // The middle day is marked busy in the calendar; a confirmed booking overlaps the last day;
    // a booking still waiting for the owner's answer does not hold the truck.
    const busyRes = await api(
      `/profiles/${busyDay.profile.profile_id}/availability`,
      {
        year: Number(startDay.slice(0, 4)),
        month: Number(startDay.slice(5, 7)),
        day: Number(dayFromToday(51).slice(8)),
        isUnavailable: true,
      },
      { token: busyDay.owner.token },
    );
    expect(busyRes.status).toBe(200);
    await insertBooking({
      profile: booked.profile,
      organizerId: someone.user.id,
      status: "confirmed",
      startDay: endDay,
      endDay: dayFromToday(55),
    });
    await insertBooking({
      profile: onlyAsked.profile,
      organizerId: someone.user.id,
      status: "pending_owner_approval",
      startDay,
      endDay,
    });

    const organizer = await createOrganizer();
    const event = await createEvent(organizer.token, {
      location: "Suwałki, Rynek 1",
      startDate: startDay,
      endDate: endDay,
      requiredOffer: { dishes: ["pizza", "nachos"], drinks: ["lemonade"], dietary: [] },
    });
    const all = [near, both, reaching, tooFar, otherDish, busyDay, booked, onlyAsked];
    expect(invitedPairs(event, all)).toEqual([
      [both.profile.profile_id, "pizza"],
      [near.profile.profile_id, "pizza"],
      [reaching.profile.profile_id, "pizza"],
      [both.profile.profile_id, "nachos"],
      [onlyAsked.profile.profile_id, "nachos"],
    ]);
    // Counts agree with the list; every invitation starts pending, without a booking.
    expect(event.invited_per_dish.pizza).toBe(
      event.invitations.filter((i) => i.cuisine_assigned === "pizza").length,
    );
    expect(event.invited_per_dish.nachos).toBe(
      event.invitations.filter((i) => i.cuisine_assigned === "nachos").length,
    );
    expect(Object.keys(event.invited_per_dish)).toEqual(["pizza", "nachos"]);
    for (const invitation of event.invitations) {
      expect(invitation).toMatchObject({
        status: "pending",
        closed_reason: null,
        booking_details: null,
        event_id: event.event_id,
      });
    }
    expect(invitationOf(event, both, "pizza")).toMatchObject({
      food_truck_name: both.name,
      owner_id: both.owner.user.id,
    });
    expect(event.invited_trucks).toBe(new Set(event.invitations.map((i) => i.profile_id)).size);
    expect(event.message).toContain("Wydarzenie zostało utworzone. Zaproszenia wysłano do");

    // Geocoded and stored.
    const row = await db().query.events.findFirst({ where: eq(events.id, event.event_id) });
    expect(row?.locationLat).toBeCloseTo(54.11, 1);
    expect(row?.locationLng).toBeCloseTo(22.93, 1);
    expect(JSON.parse(row?.requiredOfferJson ?? "null")).toEqual({
      dishes: ["pizza", "nachos"],
      drinks: ["lemonade"],
      dietary: [],
    });

    // One e-mail per invited truck (the truck invited for two dishes gets one), none to the others.
    expect(await countSubjects(both.owner.email, invitedSubject(both.name))).toBe(1);
    expect(await countSubjects(near.owner.email, invitedSubject(near.name))).toBe(1);
    expect(await countSubjects(reaching.owner.email, invitedSubject(reaching.name))).toBe(1);
    expect(await countSubjects(onlyAsked.owner.email, invitedSubject(onlyAsked.name))).toBe(1);
    for (const truck of [tooFar, otherDish, busyDay, booked]) {
      expect(await outboxSubjectsTo(truck.owner.email)).toEqual([]);
    }
  });

  it("invites at most 10 trucks per dish, the nearest (then by name)", async () => {
    const owner = await createOwner();
    const trucks: Truck[] = [];
    for (let i = 0; i < 11; i++) {
      trucks.push(
        await createTruck("Zamość", ["granita"], {
          owner,
          name: `Granita ${String(i).padStart(2, "0")} ${uniqueWord("")}`,
        }),
      );
    }
    const organizer = await createOrganizer();
    const event = await createEvent(organizer.token, {
      location: "Zamość",
      requiredOffer: { dishes: ["granita"], drinks: [], dietary: [] },
    });
    expect(event.invited_per_dish).toEqual({ granita: 10 });
    expect(event.invitations).toHaveLength(10);
    expect(invitedPairs(event, trucks)).toEqual(
      trucks.slice(0, 10).map((truck) => [truck.profile.profile_id, "granita"]),
    );
    expect(event.message).toBe("Wydarzenie zostało utworzone. Zaproszenia wysłano do 10 food trucków.");
    const queued = await outboxSubjectsTo(owner.email);
    expect(queued.filter((subject) => subject.startsWith("Zaproszenie na wydarzenie:"))).toHaveLength(10);
    expect(queued).not.toContain(invitedSubject(trucks[10]?.name ?? ""));
  });

  it("trucks of blocked owners are not invited", async () => {
    const word = uniqueWord();
    const active = await createTruck(`Plac ${word}`, ["polish"]);
    const blocked = await createTruck(`Rynek ${word}`, ["polish"]);
    await setBlocked(blocked.owner.user.id);
    const organizer = await createOrganizer();
    const event = await createEvent(organizer.token, {
      location: word,
      requiredOffer: { dishes: ["polish"], drinks: [], dietary: [] },
    });
    expect(event.invitations.map((i) => i.profile_id)).toEqual([active.profile.profile_id]);
  });

  it("an unresolvable location falls back to a substring of the base location", async () => {
    const word = uniqueWord();
    const matching = await createTruck(`Osiedle ${word} 7`, ["churros"]);
    const elsewhere = await createTruck(`Osiedle ${uniqueWord()} 7`, ["churros"]);
    const organizer = await createOrganizer();
    const event = await createEvent(organizer.token, {
      location: word,
      requiredOffer: { dishes: ["churros"], drinks: [], dietary: [] },
    });
    expect(event.invitations.map((i) => i.profile_id)).toEqual([matching.profile.profile_id]);
    expect(invitedPairs(event, [elsewhere])).toEqual([]);
    const row = await db().query.events.findFirst({ where: eq(events.id, event.event_id) });
    expect(row?.locationLat).toBeNull();
    expect(event.message).toBe("Wydarzenie zostało utworzone. Zaproszenia wysłano do 1 food trucka.");
  });

  it("an event no truck matches is still created, with zero invitations, and says so", async () => {
    const organizer = await createOrganizer();
    const event = await createEvent(organizer.token, {
      location: uniqueWord(),
      requiredOffer: { dishes: ["churros", "kebab"], drinks: [], dietary: [] },
    });
    expect(event.invitations).toEqual([]);
    expect(event.invited_per_dish).toEqual({ churros: 0, kebab: 0 });
    expect(event.invited_trucks).toBe(0);
    expect(event.message).toBe(EVENT_TEXT.noneInvited);
    expect((await myEventsAsOrganizer(organizer.token)).map((e) => e.event_id)).toEqual([event.event_id]);
  });
});

describe("GET /api/events/my-events", () => {
  it("organizers get their own events newest first; owners the invitations their trucks received", async () => {
    const truck = await createTruck("Giżycko", ["ice_cream"]);
    const secondTruck = await createTruck("Giżycko", ["ice_cream"], { owner: truck.owner });
    const stranger = await createTruck("Giżycko", ["kebab"]);
    const organizer = await createOrganizer("Zofia", "Wydarzeniowa");
    const first = await createEvent(organizer.token, {
      eventName: "Lato w Giżycku",
      location: "Giżycko",
      startDate: dayFromToday(60),
      endDate: dayFromToday(61),
      guestCount: 500,
      eventCost: 3000,
      eventDescription: "Koncerty nad jeziorem.",
      requiredOffer: { dishes: ["ice_cream"], drinks: [], dietary: [] },
    });
    const second = await createEvent(organizer.token, {
      location: uniqueWord(),
      requiredOffer: { dishes: ["ice_cream"], drinks: [], dietary: [] },
    });
    const other = await createOrganizer();
    await createEvent(other.token, { location: uniqueWord() });

    const mine = await myEventsAsOrganizer(organizer.token);
    expect(mine.map((event) => event.event_id)).toEqual([second.event_id, first.event_id]);
    const { invited_trucks: _count, message: _message, ...firstAsListed } = first;
    expect(mine[1]).toEqual(firstAsListed);
    expect(mine[1]).toMatchObject({
      doc_id: String(first.event_id),
      event_name: "Lato w Giżycku",
      event_start_date: warsawMidnight(dayFromToday(60)),
      event_end_date: warsawMidnight(dayFromToday(61)),
      location: "Giżycko",
      event_description: "Koncerty nad jeziorem.",
      guest_count: 500,
      event_cost: 3000,
    });

    const received = await myEventsAsOwner(truck.owner.token);
    const forFirst = received.filter((invitation) => invitation.event_id === first.event_id);
    expect(forFirst.map((invitation) => invitation.profile_id).sort()).toEqual(
      [truck.profile.profile_id, secondTruck.profile.profile_id].sort(),
    );
    expect(forFirst[0]).toMatchObject({
      status: "pending",
      closed_reason: null,
      cuisine_assigned: "ice_cream",
      owner_id: truck.owner.user.id,
      booking_details: null,
      event_details: {
        event_id: first.event_id,
        event_name: "Lato w Giżycku",
        organizer_name: "Zofia W.",
        organizer_id: organizer.user.id,
        event_start_date: warsawMidnight(dayFromToday(60)),
        event_end_date: warsawMidnight(dayFromToday(61)),
        location: "Giżycko",
        guest_count: 500,
        event_cost: 3000,
        event_description: "Koncerty nad jeziorem.",
        required_offer: { dishes: ["ice_cream"], drinks: [], dietary: [] },
      },
    });
    // Newest first.
    const ids = received.map((invitation) => invitation.invitation_id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(await myEventsAsOwner(stranger.owner.token)).toEqual([]);
    expect(await myEventsAsOrganizer(other.token)).toHaveLength(1);
    await expectError(await api("/events/my-events"), 401);
  });
});

/** An event in `town` for `dish`, inviting the given trucks (all based there). */
async function eventInviting(town: string, dish: string, options: { days?: number; cost?: number } = {}) {
  const organizer = await createOrganizer();
  const startDay = dayFromToday(70);
  const event = await createEvent(organizer.token, {
    location: town,
    startDate: startDay,
    endDate: dayFromToday(70 + (options.days ?? 1) - 1),
    eventCost: options.cost ?? 0,
    requiredOffer: { dishes: [dish], drinks: [], dietary: [] },
  });
  return { organizer, event, startDay };
}

describe("PUT /api/events/invitations/{id}/respond", () => {
  it("only the invited truck's owner may answer: others 404, anonymous 401, bad answers 400", async () => {
    const truck = await createTruck("Chełm", ["kebab"]);
    const otherOwner = await createOwner();
    const { organizer, event } = await eventInviting("Chełm", "kebab");
    const invitation = invitationOf(event, truck);
    await expectError(
      await respond(invitation.invitation_id, "accepted", otherOwner.token),
      404,
      EVENT_TEXT.invitationNotFound,
    );
    await expectError(
      await respond(invitation.invitation_id, "accepted", organizer.token),
      404,
      EVENT_TEXT.invitationNotFound,
    );
    await expectError(await respond(invitation.invitation_id, "accepted"), 401);
    await expectError(
      await respond(999_999_999, "accepted", truck.owner.token),
      404,
      EVENT_TEXT.invitationNotFound,
    );
    await expectError(
      await respond(invitation.invitation_id, "maybe", truck.owner.token),
      400,
      EVENT_TEXT.response,
    );
    await expectError(
      await api(
        `/events/invitations/${invitation.invitation_id}/respond`,
        {},
        { method: "PUT", token: truck.owner.token },
      ),
      400,
      EVENT_TEXT.response,
    );
    const [still] = await myEventsAsOwner(truck.owner.token);
    expect(still?.status).toBe("pending");
  });

  it("rejecting closes the invitation as owner_rejected; it cannot be answered again; the others stay open", async () => {
    const truck = await createTruck("Chełm", ["kebab"]);
    const rival = await createTruck("Chełm", ["kebab"]);
    const { organizer, event } = await eventInviting("Chełm", "kebab");
    const invitation = invitationOf(event, truck);
    const res = await respond(invitation.invitation_id, "rejected", truck.owner.token);
    expect(res.status).toBe(200);
    const answered = await readShape(res, receivedInvitationSchema);
    expect(answered).toMatchObject({
      invitation_id: invitation.invitation_id,
      status: "rejected",
      closed_reason: "owner_rejected",
      booking_details: null,
    });
    expect(answered.responded_at).toEqual(expect.any(Number));
    await expectError(
      await respond(invitation.invitation_id, "accepted", truck.owner.token),
      409,
      EVENT_TEXT.answeredAlready,
    );
    await expectError(
      await respond(invitation.invitation_id, "rejected", truck.owner.token),
      409,
      EVENT_TEXT.answeredAlready,
    );
    const [listed] = (await myEventsAsOrganizer(organizer.token)).filter(
      (e) => e.event_id === event.event_id,
    );
    expect(listed && invitationOf(listed, rival).status).toBe("pending");
    expect(await bookingsOfInvitation(invitation.invitation_id)).toEqual([]);
    // The organizer is told once, although the owner answered three times.
    const declined = (await outboxSubjectsTo(organizer.email)).filter((subject) =>
      subject.startsWith("Zaproszenie odrzucone:"),
    );
    expect(declined).toHaveLength(1);
  });

  it("accepting creates a confirmed booking with invitation_id for both parties, holds every day, closes the slot for the others", async () => {
    const winner = await createTruck("Przemyśl", ["hot_dogs"], {
      name: `Hot Dog Zwycięzca ${uniqueWord("")}`,
    });
    const loserA = await createTruck("Przemyśl", ["hot_dogs"]);
    const loserB = await createTruck("Przemyśl", ["hot_dogs"]);
    const { organizer, event, startDay } = await eventInviting("Przemyśl", "hot_dogs", {
      days: 2,
      cost: 2500,
    });
    const invitation = invitationOf(event, winner);

    const res = await respond(invitation.invitation_id, "accepted", winner.owner.token);
    expect(res.status).toBe(200);
    const answered = await readShape(res, receivedInvitationSchema);
    expect(answered).toMatchObject({
      status: "accepted",
      closed_reason: null,
      booking_details: { status: "confirmed", payment_status: null },
    });
    const requestId = answered.booking_details?.request_id ?? 0;

    // The booking, as both parties see it.
    const expectedBooking = {
      request_id: requestId,
      invitation_id: invitation.invitation_id,
      status: "confirmed",
      profile_id: winner.profile.profile_id,
      owner_id: winner.owner.user.id,
      user_id: organizer.user.id,
      event_start_date: warsawMidnight(startDay),
      event_end_date: warsawMidnight(dayFromToday(71)),
      event_location: "Przemyśl",
      event_type: "Inne",
      event_time: "",
      guest_count: 300,
      event_cost: 2500,
      event_description: event.event_description,
    };
    expect((await myBookings(winner.owner.token)).find((b) => b.request_id === requestId)).toMatchObject({
      ...expectedBooking,
      my_role: "owner",
    });
    expect((await myBookings(organizer.token)).find((b) => b.request_id === requestId)).toMatchObject({
      ...expectedBooking,
      my_role: "organizer",
    });
    expect(await bookingsOfInvitation(invitation.invitation_id)).toHaveLength(1);

    // Both event days are held by the booking.
    expect(await heldDays(winner.profile.profile_id)).toEqual(
      daysInRange(startDay, dayFromToday(71)).map((day) => ({ day, bookingRequestId: requestId })),
    );

    // The others for the slot are closed as slot_filled and told so; the organizer is told of the acceptance.
    const [listed] = (await myEventsAsOrganizer(organizer.token)).filter(
      (e) => e.event_id === event.event_id,
    );
    if (!listed) throw new Error("event missing");
    expect(invitationOf(listed, winner)).toMatchObject({
      status: "accepted",
      booking_details: { request_id: requestId, status: "confirmed" },
    });
    for (const loser of [loserA, loserB]) {
      expect(invitationOf(listed, loser)).toMatchObject({
        status: "rejected",
        closed_reason: "slot_filled",
        booking_details: null,
      });
      const [seen] = (await myEventsAsOwner(loser.owner.token)).filter((i) => i.event_id === event.event_id);
      expect(seen).toMatchObject({ status: "rejected", closed_reason: "slot_filled" });
      expect(await countSubjects(loser.owner.email, slotFilledSubject(loser.name))).toBe(1);
      await expectError(
        await respond(invitationOf(listed, loser).invitation_id, "accepted", loser.owner.token),
        409,
        EVENT_TEXT.slotFilled,
      );
      await expectError(
        await respond(invitationOf(listed, loser).invitation_id, "rejected", loser.owner.token),
        409,
        EVENT_TEXT.slotFilled,
      );
    }
    expect(await countSubjects(organizer.email, acceptedSubject(winner.name))).toBe(1);
    expect(await countSubjects(winner.owner.email, slotFilledSubject(winner.name))).toBe(0);

    // Accepting again changes nothing.
    await expectError(
      await respond(invitation.invitation_id, "accepted", winner.owner.token),
      409,
      EVENT_TEXT.answeredAlready,
    );
    expect(await bookingsOfInvitation(invitation.invitation_id)).toHaveLength(1);

    // The held days keep the truck out of later events on those days.
    const later = await createEvent(organizer.token, {
      location: "Przemyśl",
      startDate: dayFromToday(71),
      requiredOffer: { dishes: ["hot_dogs"], drinks: [], dietary: [] },
    });
    expect(invitedPairs(later, [winner])).toEqual([]);
    expect(invitedPairs(later, [loserA, loserB])).toHaveLength(2);
  });

  it("a truck already busy on an event day cannot accept (409), and the invitation stays open", async () => {
    const truck = await createTruck("Ełk", ["waffles"]);
    const { event } = await eventInviting("Ełk", "waffles", { days: 3 });
    const invitation = invitationOf(event, truck);
    const lastDay = dayFromToday(72);
    const busy = await api(
      `/profiles/${truck.profile.profile_id}/availability`,
      {
        year: Number(lastDay.slice(0, 4)),
        month: Number(lastDay.slice(5, 7)),
        day: Number(lastDay.slice(8)),
        isUnavailable: true,
      },
      { token: truck.owner.token },
    );
    expect(busy.status).toBe(200);
    await expectError(
      await respond(invitation.invitation_id, "accepted", truck.owner.token),
      409,
      EVENT_TEXT.truckBusy,
    );
    const [seen] = (await myEventsAsOwner(truck.owner.token)).filter((i) => i.event_id === event.event_id);
    expect(seen?.status).toBe("pending");
    expect(await bookingsOfInvitation(invitation.invitation_id)).toEqual([]);
    expect((await heldDays(truck.profile.profile_id)).map((row) => row.day)).toEqual([lastDay]);
  });

  it("a truck invited for two dishes can take only one slot: the second accept is 409 (busy)", async () => {
    const truck = await createTruck("Ełk", ["pizza", "nachos"]);
    const organizer = await createOrganizer();
    const event = await createEvent(organizer.token, {
      location: "Ełk",
      startDate: dayFromToday(80),
      requiredOffer: { dishes: ["pizza", "nachos"], drinks: [], dietary: [] },
    });
    const pizza = invitationOf(event, truck, "pizza");
    const nachos = invitationOf(event, truck, "nachos");
    expect((await respond(pizza.invitation_id, "accepted", truck.owner.token)).status).toBe(200);
    await expectError(
      await respond(nachos.invitation_id, "accepted", truck.owner.token),
      409,
      EVENT_TEXT.truckBusy,
    );
    expect(await bookingsOfInvitation(nachos.invitation_id)).toEqual([]);
    expect((await respond(nachos.invitation_id, "rejected", truck.owner.token)).status).toBe(200);
  });

  it("an invitation to an event that has already started cannot be accepted", async () => {
    const truck = await createTruck("Chełm", ["kebab"]);
    const { event } = await eventInviting("Chełm", "kebab");
    await db()
      .update(events)
      .set({
        eventStartDate: warsawMidnight(dayFromToday(-2)),
        eventEndDate: warsawMidnight(dayFromToday(-1)),
      })
      .where(eq(events.id, event.event_id));
    await expectError(
      await respond(invitationOf(event, truck).invitation_id, "accepted", truck.owner.token),
      409,
      EVENT_TEXT.eventStarted,
    );
  });

  it("two owners accepting the same slot at once: exactly one wins", async () => {
    const first = await createTruck("Sanok", ["zapiekanki"]);
    const second = await createTruck("Sanok", ["zapiekanki"]);
    const { event } = await eventInviting("Sanok", "zapiekanki", { days: 2 });
    const a = invitationOf(event, first);
    const b = invitationOf(event, second);
    const [resA, resB] = await Promise.all([
      respond(a.invitation_id, "accepted", first.owner.token),
      respond(b.invitation_id, "accepted", second.owner.token),
    ]);
    const statuses = [resA.status, resB.status].sort();
    expect(statuses).toEqual([200, 409]);
    const [winner, loser] = resA.status === 200 ? [first, second] : [second, first];
    const loserRes = resA.status === 200 ? resB : resA;
    await expectError(loserRes, 409, EVENT_TEXT.slotFilled);
    expect(await bookingsOfEvent(event.event_id)).toHaveLength(1);
    expect(await heldDays(winner.profile.profile_id)).toHaveLength(2);
    expect(await heldDays(loser.profile.profile_id)).toEqual([]);
    const rows = await db().select().from(invitations).where(eq(invitations.eventId, event.event_id));
    const byProfile = new Map(rows.map((row) => [row.profileId, row]));
    expect(byProfile.get(winner.profile.profile_id)?.status).toBe("accepted");
    expect(byProfile.get(loser.profile.profile_id)).toMatchObject({
      status: "rejected",
      closedReason: "slot_filled",
    });
    expect(await countSubjects(loser.owner.email, slotFilledSubject(loser.name))).toBe(1);
  });

  it("the batch itself refuses a slot another invitation already took, changing nothing", async () => {
    const first = await createTruck("Sanok", ["pizza"]);
    const second = await createTruck("Sanok", ["pizza"]);
    const { event } = await eventInviting("Sanok", "pizza");
    // As if the first acceptance committed between the second one's checks and its batch: the slot is
    // taken but the second invitation is still pending.
    await db()
      .update(invitations)
      .set({ status: "accepted" })
      .where(eq(invitations.id, invitationOf(event, first).invitation_id));
    const pending = invitationOf(event, second);
    await expectError(
      await respond(pending.invitation_id, "accepted", second.owner.token),
      409,
      EVENT_TEXT.slotFilled,
    );
    const row = await db().query.invitations.findFirst({ where: eq(invitations.id, pending.invitation_id) });
    expect(row?.status).toBe("pending");
    expect(await bookingsOfInvitation(pending.invitation_id)).toEqual([]);
    expect(await heldDays(second.profile.profile_id)).toEqual([]);
    expect(await countSubjects(second.owner.email, slotFilledSubject(second.name))).toBe(0);
  });

  it("the same acceptance sent twice at once creates one booking", async () => {
    const truck = await createTruck("Sanok", ["spiral_potato"]);
    const { event } = await eventInviting("Sanok", "spiral_potato", { days: 2 });
    const invitation = invitationOf(event, truck);
    const responses = await Promise.all([
      respond(invitation.invitation_id, "accepted", truck.owner.token),
      respond(invitation.invitation_id, "accepted", truck.owner.token),
    ]);
    expect(responses.map((res) => res.status).sort()).toEqual([200, 409]);
    const loser = responses.find((res) => res.status === 409);
    if (loser) await expectError(loser, 409, EVENT_TEXT.answeredAlready);
    expect(await bookingsOfInvitation(invitation.invitation_id)).toHaveLength(1);
    expect(await heldDays(truck.profile.profile_id)).toHaveLength(2);
  });
});
