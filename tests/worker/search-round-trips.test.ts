import { env } from "cloudflare:test";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { getDb } from "../../worker/db/client";
import { plannerQuerySchema } from "../../worker/schemas/planner";
import { profileSearchSchema } from "../../worker/schemas/profiles";
import { planForQuery } from "../../worker/use-cases/search/plan-trucks";
import { searchTrucks } from "../../worker/use-cases/search/search-trucks";
import { imageFile } from "./helpers";
import {
  createOwner,
  createProfile,
  type ProfileDtoJson,
  searchAll,
  searchProfiles,
  uniqueWord,
} from "./profile-fixtures";

/**
 * The D1 binding, counting round trips: every statement run on its own is one, a batch is one. Statements
 * handed to batch() are unwrapped, as the real binding only accepts its own.
 */
function countingD1(d1: D1Database) {
  let trips = 0;
  const real = new WeakMap<object, D1PreparedStatement>();
  const wrapStatement = (statement: D1PreparedStatement): D1PreparedStatement => {
    const wrapped = new Proxy(statement, {
      get(target, property) {
        const value = Reflect.get(target, property, target);
        if (typeof value !== "function") return value;
        if (property === "bind") {
          return (...values: unknown[]) => wrapStatement(target.bind(...values));
        }
        if (property === "all" || property === "raw" || property === "first" || property === "run") {
          trips += 1;
        }
        return value.bind(target);
      },
    });
    real.set(wrapped, statement);
    return wrapped;
  };
  const wrappedDb = new Proxy(d1, {
    get(target, property) {
      if (property === "prepare") return (query: string) => wrapStatement(target.prepare(query));
      if (property === "batch") {
        return (statements: D1PreparedStatement[]) => {
          trips += 1;
          return target.batch(statements.map((statement) => real.get(statement) ?? statement));
        };
      }
      const value = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { d1: wrappedDb, trips: () => trips };
}

async function searchCounted(query: Record<string, string>) {
  const counting = countingD1(env.DB);
  // Parsed by the route's own schema, as GET /api/profiles does.
  const parsed = v.parse(profileSearchSchema, { limit: "100", ...query });
  const result = await searchTrucks(getDb(counting.d1), parsed);
  return { ...result, trips: counting.trips() };
}

function galleryOf(profile: ProfileDtoJson | undefined) {
  return profile?.gallery_photos.map((photo) => photo.url);
}

describe("GET /api/profiles — one D1 round trip per search", () => {
  it("a place search (with cuisine and dates) reads its page, galleries and count in one trip", async () => {
    const owner = await createOwner();
    const photos = [1, 2, 3].map((fill) => imageFile("png", { fill }));
    const truck = await createProfile(
      owner.token,
      { base_location: "Zakopane", operation_radius_km: "30" },
      photos,
    );
    const queries: Record<string, string>[] = [
      { postal_code: "Zakopane" },
      {
        postal_code: "Zakopane",
        cuisine: "burgers",
        event_start_date: "2031-07-10",
        event_end_date: "2031-07-12",
      },
    ];
    for (const query of queries) {
      const result = await searchCounted(query);
      expect(result.trips, JSON.stringify(query)).toBe(1);
      const found = result.trucks.find((hit) => hit.profile_id === truck.profile_id);
      // The gallery comes in upload order, as on the profile itself.
      expect(galleryOf(found)).toEqual(truck.gallery_photo_urls);
      expect(found?.distance_km).toBe(0);
      // The same page and count as the HTTP API.
      expect(result.total).toBe((await searchAll(query)).total);
    }
  });

  it("an order and the extra filters (beyond SPEC.md, issue 16) keep it one trip, with or without a place", async () => {
    const queries: Record<string, string>[] = [
      { postal_code: "Zakopane", sort: "rating", dietary: "vegetarian", min_rating: "1" },
      { postal_code: "Zakopane", sort: "price", max_price: "1000" },
      { sort: "rating", dietary: "vegan,gluten_free" },
      { sort: "price", min_rating: "4.5", max_price: "30" },
      // Beyond SPEC.md (issue 38): the venue's limits.
      { postal_code: "Zakopane", max_length_m: "6", site_power: "230v", site_water: "false" },
      { max_length_m: "7,5", site_power: "none", event_start_date: "2031-07-10" },
    ];
    for (const query of queries) {
      const result = await searchCounted(query);
      expect(result.trips, JSON.stringify(query)).toBe(1);
      expect(result.total).toBe((await searchAll(query)).total);
    }
  });

  it("the planner (issue 38) counts the same matches in one trip, around a place or not", async () => {
    const queries: Record<string, string>[] = [
      { guests: "800", postal_code: "Zakopane", event_start_date: "2031-07-10", site_power: "230v" },
      { guests: "120", hours: "2,5", cuisine: "burgers", max_length_m: "6" },
    ];
    for (const query of queries) {
      const counting = countingD1(env.DB);
      const plan = await planForQuery(getDb(counting.d1), v.parse(plannerQuerySchema, query));
      expect(counting.trips(), JSON.stringify(query)).toBe(1);
      const { guests: _guests, hours: _hours, ...search } = query;
      expect(plan.trucks_matching).toBe((await searchAll(search)).total);
    }
  });

  it("a search without a place (text, cuisine) is one batch too", async () => {
    const owner = await createOwner();
    const word = uniqueWord("rt");
    const truck = await createProfile(owner.token, { base_location: word }, [
      imageFile("jpeg", { fill: 7 }),
      imageFile("webp", { fill: 8 }),
    ]);
    const queries: Record<string, string>[] = [
      { postal_code: word },
      { postal_code: word, cuisine: "burgers" },
    ];
    for (const query of queries) {
      const result = await searchCounted(query);
      expect(result.trips, JSON.stringify(query)).toBe(1);
      expect(result.trucks.map((hit) => hit.profile_id)).toEqual([truck.profile_id]);
      expect(galleryOf(result.trucks[0])).toEqual(truck.gallery_photo_urls);
      expect(result.total).toBe(1);
    }
    expect((await searchCounted({})).trips).toBe(1);
  });

  it("tells the search's own time in Server-Timing (read by npm run bench and dev tools)", async () => {
    const res = await searchProfiles({ postal_code: "Kraków" });
    expect(res.status).toBe(200);
    expect(res.headers.get("Server-Timing")).toMatch(/^search;dur=\d+$/);
    expect(res.headers.get("Access-Control-Expose-Headers")).toContain("Server-Timing");
  });

  it("a page past the last match still reports the number of all matches", async () => {
    const owner = await createOwner();
    const truck = await createProfile(owner.token, {
      base_location: "Ustrzyki Dolne",
      operation_radius_km: "5",
    });
    const all = await searchAll({ postal_code: "Ustrzyki Dolne" });
    expect(all.ids).toContain(truck.profile_id);
    const past = await searchCounted({ postal_code: "Ustrzyki Dolne", offset: String(all.total + 10) });
    expect(past.trucks).toEqual([]);
    expect(past.total).toBe(all.total);
  });
});
