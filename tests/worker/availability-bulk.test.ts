import { eq } from "drizzle-orm";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { availability } from "../../worker/db/schema";
import { BULK_TEXTS } from "../../worker/schemas/availability-bulk";
import { api, createVerifiedUser, db, readJson, TEXT, warsawDayFromToday } from "./helpers";
import {
  createAdmin,
  createOwner,
  createProfile,
  expectError,
  insertBookedDay,
  insertBooking,
  PROFILE_TEXT,
} from "./profile-fixtures";

const resultSchema = v.strictObject({
  available: v.boolean(),
  changed: v.number(),
  skipped: v.number(),
  changed_days: v.array(v.string()),
});

function bulk(profileId: number, body: unknown, token?: string) {
  return api(`/profiles/${profileId}/availability/bulk`, body, token === undefined ? {} : { token });
}

async function bulkOk(profileId: number, body: unknown, token: string) {
  const res = await bulk(profileId, body, token);
  if (res.status !== 200) throw new Error(`expected 200, got ${res.status}: ${await res.text()}`);
  return readJson(res, resultSchema);
}

/** Every calendar row of the truck: [day, booking id or null], by day. */
async function rowsOf(profileId: number) {
  const rows = await db()
    .select()
    .from(availability)
    .where(eq(availability.profileId, profileId))
    .orderBy(availability.day);
  return rows.map((row) => [row.day, row.bookingRequestId] as const);
}

async function busyDaysOf(profileId: number): Promise<string[]> {
  return (await rowsOf(profileId)).map(([day]) => day);
}

/** "2030-12-DD" for each day-of-month. */
const december = (...days: number[]) => days.map((day) => `2030-12-${String(day).padStart(2, "0")}`);

async function ownerWithProfile() {
  const owner = await createOwner();
  const profile = await createProfile(owner.token);
  return { owner, profile, id: profile.profile_id };
}

describe("POST /api/profiles/{id}/availability/bulk", () => {
  it("marks a range busy and frees it again; each change repeated changes nothing more", async () => {
    const { owner, id } = await ownerWithProfile();
    const range = { from: "2030-12-12", to: "2030-12-25" };
    const twoWeeks = december(12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25);

    expect(await bulkOk(id, { ...range, available: false }, owner.token)).toEqual({
      available: false,
      changed: 14,
      skipped: 0,
      changed_days: twoWeeks,
    });
    expect(await busyDaysOf(id)).toEqual(twoWeeks);
    expect((await rowsOf(id)).every(([, booking]) => booking === null)).toBe(true);
    // Idempotent: the same request again leaves the same state and says nothing changed.
    expect(await bulkOk(id, { ...range, available: false }, owner.token)).toMatchObject({ changed: 0 });
    expect(await busyDaysOf(id)).toEqual(twoWeeks);

    expect(await bulkOk(id, { ...range, available: true }, owner.token)).toEqual({
      available: true,
      changed: 14,
      skipped: 0,
      changed_days: twoWeeks,
    });
    expect(await busyDaysOf(id)).toEqual([]);
    expect(await bulkOk(id, { ...range, available: true }, owner.token)).toMatchObject({ changed: 0 });
  });

  it("counts only the days that changed, so giving exactly those back restores the calendar as it was", async () => {
    const { owner, id } = await ownerWithProfile();
    await bulkOk(id, { from: "2030-12-14", to: "2030-12-15", available: false }, owner.token);
    const marked = await bulkOk(id, { from: "2030-12-12", to: "2030-12-16", available: false }, owner.token);
    expect(marked.changed_days).toEqual(december(12, 13, 16));

    // The undo: the other way round, only the days that changed.
    const undone = await bulkOk(
      id,
      { from: "2030-12-12", to: "2030-12-16", available: true, days: marked.changed_days },
      owner.token,
    );
    expect(undone.changed_days).toEqual(december(12, 13, 16));
    expect(await busyDaysOf(id)).toEqual(december(14, 15));

    // And freeing: the undo marks busy again only what was busy before.
    const freed = await bulkOk(id, { from: "2030-12-01", to: "2030-12-31", available: true }, owner.token);
    expect(freed.changed_days).toEqual(december(14, 15));
    await bulkOk(
      id,
      { from: "2030-12-01", to: "2030-12-31", available: false, days: freed.changed_days },
      owner.token,
    );
    expect(await busyDaysOf(id)).toEqual(december(14, 15));
  });

  it("a weekday rule changes only those weekdays of the range (1 Monday … 7 Sunday)", async () => {
    const { owner, id } = await ownerWithProfile();
    // January 2030 starts on a Tuesday: Mondays 7, 14, 21, 28; Sundays 6, 13, 20, 27.
    const result = await bulkOk(
      id,
      { from: "2030-01-01", to: "2030-01-31", available: false, weekdays: [7, 1, 1] },
      owner.token,
    );
    const mondaysAndSundays = ["06", "07", "13", "14", "20", "21", "27", "28"].map((d) => `2030-01-${d}`);
    expect(result.changed_days).toEqual(mondaysAndSundays);
    expect(await busyDaysOf(id)).toEqual(mondaysAndSundays);

    // "Available again on Sundays": the Mondays stay busy.
    await bulkOk(id, { from: "2030-01-01", to: "2030-01-31", available: true, weekdays: [7] }, owner.token);
    expect(await busyDaysOf(id)).toEqual(["07", "14", "21", "28"].map((d) => `2030-01-${d}`));
  });

  it("skips past days (Warsaw) and says how many; today still changes", async () => {
    const { owner, id } = await ownerWithProfile();
    const range = { from: warsawDayFromToday(-3), to: warsawDayFromToday(2) };
    const future = [0, 1, 2].map((offset) => warsawDayFromToday(offset));
    expect(await bulkOk(id, { ...range, available: false }, owner.token)).toEqual({
      available: false,
      changed: 3,
      skipped: 3,
      changed_days: future,
    });
    expect(await busyDaysOf(id)).toEqual(future);
    expect(await bulkOk(id, { ...range, available: true }, owner.token)).toMatchObject({
      changed: 3,
      skipped: 3,
    });
    // Wholly past: nothing to do, not an error.
    expect(
      await bulkOk(
        id,
        { from: warsawDayFromToday(-10), to: warsawDayFromToday(-1), available: false },
        owner.token,
      ),
    ).toEqual({ available: false, changed: 0, skipped: 10, changed_days: [] });
    expect(await busyDaysOf(id)).toEqual([]);
  });

  it("days held by a booking refuse the whole change either way, named in Polish; nothing is written", async () => {
    const { owner, profile, id } = await ownerWithProfile();
    const organizer = await createVerifiedUser({ userType: "organizer" });
    const bookingId = await insertBooking({
      profile,
      organizerId: organizer.user.id,
      status: "confirmed",
      startDay: "2030-12-12",
      endDay: "2030-12-13",
    });
    for (const day of december(12, 13)) await insertBookedDay(id, day, bookingId);
    const booked = [
      ["2030-12-12", bookingId],
      ["2030-12-13", bookingId],
    ];

    await expectError(
      await bulk(id, { from: "2030-12-01", to: "2030-12-31", available: false }, owner.token),
      409,
      "Nic nie zmieniono: dni 12.12.2030, 13.12.2030 są zarezerwowane, więc i tak pozostaną zajęte. Wybierz okres bez nich (np. kilka krótszych).",
    );
    expect(await rowsOf(id)).toEqual(booked);

    // Owner's own marks around the booking stay when freeing is refused.
    await bulkOk(id, { from: "2030-12-10", to: "2030-12-11", available: false }, owner.token);
    await expectError(
      await bulk(id, { from: "2030-12-10", to: "2030-12-12", available: true }, owner.token),
      409,
      "Nic nie zmieniono: dzień 12.12.2030 jest zarezerwowany – zwolni go dopiero anulowanie rezerwacji. Wybierz okres bez niego.",
    );
    expect(await rowsOf(id)).toEqual([["2030-12-10", null], ["2030-12-11", null], ...booked]);

    // A rule that leaves the held days out goes through: 12 and 13 December 2030 are a Thursday and a Friday.
    const weekends = await bulkOk(
      id,
      { from: "2030-12-01", to: "2030-12-31", available: false, weekdays: [6, 7] },
      owner.token,
    );
    expect(weekends.changed_days).toEqual(december(1, 7, 8, 14, 15, 21, 22, 28, 29));
  });

  it("a range of 366 days is fine, 367 is refused", async () => {
    const { owner, id } = await ownerWithProfile();
    // 2032 is a leap year: 1 January to 31 December is 366 days.
    const year = await bulkOk(id, { from: "2032-01-01", to: "2032-12-31", available: false }, owner.token);
    expect(year.changed).toBe(366);
    await expectError(
      await bulk(id, { from: "2033-01-01", to: "2034-01-02", available: false }, owner.token),
      400,
      BULK_TEXTS.tooLong,
    );
    expect((await busyDaysOf(id)).length).toBe(366);
  });

  it("malformed changes are 400 with a Polish message naming the field, and write nothing", async () => {
    const { owner, id } = await ownerWithProfile();
    const ok = { from: "2030-03-01", to: "2030-03-31", available: false };
    const bad: [unknown, string, string | undefined][] = [
      [{ to: ok.to, available: false }, BULK_TEXTS.from, "from"],
      [{ from: ok.from, available: false }, BULK_TEXTS.to, "to"],
      [{ from: ok.from, to: ok.to }, BULK_TEXTS.available, "available"],
      [{ ...ok, from: "2030-02-30" }, BULK_TEXTS.notADay, "from"],
      [{ ...ok, from: "1.03.2030" }, BULK_TEXTS.notADay, "from"],
      [{ ...ok, to: "2100-01-01" }, BULK_TEXTS.notADay, "to"],
      [{ ...ok, to: 20300331 }, BULK_TEXTS.to, "to"],
      [{ ...ok, from: "2030-04-01" }, BULK_TEXTS.order, "to"],
      [{ ...ok, available: "false" }, BULK_TEXTS.available, "available"],
      [{ ...ok, weekdays: [] }, BULK_TEXTS.noWeekday, "weekdays"],
      [{ ...ok, weekdays: [0] }, BULK_TEXTS.weekdays, "weekdays.0"],
      [{ ...ok, weekdays: [8] }, BULK_TEXTS.weekdays, "weekdays.0"],
      [{ ...ok, weekdays: [1.5] }, BULK_TEXTS.weekdays, "weekdays.0"],
      [{ ...ok, weekdays: ["1"] }, BULK_TEXTS.weekdays, "weekdays.0"],
      [{ ...ok, weekdays: 1 }, BULK_TEXTS.weekdays, "weekdays"],
      [{ ...ok, days: ["2030-04-01"] }, BULK_TEXTS.dayOutside, "days"],
      [{ ...ok, days: ["marzec"] }, BULK_TEXTS.notADay, "days.0"],
      [{ ...ok, days: "2030-03-02" }, BULK_TEXTS.days, "days"],
    ];
    for (const [body, message, field] of bad) {
      const error = await expectError(await bulk(id, body, owner.token), 400, message);
      expect(error.field).toBe(field);
    }
    await expectError(await bulk(id, [ok], owner.token), 400);
    expect(await rowsOf(id)).toEqual([]);
  });

  it("only the truck's owner: the wrong actor hears 401/403/404 whatever the fields say or the days hold", async () => {
    const { owner, profile, id } = await ownerWithProfile();
    const organizer = await createVerifiedUser({ userType: "organizer" });
    const bookingId = await insertBooking({
      profile,
      organizerId: organizer.user.id,
      status: "confirmed",
      startDay: "2030-06-10",
    });
    await insertBookedDay(id, "2030-06-10", bookingId);
    const other = await createOwner();
    await createProfile(other.token);
    const admin = await createAdmin();
    const blocked = await createOwner({ isBlocked: true });

    const bodies = [
      { from: "2030-06-01", to: "2030-06-30", available: false }, // would be 409 for the owner
      { from: "2030-06-30", to: "2030-06-01", available: "no" }, // would be 400
      {},
    ];
    for (const body of bodies) {
      await expectError(await bulk(id, body), 401, TEXT.unauthorized);
      for (const stranger of [organizer, other, admin]) {
        await expectError(await bulk(id, body, stranger.token), 403, TEXT.forbidden);
      }
      await expectError(await bulk(id, body, blocked.token), 403, TEXT.blocked);
      await expectError(await bulk(2_000_000_000, body, other.token), 404, PROFILE_TEXT.notFound);
    }
    expect(await rowsOf(id)).toEqual([["2030-06-10", bookingId]]);
    // The owner is told about the booked day.
    await expectError(await bulk(id, bodies[0], owner.token), 409);
  });
});
