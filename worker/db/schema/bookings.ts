// Events, invitations, booking requests and reviews.
import { sql } from "drizzle-orm";
import { index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { BOOKING_STATUSES, HOLDING_STATUSES, PAYMENT_STATUSES } from "../../domain/booking-machine";
import { CLOSED_REASONS, INVITATION_STATUSES } from "../../domain/invitation-machine";
import { POWER_KINDS } from "../../domain/truck-needs";
import { users } from "./accounts";
import { createdAt } from "./columns";
import { profiles } from "./profiles";

export const events = sqliteTable(
  "events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    organizerId: integer("organizer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    eventName: text("event_name").notNull(),
    eventStartDate: integer("event_start_date").notNull(),
    eventEndDate: integer("event_end_date").notNull(),
    location: text("location").notNull(),
    locationLat: real("location_lat"),
    locationLng: real("location_lng"),
    eventDescription: text("event_description").notNull(),
    guestCount: integer("guest_count").notNull().default(0),
    eventCostGrosze: integer("event_cost_grosze").notNull().default(0),
    utilityCosts: text("utility_costs"),
    requiredOfferJson: text("required_offer_json").notNull(),
    /** Beyond SPEC.md (issue 38): the venue's limits the organizer stated, each optional. */
    maxLengthM: real("max_length_m"),
    sitePower: text("site_power", { enum: POWER_KINDS }),
    siteWater: integer("site_water", { mode: "boolean" }),
    createdAt: createdAt(),
  },
  (t) => [index("events_organizer_idx").on(t.organizerId, t.eventStartDate)],
);

export const invitations = sqliteTable(
  "invitations",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    profileId: integer("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    ownerId: integer("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    cuisineAssigned: text("cuisine_assigned").notNull(),
    status: text("status", { enum: INVITATION_STATUSES }).notNull().default("pending"),
    /**
     * Why a rejected invitation closed (domain/invitation-machine.ts): the owner's answer, slot_filled by
     * another truck, or booking_cancelled when its truck cancelled and the organizer re-opened the slot.
     */
    closedReason: text("closed_reason", { enum: CLOSED_REASONS }),
    respondedAt: integer("responded_at"),
    /** A random value set by the request whose batch accepted it; the rest of that batch checks it. */
    acceptedBy: text("accepted_by"),
    /**
     * A random value set by the request whose batch re-opened a slot, on the invitation it closed and on
     * those it opened (again); the rest of that batch checks it, so a repeated or racing call writes nothing.
     */
    reopenedBy: text("reopened_by"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("invitations_event_profile_dish_idx").on(t.eventId, t.profileId, t.cuisineAssigned),
    index("invitations_owner_idx").on(t.ownerId, t.status),
  ],
);

export const bookingRequests = sqliteTable(
  "booking_requests",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    // A party's id becomes NULL when its account is deleted; the other party keeps the booking
    // ("Użytkownik usunięty", use-cases/accounts/delete-account.ts).
    organizerId: integer("organizer_id").references(() => users.id, { onDelete: "set null" }),
    profileId: integer("profile_id").references(() => profiles.id, { onDelete: "set null" }),
    ownerId: integer("owner_id").references(() => users.id, { onDelete: "set null" }),
    invitationId: integer("invitation_id").references(() => invitations.id, { onDelete: "set null" }),
    status: text("status", { enum: BOOKING_STATUSES }).notNull().default("pending_owner_approval"),
    paymentStatus: text("payment_status", { enum: PAYMENT_STATUSES }),
    eventStartDate: integer("event_start_date").notNull(),
    eventEndDate: integer("event_end_date").notNull(),
    eventTime: text("event_time").notNull(),
    eventLocation: text("event_location").notNull(),
    /** The event's place as the gazetteer resolved event_location (an invitation's: its event's); null when unknown. */
    eventLat: real("event_lat"),
    eventLng: real("event_lng"),
    eventType: text("event_type").notNull(),
    guestCount: integer("guest_count").notNull().default(0),
    eventCostGrosze: integer("event_cost_grosze").notNull().default(0),
    eventDescription: text("event_description").notNull(),
    /**
     * When the owner confirmed it (accepted the request, or the invitation that created it); null before,
     * and for bookings confirmed before this was kept (decision 0030). Set once, never moved.
     */
    confirmedAt: integer("confirmed_at"),
    utilityCosts: text("utility_costs"),
    commitmentFeeGrosze: integer("commitment_fee_grosze"),
    totalCostGrosze: integer("total_cost_grosze"),
    problemReported: integer("problem_reported", { mode: "boolean" }).notNull().default(false),
    problemDescription: text("problem_description"),
    problemReportedBy: integer("problem_reported_by").references(() => users.id, { onDelete: "set null" }),
    invoiceOrganizerKey: text("invoice_organizer_key"),
    invoiceOwnerKey: text("invoice_owner_key"),
    commissionPaid: integer("commission_paid", { mode: "boolean" }).notNull().default(false),
    packagingOrdered: integer("packaging_ordered", { mode: "boolean" }).notNull().default(false),
    /** Beyond SPEC.md (issue 38): the venue's limits the organizer stated, each optional. */
    maxLengthM: real("max_length_m"),
    sitePower: text("site_power", { enum: POWER_KINDS }),
    siteWater: integer("site_water", { mode: "boolean" }),
    createdAt: createdAt(),
    updatedAt: integer("updated_at").notNull().default(sql`(unixepoch())`),
  },
  (t) => [
    index("bookings_organizer_idx").on(t.organizerId, t.eventStartDate),
    index("bookings_owner_idx").on(t.ownerId, t.eventStartDate),
    index("bookings_profile_status_idx").on(t.profileId, t.status, t.eventStartDate),
    index("bookings_status_idx").on(t.status, t.createdAt),
    index("bookings_invitation_idx").on(t.invitationId),
    // The social-proof popup's question (decision 0030): bookings confirmed in the last 30 days.
    index("bookings_confirmed_idx").on(t.confirmedAt),
    // "Is the truck held on these days?" (use-cases/availability/busy-days.ts), asked for every truck a
    // search finds: one probe into the few holding bookings. SQLite uses a partial index only for a query
    // that names the same literal statuses (holdingStatusSql), not bound parameters.
    index("bookings_holding_idx")
      .on(t.profileId, t.eventEndDate, t.eventStartDate)
      .where(sql`${t.status} IN ${holdingStatusSql()}`),
  ],
);

export const reviews = sqliteTable(
  "reviews",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    requestId: integer("request_id")
      .notNull()
      .references(() => bookingRequests.id, { onDelete: "cascade" }),
    /** NULL once the author deleted their account: the review of the other party stays. */
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    targetUserId: integer("target_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rating: integer("rating").notNull(),
    comment: text("comment").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("reviews_request_author_idx").on(t.requestId, t.authorId),
    index("reviews_target_idx").on(t.targetUserId),
  ],
);

/** `('confirmed', …)`: the holding statuses as SQL literals (our constants, not input). */
export function holdingStatusSql() {
  return sql.raw(`(${HOLDING_STATUSES.map((status) => `'${status}'`).join(", ")})`);
}
