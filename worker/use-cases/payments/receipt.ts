import { eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { payments, users } from "../../db/schema";
import { bookingKindOf, KIND_WORDS } from "../../domain/booking-kind";
import { payerSide } from "../../domain/booking-machine";
import { ApiError } from "../../lib/errors";
import { DELETED_USER_NAME, organizerNameFor } from "../accounts/users";
import { type LoadedBooking, partyFor, pln } from "../bookings/queries";
import type { BookingTarget } from "../bookings/transitions";
import { PAYMENT_TEXTS } from "./texts";

/** Payment states in which the money was collected (a refund later does not undo the receipt). */
const COLLECTED: readonly string[] = ["succeeded", "refunded", "partially_refunded"];

/** How much of the provider's payment id a receipt shows: enough to find it, not the whole id. */
const REFERENCE_LENGTH = 8;

type Side = "organizer" | "owner";

/**
 * A party as the app names them: the organizer by full name (a paid booking was accepted, so it is
 * revealed), the owner by their truck's name (the app never shows an owner's own name); with the company
 * they gave in My account, if any.
 */
function partyOnReceipt(loaded: LoadedBooking, side: Side, companies: ReadonlyMap<number, string | null>) {
  const party = partyFor(loaded, side);
  const company = party ? (companies.get(party.id) ?? null) : null;
  const name =
    side === "organizer"
      ? organizerNameFor(loaded.organizer, true)
      : party
        ? loaded.truckName
        : DELETED_USER_NAME;
  return { role: side, name, company: company?.trim() ? company.trim() : null };
}

/**
 * GET /api/requests/{id}/receipt (beyond SPEC.md, issue 34): what was paid for the booking, when, by whom
 * to whom, for either party or an admin (the route checked that). 409 while nothing has been collected.
 */
export async function paymentReceipt(db: Db, target: BookingTarget) {
  const { loaded } = target;
  const { booking } = loaded;
  const partyIds = [booking.organizerId, booking.ownerId].filter((id): id is number => id !== null);
  const [found, companyRows] = await db.batch([
    db.select().from(payments).where(eq(payments.requestId, booking.id)).limit(1),
    db
      .select({ id: users.id, company: users.companyName })
      .from(users)
      .where(inArray(users.id, partyIds.length > 0 ? partyIds : [0])),
  ]);
  const payment = found[0];
  if (!payment || payment.paidAt === null || !COLLECTED.includes(payment.status)) {
    throw new ApiError(409, PAYMENT_TEXTS.receiptNotPaid);
  }
  const companies = new Map(companyRows.map((row) => [row.id, row.company]));
  const kind = bookingKindOf(booking.eventCostGrosze);
  const payer = payerSide(booking);
  const payee: Side = payer === "organizer" ? "owner" : "organizer";
  const intentId = payment.providerPaymentIntentId ?? "";
  return {
    request_id: booking.id,
    booking_kind: kind,
    what: KIND_WORDS[kind].paymentTitle,
    amount: payment.amountGrosze / 100,
    refunded: payment.refundedGrosze > 0 ? pln(payment.refundedGrosze) : null,
    paid_at: payment.paidAt,
    payer: partyOnReceipt(loaded, payer, companies),
    payee: partyOnReceipt(loaded, payee, companies),
    food_truck_name: loaded.truckName,
    event_start_date: booking.eventStartDate,
    event_end_date: booking.eventEndDate,
    event_location: booking.eventLocation,
    test_mode: payment.testMode,
    payment_reference: intentId.slice(-REFERENCE_LENGTH),
  };
}
export type PaymentReceipt = Awaited<ReturnType<typeof paymentReceipt>>;
