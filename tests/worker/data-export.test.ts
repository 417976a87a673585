import { eq } from "drizzle-orm";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { auditLog, pushSubscriptions, users } from "../../worker/db/schema";
import { withReadableDates } from "../../worker/use-cases/export/readable-dates";
import { createBooking, createParties, okBooking, putStatus, quickUser } from "./booking-fixtures";
import { send, startBookingChat } from "./chat-fixtures";
import { api, db, type TestUser, uniqueEmail, warsawDayFromToday } from "./helpers";
import { expectError, uniqueWord } from "./profile-fixtures";

/**
 * Beyond SPEC.md (issue 38): GET /api/users/me/export — everything the app holds about the user as one JSON
 * file, and of other people only what the user already sees in the app.
 */

/** The parts the tests read; the file holds more (account settings, trucks, events, money, audit…). */
const bookingSide = v.object({
  request_id: v.number(),
  event_start_date: v.string(),
  created_at: v.string(),
  money: v.object({ cancel_until: v.nullable(v.string()) }),
  my_role: v.string(),
  owner_email: v.nullable(v.string()),
  owner_phone: v.nullable(v.string()),
  organizer_last_name: v.nullable(v.string()),
  organizer_email: v.nullable(v.string()),
  organizer_phone: v.nullable(v.string()),
});
const exportSchema = v.object({
  about: v.string(),
  exported_at: v.string(),
  account: v.object({ user_id: v.number(), email: v.string(), created_at: v.string() }),
  company: v.object({ company_name: v.nullable(v.string()) }),
  trucks: v.array(v.object({ profile_id: v.number(), gallery_photo_urls: v.array(v.string()) })),
  bookings: v.array(bookingSide),
  events: v.array(v.unknown()),
  invitations_received: v.array(v.unknown()),
  reviews_given: v.array(v.unknown()),
  reviews_received: v.array(v.unknown()),
  conversations: v.array(
    v.object({
      conversation_id: v.number(),
      messages: v.array(
        v.object({
          message_content: v.string(),
          sender_email: v.nullable(v.string()),
          created_at: v.string(),
        }),
      ),
    }),
  ),
  payments: v.array(v.unknown()),
  payouts: v.array(v.unknown()),
  push_subscriptions: v.array(v.object({ endpoint: v.string() })),
  calendar_feed: v.object({ active: v.boolean() }),
  audit_entries: v.array(v.object({ action: v.string() })),
});

/** A moment as the file writes it: Warsaw time with its offset. */
const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+0[12]:00$/;

/** A phone number nobody else has, to find it (or not) in an export. */
async function uniquePhone(user: TestUser): Promise<string> {
  const phone = `+48 5${String(user.user.id).padStart(8, "0")}`;
  await db().update(users).set({ phoneNumber: phone }).where(eq(users.id, user.user.id));
  return phone;
}

async function exportOf(user: TestUser) {
  const res = await api("/users/me/export", undefined, { token: user.token });
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return { res, text, data: v.parse(exportSchema, JSON.parse(text)) };
}

describe("the export's dates", () => {
  it("turns event days into Warsaw days and moments into ISO 8601 with the offset, at any depth", () => {
    // 2027-02-13 00:00 in Warsaw (winter, +01:00) and 2027-07-01 14:30:05 in Warsaw (summer, +02:00).
    const winterDay = Date.UTC(2027, 1, 12, 23) / 1000;
    const summerMoment = Date.UTC(2027, 6, 1, 12, 30, 5) / 1000;
    expect(
      withReadableDates({
        exported_at: summerMoment,
        guest_count: 800,
        bookings: [
          {
            event_start_date: winterDay,
            event_end_date: null,
            money: { cancel_until: winterDay, paid_at: null },
            amount: 1_800_000_000,
          },
        ],
        payouts: [{ release_after: summerMoment }],
        audit_entries: [{ details: { before: { new_start_date: winterDay } }, created_at: winterDay }],
        busy_days: ["2027-02-13"],
      }),
    ).toEqual({
      exported_at: "2027-07-01T14:30:05+02:00",
      guest_count: 800,
      bookings: [
        {
          event_start_date: "2027-02-13",
          event_end_date: null,
          money: { cancel_until: "2027-02-13T00:00:00+01:00", paid_at: null },
          amount: 1_800_000_000,
        },
      ],
      payouts: [{ release_after: "2027-07-01T14:30:05+02:00" }],
      audit_entries: [
        { details: { before: { new_start_date: "2027-02-13" } }, created_at: "2027-02-13T00:00:00+01:00" },
      ],
      busy_days: ["2027-02-13"],
    });
  });
});

describe("GET /api/users/me/export", () => {
  it("is a JSON file to save, named with the day, and only for a signed-in user", async () => {
    expect((await api("/users/me/export")).status).toBe(401);
    const user = await quickUser();
    const endpoint = `https://fcm.googleapis.com/fcm/send/${uniqueWord("sekret")}-ostatnie`;
    await db()
      .insert(pushSubscriptions)
      .values({ userId: user.user.id, endpoint, p256dh: "klucz", auth: "sekret" });
    const { res, text, data } = await exportOf(user);
    expect(res.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    expect(res.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="moje-dane-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(data.account).toMatchObject({ user_id: user.user.id, email: user.email });
    expect(data.about).toContain("art. 15 i 20 RODO");
    // The push address is shortened: it is a credential for sending to that browser.
    expect(data.push_subscriptions).toEqual([{ endpoint: "fcm.googleapis.com/…tatnie" }]);
    expect(text).not.toContain(endpoint);
  });

  it("holds a booking's both sides as each sees them, and nothing of a third user", async () => {
    const parties = await createParties();
    const { organizer, owner } = parties;
    const [organizerPhone, ownerPhone] = [await uniquePhone(organizer), await uniquePhone(owner)];
    // A third user: another organizer asking the same truck.
    const stranger = await quickUser({
      email: uniqueEmail("obca"),
      firstName: "Zofia",
      lastName: "Obcowska",
    });
    const strangerPhone = await uniquePhone(stranger);
    await createBooking({ ...parties, organizer: stranger });

    const eventDay = warsawDayFromToday(40);
    const booking = await createBooking(parties, { event_start_date: eventDay });
    const conversation = await startBookingChat(organizer.token, booking.request_id);
    expect(
      (await send(conversation, { message_content: "Czy zmieścicie się na dziedzińcu?" }, organizer.token))
        .status,
    ).toBe(201);

    // Pending: neither side's contact data yet, as on the booking cards.
    const pendingOrganizer = (await exportOf(organizer)).data;
    const seenByOrganizer = pendingOrganizer.bookings.find((item) => item.request_id === booking.request_id);
    expect(seenByOrganizer).toMatchObject({ my_role: "organizer", owner_email: null, owner_phone: null });
    // Dates a person can read: the event's day as the calendar day, moments in ISO 8601 with the offset.
    expect(seenByOrganizer?.event_start_date).toBe(eventDay);
    expect(seenByOrganizer?.created_at).toMatch(ISO_MOMENT);
    expect(seenByOrganizer?.money.cancel_until).toMatch(ISO_MOMENT);
    expect(pendingOrganizer.exported_at).toMatch(ISO_MOMENT);
    expect(pendingOrganizer.account.created_at).toMatch(ISO_MOMENT);
    expect(pendingOrganizer.conversations[0]?.messages[0]?.created_at).toMatch(ISO_MOMENT);
    const pendingOwner = await exportOf(owner);
    const seenByOwner = pendingOwner.data.bookings.find((item) => item.request_id === booking.request_id);
    expect(seenByOwner).toMatchObject({
      my_role: "owner",
      organizer_last_name: null,
      organizer_email: null,
      organizer_phone: null,
    });
    expect(pendingOwner.text).not.toContain(organizer.email);
    expect(pendingOwner.text).not.toContain(organizerPhone);
    // Both have the message, the organizer's own address on it, the owner not yet.
    const ownerChat = pendingOwner.data.conversations.find((item) => item.conversation_id === conversation);
    expect(ownerChat?.messages).toEqual([
      expect.objectContaining({ message_content: "Czy zmieścicie się na dziedzińcu?", sender_email: null }),
    ]);

    // Confirmed: each sees the other's contact data, as the booking card then shows it.
    await okBooking(await putStatus(booking.request_id, "confirmed", owner.token));
    const confirmedOrganizer = await exportOf(organizer);
    expect(
      confirmedOrganizer.data.bookings.find((item) => item.request_id === booking.request_id),
    ).toMatchObject({
      owner_email: owner.email,
      owner_phone: ownerPhone,
    });
    const confirmedOwner = await exportOf(owner);
    expect(confirmedOwner.data.bookings.find((item) => item.request_id === booking.request_id)).toMatchObject(
      {
        organizer_last_name: "Wiśniewska",
        organizer_email: organizer.email,
        organizer_phone: organizerPhone,
      },
    );
    expect(confirmedOwner.data.trucks.map((truck) => truck.profile_id)).toEqual([parties.profile.profile_id]);
    expect(confirmedOwner.data.trucks[0]?.gallery_photo_urls.every((url) => url.startsWith("http"))).toBe(
      true,
    );

    // The third user: nothing in the organizer's file; in the owner's only what the owner's card shows.
    for (const text of [pendingOrganizer, confirmedOrganizer.data].map((data) => JSON.stringify(data))) {
      expect(text).not.toContain(stranger.email);
      expect(text).not.toContain(strangerPhone);
      expect(text).not.toContain("Zofia");
      expect(text).not.toContain("Obcowska");
    }
    expect(confirmedOwner.text).not.toContain(stranger.email);
    expect(confirmedOwner.text).not.toContain(strangerPhone);
    expect(confirmedOwner.text).not.toContain("Obcowska");
  });

  it("is written to the audit log with the user as its subject, and refused after a few a day", async () => {
    const user = await quickUser();
    for (let count = 1; count <= 5; count++) await exportOf(user);
    const refused = await api("/users/me/export", undefined, { token: user.token });
    await expectError(
      refused.clone(),
      429,
      "Kopię swoich danych możesz pobrać najwyżej 5 razy na dobę. Spróbuj ponownie jutro.",
    );
    expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);
    const entries = await db().select().from(auditLog).where(eq(auditLog.subjectUserId, user.user.id));
    expect(entries.map((entry) => [entry.action, entry.adminId])).toEqual(
      Array.from({ length: 5 }, () => ["data_export", user.user.id]),
    );
    // A later file lists the earlier exports among the entries about the user.
    const other = await quickUser();
    await exportOf(other);
    const { data } = await exportOf(other);
    expect(data.audit_entries).toEqual([expect.objectContaining({ action: "data_export" })]);
  });
});
