import { describe, expect, it } from "vitest";
import { warsawMidnight } from "../../worker/domain/calendar";
import { resolvePlace } from "../../worker/domain/gazetteer";
import { distanceKm, type LatLng } from "../../worker/domain/geo";
import { api, createVerifiedUser, imageFile, readJson } from "./helpers";
import {
  createOwner,
  createProfile,
  expectError,
  insertBookedDay,
  insertBooking,
  offerJson,
  PROFILE_TEXT,
  type ProfileDtoJson,
  profileDtoSchema,
  profileForm,
  profileListSchema,
  putProfile,
  searchAll,
  searchIds,
  searchProfiles,
  uniqueWord,
} from "./profile-fixtures";

function place(name: string): LatLng {
  const resolved = resolvePlace(name);
  if (!resolved) throw new Error(`${name} is not in the gazetteer`);
  return resolved;
}

const ids = (list: ProfileDtoJson[]) => list.map((p) => p.profile_id);

describe("GET /api/profiles — location", () => {
  it('a town typed without diacritics or in any case finds it ("lodz" → Łódź)', async () => {
    const owner = await createOwner();
    const truck = await createProfile(owner.token, { base_location: "Łódź", operation_radius_km: "10" });
    for (const text of ["lodz", "Łódź", "ŁÓDŹ", "  LODZ ", "Lodz, ul. Piotrkowska 100", "90-001"]) {
      expect(await searchIds({ postal_code: text }), text).toContain(truck.profile_id);
    }
    // Warszawa is ~117 km away: outside the 10 km radius.
    expect(await searchIds({ postal_code: "Warszawa" })).not.toContain(truck.profile_id);
  });

  it("a truck based in Gdańsk, typed “gdansk”, is found from Gdańsk and from a nearby town", async () => {
    const owner = await createOwner();
    const truck = await createProfile(owner.token, { base_location: "gdansk", operation_radius_km: "15" });
    expect(distanceKm(place("Gdańsk"), place("Sopot"))).toBeLessThan(15);
    expect(await searchIds({ postal_code: "Gdańsk" })).toContain(truck.profile_id);
    expect(await searchIds({ postal_code: "sopot" })).toContain(truck.profile_id);
    expect(await searchIds({ postal_code: "Kraków" })).not.toContain(truck.profile_id);
  });

  it("a postal code 00-000 resolves through the gazetteer", async () => {
    const owner = await createOwner();
    const krakow = await createProfile(owner.token, { base_location: "Kraków", operation_radius_km: "5" });
    const warszawa = await createProfile(owner.token, { base_location: "00-950", operation_radius_km: "5" });
    for (const code of ["31-019", "30-001", "31019"]) {
      const found = await searchIds({ postal_code: code });
      expect(found, code).toContain(krakow.profile_id);
      expect(found, code).not.toContain(warszawa.profile_id);
    }
    const found = await searchIds({ postal_code: "00-001" });
    expect(found).toContain(warszawa.profile_id);
    expect(found).not.toContain(krakow.profile_id);
  });

  it("results of a place search carry distance_km; others do not", async () => {
    const owner = await createOwner();
    const truck = await createProfile(owner.token, {
      base_location: "Piaseczno",
      operation_radius_km: "30",
    });
    const expected = distanceKm(place("Warszawa"), place("Piaseczno"));
    const ours = await findInSearch({ postal_code: "Warszawa" }, truck.profile_id);
    expect(ours.distance_km).toEqual(expect.any(Number));
    expect(ours.distance_km).toBeGreaterThan(expected - 0.5);
    expect(ours.distance_km).toBeLessThan(expected + 0.5);
    const res = await api(`/profiles/${truck.profile_id}`);
    expect((await readJson(res, profileDtoSchema)).distance_km).toBeUndefined();
  });

  it("a truck whose base location could not be geocoded never matches a place search", async () => {
    const owner = await createOwner();
    const truck = await createProfile(owner.token, {
      base_location: uniqueWord(),
      operation_radius_km: "1000",
    });
    expect(await searchIds({ postal_code: "Warszawa" })).not.toContain(truck.profile_id);
  });

  it("unresolvable text falls back to a case-insensitive substring of base_location, wildcards taken literally", async () => {
    const owner = await createOwner();
    const word = uniqueWord();
    const plain = await createProfile(owner.token, { base_location: `Osiedle ${word}, plac 1` });
    const geocoded = await createProfile(owner.token, { base_location: `Warszawa, ${word}` });
    const other = await createProfile(owner.token, { base_location: "Warszawa" });
    const found = await searchIds({ postal_code: word.toUpperCase() });
    expect(found.sort()).toEqual([plain.profile_id, geocoded.profile_id].sort());
    expect(found).not.toContain(other.profile_id);
    // "_" and "%" are literal characters, not LIKE wildcards.
    expect(await searchIds({ postal_code: `${word.slice(0, 6)}_${word.slice(7)}` })).toEqual([]);
    expect(await searchIds({ postal_code: `${word.slice(0, 6)}%` })).toEqual([]);
  });

  it("unresolvable text: X-Total-Count counts the base_location substring matches (case-insensitive, wildcards literal)", async () => {
    const owner = await createOwner();
    const word = uniqueWord();
    await createProfile(owner.token, { base_location: `Osiedle ${word}, plac 1` });
    await createProfile(owner.token, { base_location: `Warszawa, ${word}` });
    await createProfile(owner.token, { base_location: "Warszawa" });
    const total = async (text: string) => {
      const res = await searchProfiles({ postal_code: text, limit: "1" });
      expect(res.status).toBe(200);
      return res.headers.get("X-Total-Count");
    };
    expect(await total(word)).toBe("2");
    expect(await total(word.toUpperCase())).toBe("2");
    expect(await total(`${word.slice(0, 6)}_${word.slice(7)}`)).toBe("0");
    expect(await total(`${word.slice(0, 6)}%`)).toBe("0");
  });

  // Regression: a dummy distance column `sql\`0\`` once shifted every field of place-less results by one
  // (drizzle's D1 batch maps rows with Object.keys, and the key "0" comes first); fixed in 3ee54e5.
  it("a search without a place returns the profiles' own fields", async () => {
    const owner = await createOwner();
    const word = uniqueWord();
    const created = await createProfile(owner.token, { base_location: word }, [imageFile("png")]);
    const res = await searchProfiles({ postal_code: word });
    expect(res.status).toBe(200);
    expect(await readJson(res, profileListSchema)).toEqual([created]);
  });

  it("editing the base location moves the truck in searches", async () => {
    const owner = await createOwner();
    const truck = await createProfile(owner.token, { base_location: "Warszawa", operation_radius_km: "10" });
    expect(await searchIds({ postal_code: "Warszawa" })).toContain(truck.profile_id);
    const res = await putProfile(
      truck.profile_id,
      profileForm({ base_location: "Wrocław", operation_radius_km: "10" }),
      owner.token,
    );
    expect(res.status).toBe(200);
    expect(await searchIds({ postal_code: "Warszawa" })).not.toContain(truck.profile_id);
    expect(await searchIds({ postal_code: "wroclaw" })).toContain(truck.profile_id);
  });
});

async function findInSearch(params: Record<string, string>, id: number): Promise<ProfileDtoJson> {
  for (let offset = 0; offset < 10_000; offset += 100) {
    const res = await searchProfiles({ ...params, limit: "100", offset: String(offset) });
    const page = await readJson(res, profileListSchema);
    const hit = page.find((p) => p.profile_id === id);
    if (hit) return hit;
    if (page.length < 100) break;
  }
  throw new Error(`profile ${id} not in the results`);
}

describe("GET /api/profiles — radius boundary (haversine distance between gazetteer places)", () => {
  /** Two trucks in Warszawa: radius floor(d) (just outside) and ceil(d) (just inside) of the real distance. */
  async function boundaryTrucks(target: string) {
    const d = distanceKm(place("Warszawa"), place(target));
    const owner = await createOwner();
    const offer = offerJson({ dishes: ["spiral_potato"] });
    const outside = await createProfile(owner.token, {
      base_location: "Warszawa",
      operation_radius_km: String(Math.floor(d)),
      offer,
    });
    const inside = await createProfile(owner.token, {
      base_location: "Warszawa",
      operation_radius_km: String(Math.ceil(d)),
      offer,
    });
    const found = await searchIds({ postal_code: target, cuisine: "spiral_potato" });
    return { d, outside: found.includes(outside.profile_id), inside: found.includes(inside.profile_id) };
  }

  it("Warszawa → Łódź (~117.0 km): radius 118 matches, radius 117 does not", async () => {
    const result = await boundaryTrucks("Łódź");
    expect(result.d).toBeGreaterThan(117);
    expect(result.d).toBeLessThan(118);
    expect(result).toMatchObject({ inside: true, outside: false });
  });

  it("Warszawa → Kraków (252.5 km): radius 252 must not match", async () => {
    const result = await boundaryTrucks("Kraków");
    expect(result.inside).toBe(true);
    expect(result.outside).toBe(false);
  });

  it("Warszawa → Wrocław (301.7 km): radius 302 must match", async () => {
    const result = await boundaryTrucks("Wrocław");
    expect(result.outside).toBe(false);
    expect(result.inside).toBe(true);
  });
});

describe("GET /api/profiles — ordering and pagination", () => {
  it("orders by distance, then by name", async () => {
    const owner = await createOwner();
    const word = uniqueWord("");
    const offer = offerJson({ dishes: ["churros"] });
    const zebraHere = await createProfile(owner.token, {
      food_truck_name: `Zebra ${word}`,
      base_location: "Warszawa",
      operation_radius_km: "50",
      offer,
    });
    const alfaHere = await createProfile(owner.token, {
      food_truck_name: `Alfa ${word}`,
      base_location: "warszawa",
      operation_radius_km: "50",
      offer,
    });
    const near = await createProfile(owner.token, {
      food_truck_name: `Aaa ${word}`,
      base_location: "Piaseczno",
      operation_radius_km: "50",
      offer,
    });
    const far = await createProfile(owner.token, {
      food_truck_name: `AAAA ${word}`,
      base_location: "Łódź",
      operation_radius_km: "200",
      offer,
    });
    const tooFar = await createProfile(owner.token, {
      food_truck_name: `A ${word}`,
      base_location: "Kraków",
      operation_radius_km: "100",
      offer,
    });
    const found = await searchIds({ postal_code: "Warszawa", cuisine: "churros" });
    const mine = found.filter((id) => ids([zebraHere, alfaHere, near, far, tooFar]).includes(id));
    expect(mine).toEqual([alfaHere.profile_id, zebraHere.profile_id, near.profile_id, far.profile_id]);
  });

  it("without a place: ordered by name; limit/offset page through; X-Total-Count is the full count", async () => {
    const owner = await createOwner();
    const word = uniqueWord();
    const created: ProfileDtoJson[] = [];
    for (const n of [3, 1, 5, 2, 4]) {
      created[n - 1] = await createProfile(owner.token, {
        food_truck_name: `${word} ${n}`,
        base_location: `Baza ${word} nr ${n}`,
      });
    }
    const expectedIds = ids(created);
    const pages: number[][] = [];
    for (const offset of [0, 2, 4, 6]) {
      const res = await searchProfiles({ postal_code: word, limit: "2", offset: String(offset) });
      expect(res.status).toBe(200);
      expect(res.headers.get("X-Total-Count")).toBe("5");
      expect(res.headers.get("Access-Control-Expose-Headers")).toContain("X-Total-Count");
      pages.push(ids(await readJson(res, profileListSchema)));
    }
    expect(pages).toEqual([expectedIds.slice(0, 2), expectedIds.slice(2, 4), expectedIds.slice(4), []]);
    // Default limit (24) returns all five.
    const all = await searchProfiles({ postal_code: word });
    expect(ids(await readJson(all, profileListSchema))).toEqual(expectedIds);
    const one = await searchProfiles({ postal_code: word, limit: "1", offset: "4" });
    expect(ids(await readJson(one, profileListSchema))).toEqual([expectedIds[4]]);
  });

  it("with a place: pages of limit/offset concatenate to the full list; X-Total-Count is its length", async () => {
    const owner = await createOwner();
    const word = uniqueWord();
    const created: ProfileDtoJson[] = [];
    for (const n of [3, 1, 5, 2, 4]) {
      created[n - 1] = await createProfile(owner.token, {
        food_truck_name: `${word} ${n}`,
        base_location: "Ustrzyki Dolne",
        operation_radius_km: "3",
      });
    }
    const params = { postal_code: "Ustrzyki Dolne" };
    const { ids: full, total } = await searchAll(params);
    expect(full).toHaveLength(total);
    // Same place, same distance: by name.
    expect(full.filter((id) => ids(created).includes(id))).toEqual(ids(created));
    const paged: number[] = [];
    for (let offset = 0; offset < total + 2; offset += 2) {
      const res = await searchProfiles({ ...params, limit: "2", offset: String(offset) });
      expect(res.status).toBe(200);
      expect(res.headers.get("X-Total-Count")).toBe(String(total));
      expect(res.headers.get("Access-Control-Expose-Headers")).toContain("X-Total-Count");
      const page = ids(await readJson(res, profileListSchema));
      expect(page.length).toBe(Math.max(0, Math.min(2, total - offset)));
      paged.push(...page);
    }
    expect(paged).toEqual(full);
  });

  it("an unfiltered search is public: 200 with X-Total-Count", async () => {
    const owner = await createOwner();
    await createProfile(owner.token);
    const res = await searchProfiles({ limit: "5" });
    expect(res.status).toBe(200);
    expect(Number(res.headers.get("X-Total-Count"))).toBeGreaterThan(0);
    expect(((await res.json()) as unknown[]).length).toBeLessThanOrEqual(5);
  });

  it("limit/offset validation: 400 with a Polish message", async () => {
    const bad: Record<string, string>[] = [
      { limit: "0" },
      { limit: "101" },
      { limit: "abc" },
      { limit: "-1" },
      { offset: "-1" },
      { offset: "x" },
      { offset: "1234567" },
    ];
    for (const params of bad) {
      await expectError(await searchProfiles(params), 400);
    }
    expect((await searchProfiles({ limit: "100", offset: "0" })).status).toBe(200);
  });
});

/** Filter tests scope by a small town and check only their own ids (the profiles table is shared). */
const TOWN = "Suwałki";
const inTown = { base_location: TOWN, operation_radius_km: "5" };

/** Which of `mine` a search in TOWN returns, in result order. */
async function foundOf(mine: ProfileDtoJson[], params: Record<string, string>): Promise<number[]> {
  const wanted = ids(mine);
  return (await searchIds({ postal_code: TOWN, ...params })).filter((id) => wanted.includes(id));
}

describe("GET /api/profiles — cuisine and long-term rental", () => {
  it("cuisine matches a dish or a drink of the offer", async () => {
    const owner = await createOwner();
    const burgers = await createProfile(owner.token, {
      ...inTown,
      offer: offerJson({ dishes: ["burgers"], drinks: ["coffee"], dietary: ["vegan"] }),
    });
    const pizza = await createProfile(owner.token, {
      ...inTown,
      offer: offerJson({ dishes: ["pizza"], drinks: ["craft_beer"] }),
    });
    const expectations: [string, number[]][] = [
      ["burgers", [burgers.profile_id]],
      ["coffee", [burgers.profile_id]],
      ["pizza", [pizza.profile_id]],
      ["craft_beer", [pizza.profile_id]],
      ["kebab", []],
      ["", [burgers.profile_id, pizza.profile_id]],
    ];
    for (const [cuisine, expected] of expectations) {
      expect((await foundOf([burgers, pizza], { cuisine })).sort(), cuisine).toEqual(expected.sort());
    }
  });

  it("editing the offer updates what cuisine finds", async () => {
    const owner = await createOwner();
    const truck = await createProfile(owner.token, { ...inTown, offer: offerJson({ dishes: ["kebab"] }) });
    expect(await foundOf([truck], { cuisine: "kebab" })).toEqual([truck.profile_id]);
    const res = await putProfile(
      truck.profile_id,
      profileForm({ ...inTown, offer: offerJson({ drinks: ["mulled_wine"] }) }),
      owner.token,
    );
    expect(res.status).toBe(200);
    expect(await foundOf([truck], { cuisine: "kebab" })).toEqual([]);
    expect(await foundOf([truck], { cuisine: "mulled_wine" })).toEqual([truck.profile_id]);
  });

  it("an unknown cuisine, a dietary code or a repeated parameter is a 400", async () => {
    await expectError(await searchProfiles({ cuisine: "sushi" }), 400, PROFILE_TEXT.unknownCuisine);
    await expectError(await searchProfiles({ cuisine: "vegan" }), 400, PROFILE_TEXT.unknownCuisine);
    await expectError(await api("/profiles?cuisine=pizza&cuisine=kebab"), 400);
  });

  it("cuisine=toString is an unknown cuisine", async () => {
    for (const cuisine of ["toString", "constructor", "__proto__"]) {
      await expectError(await searchProfiles({ cuisine }), 400, PROFILE_TEXT.unknownCuisine);
    }
  });

  it("long_term_rental=true/1 keeps only trucks that offer it; false/empty does not filter", async () => {
    const owner = await createOwner();
    const yes = await createProfile(owner.token, { ...inTown, long_term_rental_available: "true" });
    const no = await createProfile(owner.token, { ...inTown, long_term_rental_available: "false" });
    for (const flag of ["true", "1"]) {
      expect(await foundOf([yes, no], { long_term_rental: flag })).toEqual([yes.profile_id]);
    }
    for (const flag of ["false", "0", ""]) {
      expect((await foundOf([yes, no], { long_term_rental: flag })).sort()).toEqual(
        [yes.profile_id, no.profile_id].sort(),
      );
    }
    await expectError(await searchProfiles({ long_term_rental: "tak" }), 400);
  });
});

describe("GET /api/profiles — dates", () => {
  /** Five trucks in TOWN: free, busy on 06-10, and three with bookings on 06-12..14. */
  async function calendarFixture() {
    const owner = await createOwner();
    const organizer = await createVerifiedUser({ userType: "organizer" });
    const make = () => createProfile(owner.token, inTown);
    const free = await make();
    const busy = await make();
    const confirmed = await make();
    const pending = await make();
    const cancelled = await make();
    const busyDay = await api(
      `/profiles/${busy.profile_id}/availability`,
      { year: 2031, month: 6, day: 10, isUnavailable: true },
      { token: owner.token },
    );
    expect(busyDay.status).toBe(200);
    const booking = { organizerId: organizer.user.id, startDay: "2031-06-12", endDay: "2031-06-14" };
    await insertBooking({ ...booking, profile: confirmed, status: "confirmed" });
    await insertBooking({ ...booking, profile: pending, status: "pending_owner_approval" });
    await insertBooking({ ...booking, profile: cancelled, status: "cancelled_by_owner" });
    const search = async (dates: Record<string, string>) => {
      const found = new Set(await searchIds({ postal_code: TOWN, ...dates }));
      return {
        free: found.has(free.profile_id),
        busy: found.has(busy.profile_id),
        confirmed: found.has(confirmed.profile_id),
        pending: found.has(pending.profile_id),
        cancelled: found.has(cancelled.profile_id),
      };
    };
    return { search, busy, organizer };
  }

  it("a busy day in the range excludes the truck; outside the range it does not", async () => {
    const { search } = await calendarFixture();
    const all = { free: true, busy: true, confirmed: true, pending: true, cancelled: true };
    expect(await search({})).toEqual(all);
    expect(await search({ event_start_date: "2031-06-01", event_end_date: "2031-06-09" })).toEqual(all);
    expect(await search({ event_start_date: "2031-06-11", event_end_date: "2031-06-11" })).toEqual(all);
    expect(await search({ event_start_date: "2031-06-09", event_end_date: "2031-06-11" })).toEqual({
      ...all,
      busy: false,
    });
    expect(await search({ event_start_date: "2031-06-10" })).toEqual({ ...all, busy: false });
    expect(await search({ event_end_date: "2031-06-10" })).toEqual({ ...all, busy: false });
    expect(await search({ event_start_date: "2031-06-10", event_end_date: "2031-06-10" })).toEqual({
      ...all,
      busy: false,
    });
  });

  it("a confirmed booking overlapping the range excludes the truck; pending or cancelled ones do not", async () => {
    const { search } = await calendarFixture();
    const all = { free: true, busy: true, confirmed: true, pending: true, cancelled: true };
    for (const [start, end] of [
      ["2031-06-12", "2031-06-12"],
      ["2031-06-13", "2031-06-13"],
      ["2031-06-14", "2031-06-20"],
      ["2031-06-11", "2031-06-12"],
      ["2031-06-01", "2031-06-30"],
    ] as const) {
      const result = await search({ event_start_date: start, event_end_date: end });
      expect(result.confirmed, `${start}..${end}`).toBe(false);
      expect(result.pending, `${start}..${end}`).toBe(true);
      expect(result.cancelled, `${start}..${end}`).toBe(true);
    }
    expect(await search({ event_start_date: "2031-06-15", event_end_date: "2031-06-20" })).toEqual(all);
    expect((await search({ event_start_date: "2031-06-11", event_end_date: "2031-06-11" })).confirmed).toBe(
      true,
    );
  });

  it("a day held by a booking (availability.booking_request_id) is busy for search too", async () => {
    const { search, busy, organizer } = await calendarFixture();
    const bookingId = await insertBooking({
      profile: busy,
      organizerId: organizer.user.id,
      status: "rejected_by_owner",
      startDay: "2031-07-01",
    });
    await insertBookedDay(busy.profile_id, "2031-07-01", bookingId);
    expect((await search({ event_start_date: "2031-07-01" })).busy).toBe(false);
    expect((await search({ event_start_date: "2031-07-02" })).busy).toBe(true);
  });

  it("dates may be Unix seconds of any instant of the Warsaw day", async () => {
    const { search } = await calendarFixture();
    const noonOfBusyDay = warsawMidnight("2031-06-10") + 12 * 3600;
    expect((await search({ event_start_date: String(noonOfBusyDay) })).busy).toBe(false);
    const lastSecondBefore = warsawMidnight("2031-06-10") - 1;
    expect((await search({ event_start_date: String(lastSecondBefore) })).busy).toBe(true);
  });

  it("combined with a place and a cuisine", async () => {
    const owner = await createOwner();
    const offer = offerJson({ dishes: ["nachos"] });
    const free = await createProfile(owner.token, {
      base_location: "Gdańsk",
      operation_radius_km: "30",
      offer,
    });
    const busy = await createProfile(owner.token, {
      base_location: "Gdańsk",
      operation_radius_km: "30",
      offer,
    });
    const res = await api(
      `/profiles/${busy.profile_id}/availability`,
      { year: 2032, month: 2, day: 29, isUnavailable: true },
      { token: owner.token },
    );
    expect(res.status).toBe(200);
    const found = await searchIds({
      postal_code: "gdansk",
      cuisine: "nachos",
      event_start_date: "2032-02-28",
      event_end_date: "2032-03-01",
    });
    expect(found).toContain(free.profile_id);
    expect(found).not.toContain(busy.profile_id);
  });

  it("bad dates are a 400 with a Polish message", async () => {
    const cases: [Record<string, string>, string][] = [
      [{ event_start_date: "2031-06-10", event_end_date: "2031-06-09" }, PROFILE_TEXT.endBeforeStart],
      [{ event_start_date: "2031-02-30" }, PROFILE_TEXT.badDate],
      [{ event_start_date: "2031-13-01" }, PROFILE_TEXT.badDate],
      [{ event_start_date: "10.06.2031" }, PROFILE_TEXT.badDate],
      [{ event_start_date: "jutro" }, PROFILE_TEXT.badDate],
      [{ event_start_date: "2031-06-01", event_end_date: "2031-6-2" }, PROFILE_TEXT.badDate],
      [{ event_start_date: "2030-01-01", event_end_date: "2031-01-02" }, PROFILE_TEXT.rangeTooLong],
    ];
    for (const [params, message] of cases) {
      await expectError(await searchProfiles(params), 400, message);
    }
    await expectError(await searchProfiles({ event_start_date: "2".repeat(21) }), 400);
    // 366 days (a leap year) is allowed.
    const leapYear = await searchProfiles({
      event_start_date: "2028-01-01",
      event_end_date: "2028-12-31",
      limit: "1",
    });
    expect(leapYear.status).toBe(200);
  });
});
