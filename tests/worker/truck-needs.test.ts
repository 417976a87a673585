import * as v from "valibot";
import { beforeAll, describe, expect, it } from "vitest";
import { createBooking, createParties } from "./booking-fixtures";
import { api, readJson, warsawDayFromToday } from "./helpers";
import {
  createOwner,
  createProfile,
  expectError,
  postProfile,
  profileDtoSchema,
  profileForm,
  profileListSchema,
  putProfile,
  uniqueWord,
} from "./profile-fixtures";

/**
 * Beyond SPEC.md (issue 38): what a truck serves and needs (profile fields), the venue's limits as search
 * filters that drop only trucks known not to fit, and GET /api/planner. Trucks share a base no other test
 * uses, found by that text (an unknown place matches base locations), so counts and medians are exact:
 *   Mały 5,5 m / 230 V / water, 100 portions an hour · Duży 7 m / 400 V, 11 kW / no water, 140 an hour ·
 *   Cichy 6 m / own power / no water, 120 an hour · Nieznany: states nothing.
 */
const base = `Przystań ${uniqueWord("")}`;
const names = {
  small: `Mały ${base}`,
  large: `Duży ${base}`,
  quiet: `Cichy ${base}`,
  unknown: `Nieznany ${base}`,
};

beforeAll(async () => {
  const owner = await createOwner();
  const truck = (name: string, fields: Record<string, string>) =>
    createProfile(owner.token, { food_truck_name: name, base_location: base, ...fields });
  await truck(names.small, {
    portions_per_hour: "100",
    truck_length_m: "5,5",
    power: "230v",
    power_kw: "3.5",
    needs_water: "true",
  });
  await truck(names.large, {
    portions_per_hour: "140",
    truck_length_m: "7",
    power: "400v",
    power_kw: "11",
    needs_water: "false",
  });
  await truck(names.quiet, {
    portions_per_hour: "120",
    truck_length_m: "6",
    power: "none",
    needs_water: "false",
  });
  await truck(names.unknown, {});
});

/** The names the search finds for these filters (by name), with the count the header gives. */
async function found(params: Record<string, string>) {
  const res = await api(`/profiles?${new URLSearchParams({ postal_code: base, ...params })}`);
  expect(res.status).toBe(200);
  const trucks = await readJson(res, profileListSchema);
  expect(res.headers.get("X-Total-Count")).toBe(String(trucks.length));
  return trucks.map((truck) => truck.food_truck_name).sort();
}

describe("what a truck serves and needs (profile fields)", () => {
  it("are stored and answered as stated, each optional, and an edit without them clears them", async () => {
    const owner = await createOwner();
    const created = await createProfile(owner.token, {
      portions_per_hour: "120",
      truck_length_m: "6.5",
      power: "400v",
      power_kw: "11,5",
      needs_water: "true",
    });
    expect(created).toMatchObject({
      portions_per_hour: 120,
      truck_length_m: 6.5,
      power: "400v",
      power_kw: 11.5,
      needs_water: true,
    });
    const edited = await putProfile(created.profile_id, profileForm(), owner.token);
    expect(await readJson(edited, profileDtoSchema)).toMatchObject({
      portions_per_hour: null,
      truck_length_m: null,
      power: null,
      power_kw: null,
      needs_water: null,
    });
  });

  it("refuses values out of range or of the wrong kind with the field's Polish message", async () => {
    const owner = await createOwner();
    const refusals: [Record<string, string>, string, string][] = [
      [{ portions_per_hour: "9" }, "portions_per_hour", "Wydajność musi być liczbą całkowitą od 10 do 2000"],
      [{ portions_per_hour: "120,5" }, "portions_per_hour", "Wydajność musi być"],
      [{ truck_length_m: "20.5" }, "truck_length_m", "Długość food trucka musi być liczbą od 2 do 20 m"],
      [{ truck_length_m: "6.55" }, "truck_length_m", "z najwyżej jedną cyfrą po przecinku"],
      [{ power: "380v" }, "power", "Wybierz zasilanie"],
      [{ power: "230v", power_kw: "0.4" }, "power_kw", "Moc musi być liczbą od 0,5 do 60 kW"],
      [{ power: "none", power_kw: "3" }, "power_kw", "Moc podaj tylko przy gnieździe 230 V lub 400 V."],
      [{ power_kw: "3" }, "power_kw", "Moc podaj tylko przy gnieździe 230 V lub 400 V."],
      [{ needs_water: "tak" }, "needs_water", "Nieprawidłowa wartość pola „potrzebuje wody”."],
    ];
    for (const [fields, field, message] of refusals) {
      const body = await expectError(await postProfile(profileForm(fields), owner.token), 400);
      expect(body.message, JSON.stringify(fields)).toContain(message);
      expect(body.field, JSON.stringify(fields)).toBe(field);
    }
  });
});

describe("the venue's limits as search filters", () => {
  it("drop only trucks that stated what does not fit; trucks that stated nothing stay", async () => {
    expect(await found({})).toEqual(Object.values(names).sort());
    // A 6 m courtyard with 230 V and no water: the long 400 V truck and the one needing water go.
    expect(await found({ max_length_m: "6", site_power: "230v", site_water: "false" })).toEqual(
      [names.quiet, names.unknown].sort(),
    );
    expect(await found({ max_length_m: "5,5" })).toEqual([names.small, names.unknown].sort());
    expect(await found({ site_power: "none" })).toEqual([names.quiet, names.unknown].sort());
    // 400 V serves every truck, and water on site serves every truck: nobody is dropped.
    expect(await found({ site_power: "400v", site_water: "true" })).toEqual(Object.values(names).sort());
  });

  it("refuses a venue limit it cannot read with a Polish 400", async () => {
    await expectError(
      await api("/profiles?max_length_m=abc"),
      400,
      "Długość miejsca musi być liczbą od 1 do 50 m, z najwyżej jedną cyfrą po przecinku (np. 6,5).",
    );
    await expectError(
      await api("/profiles?site_power=380v"),
      400,
      "Wybierz prąd na miejscu: brak, 230 V lub 400 V.",
    );
    await expectError(
      await api("/profiles?site_water=maybe"),
      400,
      "Nieprawidłowa wartość pola „woda na miejscu”.",
    );
  });

  it("a booking request keeps the venue's limits it was sent with (and none when left out)", async () => {
    const parties = await createParties();
    const withVenue = await createBooking(parties, {
      max_length_m: 6,
      site_power: "230v",
      site_water: false,
    });
    expect(withVenue).toMatchObject({ max_length_m: 6, site_power: "230v", site_water: false });
    const without = await createBooking(parties, { event_start_date: warsawDayFromToday(40) });
    expect(without).toMatchObject({ max_length_m: null, site_power: null, site_water: null });
  });
});

/** GET /api/planner's answer. */
const planSchema = v.strictObject({
  guests: v.number(),
  hours: v.number(),
  portions_per_guest: v.number(),
  trucks_matching: v.number(),
  portions_needed: v.number(),
  portions_per_hour: v.number(),
  portions_per_truck: v.number(),
  trucks_suggested: v.number(),
  throughput_basis: v.picklist(["median", "default", "truck"]),
  trucks_stating: v.number(),
  assumptions: v.array(v.string()),
  calculation: v.string(),
  suggestion: v.string(),
  summary: v.string(),
});

describe("GET /api/planner", () => {
  async function plan(params: Record<string, string>) {
    const res = await api(`/planner?${new URLSearchParams(params)}`);
    expect(res.status).toBe(200);
    return readJson(res, planSchema);
  }

  it("takes the median of the matching trucks' stated throughput and rounds the trucks up", async () => {
    // 100, 120, 140 portions an hour: the median is 120, so 4 hours serve 480; 800 portions need 2 trucks.
    const answer = await plan({ guests: "800", hours: "4", portions_per_guest: "1", postal_code: base });
    expect(answer).toMatchObject({
      trucks_matching: 4,
      trucks_stating: 3,
      throughput_basis: "median",
      portions_needed: 800,
      portions_per_hour: 120,
      portions_per_truck: 480,
      trucks_suggested: 2,
    });
    expect(answer.assumptions).toEqual(
      expect.arrayContaining(["przy 1 porcji na gościa", "przez 4 godziny"]),
    );
    expect(answer.summary).toBe(
      "Na 800 gości potrzeba ok. 800 porcji. Jeden food truck wyda przez 4 godziny ok. 480 porcji. Potrzeba ok. 2 food trucków; w tym miejscu pasują 4.",
    );
  });

  it("uses the default throughput when fewer than three matching trucks state theirs", async () => {
    // The venue leaves the quiet truck and the one stating nothing: one stated throughput is too few.
    const answer = await plan({ guests: "800", postal_code: base, site_power: "none" });
    expect(answer).toMatchObject({
      hours: 4,
      portions_per_guest: 1,
      trucks_matching: 2,
      trucks_stating: 1,
      throughput_basis: "default",
      portions_per_hour: 80,
      portions_per_truck: 320,
      trucks_suggested: 3,
    });
    expect(answer.suggestion).toBe("Potrzeba ok. 3 food trucków; w tym miejscu pasują tylko 2.");
    const nobody = await plan({ guests: "800", postal_code: `${base}-nikt`, event_start_date: "2030-06-01" });
    expect(nobody).toMatchObject({ trucks_matching: 0, throughput_basis: "default", trucks_suggested: 3 });
    // No truck to promise, and the default's reason is that none matches, not that too few stated it.
    expect(nobody.suggestion).toBe(
      "Potrzeba ok. 3 food trucków, ale żaden food truck nie dojeżdża tam w tym terminie.",
    );
    expect(nobody.assumptions[2]).toBe(
      "przy typowej wydajności 80 porcji na godzinę – nie pasuje żaden food truck, od którego można by ją wziąć",
    );
  });

  it("refuses unreadable inputs with the one Polish 400", async () => {
    await expectError(await api("/planner"), 400, "Liczba gości musi być liczbą całkowitą od 1 do 100 000.");
    await expectError(
      await api("/planner?guests=0"),
      400,
      "Liczba gości musi być liczbą całkowitą od 1 do 100 000.",
    );
    await expectError(
      await api("/planner?guests=10&hours=25"),
      400,
      "Czas wydawania musi być liczbą godzin od 0,5 do 24 (np. 4 lub 2,5).",
    );
    await expectError(
      await api("/planner?guests=10&portions_per_guest=0"),
      400,
      "Liczba porcji na gościa musi być liczbą od 0,5 do 10 (np. 1 lub 1,5).",
    );
    await expectError(await api("/planner?guests=10&cuisine=sushi"), 400, "Nieznany rodzaj kuchni.");
  });
});
