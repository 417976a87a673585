import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { availability, events, invitations, profiles } from "../../worker/db/schema";
import { warsawMidnight } from "../../worker/domain/calendar";
import {
  countSubjects,
  createdEventSchema,
  createEvent,
  createTruck,
  dayFromToday,
  EVENT_TEXT,
  invitationOf,
  invitedPairs,
  invitedSubject,
  myEventsAsOrganizer,
  myEventsAsOwner,
  readShape,
  respond,
  type Truck,
} from "./event-fixtures";
import { api, createVerifiedUser, db, outboxSubjectsTo, type TestUser } from "./helpers";
import { createOwner, expectError, uniqueWord } from "./profile-fixtures";

/** Polish texts of re-opening a slot, copied from the contract (not imported). */
const TEXT = {
  notCancelledByOwner:
    "Ponownie otworzyć można tylko miejsce, z którego zrezygnował food truck (właściciel odwołał rezerwację).",
  reopenedAlready: "To miejsce zostało już ponownie otwarte, a pasujące food trucki zaproszone.",
  eventStarted: "Nie można ponownie otworzyć miejsca na wydarzeniu, które już się rozpoczęło lub odbyło.",
  invitationId: "Wskaż zaproszenie, którego miejsce chcesz ponownie otworzyć.",
};
const againSubject = (truck: string) => `Zaproszenie znów aktualne: ${truck} – Foodtruck Marketplace`;

const reopenSlot = (eventId: number, body: unknown, token?: string) =>
  api(`/events/${eventId}/reopen-slot`, body, token === undefined ? {} : { token });

const cancelBooking = (requestId: number, token: string) =>
  api(`/requests/${requestId}/cancel`, undefined, { method: "PUT", token });

function createOrganizer() {
  return createVerifiedUser({ userType: "organizer", firstName: "Olga", lastName: "Otwierająca" });
}

/** Marks `day` busy in the truck's calendar, as its owner would. */
async function markBusy(truck: Truck, day: string) {
  await db().insert(availability).values({ profileId: truck.profile.profile_id, day });
}

/**
 * An event in a place of its own (an unresolvable word, so only these tests' trucks match) for pizza,
 * whose slot `taker` accepted and then cancelled as its owner; `others` were invited and closed as
 * slot_filled by that acceptance.
 */
async function cancelledSlot(othersCount: number) {
  const place = uniqueWord("otw");
  const day = dayFromToday(45);
  const taker = await createTruck(`Plac ${place}`, ["pizza"]);
  const others: Truck[] = [];
  for (let i = 0; i < othersCount; i++) others.push(await createTruck(`Rynek ${place}`, ["pizza"]));
  const organizer = await createOrganizer();
  const event = await createEvent(organizer.token, {
    location: place,
    startDate: day,
    requiredOffer: { dishes: ["pizza"], drinks: [], dietary: [] },
  });
  const taken = invitationOf(event, taker);
  const accepted = await respond(taken.invitation_id, "accepted", taker.owner.token);
  expect(accepted.status).toBe(200);
  const [listed] = (await myEventsAsOrganizer(organizer.token)).filter((e) => e.event_id === event.event_id);
  const requestId = listed ? invitationOf(listed, taker).booking_details?.request_id : undefined;
  if (requestId === undefined) throw new Error("the accepted invitation has no booking");
  return { place, day, taker, others, organizer, event, taken, requestId };
}

async function eventOf(organizer: TestUser, eventId: number) {
  const [event] = (await myEventsAsOrganizer(organizer.token)).filter((e) => e.event_id === eventId);
  if (!event) throw new Error("event missing");
  return event;
}

async function invitationRows(eventId: number) {
  return db().select().from(invitations).where(eq(invitations.eventId, eventId));
}

describe("POST /api/events/{eventId}/reopen-slot (issue 17)", () => {
  it("re-opens the slot: free slot_filled trucks pending again, new matching trucks invited, the canceller and busy or distant trucks left out", async () => {
    const setup = await cancelledSlot(4);
    const { place, day, taker, organizer, event, taken, requestId } = setup;
    const [free, alsoFree, busy, moved] = setup.others;
    if (!free || !alsoFree || !busy || !moved) throw new Error("trucks missing");
    expect((await cancelBooking(requestId, taker.owner.token)).status).toBe(200);
    // Since the slot filled: one closed truck got busy, one moved away; new trucks appeared.
    await markBusy(busy, day);
    await db()
      .update(profiles)
      .set({ baseLocation: `Osiedle ${uniqueWord()}` })
      .where(eq(profiles.id, moved.profile.profile_id));
    const newcomer = await createTruck(`Ulica ${place} 3`, ["pizza"]);
    const busyNewcomer = await createTruck(`Ulica ${place} 5`, ["pizza"]);
    await markBusy(busyNewcomer, day);
    const otherDish = await createTruck(`Ulica ${place} 7`, ["kebab"]);

    const res = await reopenSlot(event.event_id, { invitation_id: taken.invitation_id }, organizer.token);
    expect(res.status).toBe(200);
    const answer = await readShape(res, createdEventSchema);
    expect(answer.invited_trucks).toBe(3);
    expect(answer.message).toBe("Miejsce (Pizza) zostało ponownie otwarte. Zaproszono 3 food trucki.");
    const { invited_trucks: _count, message: _message, ...asListed } = answer;
    expect(asListed).toEqual(await eventOf(organizer, event.event_id));

    expect(invitationOf(answer, taker)).toMatchObject({
      status: "rejected",
      closed_reason: "booking_cancelled",
      booking_details: { request_id: requestId, status: "cancelled_by_owner" },
    });
    for (const truck of [free, alsoFree, newcomer]) {
      expect(invitationOf(answer, truck)).toMatchObject({
        status: "pending",
        closed_reason: null,
        responded_at: null,
        booking_details: null,
      });
    }
    for (const truck of [busy, moved]) {
      expect(invitationOf(answer, truck)).toMatchObject({ status: "rejected", closed_reason: "slot_filled" });
    }
    expect(invitedPairs(answer, [busyNewcomer, otherDish])).toEqual([]);
    expect(invitedPairs(answer, [taker])).toEqual([[taker.profile.profile_id, "pizza"]]);
    expect(answer.invited_per_dish).toEqual({ pizza: 6 });

    // E-mails: the closed ones asked again, the new one invited; nobody else.
    for (const truck of [free, alsoFree])
      expect(await countSubjects(truck.owner.email, againSubject(truck.name))).toBe(1);
    expect(await countSubjects(newcomer.owner.email, invitedSubject(newcomer.name))).toBe(1);
    for (const truck of [busy, moved])
      expect(await countSubjects(truck.owner.email, againSubject(truck.name))).toBe(0);
    for (const truck of [busyNewcomer, otherDish])
      expect(await outboxSubjectsTo(truck.owner.email)).toEqual([]);
    expect(await countSubjects(taker.owner.email, againSubject(taker.name))).toBe(0);

    // The owners see it: the canceller's invitation closed, the others open again and answerable.
    const [seen] = (await myEventsAsOwner(taker.owner.token)).filter((i) => i.event_id === event.event_id);
    expect(seen).toMatchObject({ status: "rejected", closed_reason: "booking_cancelled" });
    await expectError(
      await respond(taken.invitation_id, "accepted", taker.owner.token),
      409,
      EVENT_TEXT.answeredAlready,
    );
    const again = invitationOf(answer, free);
    const acceptedAgain = await respond(again.invitation_id, "accepted", free.owner.token);
    expect(acceptedAgain.status).toBe(200);
    const after = await eventOf(organizer, event.event_id);
    expect(invitationOf(after, alsoFree)).toMatchObject({ status: "rejected", closed_reason: "slot_filled" });
    expect(invitationOf(after, newcomer)).toMatchObject({ status: "rejected", closed_reason: "slot_filled" });
  });

  it("a second call re-opens nothing twice: 409, no new invitations or e-mails", async () => {
    const { taker, others, organizer, event, taken, requestId } = await cancelledSlot(1);
    const [closed] = others;
    if (!closed) throw new Error("truck missing");
    expect((await cancelBooking(requestId, taker.owner.token)).status).toBe(200);
    const first = await reopenSlot(event.event_id, { invitation_id: taken.invitation_id }, organizer.token);
    expect(first.status).toBe(200);
    const answer = await readShape(first, createdEventSchema);
    expect(answer.message).toBe("Miejsce (Pizza) zostało ponownie otwarte. Zaproszono 1 food truck.");
    const rowsBefore = await invitationRows(event.event_id);

    await expectError(
      await reopenSlot(event.event_id, { invitation_id: taken.invitation_id }, organizer.token),
      409,
      TEXT.reopenedAlready,
    );
    expect(await invitationRows(event.event_id)).toEqual(rowsBefore);
    expect(await countSubjects(closed.owner.email, againSubject(closed.name))).toBe(1);
  });

  it("two calls at once: one re-opens, the other is 409; every invitation and e-mail exists once", async () => {
    const { place, taker, others, organizer, event, taken, requestId } = await cancelledSlot(2);
    expect((await cancelBooking(requestId, taker.owner.token)).status).toBe(200);
    const newcomer = await createTruck(`Aleja ${place}`, ["pizza"]);
    const body = { invitation_id: taken.invitation_id };
    const responses = await Promise.all([
      reopenSlot(event.event_id, body, organizer.token),
      reopenSlot(event.event_id, body, organizer.token),
    ]);
    expect(responses.map((res) => res.status).sort()).toEqual([200, 409]);
    const loser = responses.find((res) => res.status === 409);
    if (loser) await expectError(loser, 409, TEXT.reopenedAlready);

    const rows = await invitationRows(event.event_id);
    const pairs = rows.map((row) => `${row.profileId}:${row.cuisineAssigned}`);
    expect(new Set(pairs).size).toBe(pairs.length);
    expect(rows.filter((row) => row.profileId === newcomer.profile.profile_id)).toHaveLength(1);
    expect(rows.filter((row) => row.status === "pending")).toHaveLength(3);
    expect(await countSubjects(newcomer.owner.email, invitedSubject(newcomer.name))).toBe(1);
    for (const truck of others)
      expect(await countSubjects(truck.owner.email, againSubject(truck.name))).toBe(1);
  });

  it("only the event's organizer: others 404 whatever the state, anonymous 401; the id must be this event's", async () => {
    const { taker, organizer, event, taken, requestId } = await cancelledSlot(1);
    const otherOrganizer = await createOrganizer();
    const otherOwner = await createOwner();
    const body = { invitation_id: taken.invitation_id };
    for (const cancelled of [false, true]) {
      if (cancelled) expect((await cancelBooking(requestId, taker.owner.token)).status).toBe(200);
      for (const token of [otherOrganizer.token, otherOwner.token, taker.owner.token]) {
        await expectError(await reopenSlot(event.event_id, body, token), 404);
      }
      await expectError(await reopenSlot(event.event_id, body), 401);
    }
    // Another organizer's event with a cancelled slot does not lend its invitation to this one.
    const elsewhere = await createEvent(otherOrganizer.token, { location: uniqueWord() });
    await expectError(
      await reopenSlot(elsewhere.event_id, body, otherOrganizer.token),
      404,
      EVENT_TEXT.invitationNotFound,
    );
    await expectError(await reopenSlot(event.event_id, {}, organizer.token), 400, TEXT.invitationId);
    await expectError(
      await reopenSlot(event.event_id, { invitation_id: "jedno" }, organizer.token),
      400,
      TEXT.invitationId,
    );
    await expectError(await reopenSlot(999_999_999, body, organizer.token), 404);
    const [row] = await db().select().from(invitations).where(eq(invitations.id, taken.invitation_id));
    expect(row).toMatchObject({ status: "accepted", closedReason: null });
  });

  it("409 unless the owner cancelled the accepted invitation's booking and the event has not started", async () => {
    const { others, organizer, event, taken, requestId } = await cancelledSlot(1);
    const [closed] = others;
    if (!closed) throw new Error("truck missing");
    const body = { invitation_id: taken.invitation_id };
    // Still confirmed.
    await expectError(await reopenSlot(event.event_id, body, organizer.token), 409, TEXT.notCancelledByOwner);
    // An invitation that never held the slot.
    await expectError(
      await reopenSlot(
        event.event_id,
        { invitation_id: invitationOf(event, closed).invitation_id },
        organizer.token,
      ),
      409,
      TEXT.notCancelledByOwner,
    );
    // The organizer's own cancellation is their choice, not a truck dropping out.
    expect((await cancelBooking(requestId, organizer.token)).status).toBe(200);
    await expectError(await reopenSlot(event.event_id, body, organizer.token), 409, TEXT.notCancelledByOwner);

    // An owner's cancellation, but the event has begun.
    const late = await cancelledSlot(1);
    expect((await cancelBooking(late.requestId, late.taker.owner.token)).status).toBe(200);
    await db()
      .update(events)
      .set({
        eventStartDate: warsawMidnight(dayFromToday(-1)),
        eventEndDate: warsawMidnight(dayFromToday(1)),
      })
      .where(eq(events.id, late.event.event_id));
    await expectError(
      await reopenSlot(
        late.event.event_id,
        { invitation_id: late.taken.invitation_id },
        late.organizer.token,
      ),
      409,
      TEXT.eventStarted,
    );
    const untouched = await db()
      .select()
      .from(invitations)
      .where(and(eq(invitations.eventId, late.event.event_id), eq(invitations.status, "pending")));
    expect(untouched).toEqual([]);
  });
});
