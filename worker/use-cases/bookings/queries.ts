import { and, desc, eq, inArray, or, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { UserRow } from "../../app-env";
import type { Db } from "../../db/client";
import { bookingRequests, profiles, reviews, users } from "../../db/schema";
import {
  allowedActions,
  BOOKING_STATUSES,
  type BookingFacts,
  type BookingStatus,
  isCompleted,
  type PaymentStatus,
} from "../../domain/booking-machine";
import { warsawDayOf } from "../../domain/calendar";
import type { BookingMailContext } from "../../emails/booking-emails";
import type { Env } from "../../env";
import { organizerNameFor } from "../accounts/users";

export type BookingRow = typeof bookingRequests.$inferSelect;

const organizers = alias(users, "organizer");
const owners = alias(users, "owner");

/** Statuses in which the parties see each other's contact details (the booking was confirmed). */
const CONTACT_STATUSES: readonly BookingStatus[] = [
  "confirmed",
  "awaiting_deposit",
  "confirmed_deposit_paid",
  "disputed",
  "resolved_released",
  "resolved_refunded",
];

function isBookingStatus(value: string): value is BookingStatus {
  return (BOOKING_STATUSES as readonly string[]).includes(value);
}

function isPaymentStatus(value: string | null): value is PaymentStatus {
  return value === "requested_by_owner" || value === "requested_by_organizer" || value === "paid";
}

/** The machine's view of a stored row; an unknown stored status reads as expired (never actionable). */
export function bookingFacts(row: BookingRow): BookingFacts {
  return {
    status: isBookingStatus(row.status) ? row.status : "expired",
    paymentStatus: isPaymentStatus(row.paymentStatus) ? row.paymentStatus : null,
    eventStartDate: row.eventStartDate,
    eventEndDate: row.eventEndDate,
    eventCostGrosze: row.eventCostGrosze,
    problemReported: row.problemReported,
    createdAt: row.createdAt,
  };
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
  const [year, month, day] = warsawDayOf(seconds).split("-");
  return `${day}.${month}.${year}`;
}

export function mailContext(
  env: Env,
  row: Pick<BookingRow, "eventStartDate" | "eventEndDate">,
  truckName: string,
): BookingMailContext {
  const start = formatDay(row.eventStartDate);
  const end = formatDay(row.eventEndDate);
  return { appUrl: env.APP_URL, truckName, dates: start === end ? start : `${start} – ${end}` };
}

interface LoadedBooking {
  booking: BookingRow;
  truckName: string;
  organizer: Pick<UserRow, "id" | "email" | "firstName" | "lastName" | "phoneNumber">;
  owner: Pick<UserRow, "id" | "email" | "firstName" | "lastName" | "phoneNumber">;
}

function loadQuery(db: Db, where: SQL | undefined) {
  return db
    .select({
      booking: bookingRequests,
      truckName: profiles.foodTruckName,
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
    })
    .from(bookingRequests)
    .innerJoin(profiles, eq(profiles.id, bookingRequests.profileId))
    .innerJoin(organizers, eq(organizers.id, bookingRequests.organizerId))
    .innerJoin(owners, eq(owners.id, bookingRequests.ownerId))
    .where(where);
}

export async function loadBooking(db: Db, id: number): Promise<LoadedBooking | undefined> {
  const [row] = await loadQuery(db, eq(bookingRequests.id, id)).limit(1);
  return row;
}

/** SPEC.md §3 "Booking request, read", plus what the web needs to offer actions without re-deriving rules. */
export function bookingDto(
  loaded: LoadedBooking,
  viewer: "organizer" | "owner" | "admin",
  reviewedByMe: boolean,
  now: number,
) {
  const { booking, organizer, owner } = loaded;
  const facts = bookingFacts(booking);
  const showContacts = viewer === "admin" || CONTACT_STATUSES.includes(facts.status);
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
    owner_email: showContacts ? owner.email : null,
    owner_phone: showContacts ? owner.phoneNumber : null,
    organizer_first_name: organizer.firstName,
    organizer_last_name: showContacts ? organizer.lastName : null,
    organizer_email: showContacts ? organizer.email : null,
    organizer_phone: showContacts ? organizer.phoneNumber : null,
    created_at: booking.createdAt,
    my_role: viewer,
    is_completed: isCompleted(facts, now),
    reviewed_by_me: reviewedByMe,
    allowed_actions:
      viewer === "admin" ? [] : allowedActions({ ...facts, reviewedByMe, invoiceSentByMe }, viewer, now),
  };
}
export type BookingDto = ReturnType<typeof bookingDto>;

/** Every booking the user is a party of (as organizer and as owner), newest event first. */
export async function bookingsOf(db: Db, user: UserRow, now: number): Promise<BookingDto[]> {
  const rows = await loadQuery(
    db,
    or(eq(bookingRequests.organizerId, user.id), eq(bookingRequests.ownerId, user.id)),
  ).orderBy(desc(bookingRequests.eventStartDate), desc(bookingRequests.id));
  const ids = rows.map((row) => row.booking.id);
  const reviewed =
    ids.length === 0
      ? []
      : await db
          .select({ requestId: reviews.requestId })
          .from(reviews)
          .where(and(eq(reviews.authorId, user.id), inArray(reviews.requestId, ids)));
  const reviewedIds = new Set(reviewed.map((row) => row.requestId));
  return rows.map((row) =>
    bookingDto(
      row,
      row.booking.organizerId === user.id ? "organizer" : "owner",
      reviewedIds.has(row.booking.id),
      now,
    ),
  );
}
