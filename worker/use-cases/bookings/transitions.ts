import { and, eq, exists, inArray, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Mail } from "../../adapters/mail";
import { isUniqueViolation } from "../../db/constraint-errors";
import { availability, bookingRequests } from "../../db/schema";
import {
  type BookingAction,
  CANCELLED_STATUSES,
  mayAct,
  REFUSALS,
  transitionFor,
} from "../../domain/booking-machine";
import { daysInRange, warsawDayOf } from "../../domain/calendar";
import { type BookingMailContext, bookingEmail } from "../../emails/booking-emails";
import type { Recipient } from "../../emails/layout";
import { ApiError } from "../../lib/errors";
import { nowSeconds } from "../../lib/time";
import { BOOKING_TEXTS } from "../../schemas/bookings";
import { busyDaysDuring } from "../availability/busy-days";
import { tellDashboards } from "../chat/live-delivery";
import type { UseCaseContext } from "../context";
import { storedDays } from "../event-days";
import { emailOutboxInsertIfAny, sendLater } from "../notifications/outbox";
import { requirePaymentAccount } from "../payments/accounts";
import { eventPlaceColumns } from "./event-place";
import {
  type BookingDto,
  type BookingRow,
  bookingDto,
  bookingFacts,
  type LoadedBooking,
  mailContext,
  partyFor,
} from "./queries";
import { findReplacements } from "./replacements";
import { REQUEST_TEXTS } from "./texts";

/** A booking as loaded for one of its parties (or an admin) by the permission check. */
export interface BookingTarget {
  loaded: LoadedBooking;
  party: "organizer" | "owner" | "admin";
}

interface TransitionOptions {
  set?: Partial<typeof bookingRequests.$inferInsert>;
  /** Statements that run in the same batch, after the status change (they must check it themselves). */
  extra?: (booking: BookingRow) => BatchItem<"sqlite">[];
  /** Who is told, and the e-mail they get (written from the booking as it was before the change). */
  mail: { to: "organizer" | "owner"; write: (to: Recipient, context: BookingMailContext) => Mail };
  /** A precondition beyond the machine's, checked once the transition is allowed (it throws its refusal). */
  precondition?: () => Promise<void>;
}

/**
 * Fires one transition of the state machine on the booking loaded once by the permission check: a
 * conditional UPDATE on the current status, the extra statements and the notification e-mail in one D1
 * batch. A refused or lost race answers 409. The answer is built from the updated row, with no re-read.
 */
async function fire(
  ctx: UseCaseContext,
  target: BookingTarget,
  action: BookingAction,
  options: TransitionOptions,
): Promise<BookingDto> {
  const { db } = ctx;
  const { loaded, party } = target;
  // Permission before state: the wrong party is refused whatever the booking's status.
  if (!mayAct(action, party)) throw new ApiError(403, REFUSALS.notYourAction);
  const booking = loaded.booking;
  const facts = bookingFacts(booking);
  const now = nowSeconds();
  const result = transitionFor(action, facts, party, now);
  if (!result.ok) throw new ApiError(409, result.refusal);
  await options.precondition?.();
  const recipient = partyFor(loaded, options.mail.to);
  const update = db
    .update(bookingRequests)
    .set({
      status: result.to,
      ...(result.paymentStatus ? { paymentStatus: result.paymentStatus } : {}),
      ...options.set,
      updatedAt: now,
    })
    .where(and(eq(bookingRequests.id, booking.id), eq(bookingRequests.status, facts.status)))
    .returning();
  // `changes()` is the row count of the statement before (the UPDATE): only the request that really
  // changed the booking sends the e-mail, so racing duplicates notify nobody.
  const notify = emailOutboxInsertIfAny(
    db,
    recipient && options.mail.write(recipient, mailContext(ctx.env, booking, loaded.truckName)),
    sql`changes() = 1`,
  );
  let updated: BookingRow[];
  let outboxRows: { id: number }[];
  try {
    [updated, outboxRows] = await db.batch([update, notify, ...(options.extra?.(booking) ?? [])]);
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, BOOKING_TEXTS.truckBusy);
    throw error;
  }
  const [row] = updated;
  if (!row) throw new ApiError(409, REQUEST_TEXTS.changedMeanwhile);
  sendLater(
    ctx,
    outboxRows.map((outboxRow) => outboxRow.id),
  );
  // The party who acted has the answer; the other one (both, when an admin acted) sees it live.
  tellDashboards(
    ctx,
    [party !== "organizer" ? row.organizerId : null, party !== "owner" ? row.ownerId : null],
    "bookings",
  );
  return bookingDto({ ...loaded, booking: row }, party, now);
}

/** Availability rows holding every event day for this booking, written only once it is confirmed. */
function holdDays(ctx: UseCaseContext, booking: BookingRow): BatchItem<"sqlite">[] {
  const { db } = ctx;
  const days = daysInRange(warsawDayOf(booking.eventStartDate), warsawDayOf(booking.eventEndDate));
  return days.map((day) =>
    db.insert(availability).select(
      db
        .select({
          profileId: sql<number>`${booking.profileId}`.as("profile_id"),
          day: sql<string>`${day}`.as("day"),
          bookingRequestId: sql<number>`${booking.id}`.as("booking_request_id"),
          createdAt: sql<number>`unixepoch()`.as("created_at"),
        })
        .from(bookingRequests)
        .where(
          and(
            eq(bookingRequests.id, booking.id),
            eq(bookingRequests.status, "confirmed"),
            // A second (lost) accept of the same booking holds nothing and answers "changed meanwhile".
            sql`NOT EXISTS (SELECT 1 FROM ${availability} WHERE ${availability.bookingRequestId} = ${booking.id} AND ${availability.day} = ${day})`,
          ),
        ),
    ),
  );
}

/** Frees the days the booking held, only if the cancellation itself went through. */
function freeDays(ctx: UseCaseContext, booking: BookingRow): BatchItem<"sqlite">[] {
  const { db } = ctx;
  return [
    db.delete(availability).where(
      and(
        eq(availability.bookingRequestId, booking.id),
        exists(
          db
            .select({ id: bookingRequests.id })
            .from(bookingRequests)
            .where(
              and(
                eq(bookingRequests.id, booking.id),
                inArray(bookingRequests.status, [...CANCELLED_STATUSES]),
              ),
            ),
        ),
      ),
    ),
  ];
}

/**
 * The owner accepts or rejects a pending request. Accepting holds every event day: the calendar's unique
 * (profile, day) key makes a busy day, or a concurrent accept of an overlapping booking, fail the batch.
 */
export function answerRequest(
  ctx: UseCaseContext,
  target: BookingTarget,
  accept: boolean,
): Promise<BookingDto> {
  const booking = target.loaded.booking;
  return fire(ctx, target, accept ? "accept" : "reject", {
    ...(accept
      ? {
          // When it was confirmed, and where (a request made before places were kept has none yet): the
          // social-proof popup's facts (decision 0030).
          set: {
            confirmedAt: nowSeconds(),
            ...(booking.eventLat === null ? eventPlaceColumns(booking.eventLocation) : {}),
          },
          extra: (row: BookingRow) => holdDays(ctx, row),
          precondition: () => refuseBusyDays(ctx, booking),
        }
      : {}),
    mail: {
      to: "organizer",
      write: (to, context) => bookingEmail(accept ? "accepted" : "rejected", to, context),
    },
  });
}

/**
 * The truck's calendar must still be free on the booking's days: the calendar's unique key refuses a day
 * marked or held meanwhile inside the batch, but a day the owner's own calendar made busy (issue 36) is
 * not a calendar row, so it is checked here, by the one definition of a busy day, with the same answer.
 */
async function refuseBusyDays(ctx: UseCaseContext, booking: BookingRow): Promise<void> {
  if (booking.profileId === null) return;
  const days = storedDays(booking.eventStartDate, booking.eventEndDate);
  const busy = await busyDaysDuring(ctx.db, booking.profileId, days, booking.id);
  if (busy.length > 0) throw new ApiError(409, BOOKING_TEXTS.truckBusy);
}

const otherParty = (party: BookingTarget["party"]) => (party === "owner" ? "organizer" : "owner");

export async function cancelBooking(ctx: UseCaseContext, target: BookingTarget): Promise<BookingDto> {
  // Beyond SPEC.md (issue 17): an owner's cancellation tells the organizer which trucks could step in.
  const replacements =
    target.party === "owner"
      ? (await findReplacements(ctx.db, target.loaded.booking)).map((truck) => truck.food_truck_name)
      : undefined;
  return fire(ctx, target, "cancel", {
    extra: (booking) => freeDays(ctx, booking),
    mail: {
      to: otherParty(target.party),
      write: (to, context) =>
        bookingEmail("cancelled", to, { ...context, ...(replacements ? { replacements } : {}) }),
    },
  });
}

export function reportProblem(
  ctx: UseCaseContext,
  target: BookingTarget,
  reporterId: number,
  description: string,
): Promise<BookingDto> {
  return fire(ctx, target, "report_problem", {
    set: { problemReported: true, problemDescription: description, problemReportedBy: reporterId },
    mail: {
      to: otherParty(target.party),
      write: (to, context) => bookingEmail("problem_reported", to, context),
    },
  });
}

/** The owner asks for a deposit (event cost 0); amounts in grosze. */
export function requestDeposit(
  ctx: UseCaseContext,
  target: BookingTarget,
  amounts: { amount: number; totalCost: number },
): Promise<BookingDto> {
  return fire(ctx, target, "request_deposit", {
    set: { commitmentFeeGrosze: amounts.amount, totalCostGrosze: amounts.totalCost },
    mail: {
      to: "organizer",
      write: (to, context) =>
        bookingEmail("deposit_requested", to, {
          ...context,
          requestId: target.loaded.booking.id,
          amountGrosze: amounts.amount,
          totalCostGrosze: amounts.totalCost,
        }),
    },
    precondition: () => requesterAccount(ctx, target.loaded.booking.ownerId),
  });
}

/** The organizer asks for a guarantee fee (event cost above 0); amount in grosze. */
export function requestFee(ctx: UseCaseContext, target: BookingTarget, amount: number): Promise<BookingDto> {
  return fire(ctx, target, "request_fee", {
    set: { commitmentFeeGrosze: amount },
    mail: {
      to: "owner",
      write: (to, context) =>
        bookingEmail("fee_requested", to, {
          ...context,
          requestId: target.loaded.booking.id,
          amountGrosze: amount,
          totalCostGrosze: null,
        }),
    },
    precondition: () => requesterAccount(ctx, target.loaded.booking.organizerId),
  });
}

/** The one asking for money receives it: their payment account must be ready first (SPEC.md §5). */
function requesterAccount(ctx: UseCaseContext, requesterId: number | null): Promise<void> {
  if (requesterId === null) throw new ApiError(409, REQUEST_TEXTS.changedMeanwhile);
  return requirePaymentAccount(ctx, requesterId);
}
