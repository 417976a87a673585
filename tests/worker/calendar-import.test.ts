import { describe, expect, it, vi } from "vitest";
import { CalendarReadError, calendarReader } from "../../worker/adapters/calendar-source";
import { addDays } from "../../worker/domain/calendar";
import { startImport, syncImport } from "../../worker/use-cases/calendar-import/calendar-import";
import {
  allDay,
  CALENDAR_ORIGIN,
  deleteImport,
  fakeCalendarServerForEachTest,
  getImport,
  icsCalendar,
  icsDate,
  LOCAL_ORIGIN,
  PROBLEM,
  putImport,
  syncNow,
} from "./calendar-import-fixtures";
import { api, createVerifiedUser, db, warsawDayFromToday } from "./helpers";
import { createOwner, createProfile } from "./profile-fixtures";

// Issue 36: an owner's own calendar, read from its private iCal address, makes the truck's days busy.

const server = fakeCalendarServerForEachTest();

async function ownerWithTruck() {
  const owner = await createOwner({ password: null });
  const profile = await createProfile(owner.token);
  return { owner, profileId: profile.profile_id };
}

let calendars = 0;
/** A fresh address on the fake calendar server. */
const newAddress = (origin = CALENDAR_ORIGIN) =>
  `${origin}/calendar/ical/wlasciciel${++calendars}%40gmail.com/private-0123456789abcdef/basic.ics`;

async function busyInMonth(profileId: number, day: string): Promise<boolean> {
  const [year, month, date] = day.split("-").map(Number);
  const res = await api(`/profiles/${profileId}/availability?year=${year}&month=${month}`);
  const days: unknown = await res.json();
  return Array.isArray(days) && days.includes(date);
}

describe("importing an owner's calendar", () => {
  it("all-day, timed across midnight, weekly with EXDATE; a cancelled event makes nothing busy", async () => {
    const { owner, profileId } = await ownerWithTruck();
    const party = warsawDayFromToday(20);
    const evening = warsawDayFromToday(25);
    const monday = warsawDayFromToday(40);
    const cancelled = warsawDayFromToday(30);
    const url = newAddress();
    server.serve(
      url,
      icsCalendar(
        allDay("wesele", party, addDays(party, 1)),
        [
          "UID:koncert",
          `DTSTART;TZID=Europe/Warsaw:${icsDate(evening)}T220000`,
          `DTEND;TZID=Europe/Warsaw:${icsDate(addDays(evening, 1))}T020000`,
        ],
        [
          "UID:targi",
          `DTSTART;TZID=Europe/Warsaw:${icsDate(monday)}T090000`,
          `DTEND;TZID=Europe/Warsaw:${icsDate(monday)}T170000`,
          "RRULE:FREQ=WEEKLY;COUNT=4",
          `EXDATE;TZID=Europe/Warsaw:${icsDate(addDays(monday, 7))}T090000`,
        ],
        allDay("odwolane", cancelled, cancelled, ["STATUS:CANCELLED"]),
      ),
    );

    const { status, body } = await putImport(profileId, url, owner.token);
    expect(status).toBe(200);
    const expected = [
      party,
      addDays(party, 1),
      evening,
      addDays(evening, 1),
      monday,
      addDays(monday, 14),
      addDays(monday, 21),
    ].sort();
    expect(body).toMatchObject({
      active: true,
      address: "kalendarz.przyklad.pl/…/basic.ics",
      last_error: null,
      busy_days: expected,
    });
    expect(body?.last_synced_at).toBeGreaterThan(0);
    expect((await getImport(profileId, owner.token)).body).toEqual(body);
    // Everyone sees these days busy in the truck's calendar, the cancelled one free.
    expect(await busyInMonth(profileId, party)).toBe(true);
    expect(await busyInMonth(profileId, addDays(monday, 7))).toBe(false);
    expect(await busyInMonth(profileId, cancelled)).toBe(false);
  });

  it("a refresh without an event frees its day; stopping the import frees them all", async () => {
    const { owner, profileId } = await ownerWithTruck();
    const kept = warsawDayFromToday(12);
    const removed = warsawDayFromToday(15);
    const url = newAddress();
    server.serve(url, icsCalendar(allDay("a", kept, kept), allDay("b", removed, removed)));
    expect((await putImport(profileId, url, owner.token)).body?.busy_days).toEqual([kept, removed]);

    server.serve(url, icsCalendar(allDay("a", kept, kept)));
    expect((await syncNow(profileId, owner.token)).body?.busy_days).toEqual([kept]);
    expect(await busyInMonth(profileId, removed)).toBe(false);

    const stopped = await deleteImport(profileId, owner.token);
    expect(stopped.body).toEqual({
      active: false,
      address: null,
      last_synced_at: null,
      last_attempt_at: null,
      last_error: null,
      busy_days: [],
    });
    expect(await busyInMonth(profileId, kept)).toBe(false);
  });

  it("webcal:// is read as https://, and a new address replaces the old one's days", async () => {
    const { owner, profileId } = await ownerWithTruck();
    const first = newAddress();
    const second = newAddress();
    const [a, b] = [warsawDayFromToday(5), warsawDayFromToday(6)];
    server.serve(first, icsCalendar(allDay("a", a, a)));
    server.serve(second, icsCalendar(allDay("b", b, b)));
    const viaWebcal = await putImport(profileId, first.replace("https://", "webcal://"), owner.token);
    expect(viaWebcal.body?.busy_days).toEqual([a]);
    expect(server.fetched).toEqual([first]);
    expect((await putImport(profileId, second, owner.token)).body?.busy_days).toEqual([b]);
  });
});

describe("addresses the server may not read", () => {
  it.each([
    "https://8.8.8.8/kalendarz.ics",
    "https://10.0.0.7/kalendarz.ics",
    "https://192.168.1.1/kalendarz.ics",
    "https://169.254.169.254/latest/meta-data/",
    "https://[fd00::1]/kalendarz.ics",
    "https://3232235777/kalendarz.ics",
    "https://router.lan/kalendarz.ics",
    "https://kalendarz.przyklad.pl:8443/kalendarz.ics",
    "http://kalendarz.przyklad.pl/kalendarz.ics",
    "ftp://kalendarz.przyklad.pl/kalendarz.ics",
    "to nie adres",
  ])("%s is refused before anything is stored or sent", async (url) => {
    const { owner, profileId } = await ownerWithTruck();
    const { status, json } = await putImport(profileId, url, owner.token);
    expect(status).toBe(400);
    expect(json).toMatchObject({ message: PROBLEM.badAddress });
    expect((await getImport(profileId, owner.token)).body?.active).toBe(false);
    expect(server.fetched).toEqual([]);
  });

  it("a redirect to a private address is not followed: the import says why", async () => {
    const { owner, profileId } = await ownerWithTruck();
    const url = newAddress();
    server.serve(
      url,
      () =>
        new Response(null, {
          status: 302,
          headers: { Location: "https://169.254.169.254/latest/meta-data/" },
        }),
    );
    const { status, body } = await putImport(profileId, url, owner.token);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      active: true,
      last_error: PROBLEM.refused,
      busy_days: [],
      last_synced_at: null,
    });
    expect(server.fetched).toEqual([url]);
  });

  it("the machine itself (a test's own server) only outside production", async () => {
    const { owner, profileId } = await ownerWithTruck();
    const url = newAddress(LOCAL_ORIGIN);
    const day = warsawDayFromToday(9);
    server.serve(url, icsCalendar(allDay("lokalny", day, day)));
    expect((await putImport(profileId, url, owner.token)).body?.busy_days).toEqual([day]);

    // In production neither localhost nor 127.0.0.1, in any spelling, over http or https.
    const other = await ownerWithTruck();
    const anyReader = calendarReader({ environment: "test" });
    for (const address of [
      url,
      "https://localhost/kalendarz.ics",
      "http://127.0.0.1:41234/kalendarz.ics",
      "https://127.0.0.1/kalendarz.ics",
      "https://2130706433/kalendarz.ics",
      "https://[::1]/kalendarz.ics",
    ]) {
      await expect(
        startImport(db(), "production", other.profileId, address, anyReader),
      ).rejects.toMatchObject({
        status: 400,
        message: PROBLEM.badAddress,
      });
    }
    // And a stored row is checked again by the reader itself.
    await expect(calendarReader({ environment: "production" })(url)).rejects.toMatchObject({
      problem: "refused",
    });
    expect(server.fetched).toEqual([url]);
  });
});

describe("a read that fails keeps the days it had and says why", () => {
  it("not found, not a calendar, too large", async () => {
    const { owner, profileId } = await ownerWithTruck();
    const day = warsawDayFromToday(11);
    const url = newAddress();
    server.serve(url, icsCalendar(allDay("a", day, day)));
    await putImport(profileId, url, owner.token);

    server.serve(url, () => new Response("Not Found", { status: 404 }));
    expect((await syncNow(profileId, owner.token)).body).toMatchObject({
      last_error: PROBLEM.notFound,
      busy_days: [day],
    });
    server.serve(url, "<!doctype html><title>Zaloguj się</title>");
    expect((await syncNow(profileId, owner.token)).body?.last_error).toBe(PROBLEM.notICalendar);
    const oversized = "X".repeat(2 * 1024 * 1024 + 1);
    server.serve(url, () => new Response(oversized, { headers: { "Content-Type": "text/calendar" } }));
    expect((await syncNow(profileId, owner.token)).body).toMatchObject({
      last_error: PROBLEM.tooLarge,
      busy_days: [day],
    });
    expect(await busyInMonth(profileId, day)).toBe(true);

    server.serve(url, icsCalendar(allDay("a", day, day)));
    expect((await syncNow(profileId, owner.token)).body?.last_error).toBeNull();
  });

  it("an address that was never found says to check the copy, not that the calendar is gone", async () => {
    const { owner, profileId } = await ownerWithTruck();
    const url = newAddress();
    server.serve(url, () => new Response("Not Found", { status: 404 }));
    expect((await putImport(profileId, url, owner.token)).body).toMatchObject({
      active: true,
      last_synced_at: null,
      last_error: PROBLEM.neverFound,
      busy_days: [],
    });
  });

  it("too slow: a server that does not answer within the limit", async () => {
    const { owner, profileId } = await ownerWithTruck();
    const url = newAddress();
    server.serve(url, icsCalendar());
    await putImport(profileId, url, owner.token);
    const silent = vi.fn<typeof fetch>(() => new Promise<never>(() => {}));
    const read = calendarReader({ environment: "test", fetch: silent, timeoutMs: 50 });
    const state = await syncImport(db(), profileId, read);
    expect(state.last_error).toBe(PROBLEM.timeout);
    expect(silent).toHaveBeenCalledOnce();
    await expect(read(url)).rejects.toThrow(CalendarReadError);
  });
});

describe("only the truck's owner", () => {
  it("another owner, an organizer and a visitor get nothing", async () => {
    const { owner, profileId } = await ownerWithTruck();
    const url = newAddress();
    server.serve(url, icsCalendar());
    await putImport(profileId, url, owner.token);
    const [otherOwner, organizer] = await Promise.all([
      createOwner({ password: null }),
      createVerifiedUser({ password: null }),
    ]);
    for (const token of [otherOwner.token, organizer.token]) {
      expect((await getImport(profileId, token)).status).toBe(403);
      expect((await putImport(profileId, newAddress(), token)).status).toBe(403);
      expect((await syncNow(profileId, token)).status).toBe(403);
      expect((await deleteImport(profileId, token)).status).toBe(403);
    }
    const path = `/profiles/${profileId}/calendar-import`;
    expect((await api(path)).status).toBe(401);
    expect((await api(`${path}/sync`, undefined, { method: "POST" })).status).toBe(401);
    expect((await getImport(profileId, owner.token)).body?.active).toBe(true);
    expect(server.fetched).toEqual([url]);
  });

  it("reading on demand is rate limited per truck", async () => {
    const { owner, profileId } = await ownerWithTruck();
    const url = newAddress();
    server.serve(url, icsCalendar());
    expect((await putImport(profileId, url, owner.token)).status).toBe(200);
    for (let read = 2; read <= 6; read++) expect((await syncNow(profileId, owner.token)).status).toBe(200);
    expect((await syncNow(profileId, owner.token)).status).toBe(429);
    expect(server.fetched).toHaveLength(6);
  });

  it("syncing a truck that imports nothing is a 404", async () => {
    const { owner, profileId } = await ownerWithTruck();
    expect((await syncNow(profileId, owner.token)).status).toBe(404);
  });
});
