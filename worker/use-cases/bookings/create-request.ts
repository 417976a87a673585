import { and, eq, gte, lte, notExists, sql } from "drizzle-orm";
import type { UserRow } from "../../app-env";
import { insertWhere } from "../../db/insert-where";
import { CREATE_LIMITS, enforceRateLimits } from "../../db/rate-limit";
import { bookingRequests, profiles, users } from "../../db/schema";
import { bookingKindOf, estimateCost } from "../../domain/booking-kind";
import { bookingEmail } from "../../emails/booking-emails";
import { ApiError } from "../../lib/errors";
import { nowSeconds } from "../../lib/time";
import type { CreateBookingOutput } from "../../schemas/bookings";
import { BOOKING_TEXTS } from "../../schemas/bookings";
import { PROFILE_TEXTS } from "../../schemas/profiles";
import { busyDaysDuring } from "../availability/busy-days";
import { tellDashboards } from "../chat/live-delivery";
import type { UseCaseContext } from "../context";
import { type EventDayRules, eventDays } from "../event-days";
import { emailOutboxInsertIf, sendLater } from "../notifications/outbox";
import { eventPlaceColumns } from "./event-place";
import { type BookingDto, bookingDto, loadBooking, mailContext, pln } from "./queries";
import { REQUEST_TEXTS, truckBusyOn } from "./texts";

/** A booking's days, also when they move (reschedule.ts): from tomorrow, so the other side can answer. */
export const BOOKING_DAY_RULES: EventDayRules = {
  earliest: "tomorrow",
  fields: { start: "event_start_date", end: "event_end_date" },
  texts: {
    date: BOOKING_TEXTS.date,
    endBeforeStart: PROFILE_TEXTS.endBeforeStart,
    pastDate: REQUEST_TEXTS.pastDate,
    tooLong: REQUEST_TEXTS.tooLong,
  },
};

/**
 * An organizer asks a truck for its days: the request and the owner's e-mail are written together, and
 * only if this organizer has no pending request for the truck on overlapping days (a repeated or
 * double-clicked submit adds nothing; SQLite decides, so parallel duplicates cannot both pass).
 */
export async function createBookingRequest(
  ctx: UseCaseContext,
  organizer: UserRow,
  input: CreateBookingOutput,
): Promise<BookingDto> {
  const { db } = ctx;
  const days = eventDays(input.event_start_date, input.event_end_date, BOOKING_DAY_RULES);
  await enforceRateLimits(db, [{ key: `requests:user:${organizer.id}`, ...CREATE_LIMITS.requests }]);
  const profile = await db.query.profiles.findFirst({ where: eq(profiles.id, input.profile_id) });
  if (!profile) throw new ApiError(404, PROFILE_TEXTS.notFound, { field: "profile_id" });
  const owner = await db.query.users.findFirst({ where: eq(users.id, profile.userId) });
  if (!owner) throw new ApiError(404, PROFILE_TEXTS.notFound);
  // The owner could never accept it: say so now, naming the days (accepting still decides races).
  const busy = await busyDaysDuring(db, profile.id, days);
  if (busy.length > 0) throw new ApiError(409, truckBusyOn(busy), { field: "event_start_date" });

  const { startSeconds, endSeconds } = days;
  const mail = bookingEmail("new_request", owner, {
    ...mailContext(
      ctx.env,
      { eventStartDate: startSeconds, eventEndDate: endSeconds, eventCostGrosze: input.event_cost },
      profile.foodTruckName,
    ),
    guests: input.guest_count,
    estimate:
      bookingKindOf(input.event_cost) === "hired"
        ? estimateCost({
            guide: {
              price_from: pln(profile.priceFromGrosze),
              price_to: pln(profile.priceToGrosze),
              minimum_order: pln(profile.minimumOrderGrosze),
            },
            guests: input.guest_count,
          })
        : null,
  });
  const [inserted, outboxRows] = await db.batch([
    insertWhere(
      db,
      bookingRequests,
      {
        organizerId: organizer.id,
        profileId: profile.id,
        ownerId: profile.userId,
        eventStartDate: startSeconds,
        eventEndDate: endSeconds,
        eventTime: input.event_time,
        eventLocation: input.event_location,
        ...eventPlaceColumns(input.event_location),
        eventType: input.event_type,
        guestCount: input.guest_count,
        eventCostGrosze: input.event_cost,
        eventDescription: input.event_description,
        maxLengthM: input.max_length_m,
        sitePower: input.site_power,
        siteWater: input.site_water,
      },
      notExists(
        db
          .select({ id: bookingRequests.id })
          .from(bookingRequests)
          .where(
            and(
              eq(bookingRequests.organizerId, organizer.id),
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
  const created = inserted[0];
  if (!created) throw new ApiError(409, REQUEST_TEXTS.pendingAlready);
  sendLater(
    ctx,
    outboxRows.map((row) => row.id),
  );
  tellDashboards(ctx, [profile.userId], "bookings");
  const loaded = await loadBooking(db, created.id, organizer.id);
  if (!loaded) throw new Error("created booking not found");
  return bookingDto(loaded, "organizer", nowSeconds());
}
