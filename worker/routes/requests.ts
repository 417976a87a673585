import { and, eq, gte, isNull, lte, notExists, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { Hono } from "hono";
import * as v from "valibot";
import { putFile } from "../adapters/storage";
import type { AppEnv, UserRow } from "../app-env";
import { type Db, getDb } from "../db/client";
import { isUniqueViolation } from "../db/constraint-errors";
import { insertWhere } from "../db/insert-where";
import { CREATE_LIMITS, enforceRateLimits } from "../db/rate-limit";
import { availability, bookingRequests, profiles, reviews, users } from "../db/schema";
import { type BookingAction, invoiceSide, isCompleted, transitionFor } from "../domain/booking-machine";
import { dayFromInput, daysInRange, warsawDayOf, warsawMidnight } from "../domain/calendar";
import { isPdf } from "../domain/file-types";
import { type BookingMailKind, bookingEmail } from "../emails/booking-emails";
import type { Env } from "../env";
import { ApiError } from "../lib/errors";
import { nowSeconds } from "../lib/time";
import { validate } from "../lib/validate";
import { requireAuth } from "../permissions";
import {
  BOOKING_TEXTS,
  createBookingSchema,
  depositRequestSchema,
  feeRequestSchema,
  INVOICE_MAX_BYTES,
  problemReportSchema,
  reviewSchema,
  statusChangeSchema,
} from "../schemas/bookings";
import { PROFILE_TEXTS } from "../schemas/profiles";
import {
  type BookingRow,
  bookingDto,
  bookingFacts,
  bookingsOf,
  loadBooking,
  mailContext,
  partyOf,
} from "../use-cases/bookings/queries";
import { dispatchOutbox, emailOutboxInsertIf } from "../use-cases/notifications/outbox";

export const REQUEST_TEXTS = {
  notFound: "Nie znaleziono rezerwacji.",
  organizersOnly: "Tylko organizatorzy mogą rezerwować food trucki.",
  pastDate: "Rezerwację można złożyć najpóźniej dzień przed wydarzeniem.",
  tooLong: "Rezerwacja może obejmować najwyżej 31 dni.",
  pendingAlready:
    "Twoja prośba o rezerwację tego food trucka w tym terminie już czeka na odpowiedź właściciela. Nie wysłaliśmy jej ponownie.",
  changedMeanwhile: "Rezerwacja została w międzyczasie zmieniona. Odśwież stronę.",
  reviewNotAllowed: "Opinię można dodać tylko do zakończonej rezerwacji, w której brałeś udział.",
  reviewedAlready: "Ta rezerwacja została już przez Ciebie oceniona.",
  invoiceNotAllowed: "Nie możesz teraz wysłać faktury do tej rezerwacji.",
  invoiceSentAlready: "Faktura do tej rezerwacji została już wysłana.",
} as const;

const idParam = v.object({ id: v.pipe(v.string(), v.regex(/^\d{1,10}$/), v.transform(Number)) });

/** The booking if `user` is one of its parties (or an admin); otherwise it does not exist for them. */
async function loadForParty(db: Db, id: number, user: UserRow) {
  const loaded = await loadBooking(db, id);
  const party = loaded ? partyOf(loaded.booking, user) : null;
  if (!loaded || !party) throw new ApiError(404, REQUEST_TEXTS.notFound);
  return { loaded, party };
}

interface TransitionOptions {
  set?: Partial<typeof bookingRequests.$inferInsert>;
  /** Statements that run in the same batch, after the status change (they must check it themselves). */
  extra?: (booking: BookingRow) => BatchItem<"sqlite">[];
  mail: { kind: BookingMailKind; to: "organizer" | "owner" };
}

/**
 * Fires one transition of the state machine: a conditional UPDATE on the current status, the extra
 * statements and the notification e-mail in one D1 batch. A refused or lost race answers 409.
 */
async function fireTransition(
  env: Env,
  user: UserRow,
  id: number,
  action: BookingAction,
  options: TransitionOptions,
) {
  const db = getDb(env.DB);
  const { loaded, party } = await loadForParty(db, id, user);
  const booking = loaded.booking;
  const facts = bookingFacts(booking);
  const now = nowSeconds();
  const result = transitionFor(action, facts, party, now);
  if (!result.ok) throw new ApiError(409, result.refusal);
  const recipient = options.mail.to === "organizer" ? loaded.organizer : loaded.owner;
  const update = db
    .update(bookingRequests)
    .set({
      status: result.to,
      ...(result.paymentStatus ? { paymentStatus: result.paymentStatus } : {}),
      ...options.set,
      updatedAt: now,
    })
    .where(and(eq(bookingRequests.id, id), eq(bookingRequests.status, facts.status)))
    .returning({ id: bookingRequests.id });
  // `changes()` is the row count of the statement before (the UPDATE): only the request that really
  // changed the booking sends the e-mail, so racing duplicates notify nobody.
  const notify = emailOutboxInsertIf(
    db,
    bookingEmail(options.mail.kind, recipient, mailContext(env, booking, loaded.truckName)),
    sql`changes() = 1`,
  );
  let updated: { id: number }[];
  let outboxRows: { id: number }[];
  try {
    [updated, outboxRows] = await db.batch([update, notify, ...(options.extra?.(booking) ?? [])]);
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, BOOKING_TEXTS.truckBusy);
    throw error;
  }
  if (updated.length === 0) throw new ApiError(409, REQUEST_TEXTS.changedMeanwhile);
  return { db, party, outboxIds: outboxRows.map((row) => row.id) };
}

async function answerWithBooking(
  env: Env,
  db: Db,
  id: number,
  user: UserRow,
  outboxIds: number[],
  ctx: { waitUntil(promise: Promise<unknown>): void },
) {
  ctx.waitUntil(dispatchOutbox(env, outboxIds));
  const { loaded, party } = await loadForParty(db, id, user);
  const reviewed = await db.query.reviews.findFirst({
    where: and(eq(reviews.requestId, id), eq(reviews.authorId, user.id)),
  });
  return bookingDto(loaded, party, reviewed !== undefined, nowSeconds());
}

/** Availability rows holding every event day for this booking, written only once it is confirmed. */
function holdDays(db: Db, booking: BookingRow): BatchItem<"sqlite">[] {
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

/** A day the user typed or sent, resolved to a Warsaw calendar day, or a 400. */
function requireDay(value: string | number, message: string): string {
  const day = dayFromInput(value);
  if (!day) throw new ApiError(400, message);
  return day;
}

export const requestsRoutes = new Hono<AppEnv>()
  .use(requireAuth)
  .post("/", validate("json", createBookingSchema), async (c) => {
    const user = c.get("user");
    if (user.userType !== "organizer") throw new ApiError(403, REQUEST_TEXTS.organizersOnly);
    const input = c.req.valid("json");
    const startDay = requireDay(input.event_start_date, BOOKING_TEXTS.date);
    const endDay = input.event_end_date ? requireDay(input.event_end_date, BOOKING_TEXTS.date) : startDay;
    if (endDay < startDay) throw new ApiError(400, PROFILE_TEXTS.endBeforeStart, { field: "event_end_date" });
    // The owner needs time to answer: the earliest event day is tomorrow.
    if (startDay <= warsawDayOf(nowSeconds()))
      throw new ApiError(400, REQUEST_TEXTS.pastDate, { field: "event_start_date" });
    if (daysInRange(startDay, endDay).length > 31)
      throw new ApiError(400, REQUEST_TEXTS.tooLong, { field: "event_end_date" });

    const db = getDb(c.env.DB);
    await enforceRateLimits(db, [{ key: `requests:user:${user.id}`, ...CREATE_LIMITS.requests }]);
    const profile = await db.query.profiles.findFirst({ where: eq(profiles.id, input.profile_id) });
    if (!profile) throw new ApiError(404, PROFILE_TEXTS.notFound, { field: "profile_id" });
    const owner = await db.query.users.findFirst({ where: eq(users.id, profile.userId) });
    if (!owner) throw new ApiError(404, PROFILE_TEXTS.notFound);

    const startSeconds = warsawMidnight(startDay);
    const endSeconds = warsawMidnight(endDay);
    const mail = bookingEmail(
      "new_request",
      owner,
      mailContext(c.env, { eventStartDate: startSeconds, eventEndDate: endSeconds }, profile.foodTruckName),
    );
    const [inserted, outboxRows] = await db.batch([
      // One pending request per organizer, truck and overlapping days: a repeated or double-clicked
      // submit adds nothing, decided inside SQLite so parallel duplicates cannot both pass.
      insertWhere(
        db,
        bookingRequests,
        {
          organizerId: user.id,
          profileId: profile.id,
          ownerId: profile.userId,
          eventStartDate: startSeconds,
          eventEndDate: endSeconds,
          eventTime: input.event_time,
          eventLocation: input.event_location,
          eventType: input.event_type,
          guestCount: input.guest_count,
          eventCostGrosze: input.event_cost,
          eventDescription: input.event_description,
        },
        notExists(
          db
            .select({ id: bookingRequests.id })
            .from(bookingRequests)
            .where(
              and(
                eq(bookingRequests.organizerId, user.id),
                eq(bookingRequests.profileId, profile.id),
                eq(bookingRequests.status, "pending_owner_approval"),
                lte(bookingRequests.eventStartDate, endSeconds),
                gte(bookingRequests.eventEndDate, startSeconds),
              ),
            ),
        ),
      ).returning({ id: bookingRequests.id }),
      emailOutboxInsertIf(db, mail, sql`changes() = 1`),
    ]);
    if (inserted.length === 0) throw new ApiError(409, REQUEST_TEXTS.pendingAlready);
    const created = inserted[0];
    if (!created) throw new Error("booking insert returned no row");
    return c.json(
      await answerWithBooking(
        c.env,
        db,
        created.id,
        user,
        outboxRows.map((row) => row.id),
        c.executionCtx,
      ),
      201,
    );
  })

  .get("/my-bookings", async (c) => {
    return c.json(await bookingsOf(getDb(c.env.DB), c.get("user"), nowSeconds()));
  })

  .put("/:id{[0-9]+}/status", validate("param", idParam), validate("json", statusChangeSchema), async (c) => {
    const { id } = c.req.valid("param");
    const accepting = c.req.valid("json").status === "confirmed";
    const fired = await fireTransition(c.env, c.get("user"), id, accepting ? "accept" : "reject", {
      // Accepting holds every event day; the calendar's unique (profile, day) key makes a busy day, or a
      // concurrent accept of an overlapping booking, fail the whole batch.
      ...(accepting ? { extra: (booking: BookingRow) => holdDays(getDb(c.env.DB), booking) } : {}),
      mail: { kind: accepting ? "accepted" : "rejected", to: "organizer" },
    });
    return c.json(
      await answerWithBooking(c.env, fired.db, id, c.get("user"), fired.outboxIds, c.executionCtx),
    );
  })

  .put("/:id{[0-9]+}/cancel", validate("param", idParam), async (c) => {
    const { id } = c.req.valid("param");
    const user = c.get("user");
    const db = getDb(c.env.DB);
    const { party } = await loadForParty(db, id, user);
    const fired = await fireTransition(c.env, user, id, "cancel", {
      // Frees the days this booking held, only if the cancellation itself went through.
      extra: (booking) => [
        db
          .delete(availability)
          .where(
            and(
              eq(availability.bookingRequestId, booking.id),
              sql`EXISTS (SELECT 1 FROM ${bookingRequests} WHERE ${bookingRequests.id} = ${booking.id} AND ${bookingRequests.status} IN ('cancelled_by_organizer', 'cancelled_by_owner'))`,
            ),
          ),
      ],
      mail: { kind: "cancelled", to: party === "owner" ? "organizer" : "owner" },
    });
    return c.json(await answerWithBooking(c.env, fired.db, id, user, fired.outboxIds, c.executionCtx));
  })

  .post(
    "/:id{[0-9]+}/report-problem",
    validate("param", idParam),
    validate("json", problemReportSchema),
    async (c) => {
      const { id } = c.req.valid("param");
      const user = c.get("user");
      const { party } = await loadForParty(getDb(c.env.DB), id, user);
      const fired = await fireTransition(c.env, user, id, "report_problem", {
        set: {
          problemReported: true,
          problemDescription: c.req.valid("json").description,
          problemReportedBy: user.id,
        },
        mail: { kind: "problem_reported", to: party === "owner" ? "organizer" : "owner" },
      });
      return c.json(await answerWithBooking(c.env, fired.db, id, user, fired.outboxIds, c.executionCtx));
    },
  )

  .post(
    "/:id{[0-9]+}/request-deposit",
    validate("param", idParam),
    validate("json", depositRequestSchema),
    async (c) => {
      const { id } = c.req.valid("param");
      const { amount, totalCost } = c.req.valid("json");
      const fired = await fireTransition(c.env, c.get("user"), id, "request_deposit", {
        set: { commitmentFeeGrosze: amount, totalCostGrosze: totalCost },
        mail: { kind: "deposit_requested", to: "organizer" },
      });
      return c.json(
        await answerWithBooking(c.env, fired.db, id, c.get("user"), fired.outboxIds, c.executionCtx),
      );
    },
  )

  .post(
    "/:id{[0-9]+}/request-fee",
    validate("param", idParam),
    validate("json", feeRequestSchema),
    async (c) => {
      const { id } = c.req.valid("param");
      const fired = await fireTransition(c.env, c.get("user"), id, "request_fee", {
        set: { commitmentFeeGrosze: c.req.valid("json").amount },
        mail: { kind: "fee_requested", to: "owner" },
      });
      return c.json(
        await answerWithBooking(c.env, fired.db, id, c.get("user"), fired.outboxIds, c.executionCtx),
      );
    },
  )

  .post("/:id{[0-9]+}/upload-invoice", validate("param", idParam), async (c) => {
    const { id } = c.req.valid("param");
    const user = c.get("user");
    const db = getDb(c.env.DB);
    const { loaded, party } = await loadForParty(db, id, user);
    const booking = loaded.booking;
    const facts = bookingFacts(booking);
    if (
      party === "admin" ||
      !isCompleted(facts, nowSeconds()) ||
      facts.paymentStatus !== "paid" ||
      invoiceSide(facts) !== party
    ) {
      throw new ApiError(409, REQUEST_TEXTS.invoiceNotAllowed);
    }
    const keyColumn =
      party === "organizer" ? bookingRequests.invoiceOrganizerKey : bookingRequests.invoiceOwnerKey;
    if ((party === "organizer" ? booking.invoiceOrganizerKey : booking.invoiceOwnerKey) !== null) {
      throw new ApiError(409, REQUEST_TEXTS.invoiceSentAlready);
    }
    const body = await c.req.parseBody();
    const file = body.invoice;
    if (!(file instanceof File) || file.size === 0 || file.size > INVOICE_MAX_BYTES)
      throw new ApiError(400, BOOKING_TEXTS.invoice);
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (!isPdf(bytes)) throw new ApiError(400, BOOKING_TEXTS.invoice);
    const key = `invoices/${booking.id}/${party}-${crypto.randomUUID()}.pdf`;
    await putFile(c.env, key, bytes, "application/pdf");
    const [updated] = await db
      .update(bookingRequests)
      .set(party === "organizer" ? { invoiceOrganizerKey: key } : { invoiceOwnerKey: key })
      .where(and(eq(bookingRequests.id, id), isNull(keyColumn)))
      .returning({ id: bookingRequests.id });
    if (!updated) {
      await c.env.FILES.delete(key);
      throw new ApiError(409, REQUEST_TEXTS.invoiceSentAlready);
    }
    return c.json(await answerWithBooking(c.env, db, id, user, [], c.executionCtx));
  })

  .get(
    "/:id{[0-9]+}/invoice/:side{organizer|owner}",
    validate("param", v.object({ ...idParam.entries, side: v.picklist(["organizer", "owner"]) })),
    async (c) => {
      const { id, side } = c.req.valid("param");
      const { loaded } = await loadForParty(getDb(c.env.DB), id, c.get("user"));
      const key = side === "organizer" ? loaded.booking.invoiceOrganizerKey : loaded.booking.invoiceOwnerKey;
      const object = key ? await c.env.FILES.get(key) : null;
      if (!object) throw new ApiError(404, "Nie znaleziono faktury.");
      return new Response(object.body, {
        headers: {
          "Content-Type": "application/pdf",
          "Content-Disposition": `attachment; filename="faktura-${id}-${side}.pdf"`,
          "Cache-Control": "private, no-store",
        },
      });
    },
  );

/** POST /api/reviews: a party of a completed booking rates the other party once. */
export const reviewsRoutes = new Hono<AppEnv>()
  .use(requireAuth)
  .post("/", validate("json", reviewSchema), async (c) => {
    const input = c.req.valid("json");
    const user = c.get("user");
    const db = getDb(c.env.DB);
    const loaded = await loadBooking(db, input.request_id);
    const party = loaded ? partyOf(loaded.booking, user) : null;
    if (!loaded || (party !== "organizer" && party !== "owner"))
      throw new ApiError(404, REQUEST_TEXTS.notFound);
    if (!isCompleted(bookingFacts(loaded.booking), nowSeconds()))
      throw new ApiError(409, REQUEST_TEXTS.reviewNotAllowed);
    try {
      await db.insert(reviews).values({
        requestId: loaded.booking.id,
        authorId: user.id,
        targetUserId: party === "organizer" ? loaded.booking.ownerId : loaded.booking.organizerId,
        rating: input.rating,
        comment: input.comment,
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new ApiError(409, REQUEST_TEXTS.reviewedAlready);
      throw error;
    }
    return c.json({ message: "Dziękujemy za opinię!" }, 201);
  });
