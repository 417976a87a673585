import { describe, expect, it } from "vitest";
import {
  bookingBody,
  confirmedBooking,
  createParties,
  markBusy,
  postBooking,
  quickUser,
} from "./booking-fixtures";
import { api, polishDay, warsawDayFromToday } from "./helpers";
import { insertBooking } from "./profile-fixtures";

describe("a booking request for days the truck cannot take", () => {
  it("a day marked busy in the calendar: 409 naming it; the next free day is fine", async () => {
    const parties = await createParties();
    const busy = warsawDayFromToday(40);
    await markBusy(parties, busy);
    const res = await postBooking(
      bookingBody(parties.profile.profile_id, { event_start_date: busy }),
      parties.organizer.token,
    );
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      message: `Ten food truck jest już zajęty ${polishDay(busy)}. Wybierz inny termin.`,
      field: "event_start_date",
    });
    const free = bookingBody(parties.profile.profile_id, { event_start_date: warsawDayFromToday(41) });
    expect((await postBooking(free, parties.organizer.token)).status).toBe(201);
  });

  it("days held by another organizer's confirmed booking: 409 naming every overlapping day", async () => {
    const parties = await createParties();
    await confirmedBooking(parties, {
      event_start_date: warsawDayFromToday(50),
      event_end_date: warsawDayFromToday(52),
    });
    const other = await quickUser();
    const res = await postBooking(
      bookingBody(parties.profile.profile_id, {
        event_start_date: warsawDayFromToday(51),
        event_end_date: warsawDayFromToday(54),
      }),
      other.token,
    );
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({
      message: `Ten food truck jest już zajęty w dniach: ${polishDay(warsawDayFromToday(51))}, ${polishDay(warsawDayFromToday(52))}. Wybierz inny termin.`,
    });
  });

  it("pending requests of others do not block a request (only accepted ones hold days)", async () => {
    const parties = await createParties();
    await postBooking(bookingBody(parties.profile.profile_id), parties.organizer.token);
    const other = await quickUser();
    expect((await postBooking(bookingBody(parties.profile.profile_id), other.token)).status).toBe(201);
  });
});

describe("GET /api/profiles/{id}/availability for anyone", () => {
  it("shows marked days and the days of holding bookings, without saying who booked", async () => {
    const parties = await createParties();
    const marked = warsawDayFromToday(60);
    const heldStart = warsawDayFromToday(62);
    await markBusy(parties, marked);
    // A confirmed booking written without calendar rows (an import) still makes its days busy.
    await insertBooking({
      profile: parties.profile,
      organizerId: parties.organizer.user.id,
      status: "confirmed",
      startDay: heldStart,
      endDay: warsawDayFromToday(63),
    });
    const months = new Set([marked.slice(0, 7), heldStart.slice(0, 7), warsawDayFromToday(63).slice(0, 7)]);
    const busy: string[] = [];
    for (const month of months) {
      const [year, monthNumber] = month.split("-");
      const res = await api(
        `/profiles/${parties.profile.profile_id}/availability?year=${year}&month=${Number(monthNumber)}`,
      );
      expect(res.status).toBe(200);
      const days: unknown = await res.json();
      expect(Array.isArray(days)).toBe(true);
      if (Array.isArray(days)) busy.push(...days.map((day) => `${month}-${String(day).padStart(2, "0")}`));
    }
    expect(busy.sort()).toEqual([marked, heldStart, warsawDayFromToday(63)].sort());
  });
});

describe("GET /api/profiles/{id}/busy-days?from&to (the date picker's form)", () => {
  it("lists every busy day of the range as dates, for anonymous callers too", async () => {
    const parties = await createParties();
    const marked = warsawDayFromToday(20);
    await markBusy(parties, marked);
    await confirmedBooking(parties, {
      event_start_date: warsawDayFromToday(70),
      event_end_date: warsawDayFromToday(71),
    });
    const from = warsawDayFromToday(1);
    const to = warsawDayFromToday(90);
    const res = await api(`/profiles/${parties.profile.profile_id}/busy-days?from=${from}&to=${to}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([marked, warsawDayFromToday(70), warsawDayFromToday(71)]);
    const narrow = await api(`/profiles/${parties.profile.profile_id}/busy-days?from=${marked}&to=${marked}`);
    expect(await narrow.json()).toEqual([marked]);
  });

  it("refuses a bad, reversed or too long range with a Polish 400; an unknown truck is 404", async () => {
    const parties = await createParties();
    const id = parties.profile.profile_id;
    const cases: [string, string][] = [
      ["from=2026-13-01&to=2026-12-31", "Nieprawidłowa data. Użyj formatu RRRR-MM-DD."],
      ["from=2026-02-30&to=2026-03-01", "Taki dzień nie istnieje w kalendarzu."],
      ["from=2026-05-10&to=2026-05-01", "Data końcowa nie może być wcześniejsza niż początkowa."],
      ["from=2026-01-01&to=2026-12-31", "Zakres może obejmować najwyżej 186 dni."],
      ["from=2026-01-01", "Podaj datę końcową."],
    ];
    for (const [query, message] of cases) {
      const res = await api(`/profiles/${id}/busy-days?${query}`);
      expect(res.status, query).toBe(400);
      expect(await res.json()).toMatchObject({ message });
    }
    expect((await api("/profiles/2000000000/busy-days?from=2026-01-01&to=2026-01-02")).status).toBe(404);
  });
});
