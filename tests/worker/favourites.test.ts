import { and, eq } from "drizzle-orm";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { availability, events, favourites, invitations } from "../../worker/db/schema";
import { countSubjects, createEvent, createTruck, dayFromToday, invitedSubject } from "./event-fixtures";
import { api, createVerifiedUser, db, errorSchema, TEXT } from "./helpers";
import { createOwner, PROFILE_TEXT, profileListSchema, uniqueWord } from "./profile-fixtures";

const FAVOURITE_TEXT = {
  organizersOnly: "Tylko organizatorzy mogą zapisywać food trucki.",
  tooMany: "Możesz zapisać najwyżej 60 food trucków. Usuń któryś z zapisanych, aby dodać nowy.",
  noFavourites: "Nie masz zapisanych food trucków.",
  eventStarted: "Nie można zapraszać na wydarzenie, które już się rozpoczęło lub odbyło.",
};

const save = (profileId: number | string, token?: string) =>
  api(`/favourites/${profileId}`, undefined, { method: "PUT", ...(token ? { token } : {}) });
const remove = (profileId: number | string, token?: string) =>
  api(`/favourites/${profileId}`, undefined, { method: "DELETE", ...(token ? { token } : {}) });

async function savedIds(token: string): Promise<number[]> {
  const res = await api("/favourites", undefined, { token });
  expect(res.status).toBe(200);
  return v.parse(profileListSchema, await res.json()).map((truck) => truck.profile_id);
}

async function expectRefusal(res: Response, status: number, message: string): Promise<void> {
  expect(res.status).toBe(status);
  expect(v.parse(errorSchema, await res.json()).message).toBe(message);
}

const inviteFavourites = (eventId: number, token: string) =>
  api(`/events/${eventId}/invite-favourites`, {}, { token });

const inviteResultSchema = v.strictObject({ invited_trucks: v.number(), message: v.string() });

describe("favourites (issue 16)", () => {
  it("an organizer saves trucks (newest first), saving or removing twice changes nothing", async () => {
    const organizer = await createVerifiedUser();
    const place = uniqueWord("ulub");
    const first = await createTruck(place, ["pizza"]);
    const second = await createTruck(place, ["kebab"]);

    expect(await savedIds(organizer.token)).toEqual([]);
    const saved = await save(first.profile.profile_id, organizer.token);
    expect(await saved.json()).toEqual({ profile_id: first.profile.profile_id, saved: true });
    expect((await save(second.profile.profile_id, organizer.token)).status).toBe(200);
    expect((await save(first.profile.profile_id, organizer.token)).status).toBe(200);
    expect(await savedIds(organizer.token)).toEqual([second.profile.profile_id, first.profile.profile_id]);

    expect((await remove(second.profile.profile_id, organizer.token)).status).toBe(200);
    const removed = await remove(second.profile.profile_id, organizer.token);
    expect(await removed.json()).toEqual({ profile_id: second.profile.profile_id, saved: false });
    expect(await savedIds(organizer.token)).toEqual([first.profile.profile_id]);

    // Another organizer's list is their own.
    const other = await createVerifiedUser();
    expect(await savedIds(other.token)).toEqual([]);
  });

  it("an unknown truck is 404; owners are 403 before anything else; visitors 401", async () => {
    const organizer = await createVerifiedUser();
    await expectRefusal(await save(999_999_999, organizer.token), 404, PROFILE_TEXT.notFound);
    await expectRefusal(await save("abc", organizer.token), 404, TEXT.notFound);
    const { token } = await createOwner();
    await expectRefusal(await save(999_999_999, token), 403, FAVOURITE_TEXT.organizersOnly);
    await expectRefusal(await remove("abc", token), 403, FAVOURITE_TEXT.organizersOnly);
    await expectRefusal(await api("/favourites", undefined, { token }), 403, FAVOURITE_TEXT.organizersOnly);
    expect((await api("/favourites")).status).toBe(401);
    expect((await save(1)).status).toBe(401);
  });

  it("at most 60 are saved, also when two saves race for the last place", async () => {
    const organizer = await createVerifiedUser();
    const place = uniqueWord("limit");
    const trucks = [];
    for (let i = 0; i < 3; i++) trucks.push(await createTruck(place, ["pizza"]));
    const [a, b, c] = trucks.map((truck) => truck.profile.profile_id);
    if (a === undefined || b === undefined || c === undefined) throw new Error("three trucks");
    // 59 saved already (the rows a real client would have made one by one).
    const filler = await createTruck(place, ["pizza"]);
    const more = await Promise.all(
      Array.from({ length: 58 }, () => createTruck(place, ["pizza"], { owner: filler.owner })),
    );
    const fillerIds = [filler, ...more].map((truck) => truck.profile.profile_id);
    const rows = fillerIds.map((profileId, index) => ({
      userId: organizer.user.id,
      profileId,
      createdAt: index,
    }));
    for (const piece of [rows.slice(0, 30), rows.slice(30)]) await db().insert(favourites).values(piece);

    const [one, two] = await Promise.all([save(a, organizer.token), save(b, organizer.token)]);
    expect([one.status, two.status].sort()).toEqual([200, 409]);
    const refused = one.status === 409 ? one : two;
    expect(v.parse(errorSchema, await refused.json()).message).toBe(FAVOURITE_TEXT.tooMany);
    await expectRefusal(await save(c, organizer.token), 409, FAVOURITE_TEXT.tooMany);
    expect(await savedIds(organizer.token)).toHaveLength(60);
    // A truck already saved is still "saved" at the cap, not refused.
    expect((await save(fillerIds[0] ?? 0, organizer.token)).status).toBe(200);
  });
});

describe("inviting the saved trucks to an event (issue 16)", () => {
  it("invites the favourites that serve a required dish, are free and reach the place; once", async () => {
    const organizer = await createVerifiedUser();
    const place = uniqueWord("fest");
    const day = dayFromToday(30);
    const event = await createEvent(organizer.token, {
      location: place,
      startDate: day,
      requiredOffer: { dishes: ["pizza", "kebab"], drinks: [], dietary: [] },
    });
    expect(event.invited_trucks).toBe(0);

    const free = await createTruck(place, ["pizza", "kebab"]);
    const busy = await createTruck(place, ["pizza"]);
    await db().insert(availability).values({ profileId: busy.profile.profile_id, day });
    const otherDish = await createTruck(place, ["waffles"]);
    const elsewhere = await createTruck(uniqueWord("daleko"), ["pizza"]);
    const notSaved = await createTruck(place, ["pizza"]);
    for (const truck of [free, busy, otherDish, elsewhere]) {
      expect((await save(truck.profile.profile_id, organizer.token)).status).toBe(200);
    }

    const res = await inviteFavourites(event.event_id, organizer.token);
    expect(res.status).toBe(200);
    expect(v.parse(inviteResultSchema, await res.json())).toEqual({
      invited_trucks: 1,
      message:
        "Zaproszenia wysłano do: 1 food truck z zapisanych. Pominięto: 3 food trucki (zajęte w tym terminie, nie dojeżdżają na miejsce, nie serwują wymaganych dań lub już mają zaproszenie).",
    });
    const rows = await db()
      .select({
        profileId: invitations.profileId,
        dish: invitations.cuisineAssigned,
        status: invitations.status,
      })
      .from(invitations)
      .where(eq(invitations.eventId, event.event_id));
    expect(rows.sort((x, y) => x.dish.localeCompare(y.dish))).toEqual([
      { profileId: free.profile.profile_id, dish: "kebab", status: "pending" },
      { profileId: free.profile.profile_id, dish: "pizza", status: "pending" },
    ]);
    // One e-mail for the truck invited for two dishes; none for the others.
    expect(await countSubjects(free.owner.email, invitedSubject(free.name))).toBe(1);
    expect(await countSubjects(notSaved.owner.email, invitedSubject(notSaved.name))).toBe(0);

    const again = await inviteFavourites(event.event_id, organizer.token);
    expect(v.parse(inviteResultSchema, await again.json())).toMatchObject({ invited_trucks: 0 });
    expect(await countSubjects(free.owner.email, invitedSubject(free.name))).toBe(1);
  });

  it("someone else's event is 404, owners 403, a past event 409 and no favourites 409", async () => {
    const organizer = await createVerifiedUser();
    const event = await createEvent(organizer.token, { location: uniqueWord("cudze") });
    const stranger = await createVerifiedUser();
    await expectRefusal(await inviteFavourites(event.event_id, stranger.token), 404, TEXT.notFound);
    const owner = await createOwner();
    await expectRefusal(
      await inviteFavourites(event.event_id, owner.token),
      403,
      FAVOURITE_TEXT.organizersOnly,
    );
    await expectRefusal(
      await inviteFavourites(event.event_id, organizer.token),
      409,
      FAVOURITE_TEXT.noFavourites,
    );

    const truck = await createTruck(uniqueWord("stare"), ["pizza"]);
    expect((await save(truck.profile.profile_id, organizer.token)).status).toBe(200);
    const lastWeek = Math.floor(Date.now() / 1000) - 7 * 86_400;
    await db()
      .update(events)
      .set({ eventStartDate: lastWeek, eventEndDate: lastWeek })
      .where(and(eq(events.id, event.event_id), eq(events.organizerId, organizer.user.id)));
    await expectRefusal(
      await inviteFavourites(event.event_id, organizer.token),
      409,
      FAVOURITE_TEXT.eventStarted,
    );
  });
});
