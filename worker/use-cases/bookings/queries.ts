import { count, desc, eq, or, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { UserRow } from "../../app-env";
import type { Db } from "../../db/client";
import { bookingRequests, payments, payouts, profiles, reviews, users } from "../../db/schema";
import { containsText } from "../../db/text-match";
import { bookingKindOf, estimateCost } from "../../domain/booking-kind";
import {
  allowedActions,
  BOOKING_STATUSES,
  type BookingFacts,
  type BookingStatus,
  CONTACT_STATUSES,
  cancelTooLate,
  HOURS_BEFORE_START_TO_CANCEL,
  isCompleted,
  PAYMENT_STATUSES,
  type PaymentStatus,
  payoutDueAt,
  TRANSITIONS,
} from "../../domain/booking-machine";
import { polishCalendarDay, warsawDayOf } from "../../domain/calendar";
import type { MovableFacts } from "../../domain/reschedule";
import { hasVenueLimits } from "../../domain/truck-needs";
import type { BookingMailContext } from "../../emails/booking-emails";
import type { Env } from "../../env";
import { venueOf } from "../../schemas/truck-needs";
import { DELETED_USER_NAME, organizerNameFor } from "../accounts/users";
import { mayPropose, parseProposals, proposalDtos, proposalsColumn } from "./reschedule-proposals";

export type BookingRow = typeof bookingRequests.$inferSelect;

const organizers = alias(users, "organizer");
const owners = alias(users, "owner");

const isBookingStatus = (value: string): value is BookingStatus =>
  (BOOKING_STATUSES as readonly string[]).includes(value);
const isPaymentStatus = (value: string): value is PaymentStatus =>
  (PAYMENT_STATUSES as readonly string[]).includes(value);
const showsContacts = (status: BookingStatus) =>
  (CONTACT_STATUSES as readonly BookingStatus[]).includes(status);

/** The machine's view of a stored row. A status the machine does not know is a fault, never guessed. */
export function bookingFacts(row: BookingRow): BookingFacts {
  if (!isBookingStatus(row.status)) throw new Error(`booking ${row.id} has an unknown status: ${row.status}`);
  if (row.paymentStatus !== null && !isPaymentStatus(row.paymentStatus)) {
    throw new Error(`booking ${row.id} has an unknown payment status: ${row.paymentStatus}`);
  }
  return {
    status: row.status,
    paymentStatus: row.paymentStatus,
    eventStartDate: row.eventStartDate,
    eventEndDate: row.eventEndDate,
    eventCostGrosze: row.eventCostGrosze,
    problemReported: row.problemReported,
    createdAt: row.createdAt,
  };
}

/** The reschedule rules' view of a stored row: the machine's facts, and whether an event's invitation made it. */
export function movableFacts(row: BookingRow): MovableFacts {
  return { ...bookingFacts(row), fromInvitation: row.invitationId !== null };
}

/** Which party of the booking `user` is; admins act as admins; anyone else is not part of it. */
export function partyOf(
  row: BookingRow,
  user: Pick<UserRow, "id" | "role">,
): "organizer" | "owner" | "admin" | null {
  if (row.organizerId === user.id) return "organizer";
  if (row.ownerId === user.id) return "owner";
  return user.role === "admin" ? "admin" : null;
}

export const pln = (grosze: number | null) => (grosze === null ? null : grosze / 100);

function formatDay(seconds: number): string {
  return polishCalendarDay(warsawDayOf(seconds));
}

/** "12.06.2027", or "12.06.2027 – 14.06.2027" when the event lasts several days (as e-mails write them). */
export function mailDates(row: Pick<BookingRow, "eventStartDate" | "eventEndDate">): string {
  const start = formatDay(row.eventStartDate);
  const end = formatDay(row.eventEndDate);
  return start === end ? start : `${start} – ${end}`;
}

/** What every e-mail about a booking (or an event's invitation) says of it: the truck, the days and the kind. */
export function mailContext(
  env: Env,
  row: Pick<BookingRow, "eventStartDate" | "eventEndDate" | "eventCostGrosze">,
  truckName: string,
): BookingMailContext {
  return { appUrl: env.APP_URL, truckName, dates: mailDates(row), eventCostGrosze: row.eventCostGrosze };
}

export type BookingParty = Pick<UserRow, "id" | "email" | "firstName" | "lastName" | "phoneNumber">;

export interface LoadedBooking {
  booking: BookingRow;
  /** The truck's name, or "Użytkownik usunięty" once its owner deleted the account. */
  truckName: string;
  /** Whether the user the booking was loaded for has reviewed it. */
  reviewedByMe: boolean;
  /** Its proposals of new dates as one JSON array (reschedule-proposals.ts reads it). */
  reschedules: string;
  /** null once that party deleted their account: the other party keeps the booking. */
  organizer: BookingParty | null;
  owner: BookingParty | null;
  /** The money's own history (issue 34): collected, refunded, passed on; nulls before each happens. */
  money: MoneyFacts;
}

export interface MoneyFacts {
  paidAt: number | null;
  refundedGrosze: number | null;
  paidOutAt: number | null;
  /** The truck's prices when the booking is read (an estimate for a hired truck). */
  priceFromGrosze: number | null;
  priceToGrosze: number | null;
  minimumOrderGrosze: number | null;
}

/** The booking's organizer or owner, by side; null once that party deleted their account. */
export function partyFor(
  loaded: Pick<LoadedBooking, "organizer" | "owner">,
  side: "organizer" | "owner",
): BookingParty | null {
  return side === "organizer" ? loaded.organizer : loaded.owner;
}

function loadQuery(db: Db, where: SQL | undefined, viewerId: number) {
  return (
    db
      .select({
        booking: bookingRequests,
        truckName: sql<string>`coalesce(${profiles.foodTruckName}, ${DELETED_USER_NAME})`,
        reviewedByMe:
          sql<boolean>`EXISTS (SELECT 1 FROM ${reviews} WHERE ${reviews.requestId} = ${bookingRequests.id} AND ${reviews.authorId} = ${viewerId})`.mapWith(
            Boolean,
          ),
        reschedules: proposalsColumn(),
        organizer: {
          id: organizers.id,
          email: organizers.email,
          firstName: organizers.firstName,
          lastName: organizers.lastName,
          phoneNumber: organizers.phoneNumber,
        },
        owner: {
          id: owners.id,
          email: owners.email,
          firstName: owners.firstName,
          lastName: owners.lastName,
          phoneNumber: owners.phoneNumber,
        },
        money: {
          paidAt: payments.paidAt,
          refundedGrosze: payments.refundedGrosze,
          paidOutAt: payouts.paidAt,
          priceFromGrosze: profiles.priceFromGrosze,
          priceToGrosze: profiles.priceToGrosze,
          minimumOrderGrosze: profiles.minimumOrderGrosze,
        },
      })
      .from(bookingRequests)
      .leftJoin(profiles, eq(profiles.id, bookingRequests.profileId))
      .leftJoin(organizers, eq(organizers.id, bookingRequests.organizerId))
      .leftJoin(owners, eq(owners.id, bookingRequests.ownerId))
      // One payment and at most one payout per booking (unique request_id): the joins add no rows.
      .leftJoin(payments, eq(payments.requestId, bookingRequests.id))
      .leftJoin(payouts, eq(payouts.requestId, bookingRequests.id))
      .where(where)
  );
}

/** The booking with its truck and both parties, in one read; `viewerId` is whose review is looked up. */
export async function loadBooking(db: Db, id: number, viewerId = 0): Promise<LoadedBooking | undefined> {
  const [row] = await loadQuery(db, eq(bookingRequests.id, id), viewerId).limit(1);
  return row;
}

/** SPEC.md §3 "Booking request, read", plus what the web needs to offer actions without re-deriving rules. */
export function bookingDto(loaded: LoadedBooking, viewer: "organizer" | "owner" | "admin", now: number) {
  const { booking, organizer, owner, reviewedByMe } = loaded;
  const facts = bookingFacts(booking);
  const proposals = parseProposals(loaded.reschedules);
  const movable = movableFacts(booking);
  const showContacts = viewer === "admin" || showsContacts(facts.status);
  const invoiceSentByMe =
    viewer === "organizer"
      ? booking.invoiceOrganizerKey !== null
      : viewer === "owner"
        ? booking.invoiceOwnerKey !== null
        : false;
  return {
    request_id: booking.id,
    doc_id: String(booking.id),
    user_id: booking.organizerId,
    owner_id: booking.ownerId,
    profile_id: booking.profileId,
    food_truck_name: loaded.truckName,
    organizer_name: organizerNameFor(organizer, showContacts),
    status: facts.status,
    payment_status: facts.paymentStatus,
    event_start_date: booking.eventStartDate,
    event_end_date: booking.eventEndDate,
    event_time: booking.eventTime,
    event_location: booking.eventLocation,
    event_type: booking.eventType,
    guest_count: booking.guestCount,
    event_cost: pln(booking.eventCostGrosze),
    event_details: booking.eventDescription,
    event_description: booking.eventDescription,
    utility_costs: booking.utilityCosts,
    commitment_fee: pln(booking.commitmentFeeGrosze),
    total_cost: pln(booking.totalCostGrosze),
    problem_reported: booking.problemReported,
    problem_description: viewer === "admin" || booking.problemReported ? booking.problemDescription : null,
    problem_reported_by: booking.problemReportedBy,
    invoice_sent_by_organizer: booking.invoiceOrganizerKey !== null,
    invoice_sent_by_owner: booking.invoiceOwnerKey !== null,
    invitation_id: booking.invitationId,
    commission_paid: booking.commissionPaid,
    packaging_ordered: booking.packagingOrdered,
    owner_email: showContacts ? (owner?.email ?? null) : null,
    owner_phone: showContacts ? (owner?.phoneNumber ?? null) : null,
    // Beyond SPEC.md: the organizer's contact card names the person behind the truck, once contacts show.
    owner_name: showContacts && owner ? `${owner.firstName} ${owner.lastName}`.trim() : null,
    organizer_first_name: organizer?.firstName ?? DELETED_USER_NAME,
    organizer_last_name: showContacts ? (organizer?.lastName ?? null) : null,
    organizer_email: showContacts ? (organizer?.email ?? null) : null,
    organizer_phone: showContacts ? (organizer?.phoneNumber ?? null) : null,
    created_at: booking.createdAt,
    my_role: viewer,
    is_completed: isCompleted(facts, now),
    reviewed_by_me: reviewedByMe,
    allowed_actions: [
      ...(viewer === "admin" ? [] : allowedActions({ ...facts, reviewedByMe, invoiceSentByMe }, viewer, now)),
      ...(mayPropose(proposals, movable, viewer, now) ? (["propose_reschedule"] as const) : []),
    ],
    // Why "cancel" is missing from allowed_actions when only the 336-hour window closed it.
    cancel_too_late: viewer === "admin" ? null : cancelTooLate(facts, viewer, now),
    // Beyond SPEC.md (issue 17): proposals to move the booking, newest first; also its history of moves.
    reschedule_proposals: proposalDtos(proposals, movable, viewer, now),
    // Beyond SPEC.md (issue 34): which business the booking is, and where its money stands.
    booking_kind: bookingKindOf(booking.eventCostGrosze),
    money: moneyDto(loaded, facts),
    // Beyond SPEC.md (issue 38): the venue's limits the organizer stated (null where not stated).
    ...venueDto(booking),
  };
}

/** The venue's limits of a booking or an event as a search takes them (trucks known not to fit are left out). */
export function venueSearch(row: Pick<BookingRow, "maxLengthM" | "sitePower" | "siteWater">) {
  const venue = venueOf(venueDto(row));
  return hasVenueLimits(venue) ? { venue } : {};
}

/** The venue's limits of a booking or an event, as the API names them; null where not stated. */
export function venueDto(row: Pick<BookingRow, "maxLengthM" | "sitePower" | "siteWater">) {
  return { max_length_m: row.maxLengthM, site_power: row.sitePower, site_water: row.siteWater };
}

/**
 * What a money summary needs beyond the spec's fields: when the money was collected, refunded or passed
 * on, when it is due to the payee, until when the booking may be cancelled, and for a hired truck the
 * estimate from its prices and the guests.
 */
function moneyDto(loaded: LoadedBooking, facts: BookingFacts) {
  const { money, booking } = loaded;
  const cancellable = TRANSITIONS.cancel.from.includes(facts.status) && facts.paymentStatus !== "paid";
  const estimate =
    bookingKindOf(booking.eventCostGrosze) === "hired"
      ? estimateCost({
          guide: {
            price_from: pln(money.priceFromGrosze),
            price_to: pln(money.priceToGrosze),
            minimum_order: pln(money.minimumOrderGrosze),
          },
          guests: booking.guestCount,
        })
      : null;
  return {
    paid_at: facts.paymentStatus === "paid" ? money.paidAt : null,
    refunded: money.refundedGrosze ? pln(money.refundedGrosze) : null,
    paid_out_at: money.paidOutAt,
    payout_due_at: payoutDueAt(facts),
    /** The first moment cancelling is refused (336 h before the start); null when it is not possible at all. */
    cancel_until: cancellable ? facts.eventStartDate - HOURS_BEFORE_START_TO_CANCEL * 3600 : null,
    estimate,
  };
}
export type BookingDto = ReturnType<typeof bookingDto>;

/** Every booking the user is a party of (as organizer and as owner), loaded, newest event first. */
export function loadBookingsOf(db: Db, userId: number): Promise<LoadedBooking[]> {
  return loadQuery(
    db,
    or(eq(bookingRequests.organizerId, userId), eq(bookingRequests.ownerId, userId)),
    userId,
  ).orderBy(desc(bookingRequests.eventStartDate), desc(bookingRequests.id));
}

/** Every booking the user is a party of, as DTOs. */
export async function bookingsOf(db: Db, user: UserRow, now: number): Promise<BookingDto[]> {
  const rows = await loadBookingsOf(db, user.id);
  return rows.map((row) => bookingDto(row, row.booking.organizerId === user.id ? "organizer" : "owner", now));
}

/** Bookings whose truck name or either party's e-mail or name contains `text` (admin search). */
export function bookingTextMatch(text: string): SQL | undefined {
  if (!text) return undefined;
  const has = (column: SQLWrapper) => containsText(column, text);
  return or(
    has(profiles.foodTruckName),
    has(organizers.email),
    has(owners.email),
    has(sql`${organizers.firstName} || ' ' || ${organizers.lastName}`),
    has(sql`${owners.firstName} || ' ' || ${owners.lastName}`),
  );
}

/** One page of bookings matching `where` (which may name the truck and both parties), and their count. */
export async function loadBookingsPage(
  db: Db,
  where: SQL | undefined,
  order: SQL[],
  page: { limit: number; offset: number },
): Promise<{ rows: LoadedBooking[]; total: number }> {
  // Not one batch: D1 batches answer rows as objects, where the joined tables' same-named columns (id,
  // email, …) overwrite each other; a statement on its own is read column by column.
  const [rows, counted] = await Promise.all([
    loadQuery(db, where, 0)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: count() })
      .from(bookingRequests)
      .leftJoin(profiles, eq(profiles.id, bookingRequests.profileId))
      .leftJoin(organizers, eq(organizers.id, bookingRequests.organizerId))
      .leftJoin(owners, eq(owners.id, bookingRequests.ownerId))
      .where(where),
  ]);
  return { rows, total: counted[0]?.total ?? 0 };
}
