import { env } from "cloudflare:test";
import { and, eq, sql } from "drizzle-orm";
import * as v from "valibot";
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import type { Mailer } from "../../worker/adapters/mail";
import { auditLog, outbox, pushSubscriptions } from "../../worker/db/schema";
import { deliverOutboxItem } from "../../worker/jobs/outbox";
import { messageSchema } from "../contract/responses";
import { createBooking, type Parties, postReview } from "./booking-fixtures";
import {
  companyFields,
  counterKeysOf,
  digits,
  type Person,
  person,
  rowsReferring,
  settledBooking,
  tracesOf,
} from "./deletion-fixtures";
import {
  api,
  createVerifiedUser,
  DEFAULT_PASSWORD,
  db,
  login,
  mailsTo,
  outboxRowsTo,
  readJson,
  type TestUser,
  uniqueIp,
  warsawDayFromToday,
} from "./helpers";
import { createAdmin, createProfile, uniqueWord } from "./profile-fixtures";

/**
 * Issue 33: once an account is deleted, no table holds the user's e-mail, names, phone or company, nor
 * a throttle key naming them; the only exception is what they typed into messages and event
 * descriptions, kept for the other party as the terms say. The scan reads every text column of every
 * table (deletion-fixtures.ts), so a table added later is covered without touching this test.
 */

const DELETED = "Użytkownik usunięty";
const chatSubject = (sender: string) => `Nowa wiadomość od: ${sender} – Foodtruck Marketplace`;
const pushTitle = (sender: string) => `Nowa wiadomość od: ${sender}`;

async function parties(deleted: "organizer" | "owner"): Promise<Parties & { leaving: Person }> {
  const leaving = await person(deleted === "organizer" ? "organizer" : "food_truck_owner");
  const other =
    deleted === "organizer"
      ? await createVerifiedUser({ userType: "food_truck_owner", password: null })
      : await createVerifiedUser({ password: null });
  const [organizer, owner] = deleted === "organizer" ? [leaving, other] : [other, leaving];
  return { organizer, owner, profile: await createProfile(owner.token), leaving };
}

/** A device of `user` subscribed to Web Push (written directly: the subscribe route is tested elsewhere). */
async function subscribeDevice(user: TestUser): Promise<string> {
  const endpoint = `https://push.example.test/wpush/${crypto.randomUUID()}`;
  await db()
    .insert(pushSubscriptions)
    .values({ userId: user.user.id, endpoint, p256dh: "p256dh", auth: "auth" });
  return endpoint;
}

async function startChat(requestId: number, token: string): Promise<number> {
  const res = await api("/conversations/initiate/booking", { requestId }, { token });
  expect(res.status).toBe(200);
  return (await readJson(res, v.object({ conversation_id: v.number() }))).conversation_id;
}

async function say(conversationId: number, text: string, token: string): Promise<number> {
  const res = await api(`/conversations/${conversationId}/messages`, { message_content: text }, { token });
  expect(res.status).toBe(201);
  return (await readJson(res, messageSchema)).id;
}

/** Failed sign-ins and a reset request for the account, as an attacker or a forgetful owner makes them. */
async function throttleCounters(user: TestUser): Promise<void> {
  const ip = uniqueIp();
  expect((await login(user.email, "zle-haslo-123", ip)).status).toBe(401);
  expect((await login(user.email, "zle-haslo-456", ip)).status).toBe(401);
  expect((await api("/auth/request-password-reset", { email: user.email }, { ip })).status).toBe(200);
}

/** The push rows still waiting for `userId`'s devices: what each would show. */
async function pendingPushesTo(userId: number) {
  const rows = await db()
    .select({ payload: outbox.payloadJson })
    .from(outbox)
    .where(
      and(
        eq(outbox.kind, "push"),
        eq(outbox.status, "pending"),
        sql`json_extract(${outbox.payloadJson}, '$.userId') = ${userId}`,
      ),
    );
  const schema = v.object({ notification: v.object({ title: v.string(), body: v.string() }) });
  return rows.map((row) => v.parse(schema, JSON.parse(row.payload)).notification);
}

/** The throttle keys naming the user, after checking the seeding made both kinds (by id and by e-mail). */
async function seededKeys(user: TestUser): Promise<string[]> {
  const keys = await counterKeysOf({ id: user.user.id, email: user.email });
  expect(keys.filter((key) => key.includes(user.email)).length).toBeGreaterThanOrEqual(3);
  expect(keys.filter((key) => key.endsWith(`:${user.user.id}`)).length).toBeGreaterThanOrEqual(1);
  return keys;
}

/**
 * What an admin may do to the user's things, each leaving an audit entry whose details show them: edit
 * their truck (the description names them), delete their second truck (named after them), retry a failed
 * e-mail to them (the provider's error quotes the address), block and unblock them (which ends their
 * sessions: call it last). Returns the ids of the deleted truck and the retried outbox row.
 */
async function adminActsOn(admin: TestUser, leaving: Person, profileId: number) {
  const edit = await api(
    `/admin/profiles/${profileId}/details`,
    {
      food_truck_description: `Prowadzi ${leaving.fullName}, tel. ${leaving.phone}.`,
      base_location: "Warszawa",
      operation_radius_km: 40,
    },
    { method: "PUT", token: admin.token },
  );
  expect(edit.status, await edit.clone().text()).toBe(200);
  const second = await createProfile(leaving.token, {
    food_truck_name: `Food Truck ${leaving.user.lastName}`,
  });
  const removed = await api(`/admin/profiles/${second.profile_id}`, undefined, {
    method: "DELETE",
    token: admin.token,
  });
  expect(removed.status, await removed.clone().text()).toBe(200);
  const [failed] = await db()
    .insert(outbox)
    .values({
      kind: "email",
      status: "failed",
      attempts: 5,
      lastError: `Error: 550 ${leaving.email}: mailbox unavailable`,
      payloadJson: JSON.stringify({
        to: leaving.email,
        subject: "Potwierdź adres e-mail",
        text: "",
        html: "",
      }),
    })
    .returning({ id: outbox.id });
  if (!failed) throw new Error("no outbox row");
  const retry = await api(`/admin/operations/outbox/${failed.id}/retry`, undefined, {
    method: "POST",
    token: admin.token,
  });
  expect(retry.status, await retry.clone().text()).toBe(200);
  for (const step of ["block", "unblock"]) {
    const toggle = await api(`/admin/users/${leaving.user.id}/toggle-block`, undefined, {
      method: "PUT",
      token: admin.token,
    });
    expect(toggle.status, step).toBe(200);
  }
  return { deletedTruck: second.profile_id, retried: failed.id };
}

/** The audit entries whose details could show `userId`, oldest first. */
function auditAbout(userId: number) {
  return db()
    .select({
      action: auditLog.action,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      adminId: auditLog.adminId,
      detailsJson: auditLog.detailsJson,
    })
    .from(auditLog)
    .where(eq(auditLog.subjectUserId, userId))
    .orderBy(auditLog.id);
}

let queue: MockInstance<typeof env.OUTBOX_QUEUE.sendBatch>;
beforeEach(() => {
  // Nothing leaves on its own: the test decides what was delivered before the deletion and what was not.
  queue = vi
    .spyOn(env.OUTBOX_QUEUE, "sendBatch")
    .mockResolvedValue({ metadata: { metrics: { backlogCount: 0, backlogBytes: 0 } } });
});
afterEach(() => queue.mockRestore());

describe("account deletion leaves no name behind", () => {
  it("a user's own deletion: only the messages and event description they typed still name them", async () => {
    const { organizer, owner, profile, leaving } = await parties("organizer");
    const description = `Urodziny, o które prosi ${leaving.fullName} (tel. ${leaving.phone}).`;
    const booking = await createBooking(
      { organizer, owner, profile },
      {
        event_description: description,
        event_start_date: warsawDayFromToday(40),
      },
    );
    // A finished, paid and settled booking: its payment and payout stay, without the person.
    const done = await settledBooking({ organizer, owner, profile });
    expect(
      (await postReview({ request_id: done.request_id, rating: 5, comment: "Pyszne!" }, organizer.token))
        .status,
    ).toBe(201);
    await subscribeDevice(owner);
    const organizerDevice = await subscribeDevice(organizer);
    const conversationId = await startChat(booking.request_id, organizer.token);

    // The first message's e-mail is delivered before the deletion (a sent record and a mailbox copy that
    // name the user); once the owner has read it, the second one, naming its author on purpose, waits.
    const first = await say(conversationId, "Dzień dobry, czy termin jest wolny?", organizer.token);
    expect((await mailsTo(owner.email)).map((mail) => mail.subject)).toContain(
      chatSubject(leaving.shortName),
    );
    const read = await api(
      `/conversations/${conversationId}/read`,
      { message_id: first },
      { method: "PUT", token: owner.token },
    );
    expect(read.status).toBe(200);
    const typed = `Tu ${leaving.fullName}, mój telefon: ${leaving.phone}.`;
    await say(conversationId, typed, organizer.token);
    await say(conversationId, "Tak, termin jest wolny.", owner.token);
    // The user's own e-mail so far (the reply) was delivered too, to the dev mailbox; the reset link below
    // stays queued.
    expect((await mailsTo(organizer.email)).map((mail) => mail.subject)).toContain(
      chatSubject(profile.food_truck_name),
    );
    expect(await pendingPushesTo(owner.user.id)).toContainEqual({
      title: pushTitle(leaving.shortName),
      body: typed,
    });

    // An admin changes their phone: the audit entry holds the old and the new number.
    const admin = await createAdmin();
    const newPhone = `+48 6${digits(2)} ${digits(3)} ${digits(3)}`;
    const edit = await api(
      `/admin/users/${organizer.user.id}`,
      { user_type: "organizer", phone_number: newPhone, ...companyFields(leaving) },
      { method: "PUT", token: admin.token },
    );
    expect(edit.status, await edit.clone().text()).toBe(200);
    await throttleCounters(organizer);
    const keys = await seededKeys(organizer);

    const gone = await api(
      "/users/me",
      { password: DEFAULT_PASSWORD },
      { method: "DELETE", token: organizer.token },
    );
    expect(gone.status).toBe(200);

    // What waited for the owner still reaches them, without the name or the words of the deleted user.
    const waiting = (await mailsTo(owner.email)).filter((mail) => mail.subject === chatSubject(DELETED));
    expect(waiting).toHaveLength(1);
    expect(waiting[0]?.text).toContain(`Nowa wiadomość od: ${DELETED}, w rozmowie`);
    expect(await pendingPushesTo(owner.user.id)).toContainEqual({
      title: pushTitle(DELETED),
      body: "Przeczytaj ją w rozmowie.",
    });
    expect(await pendingPushesTo(organizer.user.id)).toEqual([]);

    expect(await rowsReferring(organizer.user)).toEqual([]);
    expect(await counterKeysOf(organizer.user)).toEqual([]);
    expect(await tracesOf([...leaving.needles, newPhone, organizerDevice, ...keys])).toEqual([
      { place: "booking_requests.event_description", value: description },
      { place: "messages.message_content", value: typed },
    ]);
  });

  it("an admin's deletion of an owner: no trace either, the audit entries about them included", async () => {
    const { organizer, owner, profile, leaving } = await parties("owner");
    const booking = await createBooking({ organizer, owner, profile });
    await subscribeDevice(organizer);
    const conversationId = await startChat(booking.request_id, organizer.token);
    const typed = `Dzwońcie śmiało: ${leaving.phone}, ${leaving.fullName}.`;
    await say(conversationId, typed, owner.token);
    expect(await pendingPushesTo(organizer.user.id)).toContainEqual({
      title: pushTitle(profile.food_truck_name),
      body: typed,
    });

    const admin = await createAdmin();
    const renamed = `Firma ${uniqueWord("")} S.A.`;
    const edit = await api(
      `/admin/users/${owner.user.id}`,
      {
        user_type: "food_truck_owner",
        phone_number: leaving.phone,
        ...companyFields(leaving),
        company_name: renamed,
      },
      { method: "PUT", token: admin.token },
    );
    expect(edit.status, await edit.clone().text()).toBe(200);
    await throttleCounters(owner);
    await say(conversationId, "Jeszcze jedno pytanie.", owner.token);
    const keys = await seededKeys(owner);
    const { deletedTruck, retried } = await adminActsOn(admin, leaving, profile.profile_id);

    const gone = await api(`/admin/users/${owner.user.id}`, undefined, {
      method: "DELETE",
      token: admin.token,
    });
    expect(gone.status).toBe(200);

    const waiting = (await mailsTo(organizer.email)).filter((mail) => mail.subject === chatSubject(DELETED));
    expect(waiting).toHaveLength(1);
    expect(waiting[0]?.text).not.toContain(typed);
    expect(await pendingPushesTo(organizer.user.id)).toContainEqual({
      title: pushTitle(DELETED),
      body: "Przeczytaj ją w rozmowie.",
    });

    expect(await rowsReferring(owner.user)).toEqual([]);
    expect(await counterKeysOf(owner.user)).toEqual([]);
    expect(await tracesOf([...leaving.needles, renamed, ...keys])).toEqual([
      { place: "messages.message_content", value: typed },
    ]);
    // Each entry still says who did what to which record, and when; only the details about them went.
    const about = { adminId: admin.user.id, detailsJson: null };
    const user = { targetType: "user", targetId: String(owner.user.id) };
    const truck = (id: number) => ({ targetType: "profile", targetId: String(id), ...about });
    expect(await auditAbout(owner.user.id)).toEqual([
      { action: "user_update", ...user, ...about },
      { action: "profile_update", ...truck(profile.profile_id) },
      { action: "profile_delete", ...truck(deletedTruck) },
      { action: "outbox_retry", targetType: "outbox", targetId: String(retried), ...about },
      { action: "user_block", ...user, ...about },
      { action: "user_unblock", ...user, ...about },
      // Written after the redaction, with nothing of theirs.
      {
        action: "user_delete",
        ...user,
        adminId: admin.user.id,
        detailsJson: JSON.stringify({ before: { user_type: "food_truck_owner" }, after: null }),
      },
    ]);
  });

  it("an admin's own deletion: their entries keep what was done and when, not who did it", async () => {
    const leaving = await person("organizer", "admin");
    const target = await createVerifiedUser();
    const block = await api(`/admin/users/${target.user.id}/toggle-block`, undefined, {
      method: "PUT",
      token: leaving.token,
    });
    expect(block.status).toBe(200);
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.adminId, leaving.user.id));
    expect(entry).toMatchObject({ adminEmail: leaving.email, action: "user_block" });
    if (!entry) throw new Error("no audit entry");

    const gone = await api(
      "/users/me",
      { password: DEFAULT_PASSWORD },
      { method: "DELETE", token: leaving.token },
    );
    expect(gone.status).toBe(200);

    expect(await tracesOf(leaving.needles)).toEqual([]);
    const [kept] = await db().select().from(auditLog).where(eq(auditLog.id, entry.id));
    expect(kept).toEqual({ ...entry, adminId: null, adminEmail: null });
    // The panel's list shows the entry without an e-mail ("Usunięty administrator").
    const list = await api("/admin/audit?per_page=100", undefined, await createAdmin());
    const listed = v.parse(
      v.object({ items: v.array(v.object({ id: v.number(), admin_email: v.nullable(v.string()) })) }),
      await list.json(),
    );
    expect(listed.items.find((item) => item.id === entry.id)).toEqual({ id: entry.id, admin_email: null });
  });

  it("an e-mail on its way while its sender deletes the account keeps no name in its record", async () => {
    const { organizer, owner, profile, leaving } = await parties("organizer");
    const booking = await createBooking({ organizer, owner, profile });
    const conversationId = await startChat(booking.request_id, organizer.token);
    await say(conversationId, `Pozdrawiam, ${leaving.fullName}`, organizer.token);
    const [row] = (await outboxRowsTo(owner.email)).filter(
      (queued) => queued.status === "pending" && queued.payloadJson.includes(leaving.shortName),
    );
    if (!row) throw new Error("no chat e-mail queued for the owner");
    // The provider takes the named e-mail; while it does, the account is deleted.
    const sent: string[] = [];
    const mailer: Mailer = {
      async send(mail) {
        sent.push(mail.subject);
        const gone = await api(
          "/users/me",
          { password: DEFAULT_PASSWORD },
          { method: "DELETE", token: organizer.token },
        );
        expect(gone.status).toBe(200);
      },
    };
    expect(await deliverOutboxItem(db(), mailer, row.id)).toBe("sent");
    expect(sent).toEqual([chatSubject(leaving.shortName)]);
    const [record] = await db().select().from(outbox).where(eq(outbox.id, row.id));
    expect(record?.status).toBe("sent");
    expect(JSON.parse(record?.payloadJson ?? "")).toEqual({ to: owner.email, subject: chatSubject(DELETED) });
    expect(await tracesOf(leaving.needles)).toEqual([
      { place: "messages.message_content", value: `Pozdrawiam, ${leaving.fullName}` },
    ]);
  });
});
