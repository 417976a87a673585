import { describe, expect, it } from "vitest";
import {
  dayFromInput,
  daysInMonth,
  daysInRange,
  formatDay,
  isRealDate,
  parseDay,
  polishCalendarDay,
  warsawDayOf,
  warsawIsoMoment,
  warsawMidnight,
  warsawOffsetSeconds,
  zoneOffsetSeconds,
} from "../../worker/domain/calendar";
import { zoneFormat } from "../../worker/domain/imported-busy-days";

describe("isRealDate", () => {
  it("Feb 29 exists only in leap years (every 4th, not centuries unless divisible by 400)", () => {
    expect(isRealDate(2028, 2, 29)).toBe(true);
    expect(isRealDate(2024, 2, 29)).toBe(true);
    expect(isRealDate(2000, 2, 29)).toBe(true);
    expect(isRealDate(2026, 2, 29)).toBe(false);
    expect(isRealDate(2100, 2, 29)).toBe(false);
    expect(isRealDate(1900, 2, 29)).toBe(false);
  });

  it("rejects Feb 30, Apr 31, Jun 31, Sep 31, Nov 31; accepts the 31st of long months", () => {
    for (const [month, day] of [
      [2, 30],
      [4, 31],
      [6, 31],
      [9, 31],
      [11, 31],
    ] as const) {
      expect(isRealDate(2026, month, day), `${month}/${day}`).toBe(false);
    }
    for (const month of [1, 3, 5, 7, 8, 10, 12]) expect(isRealDate(2026, month, 31)).toBe(true);
  });

  it("rejects month 0 and 13, day 0 and 32, non-integers", () => {
    expect(isRealDate(2026, 0, 1)).toBe(false);
    expect(isRealDate(2026, 13, 1)).toBe(false);
    expect(isRealDate(2026, 1, 0)).toBe(false);
    expect(isRealDate(2026, 1, 32)).toBe(false);
    expect(isRealDate(2026, 1.5, 1)).toBe(false);
    expect(isRealDate(2026, 1, Number.NaN)).toBe(false);
  });

  it("daysInMonth", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((m) => daysInMonth(2026, m))).toEqual([
      31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
    ]);
    expect(daysInMonth(2028, 2)).toBe(29);
  });
});

describe("formatDay / parseDay", () => {
  it("pads and round-trips", () => {
    expect(formatDay(2026, 3, 5)).toBe("2026-03-05");
    expect(parseDay("2026-03-05")).toEqual({ year: 2026, month: 3, day: 5 });
  });

  it("refuses other formats and unreal days", () => {
    for (const text of ["2026-3-5", "05.03.2026", "2026-02-30", "2026-13-01", "", "2026-03-05T00:00"]) {
      expect(parseDay(text), text).toBeNull();
    }
  });
});

describe("polishCalendarDay", () => {
  it("reads a calendar day as dd.mm.rrrr, the form of pages, e-mails and messages", () => {
    expect(polishCalendarDay("2026-03-05")).toBe("05.03.2026");
    expect(polishCalendarDay("2027-12-31")).toBe("31.12.2027");
  });
});

describe("warsawMidnight (DST-safe)", () => {
  it("is 23:00 UTC the day before in winter (CET, +1) and 22:00 UTC in summer (CEST, +2)", () => {
    expect(warsawMidnight("2026-01-15")).toBe(Date.UTC(2026, 0, 14, 23) / 1000);
    expect(warsawMidnight("2026-07-15")).toBe(Date.UTC(2026, 6, 14, 22) / 1000);
  });

  it("2026-03-29 (clocks forward) lasts 23 hours", () => {
    expect(warsawMidnight("2026-03-30") - warsawMidnight("2026-03-29")).toBe(82_800);
    expect(warsawMidnight("2026-03-29")).toBe(Date.UTC(2026, 2, 28, 23) / 1000);
    expect(warsawMidnight("2026-03-30")).toBe(Date.UTC(2026, 2, 29, 22) / 1000);
  });

  it("2026-10-25 (clocks back) lasts 25 hours", () => {
    expect(warsawMidnight("2026-10-26") - warsawMidnight("2026-10-25")).toBe(90_000);
    expect(warsawMidnight("2026-10-25")).toBe(Date.UTC(2026, 9, 24, 22) / 1000);
    expect(warsawMidnight("2026-10-26")).toBe(Date.UTC(2026, 9, 25, 23) / 1000);
  });

  it("every other day of 2026 lasts 24 hours", () => {
    const days = daysInRange("2026-01-01", "2026-12-31");
    const lengths = days
      .slice(0, -1)
      .map((day, i) => warsawMidnight(days[i + 1] ?? day) - warsawMidnight(day));
    expect(lengths.filter((l) => l !== 86_400)).toEqual([82_800, 90_000]);
  });

  it("throws on a day that does not exist", () => {
    expect(() => warsawMidnight("2026-02-30")).toThrow(RangeError);
  });
});

describe("warsawDayOf", () => {
  it("is the Warsaw calendar day of an instant, across midnight and DST", () => {
    expect(warsawDayOf(Date.UTC(2026, 0, 14, 22, 59, 59) / 1000)).toBe("2026-01-14");
    expect(warsawDayOf(Date.UTC(2026, 0, 14, 23, 0, 0) / 1000)).toBe("2026-01-15");
    expect(warsawDayOf(Date.UTC(2026, 6, 14, 21, 59, 59) / 1000)).toBe("2026-07-14");
    expect(warsawDayOf(Date.UTC(2026, 6, 14, 22, 0, 0) / 1000)).toBe("2026-07-15");
    // 23 h day: its last second, and 25 h day: its last second.
    expect(warsawDayOf(warsawMidnight("2026-03-30") - 1)).toBe("2026-03-29");
    expect(warsawDayOf(warsawMidnight("2026-10-26") - 1)).toBe("2026-10-25");
  });

  it("inverts warsawMidnight", () => {
    for (const day of ["2026-03-29", "2026-03-30", "2026-10-25", "2026-10-26", "2028-02-29", "2026-12-31"]) {
      expect(warsawDayOf(warsawMidnight(day))).toBe(day);
    }
  });
});

describe("daysInRange", () => {
  it("is inclusive, crosses months, leap days and DST", () => {
    expect(daysInRange("2026-03-28", "2026-04-01")).toEqual([
      "2026-03-28",
      "2026-03-29",
      "2026-03-30",
      "2026-03-31",
      "2026-04-01",
    ]);
    expect(daysInRange("2028-02-28", "2028-03-01")).toEqual(["2028-02-28", "2028-02-29", "2028-03-01"]);
    expect(daysInRange("2026-10-25", "2026-10-25")).toEqual(["2026-10-25"]);
    expect(daysInRange("2026-01-01", "2026-12-31")).toHaveLength(365);
    expect(daysInRange("2028-01-01", "2028-12-31")).toHaveLength(366);
  });

  it("is empty when end is before start or a day is invalid", () => {
    expect(daysInRange("2026-05-02", "2026-05-01")).toEqual([]);
    expect(daysInRange("2026-02-30", "2026-03-02")).toEqual([]);
    expect(daysInRange("2026-03-01", "nonsense")).toEqual([]);
  });
});

describe("dayFromInput", () => {
  it('takes "YYYY-MM-DD" (trimmed) as is', () => {
    expect(dayFromInput("2026-06-10")).toBe("2026-06-10");
    expect(dayFromInput(" 2026-06-10 ")).toBe("2026-06-10");
  });

  it("takes Unix seconds (number or digits) of any instant of a Warsaw day", () => {
    const midnight = warsawMidnight("2026-06-10");
    expect(dayFromInput(midnight)).toBe("2026-06-10");
    expect(dayFromInput(String(midnight))).toBe("2026-06-10");
    expect(dayFromInput(midnight + 86_399)).toBe("2026-06-10");
    expect(dayFromInput(midnight - 1)).toBe("2026-06-09");
    // Midnight of the 23 h day is 23:00 UTC the day before.
    expect(dayFromInput(String(warsawMidnight("2026-03-29")))).toBe("2026-03-29");
  });

  it("is null for anything else", () => {
    for (const value of [
      "2026-02-30",
      "10.06.2026",
      "",
      "jutro",
      "12345",
      "123456789012",
      "-1700000000",
      "1.7e9",
    ]) {
      expect(dayFromInput(value), value).toBeNull();
    }
    expect(dayFromInput(-1)).toBeNull();
    expect(dayFromInput(1.5e9 + 0.5)).toBeNull();
  });
});

describe("Warsaw's offset, worked out by its summer-time rule", () => {
  // The runtime's own time zone data: the rule must give what it gives, or a change of Poland's clocks has
  // reached the data and the rule must follow it.
  const zoneData = zoneFormat("Europe/Warsaw");
  if (!zoneData) throw new Error("the runtime knows no Europe/Warsaw");
  const offsetByZoneData = (seconds: number) => zoneOffsetSeconds(zoneData, seconds);

  it("is the time zone data's on every day from 1996 to 2099: just before 01:00 UTC, at it, and at noon", () => {
    // Warsaw's clocks change only at 01:00 UTC: a day's offset is the same from then until the next day's.
    const mismatches: string[] = [];
    for (
      let midnight = Date.UTC(1996, 0, 1) / 1000;
      midnight < Date.UTC(2100, 0, 1) / 1000;
      midnight += 86_400
    ) {
      for (const seconds of [midnight + 3599, midnight + 3600, midnight + 12 * 3600]) {
        if (warsawOffsetSeconds(seconds) !== offsetByZoneData(seconds))
          mismatches.push(new Date(seconds * 1000).toISOString());
      }
    }
    expect(mismatches).toEqual([]);
  });

  it("changes at 01:00 UTC to the second, on the last Sundays of March and October", () => {
    const spring = Date.UTC(2027, 2, 28, 1) / 1000;
    const autumn = Date.UTC(2027, 9, 31, 1) / 1000;
    expect([spring - 1, spring, autumn - 1, autumn].map(warsawOffsetSeconds)).toEqual([
      3600, 7200, 7200, 3600,
    ]);
    expect([spring - 1, spring, autumn - 1, autumn].map(offsetByZoneData)).toEqual([3600, 7200, 7200, 3600]);
  });

  it("refuses what is no instant, as Intl did", () => {
    expect(() => warsawDayOf(Number.NaN)).toThrow(RangeError);
    expect(() => warsawDayOf(9e12)).toThrow(RangeError);
  });

  it("gives instants in ISO 8601 with Warsaw's offset", () => {
    expect(warsawIsoMoment(Date.UTC(2027, 1, 13, 13, 30) / 1000)).toBe("2027-02-13T14:30:00+01:00");
    expect(warsawIsoMoment(Date.UTC(2027, 6, 13, 13, 30, 5) / 1000)).toBe("2027-07-13T15:30:05+02:00");
    expect(warsawIsoMoment(Date.UTC(2027, 11, 31, 23, 0) / 1000)).toBe("2028-01-01T00:00:00+01:00");
  });
});
