import { createMessageBatch, env } from "cloudflare:test";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { calendarImports } from "../../worker/db/schema";
import { addDays } from "../../worker/domain/calendar";
import { CALENDAR_QUEUE_NAME, type CalendarImportMessage } from "../../worker/jobs/calendar-message";
import { handleCalendarBatch, scheduleCalendarReads } from "../../worker/jobs/calendar-queue";
import { nowSeconds } from "../../worker/lib/time";
import { bookingBody, createBooking, createParties, postBooking, putStatus } from "./booking-fixtures";
import {
  allDay,
  CALENDAR_ORIGIN,
  fakeCalendarServerForEachTest,
  getImport,
  icsCalendar,
  putImport,
} from "./calendar-import-fixtures";
import { createEvent, createTruck, dayFromToday, invitationOf, respond } from "./event-fixtures";
import { createVerifiedUser, db, polishDay, warsawDayFromToday } from "./helpers";
import { createProfile, expectError, searchIds, uniqueWord } from "./profile-fixtures";

// Issue 36: days the owner's own calendar makes busy block the truck as days the owner marked do.

const server = fakeCalendarServerForEachTest();
let calendars = 0;

/** Imports a calendar busy on `days` (each an all-day event) into the truck. */
async function importBusy(profileId: number, token: string, days: string[]): Promise<string> {
  const url = `${CALENDAR_ORIGIN}/blokady/${++calendars}/basic.ics`;
  server.serve(url, icsCalendar(...days.map((day, index) => allDay(`zajety-${index}`, day, day))));
  const { status, body } = await putImport(profileId, url, token);
  expect(status).toBe(200);
  expect(body?.busy_days).toEqual([...days].sort());
  return url;
}

describe("imported days block the truck", () => {
  it("a booking request for an imported day is refused, naming the day; accepting one is too", async () => {
    const parties = await createParties();
    const pendingDay = warsawDayFromToday(34);
    const pending = await createBooking(parties, { event_start_date: pendingDay });
    const busyDay = warsawDayFromToday(31);
    await importBusy(parties.profile.profile_id, parties.owner.token, [busyDay, pendingDay]);

    const request = bookingBody(parties.profile.profile_id, {
      event_start_date: addDays(busyDay, -1),
      event_end_date: addDays(busyDay, 1),
    });
    await expectError(
      await postBooking(request, parties.organizer.token),
      409,
      `Ten food truck jest już zajęty ${polishDay(busyDay)}. Wybierz inny termin.`,
    );
    await expectError(
      await putStatus(pending.request_id, "confirmed", parties.owner.token),
      409,
      "Food truck jest już zajęty w wybranym terminie.",
    );
    // A free day still takes requests.
    await createBooking(parties, { event_start_date: addDays(busyDay, 2) });
  });

  it("the search leaves the truck out for a range with an imported day, short or long", async () => {
    const town = uniqueWord("miasto");
    const parties = await createParties();
    const truck = await createProfile(parties.owner.token, { base_location: town });
    const busyDay = warsawDayFromToday(45);
    await importBusy(truck.profile_id, parties.owner.token, [busyDay]);
    const found = async (from: string, to: string) =>
      (await searchIds({ postal_code: town, event_start_date: from, event_end_date: to })).includes(
        truck.profile_id,
      );
    expect(await found(busyDay, busyDay)).toBe(false);
    expect(await found(addDays(busyDay, -3), addDays(busyDay, 3))).toBe(false);
    // Longer than a week: the range probe rather than the day-by-day one.
    expect(await found(addDays(busyDay, -10), addDays(busyDay, 10))).toBe(false);
    expect(await found(addDays(busyDay, 1), addDays(busyDay, 12))).toBe(true);
  });

  it("an invitation for an imported day cannot be accepted, and a new event does not invite the truck", async () => {
    const place = uniqueWord("Gmina");
    const truck = await createTruck(place, ["churros"]);
    const organizer = await createVerifiedUser({ password: null });
    const eventDay = dayFromToday(50);
    const event = await createEvent(organizer.token, {
      location: place,
      startDate: eventDay,
      requiredOffer: { dishes: ["churros"], drinks: [], dietary: [] },
    });
    const invitation = invitationOf(event, truck);
    await importBusy(truck.profile.profile_id, truck.owner.token, [eventDay]);
    await expectError(
      await respond(invitation.invitation_id, "accepted", truck.owner.token),
      409,
      "Food truck jest już zajęty w wybranym terminie.",
    );
    const later = await createEvent(organizer.token, {
      location: place,
      startDate: eventDay,
      requiredOffer: { dishes: ["churros"], drinks: [], dietary: [] },
    });
    expect(later.invitations.map((i) => i.profile_id)).not.toContain(truck.profile.profile_id);
  });
});

describe("the cron reads every import again at least every 30 minutes, each on its own message", () => {
  it("sends due imports to the calendar queue, and its consumer reads them", async () => {
    const parties = await createParties();
    const profileId = parties.profile.profile_id;
    const first = warsawDayFromToday(60);
    const url = await importBusy(profileId, parties.owner.token, [first]);
    const fresh = await createParties();
    await importBusy(fresh.profile.profile_id, fresh.owner.token, [first]);

    const noBacklog = { metadata: { metrics: { backlogCount: 0, backlogBytes: 0 } } };
    const sendBatch = vi.spyOn(env.CALENDAR_QUEUE, "sendBatch").mockResolvedValue(noBacklog);
    // Read 26 minutes ago: due (the cron runs every 5, so no import waits over 30).
    await db()
      .update(calendarImports)
      .set({ lastAttemptAt: nowSeconds() - 26 * 60 })
      .where(eq(calendarImports.profileId, profileId));
    const claimed = await scheduleCalendarReads(env);
    expect(claimed).toContain(profileId);
    expect(claimed).not.toContain(fresh.profile.profile_id);
    const sent = sendBatch.mock.calls.flatMap(([messages]) => [...messages].map((m) => m.body));
    expect(sent).toContainEqual({ profileId });
    // Claimed: the next run does not send it again while its read is under way.
    expect(await scheduleCalendarReads(env)).not.toContain(profileId);

    const second = warsawDayFromToday(61);
    server.serve(url, icsCalendar(allDay("nowy", second, second)));
    const batch = createMessageBatch<CalendarImportMessage>(CALENDAR_QUEUE_NAME, [
      { id: "c1", timestamp: new Date(), attempts: 1, body: { profileId } },
      // A truck that stopped importing meanwhile: nothing to read.
      { id: "c2", timestamp: new Date(), attempts: 1, body: { profileId: 2_000_000_000 } },
    ]);
    const [message] = batch.messages;
    if (!message) throw new Error("no message");
    const ack = vi.spyOn(message, "ack");
    await handleCalendarBatch(batch, env);
    expect(ack).toHaveBeenCalled();
    expect((await getImport(profileId, parties.owner.token)).body?.busy_days).toEqual([second]);
    const rows = await db()
      .select({ id: calendarImports.profileId, attempt: calendarImports.lastAttemptAt })
      .from(calendarImports)
      .where(inArray(calendarImports.profileId, [profileId]));
    expect(rows[0]?.attempt).toBeGreaterThan(nowSeconds() - 60);
  });
});
