import { describe, expect, it } from "vitest";
import {
  dayCount,
  dayRuns,
  isoWeekday,
  polishDayList,
  selectedDays,
} from "../../worker/domain/availability-range";

describe("dayCount and isoWeekday", () => {
  it("counts inclusively across months, leap days and the DST change", () => {
    expect(dayCount("2026-12-12", "2026-12-25")).toBe(14);
    expect(dayCount("2028-02-28", "2028-03-01")).toBe(3);
    expect(dayCount("2026-03-28", "2026-03-30")).toBe(3);
    expect(dayCount("2032-01-01", "2032-12-31")).toBe(366);
    expect(dayCount("2026-12-12", "2026-12-11")).toBe(0);
  });

  it("numbers weekdays from Monday 1 to Sunday 7", () => {
    expect(isoWeekday("2026-11-30")).toBe(1);
    expect(isoWeekday("2026-12-05")).toBe(6);
    expect(isoWeekday("2026-12-06")).toBe(7);
  });
});

describe("selectedDays", () => {
  it("picks the range, or its weekdays, or exactly the days named", () => {
    expect(selectedDays({ from: "2026-12-30", to: "2027-01-02" })).toEqual([
      "2026-12-30",
      "2026-12-31",
      "2027-01-01",
      "2027-01-02",
    ]);
    expect(selectedDays({ from: "2026-11-30", to: "2026-12-13", weekdays: [1, 7] })).toEqual([
      "2026-11-30",
      "2026-12-06",
      "2026-12-07",
      "2026-12-13",
    ]);
    expect(
      selectedDays({ from: "2026-12-01", to: "2026-12-31", days: ["2026-12-24", "2026-12-02"] }),
    ).toEqual(["2026-12-02", "2026-12-24"]);
  });

  it("refuses more than a year", () => {
    expect(() => selectedDays({ from: "2026-01-01", to: "2027-01-02" })).toThrow(RangeError);
  });
});

describe("dayRuns and polishDayList", () => {
  it("joins consecutive days, also over a month's end; two days stay two, three become a range", () => {
    const days = ["2026-12-12", "2026-12-13", "2026-12-20", "2026-12-30", "2026-12-31", "2027-01-01"];
    expect(dayRuns(days)).toEqual([
      ["2026-12-12", "2026-12-13"],
      ["2026-12-20", "2026-12-20"],
      ["2026-12-30", "2027-01-01"],
    ]);
    expect(polishDayList(days)).toBe("12.12.2026, 13.12.2026, 20.12.2026, 30.12.2026 – 01.01.2027");
    expect(polishDayList([])).toBe("");
  });
});
