import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { EMPTY_BOOKING, prefilledBooking } from "../../web/src/features/booking-form/booking-values";
import { searchedDaysVerdict } from "../../web/src/features/public-profile/searched-days";
import {
  filterChips,
  guestsLabel,
  querySummary,
  resultsHeading,
  withoutFilters,
} from "../../web/src/features/search/query-words";
import { searchParamsSchema } from "../../worker/schemas/home-search";

const filters = (input: Record<string, unknown>) => v.parse(searchParamsSchema, input);

describe("the results heading restates the search (issue 35)", () => {
  it("counts the trucks in correct Polish and says where and when", () => {
    const search = filters({ postal_code: "Kraków", event_start_date: "2026-12-12" });
    expect(resultsHeading(3, search)).toBe("3 food trucki · Kraków · 12.12.2026");
    expect(resultsHeading(1, search)).toBe("1 food truck · Kraków · 12.12.2026");
    expect(resultsHeading(12, search)).toBe("12 food trucków · Kraków · 12.12.2026");
    expect(resultsHeading(22, search)).toBe("22 food trucki · Kraków · 12.12.2026");
    expect(resultsHeading(0, search)).toBe("0 food trucków · Kraków · 12.12.2026");
  });

  it("names the cuisine and a range of days; other filters are left to the chips", () => {
    const search = filters({
      cuisine: "pizza",
      postal_code: "Gdańsk",
      event_start_date: "2026-12-12",
      event_end_date: "2026-12-14",
      min_rating: 4,
      guest_count: 80,
    });
    expect(resultsHeading(5, search)).toBe("5 food trucków · Pizza · Gdańsk · 12.12.2026 – 14.12.2026");
  });
});

describe("the active filters as chips", () => {
  const search = filters({
    cuisine: "coffee",
    postal_code: "Kraków",
    event_start_date: "2026-12-12",
    event_end_date: "2026-12-14",
    guest_count: 150,
    long_term_rental: true,
    dietary: "vegetarian,vegan",
    min_rating: 4.5,
    max_price: 30,
    sort: "price",
  });

  it("one per filter, in the form's order, each in words", () => {
    expect(filterChips(search).map((chip) => chip.label)).toEqual([
      "Kawa",
      "Kraków",
      "12.12.2026 – 14.12.2026",
      "150 gości",
      "Wynajem długoterminowy",
      "Opcje wegetariańskie",
      "Opcje wegańskie",
      "Ocena od 4,5",
      "Porcja do 30\u00a0zł",
    ]);
  });

  it("each takes away its own filter only (the days together, one diet of two), keeping the order", () => {
    const without = Object.fromEntries(filterChips(search).map((chip) => [chip.key, chip.without]));
    expect(without.days).not.toHaveProperty("event_start_date");
    expect(without.days).not.toHaveProperty("event_end_date");
    expect(without.days).toMatchObject({ postal_code: "Kraków", guest_count: 150, sort: "price" });
    expect(without["dietary-vegetarian"]?.dietary).toBe("vegan");
    expect(without["dietary-vegan"]?.dietary).toBe("vegetarian");
    expect(without.place).not.toHaveProperty("postal_code");
    expect(withoutFilters(search)).toEqual({ sort: "price" });
  });

  it("no chip without a filter; the order alone is none", () => {
    expect(filterChips(filters({ sort: "rating" }))).toEqual([]);
  });

  it("the phone's folded form says the same in one line", () => {
    expect(
      querySummary(filters({ postal_code: "Kraków", event_start_date: "2026-12-12", guest_count: 1 })),
    ).toBe("Kraków · 12.12.2026 · 1 gość");
    expect(querySummary(filters({ cuisine: "pizza", postal_code: "Kraków", long_term_rental: true }))).toBe(
      "Kraków · Pizza · Wynajem długoterminowy",
    );
    expect(guestsLabel(2)).toBe("2 gości");
    expect(guestsLabel(12_000)).toBe("12\u00a0000 gości");
  });
});

describe("the profile says whether the truck is free on the searched days", () => {
  const span = { start: "2026-12-12", end: "2026-12-14" };

  it("free", () => {
    expect(searchedDaysVerdict({ start: "2026-12-12", end: "2026-12-12" }, ["2026-12-13"])).toEqual({
      free: true,
      text: "Wolny w wybranym terminie (12.12.2026).",
    });
  });

  it("busy on the one day, on all of them, or on some, naming them", () => {
    expect(searchedDaysVerdict({ start: "2026-12-12", end: "2026-12-12" }, ["2026-12-12"]).text).toBe(
      "Zajęty w wybranym terminie (12.12.2026).",
    );
    expect(searchedDaysVerdict(span, ["2026-12-12", "2026-12-13", "2026-12-14"]).text).toBe(
      "Zajęty przez cały wybrany termin (12.12.2026 – 14.12.2026).",
    );
    expect(searchedDaysVerdict(span, ["2026-12-13"])).toEqual({
      free: false,
      text: "W wybranym terminie (12.12.2026 – 14.12.2026) zajęty jest dzień 13.12.2026; pozostałe dni są wolne.",
    });
    expect(searchedDaysVerdict(span, ["2026-12-14", "2026-12-12"]).text).toBe(
      "W wybranym terminie (12.12.2026 – 14.12.2026) zajęte są dni 12.12.2026, 14.12.2026; pozostałe dni są wolne.",
    );
  });
});

describe("the booking form arrives filled in from the search", () => {
  const today = "2026-11-29";

  it("with the days, the place and the guests", () => {
    expect(
      prefilledBooking(
        {
          postal_code: "Kraków",
          event_start_date: "2026-12-12",
          event_end_date: "2026-12-14",
          guest_count: 150,
        },
        today,
      ),
    ).toEqual({
      ...EMPTY_BOOKING,
      event_start_date: "2026-12-12",
      event_end_date: "2026-12-14",
      event_location: "Kraków",
      guest_count: "150",
    });
  });

  it("one day as a start without an end; days a booking cannot ask for are left empty", () => {
    expect(prefilledBooking({ event_start_date: "2026-12-12" }, today)).toMatchObject({
      event_start_date: "2026-12-12",
      event_end_date: "",
    });
    expect(prefilledBooking({ event_start_date: "2026-11-29", postal_code: "Łódź" }, today)).toEqual({
      ...EMPTY_BOOKING,
      event_location: "Łódź",
    });
    expect(prefilledBooking({}, today)).toEqual(EMPTY_BOOKING);
  });
});
