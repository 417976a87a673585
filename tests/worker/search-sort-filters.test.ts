import { beforeAll, describe, expect, it } from "vitest";
import { completedBooking, postReview, quickUser } from "./booking-fixtures";
import { api, readJson } from "./helpers";
import {
  createOwner,
  createProfile,
  expectError,
  offerJson,
  profileListSchema,
  uniqueWord,
} from "./profile-fixtures";

/**
 * Beyond SPEC.md (issue 16): sorting and the dietary, rating and budget filters of GET /api/profiles. Three
 * trucks share a base no other test uses, found by that text (an unknown place matches base locations):
 *   Alfa: vegan, portions from 35 zł, rated 5 · Beta: vegan and gluten-free, from 20 zł, rated 3 ·
 *   Gamma: nothing of that, no prices, no reviews.
 */
const base = `Osada ${uniqueWord("")}`;
const names = { alfa: `Alfa ${base}`, beta: `Beta ${base}`, gamma: `Gamma ${base}` };

async function truckWithReview(name: string, fields: Record<string, string>, rating: number | null) {
  const owner = await createOwner();
  const profile = await createProfile(owner.token, {
    food_truck_name: name,
    base_location: base,
    offer: offerJson({ dishes: ["burgers"] }),
    ...fields,
  });
  if (rating === null) return;
  const organizer = await quickUser();
  const booking = await completedBooking({ organizer, owner, profile });
  expect((await postReview({ request_id: booking.request_id, rating }, organizer.token)).status).toBe(201);
}

/** The names found for these params, in order, with the count the header gives. */
async function found(params: Record<string, string>) {
  const query = new URLSearchParams({ postal_code: base, ...params });
  const res = await api(`/profiles?${query}`);
  expect(res.status).toBe(200);
  const trucks = await readJson(res, profileListSchema);
  expect(res.headers.get("X-Total-Count")).toBe(String(trucks.length));
  return trucks.map((truck) => truck.food_truck_name);
}

beforeAll(async () => {
  await truckWithReview(
    names.alfa,
    { offer: offerJson({ dishes: ["burgers"], dietary: ["vegan"] }), price_from: "35" },
    5,
  );
  await truckWithReview(
    names.beta,
    {
      offer: offerJson({ dishes: ["burgers"], dietary: ["vegan", "gluten_free"] }),
      price_from: "20",
      price_to: "30",
    },
    3,
  );
  await truckWithReview(names.gamma, {}, null);
});

describe("sorting the search", () => {
  it("relevance (the default) is by name without a place", async () => {
    expect(await found({})).toEqual([names.alfa, names.beta, names.gamma]);
    expect(await found({ sort: "relevance" })).toEqual([names.alfa, names.beta, names.gamma]);
  });

  it("by rating: the best average first, trucks without reviews last", async () => {
    expect(await found({ sort: "rating" })).toEqual([names.alfa, names.beta, names.gamma]);
  });

  it("by price: the lowest 'from' first, trucks without prices last", async () => {
    expect(await found({ sort: "price" })).toEqual([names.beta, names.alfa, names.gamma]);
  });
});

describe("filtering the search", () => {
  it("by dietary options: trucks offering every one asked for", async () => {
    expect(await found({ dietary: "vegan" })).toEqual([names.alfa, names.beta]);
    expect(await found({ dietary: "vegan,gluten_free" })).toEqual([names.beta]);
  });

  it("by minimum rating: an average equal to it counts, no reviews never do", async () => {
    expect(await found({ min_rating: "4" })).toEqual([names.alfa]);
    expect(await found({ min_rating: "3" })).toEqual([names.alfa, names.beta]);
  });

  it("by budget per portion: trucks whose portions start within it", async () => {
    expect(await found({ max_price: "20" })).toEqual([names.beta]);
    expect(await found({ max_price: "40", sort: "price" })).toEqual([names.beta, names.alfa]);
    expect(await found({ max_price: "19,99" })).toEqual([]);
  });

  it("refuses what it does not know with a Polish 400", async () => {
    const cases: [Record<string, string>, string][] = [
      [{ sort: "cheapest" }, "Nieznany sposób sortowania."],
      [{ dietary: "keto" }, "Nieznana opcja dietetyczna."],
      [{ min_rating: "6" }, "Minimalna ocena musi być liczbą od 1 do 5."],
      [{ min_rating: "cztery" }, "Minimalna ocena musi być liczbą od 1 do 5."],
      [{ max_price: "0" }, "Budżet za porcję musi być kwotą od 1 do 1000 zł."],
    ];
    for (const [params, message] of cases) {
      await expectError(await api(`/profiles?${new URLSearchParams(params)}`), 400, message);
    }
  });
});
