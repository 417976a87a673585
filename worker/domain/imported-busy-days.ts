/**
 * The days an owner's own calendar makes busy (issue 36): every Warsaw calendar day an event touches,
 * within the import window. Pure: iCalendar text in, "YYYY-MM-DD" days out. Parsed with ical.js
 * (Mozilla's RFC 5545 parser: recurrence rules, EXDATE, RDATE, moved or cancelled occurrences, and the
 * file's own VTIMEZONE definitions, which Google, Apple and Outlook all send).
 */
import ICAL from "ical.js";
import {
  addDays,
  daysInMonth,
  daysInRange,
  formatDay,
  parseDay,
  TIME_ZONE,
  warsawDayOf,
  zoneOffsetSeconds,
} from "./calendar";

/** How far ahead an import looks: today and the next 18 months. */
export const IMPORT_MONTHS_AHEAD = 18;

/**
 * Occurrences one recurring event may be walked through (the walk starts at its first one, so a daily
 * event from 10 years ago costs ≈ 3,650): a bound on the CPU a hostile rule (every minute) can take.
 */
const MAX_OCCURRENCES_PER_EVENT = 20_000;
/** The same bound over the whole file. */
const MAX_OCCURRENCES = 100_000;

export interface ImportWindow {
  /** First and last day, "YYYY-MM-DD", both included. */
  firstDay: string;
  lastDay: string;
}

/** Today (Warsaw) and the same day 18 months on (the month's last day when it has fewer days). */
export function importWindow(nowSeconds: number): ImportWindow {
  const firstDay = warsawDayOf(nowSeconds);
  const today = parseDay(firstDay);
  if (!today) throw new RangeError(`Not a calendar day: ${firstDay}`);
  const monthIndex = today.year * 12 + today.month - 1 + IMPORT_MONTHS_AHEAD;
  const year = Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  return { firstDay, lastDay: formatDay(year, month, Math.min(today.day, daysInMonth(year, month))) };
}

/** The calendar text is not iCalendar (an HTML page, a JSON error, a vCard…). */
export class NotICalendarError extends Error {
  override name = "NotICalendarError";
}

type Time = InstanceType<typeof ICAL.Time>;
type Event = InstanceType<typeof ICAL.Event>;

/** An event that does not make anyone busy: free time ("Dostępny") or called off. */
function blocksNoTime(event: Event): boolean {
  const transparency = event.component.getFirstPropertyValue("transp");
  const status = event.component.getFirstPropertyValue("status");
  return (
    (typeof transparency === "string" && transparency.toUpperCase() === "TRANSPARENT") ||
    (typeof status === "string" && status.toUpperCase() === "CANCELLED")
  );
}

const zoneFormats = new Map<string, Intl.DateTimeFormat | null>();

/** A formatter for an IANA zone name, or null when the runtime does not know the name. */
export function zoneFormat(zone: string): Intl.DateTimeFormat | null {
  let format = zoneFormats.get(zone);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat("en-CA", {
        timeZone: zone,
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
        second: "2-digit",
        hourCycle: "h23",
      });
    } catch {
      format = null;
    }
    zoneFormats.set(zone, format);
  }
  return format;
}

/**
 * The instant of a wall-clock time in a zone the file did not define: an IANA name the runtime knows
 * (TZID=Europe/Warsaw without its VTIMEZONE), else Warsaw (floating times, unknown names): the owner's
 * own calendar is in Poland.
 */
function wallTimeInstant(time: Time, zone: string | null): number {
  const format = (zone && zoneFormat(zone)) || zoneFormat(TIME_ZONE);
  const asUtc = Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second) / 1000;
  if (!format) return asUtc;
  const first = asUtc - zoneOffsetSeconds(format, asUtc);
  return asUtc - zoneOffsetSeconds(format, first);
}

/** Unix seconds of a date-time, whatever zone it was written in. */
function instantOf(time: Time, tzid: string | null): number {
  const zone = time.zone;
  const defined = zone && zone !== ICAL.Timezone.localTimezone && zone.tzid !== "floating";
  return defined ? time.toUnixTime() : wallTimeInstant(time, tzid);
}

function tzidOf(event: Event, property: "dtstart" | "dtend"): string | null {
  const tzid = event.component.getFirstProperty(property)?.getParameter("tzid");
  return typeof tzid === "string" ? tzid : null;
}

/**
 * The first and last Warsaw day an occurrence touches. All-day: DTSTART up to DTEND, which is the day
 * after (exclusive). Timed: the days its time spans in Warsaw, an end at exactly midnight not touching
 * the next day.
 */
function occurrenceDays(event: Event, start: Time, end: Time): { first: string; last: string } {
  if (start.isDate) {
    const first = formatDay(start.year, start.month, start.day);
    const endDay = formatDay(end.year, end.month, end.day);
    const last = endDay > first ? addDays(endDay, -1) : first;
    return { first, last };
  }
  const startsAt = instantOf(start, tzidOf(event, "dtstart"));
  const endsAt = instantOf(end, tzidOf(event, "dtend") ?? tzidOf(event, "dtstart"));
  const first = warsawDayOf(startsAt);
  return { first, last: endsAt > startsAt ? warsawDayOf(endsAt - 1) : first };
}

class BusyDays {
  readonly days = new Set<string>();
  occurrences = 0;

  constructor(readonly window: ImportWindow) {}

  add(event: Event, start: Time, end: Time): void {
    const { first, last } = occurrenceDays(event, start, end);
    // "YYYY-MM-DD" sorts as the days do: the occurrence cut to the window.
    const [, from = first] = [first, this.window.firstDay].sort();
    const [to = last] = [last, this.window.lastDay].sort();
    for (const day of daysInRange(from, to)) this.days.add(day);
  }

  /** Whether the walk may go on (the file's whole budget). */
  counted(): boolean {
    this.occurrences += 1;
    return this.occurrences <= MAX_OCCURRENCES;
  }
}

/** Each occurrence of a recurring event up to the window's end, as its exceptions changed it. */
function addRecurring(master: Event, busy: BusyDays): void {
  const iterator = master.iterator();
  for (let walked = 0, next = iterator.next(); next; walked++, next = iterator.next()) {
    if (walked >= MAX_OCCURRENCES_PER_EVENT || !busy.counted()) return;
    const details = master.getOccurrenceDetails(next);
    // Occurrences come in the order of their original start; a moved one may land anywhere.
    if (formatDay(next.year, next.month, next.day) > addDays(busy.window.lastDay, 1)) return;
    if (blocksNoTime(details.item)) continue;
    busy.add(details.item, details.startDate, details.endDate);
  }
}

function parseCalendar(text: string): InstanceType<typeof ICAL.Component>[] {
  let root: unknown;
  try {
    root = ICAL.parse(text);
  } catch (error) {
    throw new NotICalendarError(error instanceof Error ? error.message : "unparsable");
  }
  // jCal: a component is [name, properties, components]; a file of several calendars is a list of them.
  const list: unknown[] = Array.isArray(root) && Array.isArray(root[0]) ? root : [root];
  const calendars = list.map((jcal) => {
    if (!Array.isArray(jcal) || jcal[0] !== "vcalendar") throw new NotICalendarError("no VCALENDAR");
    return new ICAL.Component(jcal);
  });
  if (calendars.length === 0) throw new NotICalendarError("no VCALENDAR");
  return calendars;
}

/**
 * The busy days ("YYYY-MM-DD", ascending) the calendar's events make within the window. Skips events
 * marked free (TRANSP:TRANSPARENT) or called off (STATUS:CANCELLED), also single occurrences of a
 * recurring event cancelled or marked free. Throws NotICalendarError for text that is not iCalendar.
 */
export function busyDaysOfCalendar(text: string, window: ImportWindow): string[] {
  if (!/^\s*BEGIN:VCALENDAR/i.test(text)) throw new NotICalendarError("does not start with BEGIN:VCALENDAR");
  const busy = new BusyDays(window);
  for (const calendar of parseCalendar(text)) {
    const masters = new Map<string, Event>();
    const exceptions: Event[] = [];
    for (const component of calendar.getAllSubcomponents("vevent")) {
      const event = new ICAL.Event(component);
      if (!component.hasProperty("dtstart")) continue;
      if (event.isRecurrenceException()) exceptions.push(event);
      else masters.set(event.uid ?? `no-uid-${masters.size}`, event);
    }
    for (const exception of exceptions) {
      const master = masters.get(exception.uid);
      if (master?.isRecurring()) master.relateException(exception);
      // A moved occurrence counts on its own new days too: its master's walk stops at the window's end,
      // so one moved from beyond it would be missed, and a master may be missing from the file.
      if (!blocksNoTime(exception) && busy.counted()) {
        busy.add(exception, exception.startDate, exception.endDate);
      }
    }
    for (const event of masters.values()) {
      if (event.isRecurring()) addRecurring(event, busy);
      else if (!blocksNoTime(event) && busy.counted()) busy.add(event, event.startDate, event.endDate);
    }
  }
  return [...busy.days].sort();
}
