import { defaultParseSearch, defaultStringifySearch } from "@tanstack/router-core";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { searchParamsSchema } from "../../worker/schemas/home-search";
import {
  carriedDays,
  compactContext,
  freeOnText,
  type SearchContext,
  searchContextOf,
  searchContextSchema,
  searchedSpan,
} from "../../worker/schemas/search-context";

/** What /profile/{id} and /booking/{id} read from their address, as the router does. */
const fromUrl = (search: string) => compactContext(v.parse(searchContextSchema, defaultParseSearch(search)));

describe("the search context in a profile's or booking form's address (issue 35)", () => {
  it("reads the place, the days and the guests under the home search's own names", () => {
    expect(
      fromUrl(
        "?postal_code=Krak%C3%B3w&event_start_date=2026-12-12&event_end_date=2026-12-14&guest_count=150",
      ),
    ).toEqual({
      postal_code: "Kraków",
      event_start_date: "2026-12-12",
      event_end_date: "2026-12-14",
      guest_count: 150,
    });
  });

  it("drops what is unusable, one param at a time, and never fails", () => {
    expect(
      fromUrl("?postal_code=31000&event_start_date=2026-02-30&event_end_date=jutro&guest_count=-3&x=1"),
    ).toEqual({ postal_code: "31000" });
    expect(fromUrl("?event_start_date=2100-01-01&guest_count=1.5")).toEqual({});
    expect(fromUrl(`?postal_code=${"a".repeat(121)}`)).toEqual({});
  });

  it("written by the home page's cards, reads back the same (the router's own serialiser)", () => {
    const filters = v.parse(searchParamsSchema, {
      cuisine: "pizza",
      postal_code: "Kraków",
      event_start_date: "2026-12-12",
      guest_count: 150,
      sort: "price",
    });
    const context = searchContextOf(filters);
    // Only the context travels: the cuisine and the order stay with the home page.
    expect(context).toEqual({ postal_code: "Kraków", event_start_date: "2026-12-12", guest_count: 150 });
    const href = defaultStringifySearch(context);
    expect(fromUrl(href)).toEqual(context);
  });

  it("a home search's typed date that is no calendar day does not travel", () => {
    const filters = v.parse(searchParamsSchema, { event_start_date: "12.12.2026", postal_code: "Gdańsk" });
    expect(searchContextOf(filters)).toEqual({ postal_code: "Gdańsk" });
  });
});

describe("the searched days", () => {
  it("reads them as the search does: one date alone is that day, an end before the start is no end", () => {
    expect(searchedSpan("2026-12-12", undefined)).toEqual({ start: "2026-12-12", end: "2026-12-12" });
    expect(searchedSpan(undefined, "2026-12-14")).toEqual({ start: "2026-12-14", end: "2026-12-14" });
    expect(searchedSpan("2026-12-12", "2026-12-10")).toEqual({ start: "2026-12-12", end: "2026-12-12" });
    expect(searchedSpan("2026-12-12", "2026-12-14")).toEqual({ start: "2026-12-12", end: "2026-12-14" });
    expect(searchedSpan("wkrótce", undefined)).toBeNull();
  });

  it("carries only days a booking can ask for: from tomorrow on, at most 31 of them", () => {
    const context = (start: string, end?: string): SearchContext => ({
      event_start_date: start,
      ...(end ? { event_end_date: end } : {}),
    });
    const today = "2026-11-29";
    expect(carriedDays(context("2026-11-30"), today, 31)).toEqual({ start: "2026-11-30", end: "2026-11-30" });
    expect(carriedDays(context("2026-11-29"), today, 31)).toBeNull();
    expect(carriedDays(context("2026-06-01"), today, 31)).toBeNull();
    expect(carriedDays(context("2026-12-01", "2026-12-31"), today, 31)).toEqual({
      start: "2026-12-01",
      end: "2026-12-31",
    });
    expect(carriedDays(context("2026-12-01", "2027-01-01"), today, 31)).toBeNull();
    expect(carriedDays({}, today, 31)).toBeNull();
  });

  it("a card says the days the truck is free on, short", () => {
    expect(freeOnText({ start: "2026-12-12", end: "2026-12-12" })).toBe("Wolny 12.12");
    expect(freeOnText({ start: "2026-12-30", end: "2027-01-02" })).toBe("Wolny 30.12–02.01");
  });
});
