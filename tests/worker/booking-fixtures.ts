import { env } from "cloudflare:test";
import { and, eq, isNull } from "drizzle-orm";
import * as v from "valibot";
import { expect } from "vitest";
import { availability, bookingRequests, connectedAccounts, reviews, users } from "../../worker/db/schema";
import { warsawMidnight } from "../../worker/domain/calendar";
import {
  api,
  apiForm,
  type CreateUserOptions,
  createVerifiedUser,
  db,
  outboxSubjectsTo,
  readJson,
  type TestUser,
  warsawDayFromToday,
} from "./helpers";
import {
  createAdmin,
  createOwner,
  createProfile,
  PROFILE_TEXT,
  type ProfileDtoJson,
} from "./profile-fixtures";

/** Polish texts of the booking API, copied from the route, schema and domain code (the contract), not imported. */
export const BOOKING_TEXT = {
  // Validation of POST /requests (worker/schemas/bookings.ts).
  profile: "Wybierz food truck do rezerwacji.",
  startDate: "Data rozpoczęcia jest wymagana.",
  date: "Nieprawidłowa data. Użyj formatu RRRR-MM-DD.",
  time: "Podaj godziny wydarzenia, np. 14:00 - 22:00.",
  location: "Adres wydarzenia jest wymagany.",
  eventType: "Wybierz rodzaj wydarzenia.",
  guestCount: "Liczba gości musi być liczbą całkowitą od 0 do 100 000.",
  cost: "Koszt wydarzenia musi być kwotą od 0 do 1 000 000 zł.",
  description: "Opis wydarzenia jest wymagany.",
  endBeforeStart: PROFILE_TEXT.endBeforeStart,
  truckNotFound: PROFILE_TEXT.notFound,
  // Other bodies.
  problem: "Opis problemu musi mieć co najmniej 10 znaków.",
  depositAmounts: "Obie kwoty muszą być liczbami większymi od zera.",
  depositAboveTotal: "Zaliczka nie może być wyższa niż całkowity koszt.",
  feeAmount: "Kwota musi być liczbą większą od zera.",
  rating: "Ocena musi wynosić od 1 do 5 gwiazdek.",
  invoice: "Proszę wybrać plik PDF o rozmiarze do 5MB.",
  status: "Nieprawidłowy status: dozwolone są confirmed lub rejected_by_owner.",
  // Route refusals (worker/routes/requests.ts).
  notFound: "Nie znaleziono rezerwacji.",
  organizersOnly: "Tylko organizatorzy mogą rezerwować food trucki.",
  pastDate: "Rezerwację można złożyć najpóźniej dzień przed wydarzeniem.",
  tooLong: "Rezerwacja może obejmować najwyżej 31 dni.",
  truckBusy: "Food truck jest już zajęty w wybranym terminie.",
  changedMeanwhile: "Rezerwacja została w międzyczasie zmieniona. Odśwież stronę.",
  reviewNotAllowed: "Opinię można dodać tylko do zakończonej rezerwacji, której jesteś stroną.",
  reviewedAlready: "Ta rezerwacja została już przez Ciebie oceniona.",
  reviewThanks: "Dziękujemy za opinię!",
  invoiceNotAllowed: "Nie możesz teraz wysłać faktury do tej rezerwacji.",
  invoiceSentAlready: "Faktura do tej rezerwacji została już wysłana.",
  invoiceMissing: "Nie znaleziono faktury.",
  // State machine refusals (worker/domain/booking-machine.ts).
  notNow: "Tej operacji nie można wykonać w obecnym stanie rezerwacji.",
  cancelTooLate: "Rezerwację można anulować najpóźniej 336 godzin (14 dni) przed rozpoczęciem wydarzenia.",
  cancelPaid: "Nie można anulować rezerwacji po opłaceniu zaliczki.",
  depositNeedsZeroCost: "Właściciel może poprosić o zaliczkę tylko wtedy, gdy koszt wydarzenia wynosi 0 zł.",
  feeNeedsCost:
    "Organizator może poprosić o opłatę gwarancyjną tylko wtedy, gdy koszt wydarzenia jest wyższy niż 0 zł.",
  alreadyReported: "Problem z tą rezerwacją został już zgłoszony.",
  notYourAction: "Nie możesz wykonać tej operacji na tej rezerwacji.",
} as const;

/** Subjects of the booking e-mails (worker/emails/booking-emails.ts). */
export const BOOKING_SUBJECT = {
  newRequest: (truck: string) => `Nowa prośba o rezerwację: ${truck} – Foodtruck Marketplace`,
  accepted: (truck: string) => `Rezerwacja potwierdzona: ${truck} – Foodtruck Marketplace`,
  rejected: (truck: string) => `Rezerwacja odrzucona: ${truck} – Foodtruck Marketplace`,
  cancelled: (truck: string) => `Rezerwacja anulowana: ${truck} – Foodtruck Marketplace`,
  depositRequested: (truck: string) => `Prośba o zaliczkę: ${truck} – Foodtruck Marketplace`,
  feeRequested: (truck: string) => `Prośba o opłatę gwarancyjną: ${truck} – Foodtruck Marketplace`,
  problemReported: (truck: string) => `Zgłoszono problem z rezerwacją: ${truck} – Foodtruck Marketplace`,
  expired: (truck: string) => `Prośba o rezerwację wygasła: ${truck} – Foodtruck Marketplace`,
} as const;

export const EVENT_TYPES = ["Festiwal", "Impreza firmowa", "Wesele", "Urodziny", "Targi", "Inne"] as const;

const STATUS = v.picklist([
  "pending_owner_approval",
  "confirmed",
  "awaiting_deposit",
  "confirmed_deposit_paid",
  "disputed",
  "resolved_released",
  "resolved_refunded",
  "cancelled_by_organizer",
  "cancelled_by_owner",
  "rejected_by_owner",
  "expired",
]);

/** SPEC.md §3 "Booking request, read", plus what the web needs; strict, so nothing else leaks (R2 keys…). */
export const bookingDtoSchema = v.strictObject({
  request_id: v.number(),
  doc_id: v.string(),
  // null once that party deleted their account
  user_id: v.nullable(v.number()),
  owner_id: v.nullable(v.number()),
  profile_id: v.nullable(v.number()),
  food_truck_name: v.string(),
  organizer_name: v.string(),
  status: STATUS,
  payment_status: v.nullable(v.picklist(["requested_by_owner", "requested_by_organizer", "paid"])),
  event_start_date: v.number(),
  event_end_date: v.number(),
  event_time: v.string(),
  event_location: v.string(),
  event_type: v.string(),
  guest_count: v.number(),
  event_cost: v.number(),
  event_details: v.string(),
  event_description: v.string(),
  utility_costs: v.nullable(v.string()),
  commitment_fee: v.nullable(v.number()),
  total_cost: v.nullable(v.number()),
  problem_reported: v.boolean(),
  problem_description: v.nullable(v.string()),
  problem_reported_by: v.nullable(v.number()),
  invoice_sent_by_organizer: v.boolean(),
  invoice_sent_by_owner: v.boolean(),
  invitation_id: v.nullable(v.number()),
  commission_paid: v.boolean(),
  packaging_ordered: v.boolean(),
  owner_email: v.nullable(v.string()),
  owner_phone: v.nullable(v.string()),
  owner_name: v.nullable(v.string()),
  organizer_first_name: v.string(),
  organizer_last_name: v.nullable(v.string()),
  organizer_email: v.nullable(v.string()),
  organizer_phone: v.nullable(v.string()),
  created_at: v.number(),
  my_role: v.picklist(["organizer", "owner", "admin"]),
  is_completed: v.boolean(),
  reviewed_by_me: v.boolean(),
  allowed_actions: v.array(v.string()),
  cancel_too_late: v.nullable(v.string()),
  reschedule_proposals: v.array(
    v.strictObject({
      id: v.number(),
      proposed_by: v.picklist(["organizer", "owner"]),
      old_start_date: v.number(),
      old_end_date: v.number(),
      new_start_date: v.number(),
      new_end_date: v.number(),
      reason: v.string(),
      status: v.picklist(["pending", "accepted", "declined", "withdrawn", "expired", "void"]),
      expires_at: v.number(),
      decided_at: v.nullable(v.number()),
      created_at: v.number(),
      my_actions: v.array(v.picklist(["accept", "decline", "withdraw"])),
    }),
  ),
  // Beyond SPEC.md (issue 34): the booking's kind and where its money stands.
  booking_kind: v.picklist(["hired", "pitch"]),
  money: v.strictObject({
    paid_at: v.nullable(v.number()),
    refunded: v.nullable(v.number()),
    paid_out_at: v.nullable(v.number()),
    payout_due_at: v.number(),
    cancel_until: v.nullable(v.number()),
    estimate: v.nullable(v.strictObject({ from: v.number(), to: v.number() })),
  }),
  // Beyond SPEC.md (issue 38): the venue's limits the organizer stated.
  max_length_m: v.nullable(v.number()),
  site_power: v.nullable(v.picklist(["none", "230v", "400v"])),
  site_water: v.nullable(v.boolean()),
});
export type BookingDto = v.InferOutput<typeof bookingDtoSchema>;
export const bookingListSchema = v.array(bookingDtoSchema);

/** A fast user for booking tests: no password hash (the tests use signed tokens). */
export function quickUser(options: CreateUserOptions = {}): Promise<TestUser> {
  return createVerifiedUser({ password: null, ...options });
}

export interface Parties {
  organizer: TestUser;
  owner: TestUser;
  profile: ProfileDtoJson;
}

/** A fresh organizer, a fresh owner and the owner's truck. */
/**
 * An organizer and an owner with a truck. With `paymentAccounts`, both have a connected payment account
 * that takes payments (as after test-mode onboarding), which asking for and paying a deposit or fee need.
 */
export async function createParties(options: { paymentAccounts?: boolean } = {}): Promise<Parties> {
  const [organizer, owner] = await Promise.all([
    quickUser({ firstName: "Ewa", lastName: "Wiśniewska" }),
    createOwner({ password: null, firstName: "Piotr", lastName: "Zieliński" }),
  ]);
  const profile = await createProfile(owner.token);
  if (options.paymentAccounts) await linkPaymentAccounts(organizer, owner);
  return { organizer, owner, profile };
}

/**
 * Gives each user without an account a connected, charge-enabled test-mode one, as finishing onboarding
 * would; a user already linked (e.g. to the fake Stripe) keeps theirs.
 */
export async function linkPaymentAccounts(...testUsers: TestUser[]): Promise<void> {
  const now = Math.floor(Date.now() / 1000);
  for (const { user } of testUsers) {
    const accountId = `test_mode_acct_${user.id}`;
    const [linked] = await db()
      .update(users)
      .set({ stripeAccountId: accountId })
      .where(and(eq(users.id, user.id), isNull(users.stripeAccountId)))
      .returning({ id: users.id });
    if (!linked) continue;
    await db()
      .insert(connectedAccounts)
      .values({
        accountId,
        userId: user.id,
        chargesEnabled: true,
        payoutsEnabled: true,
        detailsSubmitted: true,
        stateAt: now,
      })
      .onConflictDoNothing();
  }
}

export interface Strangers {
  otherOrganizer: TestUser;
  otherOwner: TestUser;
  admin: TestUser;
}

/** Users who are not parties of a booking: another organizer, another owner (with a truck), an admin. */
export async function createStrangers(): Promise<Strangers> {
  const [otherOrganizer, otherOwner, admin] = await Promise.all([
    quickUser(),
    createOwner({ password: null }),
    createAdmin(),
  ]);
  await createProfile(otherOwner.token);
  return { otherOrganizer, otherOwner, admin };
}

/** A valid booking payload; an override of `undefined` leaves the field out. */
export function bookingBody(
  profileId: number,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  const body: Record<string, unknown> = {
    profile_id: profileId,
    event_start_date: warsawDayFromToday(30),
    event_time: "14:00 - 22:00",
    event_location: "Warszawa, Plac Defilad 1",
    event_type: "Festiwal",
    guest_count: 150,
    event_cost: 0,
    event_description: "Festiwal smaków na Placu Defilad.",
    ...overrides,
  };
  for (const [key, value] of Object.entries(body)) if (value === undefined) delete body[key];
  return body;
}

export function postBooking(body: unknown, token?: string): Promise<Response> {
  return api("/requests", body, token === undefined ? {} : { token });
}

/** Creates a booking through the API as the parties' organizer; fails the test on anything but 201. */
export async function createBooking(
  parties: Parties,
  overrides: Record<string, unknown> = {},
): Promise<BookingDto> {
  const res = await postBooking(bookingBody(parties.profile.profile_id, overrides), parties.organizer.token);
  if (res.status !== 201) throw new Error(`creating a booking gave ${res.status}: ${await res.text()}`);
  return readJson(res, bookingDtoSchema);
}

const withToken = (token: string | undefined) => (token === undefined ? {} : { token });

export function putStatus(id: number, status: unknown, token?: string): Promise<Response> {
  return api(`/requests/${id}/status`, { status }, { method: "PUT", ...withToken(token) });
}

export function putCancel(id: number, token?: string): Promise<Response> {
  return api(`/requests/${id}/cancel`, undefined, { method: "PUT", ...withToken(token) });
}

export function reportProblem(id: number, body: unknown, token?: string): Promise<Response> {
  return api(`/requests/${id}/report-problem`, body, withToken(token));
}

export function requestDeposit(id: number, body: unknown, token?: string): Promise<Response> {
  return api(`/requests/${id}/request-deposit`, body, withToken(token));
}

export function requestFee(id: number, body: unknown, token?: string): Promise<Response> {
  return api(`/requests/${id}/request-fee`, body, withToken(token));
}

export function postReview(body: unknown, token?: string): Promise<Response> {
  return api("/reviews", body, withToken(token));
}

export function uploadInvoice(id: number, file: File | string | null, token?: string): Promise<Response> {
  const form = new FormData();
  if (file !== null) form.append("invoice", file);
  return apiForm(`/requests/${id}/upload-invoice`, form, withToken(token));
}

export function getInvoice(id: number, side: string, token?: string): Promise<Response> {
  return api(`/requests/${id}/invoice/${side}`, undefined, withToken(token));
}

/** Expects 200 and a booking DTO. */
export async function okBooking(res: Response): Promise<BookingDto> {
  const text = await res.text();
  if (res.status !== 200) throw new Error(`expected 200, got ${res.status}: ${text}`);
  return v.parse(bookingDtoSchema, JSON.parse(text));
}

export async function myBookings(token: string): Promise<BookingDto[]> {
  const res = await api("/requests/my-bookings", undefined, { token });
  if (res.status !== 200) throw new Error(`my-bookings gave ${res.status}: ${await res.text()}`);
  return readJson(res, bookingListSchema);
}

/** The booking as `token`'s user sees it in my-bookings, or undefined. */
export async function seenBy(token: string, id: number): Promise<BookingDto | undefined> {
  return (await myBookings(token)).find((booking) => booking.request_id === id);
}

export async function seenByOrFail(token: string, id: number): Promise<BookingDto> {
  const booking = await seenBy(token, id);
  if (!booking) throw new Error(`booking ${id} is not in my-bookings`);
  return booking;
}

export async function bookingRow(id: number) {
  const row = await db().query.bookingRequests.findFirst({ where: eq(bookingRequests.id, id) });
  if (!row) throw new Error(`booking ${id} not found`);
  return row;
}

/** Changes a booking row directly in D1 (what the API cannot do: past dates, paid status…). */
export async function patchBooking(
  id: number,
  patch: Partial<typeof bookingRequests.$inferInsert>,
): Promise<void> {
  await db().update(bookingRequests).set(patch).where(eq(bookingRequests.id, id));
}

/** Busy days of a truck, ascending, with the booking that holds each (null for a day marked by hand). */
export async function heldDays(profileId: number) {
  return db()
    .select({ day: availability.day, bookingRequestId: availability.bookingRequestId })
    .from(availability)
    .where(eq(availability.profileId, profileId))
    .orderBy(availability.day);
}

/** Marks a day busy by hand, through the calendar API. */
export async function markBusy(parties: Parties, day: string): Promise<void> {
  const [year, month, dayOfMonth] = day.split("-").map(Number);
  const res = await api(
    `/profiles/${parties.profile.profile_id}/availability`,
    { year, month, day: dayOfMonth, isUnavailable: true },
    { token: parties.owner.token },
  );
  if (res.status !== 200) throw new Error(`marking ${day} busy gave ${res.status}: ${await res.text()}`);
}

/** Creates and accepts a booking through the API. */
export async function confirmedBooking(
  parties: Parties,
  overrides: Record<string, unknown> = {},
): Promise<BookingDto> {
  const created = await createBooking(parties, overrides);
  return okBooking(await putStatus(created.request_id, "confirmed", parties.owner.token));
}

/**
 * A booking that went ahead and ended: created through the API, then (directly in D1) its days moved to
 * last week and its status set, paid or not.
 */
export async function completedBooking(
  parties: Parties,
  options: { cost?: number; paid?: boolean } = {},
): Promise<BookingDto> {
  const created = await createBooking(parties, { event_cost: options.cost ?? 0 });
  await patchBooking(created.request_id, {
    status: options.paid ? "confirmed_deposit_paid" : "confirmed",
    paymentStatus: options.paid ? "paid" : null,
    commitmentFeeGrosze: options.paid ? 20_000 : null,
    eventStartDate: warsawMidnight(warsawDayFromToday(-8)),
    eventEndDate: warsawMidnight(warsawDayFromToday(-7)),
  });
  return created;
}

export async function subjectsTo(user: TestUser): Promise<string[]> {
  return outboxSubjectsTo(user.email);
}

export async function reviewRows(requestId: number) {
  return db()
    .select({
      authorId: reviews.authorId,
      targetUserId: reviews.targetUserId,
      rating: reviews.rating,
      comment: reviews.comment,
    })
    .from(reviews)
    .where(eq(reviews.requestId, requestId))
    .orderBy(reviews.id);
}

export async function reviewBy(requestId: number, authorId: number) {
  return db().query.reviews.findFirst({
    where: and(eq(reviews.requestId, requestId), eq(reviews.authorId, authorId)),
  });
}

export async function invoiceKeys(requestId: number): Promise<string[]> {
  const listed = await env.FILES.list({ prefix: `invoices/${requestId}/` });
  return listed.objects.map((object) => object.key).sort();
}

export function sortedActions(booking: BookingDto): string[] {
  return [...booking.allowed_actions].sort();
}

export function expectActions(booking: BookingDto, actions: string[]): void {
  expect(sortedActions(booking)).toEqual([...actions].sort());
}
