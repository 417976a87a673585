import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { api, readJson } from "./helpers";
import {
  createOwner,
  createProfile,
  expectError,
  offerJson,
  profileListSchema,
  searchProfiles,
  uniqueWord,
} from "./profile-fixtures";

/** The contract of GET /api/places (decision 0009), written out rather than imported. */
const suggestionSchema = v.strictObject({
  name: v.string(),
  county: v.nullable(v.string()),
  voivodeship: v.string(),
  lat: v.number(),
  lng: v.number(),
  kind: v.picklist(["city", "district"]),
});
const suggestionsSchema = v.array(suggestionSchema);

const TEXT = {
  query: "Wpisz nazwę miejscowości, dzielnicy lub kod pocztowy.",
  queryTooLong: "Zapytanie może mieć najwyżej 100 znaków.",
} as const;

function places(q: string | null): Promise<Response> {
  return api(q === null ? "/places" : `/places?${new URLSearchParams({ q })}`);
}

async function suggestions(q: string) {
  const res = await places(q);
  expect(res.status).toBe(200);
  return readJson(res, suggestionsSchema);
}

/**
 * The truck's search result, paging through every match: other test files share the database, so a
 * city may hold more trucks than one page, in any order of equal distances.
 */
async function findInSearch(params: Record<string, string>, profileId: number) {
  for (let offset = 0; ; offset += 100) {
    const res = await searchProfiles({ ...params, limit: "100", offset: String(offset) });
    const page = await readJson(res, profileListSchema);
    const found = page.find((p) => p.profile_id === profileId);
    if (found || page.length === 0) return found;
  }
}

describe("GET /api/places", () => {
  it("answers anyone with at most 8 suggestions of the documented shape, cacheable for a day", async () => {
    const res = await places("a");
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=86400");
    const list = await readJson(res, suggestionsSchema);
    expect(list).toHaveLength(8);
    const [krakow] = await suggestions("Kraków");
    expect(krakow).toMatchObject({
      name: "Kraków",
      county: "powiat m. Kraków",
      voivodeship: "małopolskie",
      kind: "city",
    });
  });

  it("best first: the town, its districts; districts by their own name; misspellings; postal codes", async () => {
    expect((await suggestions("krak"))[0]?.name).toBe("Kraków");
    expect(await suggestions("moko")).toContainEqual(
      expect.objectContaining({ name: "Warszawa Mokotów", kind: "district", voivodeship: "mazowieckie" }),
    );
    expect((await suggestions("Warszwa"))[0]?.name).toBe("Warszawa");
    expect((await suggestions("Krakw"))[0]?.name).toBe("Kraków");
    expect((await suggestions("31-0")).map((place) => place.name)).toEqual(["Kraków"]);
    expect((await suggestions("lodz"))[0]?.name).toBe("Łódź");
    expect(await suggestions("zzzzzz")).toEqual([]);
  });

  it("400 with a Polish message for a missing, empty, blank or too long query, never cached", async () => {
    for (const q of [null, "", "   "]) {
      const res = await places(q);
      expect(res.headers.get("Cache-Control")).toBe("no-store");
      await expectError(res, 400, TEXT.query);
    }
    await expectError(await places("x".repeat(101)), 400, TEXT.queryTooLong);
    expect(await suggestions("x".repeat(100))).toEqual([]);
  });

  it("odd input is a 200 or a 400, never an error (the route fuzz test sends no q)", async () => {
    const odd = [
      "%",
      "_",
      "\\",
      "\u202Eevil\u200B",
      "00-",
      "99999",
      "-1",
      "ąęłńóśźż",
      "a-b-c,d,e,f",
      ",,,",
      "🍕",
    ];
    for (const q of [...odd, "Zażółć gęślą jaźń ".repeat(5), "x,".repeat(50)]) {
      const res = await places(q);
      await res.arrayBuffer();
      expect([200, 400], q).toContain(res.status);
    }
    const res = await api("/places?q=a&q=b");
    expect(res.status).toBe(400);
  });
});

describe("GET /api/profiles — districts and unknown places", () => {
  it('"Warszawa Mokotów" (and "Mokotów, Warszawa") finds a truck based in Warszawa', async () => {
    const owner = await createOwner();
    const truck = await createProfile(owner.token, { base_location: "Warszawa", operation_radius_km: "10" });
    for (const text of ["Warszawa Mokotów", "Mokotów, Warszawa", "warszawa-mokotow"]) {
      const res = await searchProfiles({ postal_code: text, limit: "1" });
      expect(res.status).toBe(200);
      expect(res.headers.get("X-Place-Not-Found")).toBeNull();
      const found = await findInSearch({ postal_code: text }, truck.profile_id);
      // Mokotów's centroid is ~4.5 km from Warszawa's.
      expect(found?.distance_km, text).toBeGreaterThan(3);
      expect(found?.distance_km, text).toBeLessThan(6);
    }
  });

  it("an address without commas geocodes the truck's base (ul. Długa 5 Gdańsk)", async () => {
    const owner = await createOwner();
    const truck = await createProfile(owner.token, {
      base_location: "ul. Długa 5 Gdańsk",
      operation_radius_km: "5",
    });
    const found = await findInSearch({ postal_code: "Gdańsk" }, truck.profile_id);
    expect(found?.distance_km).toBe(0);
  });

  it("an unknown place: an empty array, X-Place-Not-Found and up to 5 suggestions, exposed to CORS", async () => {
    const res = await searchProfiles({ postal_code: "Warszwa" });
    expect(res.status).toBe(200);
    expect(await readJson(res, profileListSchema)).toEqual([]);
    expect(res.headers.get("X-Total-Count")).toBe("0");
    expect(res.headers.get("X-Place-Not-Found")).toBe("true");
    const header = res.headers.get("X-Place-Suggestions") ?? "";
    const names = v.parse(v.array(v.string()), JSON.parse(decodeURIComponent(header)));
    expect(names[0]).toBe("Warszawa");
    expect(names.length).toBeLessThanOrEqual(5);
    const exposed = res.headers.get("Access-Control-Expose-Headers") ?? "";
    for (const name of ["X-Total-Count", "X-Place-Not-Found", "X-Place-Suggestions"]) {
      expect(exposed).toContain(name);
    }
    // Nothing close at all: still the header, with no suggestions.
    const nonsense = await searchProfiles({ postal_code: uniqueWord("qq") });
    expect(nonsense.headers.get("X-Place-Not-Found")).toBe("true");
    expect(JSON.parse(decodeURIComponent(nonsense.headers.get("X-Place-Suggestions") ?? ""))).toEqual([]);
  });

  it("a known place without trucks, or text some base location contains, is no unknown place", async () => {
    const known = await searchProfiles({ postal_code: "Ustrzyki Dolne", cuisine: "pizza" });
    expect(known.status).toBe(200);
    expect(known.headers.get("X-Place-Not-Found")).toBeNull();
    expect(known.headers.get("X-Place-Suggestions")).toBeNull();

    const owner = await createOwner();
    const word = uniqueWord();
    await createProfile(owner.token, {
      base_location: `Osiedle ${word}`,
      offer: offerJson({ dishes: ["burgers"] }),
    });
    // The other filters exclude the truck, but its base location names the text: no "unknown place".
    const filtered = await searchProfiles({ postal_code: word, cuisine: "pizza" });
    expect(await readJson(filtered, profileListSchema)).toEqual([]);
    expect(filtered.headers.get("X-Place-Not-Found")).toBeNull();
    const unfiltered = await searchProfiles({ postal_code: word });
    expect((await readJson(unfiltered, profileListSchema)).length).toBe(1);
    expect(unfiltered.headers.get("X-Place-Not-Found")).toBeNull();
  });
});
