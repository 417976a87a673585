/**
 * iCalendar (RFC 5545) for calendar sync (issue 17): bookings and busy days as all-day events on Warsaw
 * calendar days (DATE values need no time zone; the feed names Europe/Warsaw for the apps that show one).
 * Text is escaped (§3.3.11), lines end in CRLF and are folded at 75 octets without splitting a character
 * (§3.1).
 */
import { addDays } from "./calendar";

export interface CalendarEvent {
  /** Globally unique and stable, so an app updates the event instead of adding a copy. */
  uid: string;
  /** First and last Warsaw day, "YYYY-MM-DD", both included. */
  firstDay: string;
  lastDay: string;
  summary: string;
  description?: string;
  location?: string;
  /** CONFIRMED, TENTATIVE (a request not yet accepted) or CANCELLED (called off). */
  status?: "CONFIRMED" | "TENTATIVE" | "CANCELLED";
  url?: string;
  /**
   * When the event last changed (Unix seconds) and its revision, growing with every change (moved
   * dates, called off): calendar apps take a re-imported copy as an update only when SEQUENCE grew.
   */
  revision?: { sequence: number; lastModified: number };
}

export interface Calendar {
  name: string;
  events: readonly CalendarEvent[];
  /** Unix seconds: the DTSTAMP of every event (when the feed was made). */
  now: number;
}

const PRODUCT_ID = "-//Foodtruck Marketplace//Kalendarz//PL";
const MAX_OCTETS = 75;

/** §3.3.11: backslash, semicolon and comma escaped, line breaks as \n. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** §3.1: lines longer than 75 octets continue on the next line after a CRLF and one space. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines start with a space, which counts towards their 75 octets.
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

const dateValue = (day: string) => day.replace(/-/g, "");

function utcStamp(seconds: number): string {
  return new Date(seconds * 1000)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}Z$/, "Z");
}

function eventLines(event: CalendarEvent, stamp: string): string[] {
  return [
    "BEGIN:VEVENT",
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${dateValue(event.firstDay)}`,
    // DTEND of an all-day event is the day after the last one (exclusive).
    `DTEND;VALUE=DATE:${dateValue(addDays(event.lastDay, 1))}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    `STATUS:${event.status ?? "CONFIRMED"}`,
    ...(event.revision
      ? [`SEQUENCE:${event.revision.sequence}`, `LAST-MODIFIED:${utcStamp(event.revision.lastModified)}`]
      : []),
    "TRANSP:OPAQUE",
    "END:VEVENT",
  ];
}

export function calendarText(calendar: Calendar): string {
  const stamp = utcStamp(calendar.now);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${PRODUCT_ID}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    "X-WR-TIMEZONE:Europe/Warsaw",
    ...calendar.events.flatMap((event) => eventLines(event, stamp)),
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
