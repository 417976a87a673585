import { describe, expect, it } from "vitest";
import { warsawMidnight } from "../../worker/domain/calendar";
import {
  busyDaysOfCalendar,
  type ImportWindow,
  importWindow,
  NotICalendarError,
} from "../../worker/domain/imported-busy-days";

// Issue 36: the days an owner's own calendar makes busy, as Google, Apple and Outlook write it.

/** Europe/Warsaw as Google Calendar sends it with every feed. */
const WARSAW_VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  "TZID:Europe/Warsaw",
  "X-LIC-LOCATION:Europe/Warsaw",
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0200",
  "TZNAME:CEST",
  "DTSTART:19700329T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0200",
  "TZOFFSETTO:+0100",
  "TZNAME:CET",
  "DTSTART:19701025T030000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

function calendar(...events: string[][]): string {
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Google Inc//Google Calendar 70.9054//EN",
    ...WARSAW_VTIMEZONE,
    ...events.flatMap((lines) => ["BEGIN:VEVENT", ...lines, "END:VEVENT"]),
    "END:VCALENDAR",
    "",
  ].join("\r\n");
}

/** Today 1 March 2027 and 18 months on. */
const WINDOW: ImportWindow = { firstDay: "2027-03-01", lastDay: "2028-09-01" };

const busy = (...events: string[][]) => busyDaysOfCalendar(calendar(...events), WINDOW);

describe("the import window", () => {
  it("is today in Warsaw and the same day 18 months on, the month's last day when shorter", () => {
    // 23:30 UTC on 31 August is already 1 September in Warsaw.
    expect(importWindow(Date.UTC(2026, 7, 31, 23, 30) / 1000)).toEqual({
      firstDay: "2026-09-01",
      lastDay: "2028-03-01",
    });
    expect(importWindow(warsawMidnight("2026-08-31"))).toEqual({
      firstDay: "2026-08-31",
      lastDay: "2028-02-29",
    });
  });
});

describe("busy days from events", () => {
  it("an all-day event: from DTSTART to the day before DTEND", () => {
    expect(
      busy(["UID:a", "DTSTART;VALUE=DATE:20270310", "DTEND;VALUE=DATE:20270312", "SUMMARY:Urlop"]),
    ).toEqual(["2027-03-10", "2027-03-11"]);
    // Without DTEND an all-day event is one day long.
    expect(busy(["UID:b", "DTSTART;VALUE=DATE:20270320"])).toEqual(["2027-03-20"]);
  });

  it("a timed event crossing midnight in Warsaw takes both days", () => {
    expect(
      busy([
        "UID:c",
        "DTSTART;TZID=Europe/Warsaw:20270415T220000",
        "DTEND;TZID=Europe/Warsaw:20270416T020000",
      ]),
    ).toEqual(["2027-04-15", "2027-04-16"]);
  });

  it("UTC times are read as Warsaw days (22:30 UTC in summer is 00:30 the next day)", () => {
    expect(busy(["UID:d", "DTSTART:20270420T223000Z", "DTEND:20270420T233000Z"])).toEqual(["2027-04-21"]);
    // In winter (UTC+1) 22:30 UTC is still the same evening.
    expect(busy(["UID:e", "DTSTART:20271120T223000Z", "DTEND:20271120T224500Z"])).toEqual(["2027-11-20"]);
  });

  it("an event ending exactly at midnight does not touch the next day", () => {
    expect(
      busy([
        "UID:f",
        "DTSTART;TZID=Europe/Warsaw:20270505T200000",
        "DTEND;TZID=Europe/Warsaw:20270506T000000",
      ]),
    ).toEqual(["2027-05-05"]);
  });

  it("a weekly rule without the days EXDATE takes out", () => {
    expect(
      busy([
        "UID:g",
        "DTSTART;TZID=Europe/Warsaw:20270503T100000",
        "DTEND;TZID=Europe/Warsaw:20270503T180000",
        "RRULE:FREQ=WEEKLY;COUNT=4",
        "EXDATE;TZID=Europe/Warsaw:20270510T100000",
      ]),
    ).toEqual(["2027-05-03", "2027-05-17", "2027-05-24"]);
  });

  it("an endless rule stops at the window's end; an old one still counts from today", () => {
    const days = busy([
      "UID:h",
      "DTSTART;VALUE=DATE:20200106",
      "DTEND;VALUE=DATE:20200107",
      "RRULE:FREQ=WEEKLY;BYDAY=MO",
    ]);
    expect(days[0]).toBe("2027-03-01");
    expect(days.at(-1)).toBe("2028-08-28");
    expect(days).toHaveLength(79);
  });

  it("cancelled and free (transparent) events make nobody busy, nor does one cancelled occurrence", () => {
    expect(
      busy(
        ["UID:i", "DTSTART;VALUE=DATE:20270601", "STATUS:CANCELLED"],
        ["UID:j", "DTSTART;VALUE=DATE:20270602", "TRANSP:TRANSPARENT"],
        ["UID:k", "DTSTART;VALUE=DATE:20270603", "TRANSP:OPAQUE", "STATUS:CONFIRMED"],
      ),
    ).toEqual(["2027-06-03"]);
    expect(
      busy(
        ["UID:l", "DTSTART;VALUE=DATE:20270607", "RRULE:FREQ=DAILY;COUNT=3"],
        ["UID:l", "RECURRENCE-ID;VALUE=DATE:20270608", "DTSTART;VALUE=DATE:20270608", "STATUS:CANCELLED"],
      ),
    ).toEqual(["2027-06-07", "2027-06-09"]);
  });

  it("a moved occurrence is busy on its new day, not the old one", () => {
    expect(
      busy(
        ["UID:m", "DTSTART;VALUE=DATE:20270607", "RRULE:FREQ=DAILY;COUNT=2"],
        ["UID:m", "RECURRENCE-ID;VALUE=DATE:20270608", "DTSTART;VALUE=DATE:20270620"],
      ),
    ).toEqual(["2027-06-07", "2027-06-20"]);
  });

  it("only days within the window: a long event is cut to it, past and far events are left out", () => {
    expect(
      busy(
        ["UID:n", "DTSTART;VALUE=DATE:20270225", "DTEND;VALUE=DATE:20270303"],
        ["UID:o", "DTSTART;VALUE=DATE:20260101"],
        ["UID:p", "DTSTART;VALUE=DATE:20300101"],
      ),
    ).toEqual(["2027-03-01", "2027-03-02"]);
  });

  it("floating times and zones the file does not define are read by their name, else as Warsaw time", () => {
    expect(
      busy(
        ["UID:q", "DTSTART:20270701T233000", "DTEND:20270702T003000"],
        // 20:00 in New York is 02:00 the next day in Warsaw.
        [
          "UID:r",
          "DTSTART;TZID=America/New_York:20270710T200000",
          "DTEND;TZID=America/New_York:20270710T210000",
        ],
        ["UID:s", "DTSTART;TZID=Nie istnieje:20270720T100000", "DTEND;TZID=Nie istnieje:20270720T110000"],
      ),
    ).toEqual(["2027-07-01", "2027-07-02", "2027-07-11", "2027-07-20"]);
  });
});

describe("text that is not a calendar", () => {
  it.each([
    "<!doctype html><html><body>Zaloguj się</body></html>",
    '{"error":"not found"}',
    "BEGIN:VCARD\r\nVERSION:3.0\r\nEND:VCARD\r\n",
    "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART;VALUE=DATE:2027\r\n",
    "",
  ])("%j is refused", (text) => {
    expect(() => busyDaysOfCalendar(text, WINDOW)).toThrow(NotICalendarError);
  });
});
