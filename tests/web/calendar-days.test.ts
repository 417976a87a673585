import { describe, expect, it } from "vitest";
import {
  busyDaysWithin,
  dateOfDay,
  dayCount,
  dayOfDate,
  rangeText,
} from "../../web/src/components/calendar-days";
import { dateRangeErrors } from "../../web/src/features/event-fields/event-dates";
import { monthStart, monthsSpan } from "../../worker/domain/calendar";

describe("calendar days for the date pickers", () => {
  it("turns a day into a local-midnight Date and back, across DST changes and leap days", () => {
    for (const day of ["2026-03-29", "2026-10-25", "2028-02-29", "2026-12-31", "2027-01-01"]) {
      const date = dateOfDay(day);
      expect(date.getHours()).toBe(0);
      expect(dayOfDate(date)).toBe(day);
    }
    expect(() => dateOfDay("2026-02-30")).toThrow(RangeError);
  });

  it("shows days as dd.mm.rrrr and counts them in Polish", () => {
    expect(dayCount(1)).toBe("1 dzień");
    expect(dayCount(2)).toBe("2 dni");
    expect(dayCount(22)).toBe("22 dni");
    expect(rangeText("2026-07-12", "")).toBe("12.07.2026 (1 dzień)");
    expect(rangeText("2026-07-12", "2026-07-12")).toBe("12.07.2026 (1 dzień)");
    expect(rangeText("2026-07-30", "2026-08-02")).toBe("30.07.2026 – 02.08.2026 (4 dni)");
    expect(rangeText("", "")).toBe("");
  });

  it("spans whole months for one busy-days request, across a year's end", () => {
    expect(monthStart("2026-07-19")).toBe("2026-07-01");
    expect(monthsSpan("2026-07-19", 3)).toEqual({ from: "2026-07-01", to: "2026-09-30" });
    expect(monthsSpan("2026-11-30", 4)).toEqual({ from: "2026-11-01", to: "2027-02-28" });
    expect(monthsSpan("2028-02-10", 1)).toEqual({ from: "2028-02-01", to: "2028-02-29" });
  });

  it("finds the busy days inside a range", () => {
    const busy = new Set(["2026-07-10", "2026-07-15", "2026-08-01"]);
    expect(busyDaysWithin("2026-07-11", "2026-07-14", busy)).toEqual([]);
    expect(busyDaysWithin("2026-07-10", "2026-08-01", busy)).toEqual([
      "2026-07-10",
      "2026-07-15",
      "2026-08-01",
    ]);
    expect(busyDaysWithin("2026-07-15", "2026-07-15", busy)).toEqual(["2026-07-15"]);
  });
});

describe("the days both event forms check", () => {
  const texts = {
    startDate: "start",
    date: "date",
    endBeforeStart: "order",
    tooLong: "long",
    pastDate: "past",
  };

  it("needs a real start day; the end is optional", () => {
    expect(dateRangeErrors({ start: "", end: "" }, texts)).toEqual({ start: "start" });
    expect(dateRangeErrors({ start: "2026-02-30", end: "" }, texts)).toEqual({ start: "date" });
    expect(dateRangeErrors({ start: "2026-07-01", end: "" }, texts)).toEqual({});
    expect(dateRangeErrors({ start: "2026-07-01", end: "2026-13-01" }, texts)).toEqual({ end: "date" });
  });

  it("refuses an end before the start, more than 31 days, and (given the earliest day) a past start", () => {
    expect(dateRangeErrors({ start: "2026-07-10", end: "2026-07-09" }, texts)).toEqual({ end: "order" });
    expect(dateRangeErrors({ start: "2026-07-01", end: "2026-07-31" }, texts)).toEqual({});
    expect(dateRangeErrors({ start: "2026-07-01", end: "2026-08-01" }, texts)).toEqual({ end: "long" });
    expect(dateRangeErrors({ start: "2026-07-01", end: "" }, texts, "2026-07-02")).toEqual({ start: "past" });
    expect(dateRangeErrors({ start: "2026-07-02", end: "" }, texts, "2026-07-02")).toEqual({});
  });
});
