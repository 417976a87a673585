import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { calendarText, escapeText, foldLine } from "../../worker/domain/icalendar";

/** 2026-11-26 12:00:00 UTC */
const NOW = 1_795_694_400;

function parsed(text: string) {
  const component = new ICAL.Component(ICAL.parse(text));
  return {
    component,
    events: component.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent)),
  };
}

describe("iCalendar feeds (RFC 5545, issue 17)", () => {
  it("all-day events on Warsaw days: DTEND is the day after the last, across month and year ends", () => {
    const text = calendarText({
      name: "Burger Bus – rezerwacje",
      now: NOW,
      events: [
        { uid: "booking-1@foodtruck", firstDay: "2026-12-30", lastDay: "2027-01-01", summary: "Sylwester" },
        {
          uid: "busy-7-2027-02-28@foodtruck",
          firstDay: "2027-02-28",
          lastDay: "2027-02-28",
          summary: "Zajęte",
        },
      ],
    });
    const { component, events } = parsed(text);
    expect(component.getFirstPropertyValue("version")).toBe("2.0");
    expect(component.getFirstPropertyValue("x-wr-calname")).toBe("Burger Bus – rezerwacje");
    expect(events.map((event) => [event.uid, event.startDate.toString(), event.endDate.toString()])).toEqual([
      ["booking-1@foodtruck", "2026-12-30", "2027-01-02"],
      ["busy-7-2027-02-28@foodtruck", "2027-02-28", "2027-03-01"],
    ]);
    expect(events.every((event) => event.startDate.isDate)).toBe(true);
    expect(text).toContain("DTSTAMP:20261126T120000Z\r\n");
    // Every line ends in CRLF, and there is no bare LF.
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  });

  it("text is escaped and long lines fold at 75 octets without splitting a Polish letter", () => {
    const description = `Festyn; scena, grill\\ogród\nDojazd od ul. Żółkiewskiego. ${"Zażółć gęślą jaźń ".repeat(12)}`;
    const text = calendarText({
      name: "Test",
      now: NOW,
      events: [
        {
          uid: "booking-2@foodtruck",
          firstDay: "2026-07-10",
          lastDay: "2026-07-12",
          summary: "Rezerwacja: Pierogi, Kraków",
          description,
          location: "Kraków, Rynek Główny 1",
          status: "TENTATIVE",
        },
      ],
    });
    const encoder = new TextEncoder();
    for (const line of text.split("\r\n")) expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
    const [event] = parsed(text).events;
    expect(event?.description).toBe(description);
    expect(event?.summary).toBe("Rezerwacja: Pierogi, Kraków");
    expect(event?.location).toBe("Kraków, Rynek Główny 1");
    expect(event?.component.getFirstPropertyValue("status")).toBe("TENTATIVE");
    expect(escapeText("a;b,c\\d\ne")).toBe("a\\;b\\,c\\\\d\\ne");
    // A fold never cuts a two-byte letter in half: unfolding gives the line back.
    const folded = foldLine(`DESCRIPTION:${"ż".repeat(60)}`);
    expect(folded.split("\r\n ").join("")).toBe(`DESCRIPTION:${"ż".repeat(60)}`);
    expect(folded.split("\r\n").every((line) => encoder.encode(line).length <= 75)).toBe(true);
  });
});
