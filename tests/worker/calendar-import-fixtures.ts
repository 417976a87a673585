import * as v from "valibot";
import { afterEach, beforeEach, vi } from "vitest";
import { api } from "./helpers";

/**
 * An owner's calendar server for the import tests (issue 36): the Worker's fetch is watched, requests to
 * the fake origins are answered from what each test serves, and every address the Worker tried is
 * recorded, so a test can prove an address was never contacted.
 */

export const CALENDAR_ORIGIN = "https://kalendarz.przyklad.pl";
/** A local server, as development and the tests may use (never production). */
export const LOCAL_ORIGIN = "http://localhost:41234";

type Answer = () => Response | Promise<Response>;

export function fakeCalendarServerForEachTest() {
  let served = new Map<string, Answer>();
  let fetched: string[] = [];
  beforeEach(() => {
    served = new Map();
    fetched = [];
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      fetched.push(request.url);
      const answer = served.get(request.url);
      if (answer) return answer();
      if (request.url.startsWith(CALENDAR_ORIGIN) || request.url.startsWith(LOCAL_ORIGIN)) {
        return new Response("Nie ma", { status: 404 });
      }
      return realFetch(input, init);
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  return {
    /** Serves the text (a calendar) at the URL, or the given answer. */
    serve(url: string, answer: string | Answer) {
      served.set(
        url,
        typeof answer === "string" ? () => new Response(answer, { headers: ICS_HEADERS }) : answer,
      );
    },
    /** The URLs the Worker fetched (with the redirects it followed). */
    get fetched() {
      return fetched;
    },
  };
}

const ICS_HEADERS = { "Content-Type": "text/calendar; charset=utf-8" };

/** "2027-05-03" → "20270503" (an iCalendar DATE). */
export const icsDate = (day: string) => day.replaceAll("-", "");

/** An all-day event from `first` to `last` inclusive. */
export function allDay(uid: string, first: string, last: string, extra: string[] = []): string[] {
  const end = new Date(`${last}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + 1);
  return [
    `UID:${uid}`,
    `DTSTART;VALUE=DATE:${icsDate(first)}`,
    `DTEND;VALUE=DATE:${icsDate(end.toISOString().slice(0, 10))}`,
    "SUMMARY:Wesele u Kowalskich",
    ...extra,
  ];
}

/** A calendar as Google writes it (CRLF, with its Warsaw VTIMEZONE). */
export function icsCalendar(...events: string[][]): string {
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Google Inc//Google Calendar 70.9054//EN",
    "X-WR-TIMEZONE:Europe/Warsaw",
    "BEGIN:VTIMEZONE",
    "TZID:Europe/Warsaw",
    "BEGIN:DAYLIGHT",
    "TZOFFSETFROM:+0100",
    "TZOFFSETTO:+0200",
    "DTSTART:19700329T020000",
    "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
    "END:DAYLIGHT",
    "BEGIN:STANDARD",
    "TZOFFSETFROM:+0200",
    "TZOFFSETTO:+0100",
    "DTSTART:19701025T030000",
    "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
    "END:STANDARD",
    "END:VTIMEZONE",
    ...events.flatMap((lines) => ["BEGIN:VEVENT", ...lines, "END:VEVENT"]),
    "END:VCALENDAR",
    "",
  ].join("\r\n");
}

const importStateSchema = v.strictObject({
  active: v.boolean(),
  address: v.nullable(v.string()),
  last_synced_at: v.nullable(v.number()),
  last_attempt_at: v.nullable(v.number()),
  last_error: v.nullable(v.string()),
  busy_days: v.array(v.string()),
});

/** The answer's status, and the import's state when it is one (an error envelope otherwise). */
async function stateOf(res: Response) {
  const json: unknown = await res.json();
  const parsed = v.safeParse(importStateSchema, json);
  return { status: res.status, body: parsed.success ? parsed.output : null, json };
}

export async function putImport(profileId: number, url: string, token: string) {
  return stateOf(await api(`/profiles/${profileId}/calendar-import`, { url }, { method: "PUT", token }));
}

export async function syncNow(profileId: number, token: string) {
  return stateOf(
    await api(`/profiles/${profileId}/calendar-import/sync`, undefined, { method: "POST", token }),
  );
}

export async function getImport(profileId: number, token: string) {
  return stateOf(await api(`/profiles/${profileId}/calendar-import`, undefined, { token }));
}

export async function deleteImport(profileId: number, token: string) {
  return stateOf(await api(`/profiles/${profileId}/calendar-import`, undefined, { method: "DELETE", token }));
}

/** The Polish reasons the page shows (copied from the worker's texts, not imported). */
export const PROBLEM = {
  refused:
    "Tego adresu nie możemy odczytać: kalendarz musi być pod publicznym adresem https:// (także po przekierowaniu), nie w sieci lokalnej.",
  notFound: "Pod tym adresem nie ma już kalendarza. Jeśli tajny adres został zresetowany, wklej nowy.",
  neverFound: "Pod tym adresem nie ma kalendarza. Sprawdź, czy skopiowano cały adres, i wklej go ponownie.",
  tooLarge: "Kalendarz jest za duży: plik ma ponad 2 MB.",
  timeout: "Serwer kalendarza nie odpowiedział w ciągu 10 sekund. Spróbujemy ponownie za kilka minut.",
  notICalendar:
    "Pod tym adresem nie ma pliku iCalendar. Skopiuj adres w formacie iCal (kończy się zwykle na .ics).",
  badAddress:
    "Podaj adres kalendarza zaczynający się od https:// (albo webcal://), pod publiczną nazwą serwera – bez adresu IP, portu i sieci lokalnej.",
} as const;
