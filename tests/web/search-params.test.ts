import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { apiQuery, compactFilters, hasFilters, searchParamsSchema } from "../../worker/schemas/home-search";
import { searchContextOf } from "../../worker/schemas/search-context";

const parse = (input: unknown) => v.parse(searchParamsSchema, input);

describe("home search params from the URL", () => {
  it("keeps the filters under the API's names, trimmed", () => {
    expect(
      parse({
        cuisine: "pizza",
        postal_code: " Kraków ",
        event_start_date: "2026-07-01",
        event_end_date: "2026-07-03",
        long_term_rental: true,
      }),
    ).toEqual({
      cuisine: "pizza",
      postal_code: "Kraków",
      event_start_date: "2026-07-01",
      event_end_date: "2026-07-03",
      long_term_rental: true,
    });
  });

  it("reads a hand-typed numeric postal code (the router JSON-parses it) as text", () => {
    expect(parse({ postal_code: 31000 }).postal_code).toBe("31000");
  });

  it("drops what it cannot use instead of failing: too long, wrong types, empty", () => {
    expect(parse({ cuisine: "x".repeat(41), postal_code: { a: 1 }, event_start_date: "   " })).toEqual({
      cuisine: undefined,
      postal_code: undefined,
      event_start_date: undefined,
      event_end_date: undefined,
      long_term_rental: undefined,
    });
  });

  it("the long-term flag is on only for true, 'true', 1 or '1'", () => {
    for (const on of [true, "true", 1, "1"])
      expect(parse({ long_term_rental: on }).long_term_rental).toBe(true);
    for (const off of [false, "false", 0, "0", "tak", null]) {
      expect(parse({ long_term_rental: off }).long_term_rental).toBeUndefined();
    }
  });
});

describe("from filters to the URL and the API", () => {
  it("leaves empty filters out", () => {
    const filters = parse({ cuisine: "kebab", postal_code: "", long_term_rental: "false" });
    expect(compactFilters(filters)).toEqual({ cuisine: "kebab" });
    expect(hasFilters(filters)).toBe(true);
    expect(hasFilters(parse({}))).toBe(false);
  });

  it("sends every value as text, the flag as 'true'", () => {
    expect(
      apiQuery(parse({ postal_code: 31000, long_term_rental: 1, event_start_date: "2026-08-01" })),
    ).toEqual({
      postal_code: "31000",
      event_start_date: "2026-08-01",
      long_term_rental: "true",
    });
  });
});

describe("the order and the extra filters (beyond SPEC.md, issue 16)", () => {
  it("keeps a known order, known dietary codes in the catalogue's order, a rating and a budget in range", () => {
    const filters = parse({
      sort: "price",
      dietary: "vegan,keto,vegetarian,vegan",
      min_rating: 4.5,
      max_price: "25,5",
    });
    expect(compactFilters(filters)).toEqual({
      sort: "price",
      dietary: "vegetarian,vegan",
      min_rating: 4.5,
      max_price: 25.5,
    });
    expect(apiQuery(filters)).toEqual({
      sort: "price",
      dietary: "vegetarian,vegan",
      min_rating: "4.5",
      max_price: "25.5",
    });
  });

  it("drops what it cannot use: an unknown order, no known diet, a rating or budget out of range", () => {
    expect(compactFilters(parse({ sort: "cheapest", dietary: "keto", min_rating: 6, max_price: 0 }))).toEqual(
      {},
    );
    expect(compactFilters(parse({ min_rating: "cztery", max_price: "dużo" }))).toEqual({});
  });

  it("the default order stays out of the URL, and an order alone is not a filter", () => {
    expect(compactFilters(parse({ sort: "relevance" }))).toEqual({});
    expect(hasFilters(parse({ sort: "rating" }))).toBe(false);
    expect(hasFilters(parse({ sort: "rating", dietary: "vegan" }))).toBe(true);
  });
});

describe("the guest count (beyond SPEC.md, issue 35)", () => {
  it("keeps a whole number from 1 to 100,000, as the router parses it or as typed", () => {
    expect(parse({ guest_count: 150 }).guest_count).toBe(150);
    expect(parse({ guest_count: " 80 " }).guest_count).toBe(80);
    expect(parse({ guest_count: 100_000 }).guest_count).toBe(100_000);
  });

  it("drops anything else instead of failing", () => {
    for (const bad of [0, -5, 1.5, "1,5", "sto", 100_001, "", null, { a: 1 }]) {
      expect(parse({ guest_count: bad }).guest_count).toBeUndefined();
    }
  });

  it("goes into the URL but not to the API, and alone narrows nothing", () => {
    const filters = parse({ postal_code: "Kraków", guest_count: 150 });
    expect(compactFilters(filters)).toEqual({ postal_code: "Kraków", guest_count: 150 });
    expect(apiQuery(filters)).toEqual({ postal_code: "Kraków" });
    expect(hasFilters(parse({ guest_count: 150 }))).toBe(false);
  });
});

describe("the venue's limits (beyond SPEC.md, issue 38)", () => {
  it("keeps a length to one decimal, a known power and water yes or no; drops anything else", () => {
    const filters = parse({ max_length_m: "6,54", site_power: "230v", site_water: false });
    expect(compactFilters(filters)).toEqual({ max_length_m: 6.5, site_power: "230v", site_water: false });
    expect(apiQuery(filters)).toEqual({ max_length_m: "6.5", site_power: "230v", site_water: "false" });
    expect(hasFilters(filters)).toBe(true);
    const bad = parse({ max_length_m: "0,5", site_power: "380v", site_water: "może" });
    expect(compactFilters(bad)).toEqual({});
  });

  it("travel with the search to the profile and the booking form", () => {
    const context = searchContextOf(parse({ postal_code: "Łódź", max_length_m: 7, site_water: "true" }));
    expect(context).toEqual({ postal_code: "Łódź", max_length_m: 7, site_water: true });
  });
});
