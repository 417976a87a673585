import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { reviews } from "../../worker/db/schema";
import { warsawMidnight } from "../../worker/domain/calendar";
import {
  BOOKING_SUBJECT,
  bookingRow,
  completedBooking,
  confirmedBooking,
  createBooking,
  type Parties,
  patchBooking,
  postReview,
  quickUser,
  seenByOrFail,
  uploadInvoice,
} from "./booking-fixtures";
import { rowsReferring, settledBooking } from "./deletion-fixtures";
import {
  api,
  DEFAULT_PASSWORD,
  db,
  imageFile,
  latestMail,
  linkToken,
  login,
  outboxSubjectsTo,
  pdfFile,
  profileOf,
  TEXT,
  warsawDayFromToday,
} from "./helpers";
import {
  createOwner,
  createProfile,
  expectError,
  storedBytes,
  storedKeysOfGallery,
  variantFile,
} from "./profile-fixtures";

const DELETED = "Użytkownik usunięty";
const DELETION = {
  done: "Konto zostało usunięte. Dziękujemy za korzystanie z Foodtruck Marketplace.",
  wrongPassword: "Hasło jest nieprawidłowe.",
  needsPassword: "Podaj hasło, aby potwierdzić usunięcie konta.",
  needsLink:
    "To konto loguje się przez Google i nie ma hasła: potwierdź usunięcie linkiem, który wyślemy Ci e-mailem.",
  linkSent:
    "Wysłaliśmy na Twój adres e-mail link potwierdzający usunięcie konta. Link jest ważny przez 30 minut.",
  badLink: "Link potwierdzający usunięcie konta jest nieprawidłowy, został już użyty lub wygasł.",
  linkSubject: "Potwierdź usunięcie konta – Foodtruck Marketplace",
  disputed: (dates: string) =>
    `Nie możesz teraz usunąć konta: w rezerwacji na termin ${dates} zgłoszono problem, który rozpatruje administrator.`,
  unsettled: (dates: string) =>
    `Nie możesz teraz usunąć konta: rezerwacja na termin ${dates} jest opłacona i czeka na rozliczenie.`,
};

function deleteMe(token: string | undefined, body: unknown): Promise<Response> {
  return api("/users/me", body, { method: "DELETE", ...(token === undefined ? {} : { token }) });
}

async function ok(res: Response, message: string): Promise<void> {
  const text = await res.text();
  if (res.status !== 200) throw new Error(`expected 200, got ${res.status}: ${text}`);
  expect(JSON.parse(text)).toEqual({ message });
}

function datesOf(startDay: string, endDay = startDay): string {
  const format = (day: string) => day.split("-").reverse().join(".");
  return startDay === endDay ? format(startDay) : `${format(startDay)} – ${format(endDay)}`;
}

async function partiesWithPasswords(): Promise<Parties> {
  const [organizer, owner] = await Promise.all([
    quickUser({ firstName: "Ewa", lastName: "Wiśniewska", password: DEFAULT_PASSWORD }),
    createOwner({ firstName: "Piotr", lastName: "Zieliński" }),
  ]);
  // Photos with their smaller WebP copies: deleting the account must leave none of them behind.
  const wide = { width: 1200, height: 800 };
  const profile = await createProfile(
    owner.token,
    {},
    [imageFile("png", { pixels: wide }), imageFile("jpeg", { pixels: wide })],
    [variantFile(0, 400, wide), variantFile(0, 800, wide), variantFile(1, 400, wide)],
  );
  return { organizer, owner, profile };
}

describe("DELETE /api/users/me", () => {
  it("needs a signed-in user and the right password; nothing changes on a refusal", async () => {
    await expectError(await deleteMe(undefined, { password: DEFAULT_PASSWORD }), 401, TEXT.unauthorized);
    const user = await quickUser({ password: DEFAULT_PASSWORD });
    await expectError(await deleteMe(user.token, { password: "zle-haslo-123" }), 400, DELETION.wrongPassword);
    await expectError(await deleteMe(user.token, {}), 400, DELETION.needsPassword);
    await expectError(await deleteMe(user.token, { password: 12 }), 400);
    expect((await profileOf(user.token)).status).toBe(200);
  });

  it("an owner's deletion removes them, their trucks and files; the organizer keeps the bookings", async () => {
    const parties = await partiesWithPasswords();
    const { organizer, owner, profile } = parties;
    const photoKeys = storedKeysOfGallery(profile);
    expect(photoKeys).toHaveLength(5);
    for (const key of photoKeys) expect(await storedBytes(key), key).not.toBeNull();
    const pending = await createBooking(parties, { event_start_date: warsawDayFromToday(40) });
    const confirmed = await confirmedBooking(parties, { event_start_date: warsawDayFromToday(50) });
    const done = await settledBooking(parties);
    expect((await uploadInvoice(done.request_id, pdfFile(), owner.token)).status).toBe(200);
    const invoiceKey = (await bookingRow(done.request_id)).invoiceOwnerKey;
    expect(invoiceKey).not.toBeNull();
    expect((await postReview({ request_id: done.request_id, rating: 5 }, organizer.token)).status).toBe(201);
    expect((await postReview({ request_id: done.request_id, rating: 4 }, owner.token)).status).toBe(201);

    await ok(await deleteMe(owner.token, { password: DEFAULT_PASSWORD }), DELETION.done);

    expect(await rowsReferring({ id: owner.user.id, email: owner.email })).toEqual([]);
    for (const key of [...photoKeys, invoiceKey ?? ""]) expect(await storedBytes(key)).toBeNull();
    expect((await api(`/profiles/${profile.profile_id}`)).status).toBe(404);

    // The organizer still has all three bookings, with a placeholder for the truck and the amounts kept.
    const kept = await seenByOrFail(organizer.token, done.request_id);
    expect(kept).toMatchObject({
      food_truck_name: DELETED,
      owner_id: null,
      profile_id: null,
      owner_email: null,
      owner_phone: null,
      status: "confirmed_deposit_paid",
      commitment_fee: 200,
      invoice_sent_by_owner: false,
    });
    expect((await seenByOrFail(organizer.token, pending.request_id)).status).toBe("rejected_by_owner");
    expect((await seenByOrFail(organizer.token, confirmed.request_id)).status).toBe("cancelled_by_owner");
    const subjects = await outboxSubjectsTo(organizer.email);
    expect(subjects).toContain(BOOKING_SUBJECT.rejected(profile.food_truck_name));
    expect(subjects).toContain(BOOKING_SUBJECT.cancelled(profile.food_truck_name));
    // The organizer's review of the deleted owner went with them; the owner's review of the organizer stays.
    const left = await db().select().from(reviews).where(eq(reviews.requestId, done.request_id));
    expect(
      left.map((row) => ({ author: row.authorId, target: row.targetUserId, rating: row.rating })),
    ).toEqual([{ author: null, target: organizer.user.id, rating: 4 }]);

    // The account is gone for good: the old session and the password no longer work.
    await expectError(await profileOf(owner.token), 401);
    await expectError(await login(owner.email, DEFAULT_PASSWORD), 401, TEXT.badCredentials);
  });

  it("an organizer's deletion calls off their open requests and tells the owner", async () => {
    const parties = await partiesWithPasswords();
    const { organizer, owner } = parties;
    const pending = await createBooking(parties, { event_start_date: warsawDayFromToday(30) });
    await ok(await deleteMe(organizer.token, { password: DEFAULT_PASSWORD }), DELETION.done);
    const seen = await seenByOrFail(owner.token, pending.request_id);
    expect(seen).toMatchObject({ status: "cancelled_by_organizer", user_id: null, organizer_name: DELETED });
    expect(await outboxSubjectsTo(owner.email)).toContain(
      BOOKING_SUBJECT.cancelled(parties.profile.food_truck_name),
    );
    expect(await rowsReferring({ id: organizer.user.id, email: organizer.email })).toEqual([]);
  });

  it("is refused while a booking is disputed or paid and not settled, naming its dates", async () => {
    const parties = await partiesWithPasswords();
    const { organizer, owner } = parties;
    const day = warsawDayFromToday(-8);
    const paid = await completedBooking(parties, { paid: true });
    await expectError(
      await deleteMe(owner.token, { password: DEFAULT_PASSWORD }),
      409,
      DELETION.unsettled(datesOf(day, warsawDayFromToday(-7))),
    );
    await patchBooking(paid.request_id, { status: "disputed", problemReported: true });
    await expectError(
      await deleteMe(organizer.token, { password: DEFAULT_PASSWORD }),
      409,
      DELETION.disputed(datesOf(day, warsawDayFromToday(-7))),
    );
    expect((await profileOf(owner.token)).status).toBe(200);
    expect((await profileOf(organizer.token)).status).toBe(200);
    expect((await bookingRow(paid.request_id)).ownerId).toBe(owner.user.id);
  });

  it("a Google-only account confirms with a link e-mailed to it, and only its own link counts", async () => {
    const google = await quickUser({ googleSub: `sub-${crypto.randomUUID()}` });
    const other = await quickUser({ googleSub: `sub-${crypto.randomUUID()}` });
    await expectError(await deleteMe(google.token, { password: "cokolwiek-123" }), 400, DELETION.needsLink);
    await ok(await api("/users/me/deletion-link", {}, { token: google.token }), DELETION.linkSent);
    await ok(await api("/users/me/deletion-link", {}, { token: other.token }), DELETION.linkSent);
    const token = linkToken(
      (await latestMail(google.email, DELETION.linkSubject)).text,
      "/my-account",
      "usun-konto",
    );
    await expectError(await deleteMe(other.token, { token }), 400, DELETION.badLink);
    await ok(await deleteMe(google.token, { token }), DELETION.done);
    expect(await rowsReferring({ id: google.user.id, email: google.email })).toEqual([]);
    expect((await profileOf(other.token)).status).toBe(200);
  });

  it("when both parties delete their accounts the booking record stays, pointing at nobody", async () => {
    const parties = await partiesWithPasswords();
    const done = await completedBooking(parties);
    await ok(await deleteMe(parties.owner.token, { password: DEFAULT_PASSWORD }), DELETION.done);
    await ok(await deleteMe(parties.organizer.token, { password: DEFAULT_PASSWORD }), DELETION.done);
    const row = await bookingRow(done.request_id);
    expect({ organizer: row.organizerId, owner: row.ownerId, profile: row.profileId }).toEqual({
      organizer: null,
      owner: null,
      profile: null,
    });
    expect(row.eventStartDate).toBe(warsawMidnight(warsawDayFromToday(-8)));
    const orphans = await env.DB.prepare("PRAGMA foreign_key_check").all();
    expect(orphans.results).toEqual([]);
  });
});
