import { describe, expect, it } from "vitest";
import {
  formatCalendarDay,
  formatCalendarDayRange,
  formatDateTime,
  formatDay,
  formatDayRange,
  formatDayWithWeekday,
  formatDayWords,
  formatMonthTitle,
  formatTime,
  formatWeekdayTwoLetters,
  WEEKDAY_NAMES,
} from "../../web/src/lib/format";
import { addDays, warsawMidnight } from "../../worker/domain/calendar";

/** Unix seconds of an ISO instant with an explicit offset. */
function at(iso: string): number {
  return Date.parse(iso) / 1000;
}

describe("Unix seconds shown as Warsaw dates and 24-hour times", () => {
  it("shows Warsaw midnight as its own day at 00:00, whatever the UTC date", () => {
    // 00:00 in Warsaw in summer (UTC+2) and winter (UTC+1) is still the previous day in UTC.
    expect(formatDateTime(at("2026-07-12T00:00:00+02:00"))).toBe("12.07.2026, 00:00");
    expect(formatDateTime(at("2026-01-05T00:00:00+01:00"))).toBe("05.01.2026, 00:00");
    expect(formatDay(warsawMidnight("2026-12-31"))).toBe("31.12.2026");
    expect(formatTime(warsawMidnight("2027-01-01"))).toBe("00:00");
    // One minute before midnight stays on the day before.
    expect(formatDateTime(at("2026-12-31T23:59:00+01:00"))).toBe("31.12.2026, 23:59");
  });

  it("follows the spring DST change (29.03.2026: 02:00 CET → 03:00 CEST)", () => {
    expect(formatDay(warsawMidnight("2026-03-29"))).toBe("29.03.2026");
    expect(formatDay(warsawMidnight("2026-03-30"))).toBe("30.03.2026");
    expect(formatDateTime(at("2026-03-29T00:59:59Z"))).toBe("29.03.2026, 01:59");
    expect(formatDateTime(at("2026-03-29T01:00:00Z"))).toBe("29.03.2026, 03:00");
    expect(formatTime(at("2026-03-29T22:00:00Z"))).toBe("00:00");
    expect(formatDay(at("2026-03-29T22:00:00Z"))).toBe("30.03.2026");
  });

  it("follows the autumn DST change (25.10.2026: 03:00 CEST → 02:00 CET)", () => {
    expect(formatDay(warsawMidnight("2026-10-25"))).toBe("25.10.2026");
    expect(formatDay(warsawMidnight("2026-10-26"))).toBe("26.10.2026");
    expect(formatDateTime(at("2026-10-25T00:30:00Z"))).toBe("25.10.2026, 02:30");
    expect(formatDateTime(at("2026-10-25T01:30:00Z"))).toBe("25.10.2026, 02:30");
    expect(formatTime(at("2026-10-25T22:59:00Z"))).toBe("23:59");
    expect(formatTime(at("2026-10-25T23:00:00Z"))).toBe("00:00");
  });

  it("shows the time Warsaw's clock shows (Intl, Europe/Warsaw), every 37 minutes of 2025–2027", () => {
    const clock = new Intl.DateTimeFormat("pl-PL", {
      timeZone: "Europe/Warsaw",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    for (let seconds = at("2025-01-01T00:00:00Z"); seconds < at("2028-01-01T00:00:00Z"); seconds += 37 * 60)
      expect(formatTime(seconds)).toBe(clock.format(new Date(seconds * 1000)));
  });

  it("uses the 24-hour clock", () => {
    expect(formatTime(at("2026-07-12T13:05:00+02:00"))).toBe("13:05");
    expect(formatTime(at("2026-07-12T09:07:00+02:00"))).toBe("09:07");
  });

  it("shows one day, or a range of days, of an event", () => {
    expect(formatDayRange(warsawMidnight("2026-07-12"), warsawMidnight("2026-07-12"))).toBe("12.07.2026");
    expect(formatDayRange(warsawMidnight("2026-10-24"), warsawMidnight("2026-10-26"))).toBe(
      "24.10.2026 – 26.10.2026",
    );
  });
});

describe('"YYYY-MM-DD" days (already Warsaw days)', () => {
  it("shows a day as dd.mm.rrrr without any time-zone shift", () => {
    expect(formatCalendarDay("2026-07-05")).toBe("05.07.2026");
    expect(formatCalendarDay("2026-03-29")).toBe("29.03.2026");
    expect(formatCalendarDay("2026-10-25")).toBe("25.10.2026");
    expect(formatCalendarDayRange("2026-07-12", "2026-07-12")).toBe("12.07.2026");
    expect(formatCalendarDayRange("2026-07-30", "2026-08-02")).toBe("30.07.2026 – 02.08.2026");
  });

  it("spells out days, months and weekdays in Polish", () => {
    expect(formatDayWords("2026-11-15")).toBe("15 listopada 2026");
    expect(formatDayWithWeekday("2026-07-15")).toBe("środa, 15 lipca 2026");
    expect(formatDayWithWeekday("2026-10-25")).toBe("niedziela, 25 października 2026");
    expect(formatMonthTitle(2026, 11)).toBe("listopad 2026");
    expect(WEEKDAY_NAMES.map((weekday) => weekday.long)).toEqual([
      "poniedziałek",
      "wtorek",
      "środa",
      "czwartek",
      "piątek",
      "sobota",
      "niedziela",
    ]);
    expect(() => formatDayWords("2026-02-30")).toThrow(RangeError);
    expect(() => formatMonthTitle(2026, 13)).toThrow(RangeError);
  });

  it("says every day of 2024–2028 as the browser's Polish locale data (Intl, pl-PL) does", () => {
    const utc = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat("pl-PL", { ...options, timeZone: "UTC" });
    const words = utc({ day: "numeric", month: "long", year: "numeric" });
    const withWeekday = utc({ weekday: "long", day: "numeric", month: "long", year: "numeric" });
    const monthTitle = utc({ month: "long", year: "numeric" });
    const shortWeekday = utc({ weekday: "short" });
    for (let day = "2024-01-01"; day < "2029-01-01"; day = addDays(day, 1)) {
      const date = new Date(`${day}T00:00:00Z`);
      expect(formatDayWords(day)).toBe(words.format(date));
      expect(formatDayWithWeekday(day)).toBe(withWeekday.format(date));
      if (day.endsWith("-01"))
        expect(formatMonthTitle(date.getUTCFullYear(), date.getUTCMonth() + 1)).toBe(monthTitle.format(date));
    }
    // 1 January 2024 was a Monday.
    expect(WEEKDAY_NAMES.map((weekday) => weekday.short)).toEqual(
      Array.from({ length: 7 }, (_, index) => shortWeekday.format(new Date(Date.UTC(2024, 0, 1 + index)))),
    );
  });

  it("shortens weekdays to two letters for the narrow three-month calendar", () => {
    // 6–12 July 2026, Monday to Sunday, as the calendar's local dates.
    const week = Array.from({ length: 7 }, (_, index) => new Date(2026, 6, 6 + index));
    expect(week.map(formatWeekdayTwoLetters)).toEqual(["pn", "wt", "śr", "cz", "pt", "so", "nd"]);
  });
});
