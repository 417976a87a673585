import { env } from "cloudflare:test";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "../../worker/db/client";
import { availability, profileOfferItems, profiles, searchCells } from "../../worker/db/schema";
import { warsawMidnight } from "../../worker/domain/calendar";
import { isWithinRadius, type LatLng } from "../../worker/domain/geo";
import { gridCellOf } from "../../worker/domain/search-grid";
import { searchProfiles } from "../../worker/use-cases/search/profile-search";
import { seededRandom } from "../shared/seeded-random";
import { createVerifiedUser, db } from "./helpers";

/** The D1 binding, noting each statement's SQL and parameters as they are bound. */
function recordingD1(d1: D1Database, recorded: { sql: string; params: unknown[] }[]): D1Database {
  return new Proxy(d1, {
    get(target, property) {
      if (property === "prepare") {
        return (query: string) =>
          new Proxy(target.prepare(query), {
            get(statement, name) {
              if (name === "bind") {
                return (...params: unknown[]) => {
                  recorded.push({ sql: query, params });
                  return statement.bind(...params);
                };
              }
              const value = Reflect.get(statement, name, statement);
              return typeof value === "function" ? value.bind(statement) : value;
            },
          });
      }
      const value = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

interface Truck {
  id: number;
  base: LatLng;
  radiusKm: number;
}

/** Trucks written straight into profiles (as the seeding scripts and an admin fix do), not through the API. */
async function insertTrucks(bases: { base: LatLng; radiusKm: number }[]): Promise<Truck[]> {
  const owner = await createVerifiedUser({ userType: "food_truck_owner" });
  const trucks: Truck[] = [];
  // One by one: D1 binds at most 100 parameters per statement.
  for (const [index, { base, radiusKm }] of bases.entries()) {
    const [row] = await db()
      .insert(profiles)
      .values({
        userId: owner.user.id,
        foodTruckName: `Siatka ${index}`,
        foodTruckDescription: "Test siatki wyszukiwania",
        baseLocation: `${base.lat}, ${base.lng}`,
        baseLat: base.lat,
        baseLng: base.lng,
        operationRadiusKm: radiusKm,
      })
      .returning({ id: profiles.id });
    if (!row) throw new Error("insert returned no row");
    trucks.push({ id: row.id, base, radiusKm });
  }
  return trucks;
}

/** Of these trucks, the ones a search around the place lists. */
async function foundAround(place: LatLng, trucks: Truck[]): Promise<number[]> {
  const mine = new Set(trucks.map((truck) => truck.id));
  const result = await searchProfiles(db(), { place, limit: 10_000, offset: 0 });
  return result.page
    .map((hit) => hit.profile.id)
    .filter((id) => mine.has(id))
    .sort((a, b) => a - b);
}

/** The search's dates as the use case takes them. */
function searchDays(startDay: string, endDay: string) {
  return { startDay, endDay, startSeconds: warsawMidnight(startDay), endSeconds: warsawMidnight(endDay) };
}

/** The plan of the one statement a search around `place` sends, as EXPLAIN QUERY PLAN sees it. */
async function searchPlan(
  place: LatLng,
  dates?: ReturnType<typeof searchDays>,
  filters: { dietary?: ("vegan" | "gluten_free")[] } = {},
): Promise<string> {
  const recorded: { sql: string; params: unknown[] }[] = [];
  await searchProfiles(getDb(recordingD1(env.DB, recorded)), {
    place,
    ...(dates ? { dates } : {}),
    ...filters,
    limit: 24,
    offset: 0,
  });
  const statement = recorded[0];
  if (!statement) throw new Error("the search sent no statement");
  const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${statement.sql}`)
    .bind(...statement.params)
    .all<{ detail: string }>();
  return plan.results.map((row) => row.detail).join("\n");
}

const covering = (place: LatLng, trucks: Truck[]) =>
  trucks
    .filter((truck) => isWithinRadius(truck.base, place, truck.radiusKm))
    .map((truck) => truck.id)
    .sort((a, b) => a - b);

describe("search around a place through the map grid (migration 0020, decision 0021)", () => {
  it("finds exactly the trucks whose radius covers the place: across cells, on cell edges, south and west of 0°, at 1000 km", async () => {
    const next = seededRandom(20261126);
    const inRange = (min: number, max: number) => min + (max - min) * next();
    // Across Poland, radii from 1 to 1000 km. (Far from Poland, large radii meet the limits of the flat
    // pre-filter of decision 0011 itself, which the grid only covers: see decision 0021.)
    const bases = Array.from({ length: 60 }, (_, index) => ({
      base: { lat: inRange(49, 55), lng: inRange(14, 24.2) },
      radiusKm: index % 10 === 0 ? 1000 : Math.ceil(inRange(1, index % 2 === 0 ? 30 : 250)),
    }));
    // South and west of 0° (negative cell indices): Patagonia.
    for (let index = 0; index < 20; index++) {
      bases.push({
        base: { lat: inRange(-46, -40), lng: inRange(-72, -66) },
        radiusKm: Math.ceil(inRange(5, 200)),
      });
    }
    // Bases exactly on cell corners and edges.
    bases.push({ base: { lat: 52, lng: 21 }, radiusKm: 5 }, { base: { lat: 50.5, lng: 19.5 }, radiusKm: 40 });
    const trucks = await insertTrucks(bases);
    const places: LatLng[] = [
      ...Array.from({ length: 40 }, () => ({ lat: inRange(49, 55), lng: inRange(14, 24.2) })),
      ...Array.from({ length: 15 }, () => ({ lat: inRange(-46, -40), lng: inRange(-72, -66) })),
      // Just inside and just outside a radius, across a cell edge from the base.
      { lat: 52, lng: 21.0735 },
      { lat: 52, lng: 20.9264 },
      { lat: 50.5 - 0.35, lng: 19.5 },
      { lat: 50.5 + 0.362, lng: 19.5 },
    ];
    let found = 0;
    for (const place of places) {
      const expected = covering(place, trucks);
      found += expected.length;
      expect(await foundAround(place, trucks), JSON.stringify(place)).toEqual(expected);
    }
    // The places above do reach trucks: the comparison is not between empty lists.
    expect(found).toBeGreaterThan(120);
  });

  it("around a place, the dish and dietary filters keep only trucks in range offering all of them", async () => {
    const warszawa = { lat: 52.2297, lng: 21.0122 };
    const trucks = await insertTrucks([
      { base: warszawa, radiusKm: 30 },
      { base: warszawa, radiusKm: 30 },
      { base: warszawa, radiusKm: 30 },
      { base: { lat: 50.0614, lng: 19.9366 }, radiusKm: 30 },
    ]);
    const offers: [number, ("dishes" | "dietary")[], string[]][] = [
      [0, ["dishes", "dietary"], ["burgers", "vegan"]],
      [1, ["dishes"], ["burgers"]],
      [2, ["dishes", "dietary", "dietary"], ["pizza", "vegan", "gluten_free"]],
      [3, ["dishes", "dietary"], ["burgers", "vegan"]],
    ];
    for (const [index, kinds, codes] of offers) {
      const truck = trucks[index];
      if (!truck) throw new Error("no truck");
      await db()
        .insert(profileOfferItems)
        .values(codes.map((code, at) => ({ profileId: truck.id, kind: kinds[at] ?? "dishes", code })));
    }
    const mine = new Set(trucks.map((truck) => truck.id));
    const ids = async (filters: { cuisine?: string; dietary?: ("vegan" | "gluten_free")[] }) =>
      (await searchProfiles(db(), { place: warszawa, limit: 10_000, offset: 0, ...filters })).page
        .map((hit) => hit.profile.id)
        .filter((id) => mine.has(id))
        .sort((a, b) => a - b);
    const [vegan, burgers, pizza] = trucks.map((truck) => truck.id);
    expect(await ids({ cuisine: "burgers", dietary: ["vegan"] })).toEqual([vegan]);
    expect(await ids({ cuisine: "burgers" })).toEqual([vegan, burgers]);
    expect(await ids({ dietary: ["vegan"] })).toEqual([vegan, pizza]);
    expect(await ids({ dietary: ["vegan", "gluten_free"] })).toEqual([pizza]);
    expect(await ids({ cuisine: "burgers", dietary: ["vegan", "gluten_free"] })).toEqual([]);
    // A dietary option is probed per truck in range, not listed for all trucks (a third of them offer it).
    expect(await searchPlan(warszawa, undefined, { dietary: ["vegan"] })).toMatch(
      /profile_offer_items .*sqlite_autoindex_profile_offer_items_1 \(profile_id=\? AND kind=\? AND code=\?\)/,
    );
  });

  it("an edit that keeps the base and radius leaves the grid rows alone", async () => {
    const [truck] = await insertTrucks([{ base: { lat: 54.352, lng: 18.6466 }, radiusKm: 1000 }]);
    if (!truck) throw new Error("no truck");
    // As the profile forms save: every column set, base and radius to the values they had.
    const edit = await env.DB.prepare(
      "UPDATE profiles SET food_truck_description = ?, base_lat = ?, base_lng = ?, operation_radius_km = ? WHERE id = ?",
    )
      .bind("Nowy opis", truck.base.lat, truck.base.lng, truck.radiusKm, truck.id)
      .run();
    expect(edit.meta.rows_written).toBeLessThan(10);
    const moved = await env.DB.prepare("UPDATE profiles SET operation_radius_km = ? WHERE id = ?")
      .bind(999, truck.id)
      .run();
    // A 1000 km truck up north covers thousands of cells: a real change rewrites them all.
    expect(moved.meta.rows_written).toBeGreaterThan(1000);
  });

  it("a truck that moves or changes its radius is found from its new area only; a deleted one leaves no cells", async () => {
    const [truck] = await insertTrucks([{ base: { lat: 52.2297, lng: 21.0122 }, radiusKm: 20 }]);
    if (!truck) throw new Error("no truck");
    const warszawa = { lat: 52.2297, lng: 21.0122 };
    const krakow = { lat: 50.0614, lng: 19.9366 };
    const radom = { lat: 51.4027, lng: 21.1471 };
    expect(await foundAround(warszawa, [truck])).toEqual([truck.id]);

    await db()
      .update(profiles)
      .set({ baseLat: krakow.lat, baseLng: krakow.lng, baseLocation: "Kraków" })
      .where(eq(profiles.id, truck.id));
    expect(await foundAround(warszawa, [truck])).toEqual([]);
    expect(await foundAround(krakow, [truck])).toEqual([truck.id]);

    // Radom is ~172 km from Kraków: out of reach until the radius grows.
    expect(await foundAround(radom, [truck])).toEqual([]);
    await db().update(profiles).set({ operationRadiusKm: 180 }).where(eq(profiles.id, truck.id));
    expect(isWithinRadius(krakow, radom, 180)).toBe(true);
    expect(await foundAround(radom, [truck])).toEqual([truck.id]);

    // A base the gazetteer could not place: no cells, found by no place.
    await db().update(profiles).set({ baseLat: null, baseLng: null }).where(eq(profiles.id, truck.id));
    expect(await foundAround(krakow, [truck])).toEqual([]);
    const cellsOf = () => db().select().from(searchCells).where(eq(searchCells.profileId, truck.id));
    expect(await cellsOf()).toEqual([]);

    await db()
      .update(profiles)
      .set({ baseLat: krakow.lat, baseLng: krakow.lng })
      .where(eq(profiles.id, truck.id));
    expect((await cellsOf()).map((row) => row.cell)).toContain(gridCellOf(krakow));
    await db()
      .delete(profiles)
      .where(inArray(profiles.id, [truck.id]));
    expect(await cellsOf()).toEqual([]);
  });

  it("the busy check probes the partial index of holding bookings, whose statuses are the booking machine's", async () => {
    const index = await env.DB.prepare(
      "SELECT sql FROM sqlite_master WHERE name = 'bookings_holding_idx'",
    ).first<{
      sql: string;
    }>();
    expect(index?.sql).toContain(
      "IN ('confirmed', 'awaiting_deposit', 'confirmed_deposit_paid', 'disputed')",
    );
    // The statement a search around a place with dates sends, as EXPLAIN QUERY PLAN sees it.
    const details = await searchPlan({ lat: 51.7592, lng: 19.456 }, searchDays("2027-07-10", "2027-07-12"));
    expect(details).toContain("USING INDEX bookings_holding_idx");
    expect(details).toMatch(/SEARCH search_cells USING PRIMARY KEY \(cell=\?\)/);
  });

  it("up to a week a search probes each day in availability_day_idx; longer ranges probe each truck's range", async () => {
    const place = { lat: 49.29, lng: 22.53 };
    const trucks = await insertTrucks([0, 1, 2].map(() => ({ base: place, radiusKm: 30 })));
    const [free, busyFirst, busySecond] = trucks;
    if (!free || !busyFirst || !busySecond) throw new Error("no trucks");
    await db()
      .insert(availability)
      .values([
        { profileId: busyFirst.id, day: "2027-08-10" },
        { profileId: busySecond.id, day: "2027-08-11" },
        // The Sunday the clocks go back: its week is 7 days all the same.
        { profileId: busyFirst.id, day: "2027-10-31" },
      ]);
    const mine = new Set(trucks.map((truck) => truck.id));
    const found = async (startDay: string, endDay: string) =>
      (
        await searchProfiles(db(), { place, dates: searchDays(startDay, endDay), limit: 10_000, offset: 0 })
      ).page
        .map((hit) => hit.profile.id)
        .filter((id) => mine.has(id))
        .sort((a, b) => a - b);
    const ids = (...list: Truck[]) => list.map((truck) => truck.id).sort((a, b) => a - b);
    expect(await found("2027-08-10", "2027-08-10")).toEqual(ids(free, busySecond));
    expect(await found("2027-08-11", "2027-08-11")).toEqual(ids(free, busyFirst));
    expect(await found("2027-08-12", "2027-08-12")).toEqual(ids(free, busyFirst, busySecond));
    expect(await found("2027-08-10", "2027-08-11")).toEqual(ids(free));
    // A week, its last day busy; eight days, the busy days at either end or past it.
    expect(await found("2027-08-04", "2027-08-10")).toEqual(ids(free, busySecond));
    expect(await found("2027-08-11", "2027-08-18")).toEqual(ids(free, busyFirst));
    expect(await found("2027-08-03", "2027-08-10")).toEqual(ids(free, busySecond));
    expect(await found("2027-08-12", "2027-08-19")).toEqual(ids(free, busyFirst, busySecond));
    expect(await found("2027-10-28", "2027-11-03")).toEqual(ids(free, busySecond));
    expect(await found("2027-11-01", "2027-11-07")).toEqual(ids(free, busyFirst, busySecond));

    const planOf = (startDay: string, endDay: string) => searchPlan(place, searchDays(startDay, endDay));
    const dayByDay = "availability USING COVERING INDEX availability_day_idx (day=? AND profile_id=?)";
    expect(await planOf("2027-08-10", "2027-08-10")).toContain(dayByDay);
    expect(await planOf("2027-08-10", "2027-08-16")).toContain(dayByDay);
    expect(await planOf("2027-08-10", "2027-08-17")).toMatch(
      /availability USING .*\(profile_id=\? AND day>\? AND day<\?\)/,
    );
  });
});
