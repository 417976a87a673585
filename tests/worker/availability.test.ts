import { and, eq } from "drizzle-orm";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { availability } from "../../worker/db/schema";
import { api, apiForm, createVerifiedUser, db, readJson, TEXT, warsawDayFromToday } from "./helpers";
import {
  createAdmin,
  createOwner,
  createProfile,
  expectError,
  insertBookedDay,
  insertBooking,
  PROFILE_TEXT,
} from "./profile-fixtures";

const daysSchema = v.array(v.number());

function setDay(profileId: number, body: unknown, token?: string) {
  return api(`/profiles/${profileId}/availability`, body, token === undefined ? {} : { token });
}

async function busyDays(profileId: number, year: number | string, month: number | string): Promise<number[]> {
  const res = await api(`/profiles/${profileId}/availability?year=${year}&month=${month}`);
  expect(res.status).toBe(200);
  return readJson(res, daysSchema);
}

async function rowsOf(profileId: number) {
  return db()
    .select()
    .from(availability)
    .where(eq(availability.profileId, profileId))
    .orderBy(availability.day);
}

async function ownerWithProfile() {
  const owner = await createOwner();
  const profile = await createProfile(owner.token);
  return { owner, profile };
}

describe("GET /api/profiles/{id}/availability", () => {
  it("is public and lists the busy day numbers of that month, ascending", async () => {
    const { owner, profile } = await ownerWithProfile();
    expect(await busyDays(profile.profile_id, 2030, 1)).toEqual([]);
    for (const day of [31, 5, 1]) {
      expect(
        (await setDay(profile.profile_id, { year: 2030, month: 1, day, isUnavailable: true }, owner.token))
          .status,
      ).toBe(200);
    }
    await setDay(profile.profile_id, { year: 2030, month: 2, day: 1, isUnavailable: true }, owner.token);
    await setDay(profile.profile_id, { year: 2029, month: 12, day: 31, isUnavailable: true }, owner.token);
    expect(await busyDays(profile.profile_id, 2030, 1)).toEqual([1, 5, 31]);
    expect(await busyDays(profile.profile_id, "2030", "02")).toEqual([1]);
    expect(await busyDays(profile.profile_id, 2029, 12)).toEqual([31]);
    expect(await busyDays(profile.profile_id, 2030, 3)).toEqual([]);
  });

  it("an unknown profile is 404; bad year/month are 400 with a Polish message", async () => {
    const { profile } = await ownerWithProfile();
    await expectError(
      await api("/profiles/2000000000/availability?year=2030&month=1"),
      404,
      PROFILE_TEXT.notFound,
    );
    const bad: [string, string | undefined][] = [
      ["year=2030&month=13", PROFILE_TEXT.monthRange],
      ["year=2030&month=0", PROFILE_TEXT.monthRange],
      ["year=2030&month=-1", undefined],
      ["year=2030&month=1.5", undefined],
      ["year=abcd&month=1", undefined],
      ["year=30&month=1", undefined],
      ["year=1999&month=1", undefined],
      ["year=2030", undefined],
      ["month=1", undefined],
      ["", undefined],
      ["year=2030&month=1&month=2", undefined],
    ];
    for (const [query, message] of bad) {
      await expectError(await api(`/profiles/${profile.profile_id}/availability?${query}`), 400, message);
    }
  });
});

describe("POST /api/profiles/{id}/availability", () => {
  it("the owner marks a day busy and frees it again; repeating either is harmless", async () => {
    const { owner, profile } = await ownerWithProfile();
    const mark = { year: 2030, month: 5, day: 17, isUnavailable: true };
    const res = await setDay(profile.profile_id, mark, owner.token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ day: "2030-05-17", isUnavailable: true });
    expect((await setDay(profile.profile_id, mark, owner.token)).status).toBe(200);
    expect((await rowsOf(profile.profile_id)).map((row) => [row.day, row.bookingRequestId])).toEqual([
      ["2030-05-17", null],
    ]);
    expect(await busyDays(profile.profile_id, 2030, 5)).toEqual([17]);

    const free = { ...mark, isUnavailable: false };
    const freed = await setDay(profile.profile_id, free, owner.token);
    expect(freed.status).toBe(200);
    expect(await freed.json()).toEqual({ day: "2030-05-17", isUnavailable: false });
    expect((await setDay(profile.profile_id, free, owner.token)).status).toBe(200);
    expect(await busyDays(profile.profile_id, 2030, 5)).toEqual([]);
  });

  it("permissions: anonymous 401, organizer 403, another owner 403, unknown profile 404", async () => {
    const { profile } = await ownerWithProfile();
    const body = { year: 2030, month: 5, day: 1, isUnavailable: true };
    await expectError(await setDay(profile.profile_id, body), 401, TEXT.unauthorized);
    const organizer = await createVerifiedUser({ userType: "organizer" });
    await expectError(await setDay(profile.profile_id, body, organizer.token), 403, TEXT.forbidden);
    const other = await createOwner();
    await createProfile(other.token);
    await expectError(await setDay(profile.profile_id, body, other.token), 403, TEXT.forbidden);
    await expectError(await setDay(2_000_000_000, body, other.token), 404, PROFILE_TEXT.notFound);
    const blocked = await createOwner({ isBlocked: true });
    await expectError(await setDay(profile.profile_id, body, blocked.token), 403, TEXT.blocked);
    expect(await rowsOf(profile.profile_id)).toEqual([]);
  });

  it("an admin cannot change another owner's calendar", async () => {
    const { profile } = await ownerWithProfile();
    const admin = await createAdmin();
    await expectError(
      await setDay(profile.profile_id, { year: 2030, month: 5, day: 2, isUnavailable: true }, admin.token),
      403,
      TEXT.forbidden,
    );
  });

  it("only real calendar days: Feb 30, Feb 29 of a common year, Apr 31 → 400; Feb 29 of a leap year is fine", async () => {
    const { owner, profile } = await ownerWithProfile();
    for (const [year, month, day] of [
      [2030, 2, 30],
      [2030, 2, 29],
      [2100, 2, 29],
      [2030, 4, 31],
      [2030, 6, 31],
    ] as const) {
      await expectError(
        await setDay(profile.profile_id, { year, month, day, isUnavailable: true }, owner.token),
        400,
        PROFILE_TEXT.notADay,
      );
    }
    for (const [year, month, day] of [
      [2028, 2, 29],
      [2032, 2, 29],
      [2030, 12, 31],
      [2030, 1, 1],
    ] as const) {
      expect(
        (await setDay(profile.profile_id, { year, month, day, isUnavailable: true }, owner.token)).status,
      ).toBe(200);
    }
    expect((await rowsOf(profile.profile_id)).map((row) => row.day)).toEqual([
      "2028-02-29",
      "2030-01-01",
      "2030-12-31",
      "2032-02-29",
    ]);
  });

  it("a day already past cannot be marked or freed: one 400 naming why; today still can", async () => {
    const { owner, profile } = await ownerWithProfile();
    const asChange = (day: string, isUnavailable: boolean) => {
      const [year, month, dayOfMonth] = day.split("-").map(Number);
      return { year, month, day: dayOfMonth, isUnavailable };
    };
    for (const isUnavailable of [true, false]) {
      const body = await expectError(
        await setDay(profile.profile_id, asChange(warsawDayFromToday(-1), isUnavailable), owner.token),
        400,
        "Ten dzień już minął – jego dostępności nie można zmienić.",
      );
      expect(body.field).toBe("day");
    }
    expect(
      (await setDay(profile.profile_id, asChange(warsawDayFromToday(0), true), owner.token)).status,
    ).toBe(200);
    expect((await rowsOf(profile.profile_id)).map((row) => row.day)).toEqual([warsawDayFromToday(0)]);
  });

  it("wrong types and out-of-range values are 400 with a Polish message", async () => {
    const { owner, profile } = await ownerWithProfile();
    const ok = { year: 2030, month: 5, day: 1, isUnavailable: true };
    const bad: [Record<string, unknown>, string | undefined][] = [
      [{ ...ok, month: 13 }, PROFILE_TEXT.monthRange],
      [{ ...ok, month: 0 }, PROFILE_TEXT.monthRange],
      [{ ...ok, day: 0 }, undefined],
      [{ ...ok, day: 32 }, undefined],
      [{ ...ok, day: 1.5 }, undefined],
      [{ ...ok, day: "1" }, undefined],
      [{ ...ok, month: "5" }, undefined],
      [{ ...ok, year: 1999 }, undefined],
      [{ ...ok, year: 2101 }, undefined],
      [{ ...ok, year: null }, undefined],
      [{ ...ok, isUnavailable: "true" }, undefined],
      [{ ...ok, isUnavailable: 1 }, undefined],
      [{ year: 2030, month: 5, day: 1 }, undefined],
      [{}, undefined],
    ];
    for (const [body, message] of bad) {
      await expectError(await setDay(profile.profile_id, body, owner.token), 400, message);
    }
    // Not JSON at all, or not declared as JSON.
    const path = `/profiles/${profile.profile_id}/availability`;
    const asJson = { token: owner.token, contentType: "application/json" };
    await expectError(await apiForm(path, "{year: 2030", asJson), 400, TEXT.badJson);
    await expectError(await apiForm(path, "", asJson), 400, TEXT.badJson);
    await expectError(
      await apiForm(path, JSON.stringify(ok), { token: owner.token, contentType: "text/plain" }),
      400,
    );
    expect(await rowsOf(profile.profile_id)).toEqual([]);
  });

  it("a day held by a booking cannot be freed (409, Polish); marking it busy again keeps the booking", async () => {
    const { owner, profile } = await ownerWithProfile();
    const organizer = await createVerifiedUser({ userType: "organizer" });
    const bookingId = await insertBooking({
      profile,
      organizerId: organizer.user.id,
      status: "confirmed",
      startDay: "2030-08-15",
    });
    await insertBookedDay(profile.profile_id, "2030-08-15", bookingId);
    expect(await busyDays(profile.profile_id, 2030, 8)).toEqual([15]);

    const free = { year: 2030, month: 8, day: 15, isUnavailable: false };
    await expectError(await setDay(profile.profile_id, free, owner.token), 409, PROFILE_TEXT.bookedDay);
    expect(await busyDays(profile.profile_id, 2030, 8)).toEqual([15]);

    const mark = await setDay(profile.profile_id, { ...free, isUnavailable: true }, owner.token);
    expect(mark.status).toBe(200);
    const [row] = await db()
      .select()
      .from(availability)
      .where(and(eq(availability.profileId, profile.profile_id), eq(availability.day, "2030-08-15")));
    expect(row?.bookingRequestId).toBe(bookingId);

    // Another owner still gets 403, not 409.
    const other = await createOwner();
    await expectError(await setDay(profile.profile_id, free, other.token), 403, TEXT.forbidden);
    // A day next to it is freed normally.
    await setDay(profile.profile_id, { ...free, day: 16, isUnavailable: true }, owner.token);
    expect((await setDay(profile.profile_id, { ...free, day: 16 }, owner.token)).status).toBe(200);
    expect(await busyDays(profile.profile_id, 2030, 8)).toEqual([15]);
  });
});
