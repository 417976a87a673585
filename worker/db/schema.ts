import { sql } from "drizzle-orm";
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

/** Unix seconds, set by SQLite so every writer agrees on the clock. */
const createdAt = () => integer("created_at").notNull().default(sql`(unixepoch())`);

export const users = sqliteTable("users", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  email: text("email").notNull().unique(),
  passwordHash: text("password_hash"),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  phoneNumber: text("phone_number").notNull().default(""),
  countryCode: text("country_code").notNull().default("PL"),
  userType: text("user_type", { enum: ["organizer", "food_truck_owner"] }).notNull(),
  role: text("role", { enum: ["user", "admin"] })
    .notNull()
    .default("user"),
  isBlocked: integer("is_blocked", { mode: "boolean" }).notNull().default(false),
  emailVerifiedAt: integer("email_verified_at"),
  /** Bumped on password change/reset; JWTs carry it, so older tokens stop working. */
  tokenVersion: integer("token_version").notNull().default(1),
  companyName: text("company_name"),
  nip: text("nip"),
  streetAddress: text("street_address"),
  postalCode: text("postal_code"),
  city: text("city"),
  stripeAccountId: text("stripe_account_id"),
  googleSub: text("google_sub").unique(),
  createdAt: createdAt(),
  updatedAt: integer("updated_at").notNull().default(sql`(unixepoch())`),
});

export const profiles = sqliteTable(
  "profiles",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    foodTruckName: text("food_truck_name").notNull(),
    foodTruckDescription: text("food_truck_description").notNull(),
    profileImageKey: text("profile_image_key"),
    baseLocation: text("base_location").notNull(),
    /** Geocoded base location; null when the gazetteer could not resolve it. */
    baseLat: real("base_lat"),
    baseLng: real("base_lng"),
    operationRadiusKm: integer("operation_radius_km").notNull(),
    /** {dishes[], drinks[], dietary[]} of catalogue codes; mirrored in profile_offer_items for search. */
    offerJson: text("offer_json").notNull().default('{"dishes":[],"drinks":[],"dietary":[]}'),
    longTermRentalAvailable: integer("long_term_rental_available", { mode: "boolean" })
      .notNull()
      .default(false),
    createdAt: createdAt(),
    updatedAt: integer("updated_at").notNull().default(sql`(unixepoch())`),
  },
  (t) => [
    index("profiles_user_idx").on(t.userId),
    // Search without a place pages through trucks by name.
    index("profiles_name_idx").on(t.foodTruckName, t.id),
  ],
);

export const profileOfferItems = sqliteTable(
  "profile_offer_items",
  {
    profileId: integer("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["dishes", "drinks", "dietary"] }).notNull(),
    code: text("code").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.profileId, t.kind, t.code] }),
    index("offer_code_idx").on(t.code, t.profileId),
  ],
);

export const profilePhotos = sqliteTable(
  "profile_photos",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    profileId: integer("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    r2Key: text("r2_key").notNull().unique(),
    contentType: text("content_type").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("profile_photos_position_idx").on(t.profileId, t.position)],
);

/** One row per busy calendar day ("YYYY-MM-DD" in Europe/Warsaw); the unique index decides booking races. */
export const availability = sqliteTable(
  "availability",
  {
    profileId: integer("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    day: text("day").notNull(),
    /** Set when a confirmed booking made the day busy; such days cannot be freed by a click. */
    bookingRequestId: integer("booking_request_id"),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.day] })],
);

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
    status: text("status", { enum: ["pending", "accepted", "rejected"] })
      .notNull()
      .default("pending"),
    /** Why a rejected invitation closed: the owner's answer, or slot_filled by another truck. */
    closedReason: text("closed_reason", { enum: ["owner_rejected", "slot_filled"] }),
    respondedAt: integer("responded_at"),
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
    organizerId: integer("organizer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    profileId: integer("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    ownerId: integer("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    invitationId: integer("invitation_id").references(() => invitations.id, { onDelete: "set null" }),
    status: text("status").notNull().default("pending_owner_approval"),
    paymentStatus: text("payment_status"),
    eventStartDate: integer("event_start_date").notNull(),
    eventEndDate: integer("event_end_date").notNull(),
    eventTime: text("event_time").notNull(),
    eventLocation: text("event_location").notNull(),
    eventType: text("event_type").notNull(),
    guestCount: integer("guest_count").notNull().default(0),
    eventCostGrosze: integer("event_cost_grosze").notNull().default(0),
    eventDescription: text("event_description").notNull(),
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
    createdAt: createdAt(),
    updatedAt: integer("updated_at").notNull().default(sql`(unixepoch())`),
  },
  (t) => [
    index("bookings_organizer_idx").on(t.organizerId, t.eventStartDate),
    index("bookings_owner_idx").on(t.ownerId, t.eventStartDate),
    index("bookings_profile_status_idx").on(t.profileId, t.status, t.eventStartDate),
    index("bookings_status_idx").on(t.status, t.createdAt),
    index("bookings_invitation_idx").on(t.invitationId),
  ],
);

export const reviews = sqliteTable(
  "reviews",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    requestId: integer("request_id")
      .notNull()
      .references(() => bookingRequests.id, { onDelete: "cascade" }),
    authorId: integer("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
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

export const conversations = sqliteTable("conversations", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  title: text("title").notNull(),
  requestId: integer("request_id")
    .unique()
    .references(() => bookingRequests.id, { onDelete: "cascade" }),
  invitationId: integer("invitation_id")
    .unique()
    .references(() => invitations.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
});

export const conversationParticipants = sqliteTable(
  "conversation_participants",
  {
    conversationId: integer("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lastReadMessageId: integer("last_read_message_id"),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] }), index("participants_user_idx").on(t.userId)],
);

export const messages = sqliteTable(
  "messages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    conversationId: integer("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    senderId: integer("sender_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    messageContent: text("message_content").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("messages_conversation_idx").on(t.conversationId, t.id)],
);

export const pushSubscriptions = sqliteTable(
  "push_subscriptions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull().unique(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("push_user_idx").on(t.userId)],
);

export const payments = sqliteTable(
  "payments",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    requestId: integer("request_id")
      .notNull()
      .references(() => bookingRequests.id, { onDelete: "cascade" }),
    payerId: integer("payer_id").notNull(),
    payeeId: integer("payee_id").notNull(),
    amountGrosze: integer("amount_grosze").notNull(),
    currency: text("currency").notNull().default("pln"),
    providerPaymentIntentId: text("provider_payment_intent_id").unique(),
    status: text("status", { enum: ["created", "succeeded", "failed", "refunded", "partially_refunded"] })
      .notNull()
      .default("created"),
    refundedGrosze: integer("refunded_grosze").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: integer("updated_at").notNull().default(sql`(unixepoch())`),
  },
  (t) => [index("payments_request_idx").on(t.requestId)],
);

export const payouts = sqliteTable(
  "payouts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    requestId: integer("request_id")
      .notNull()
      .unique()
      .references(() => bookingRequests.id, { onDelete: "cascade" }),
    payeeId: integer("payee_id").notNull(),
    amountGrosze: integer("amount_grosze").notNull(),
    providerTransferId: text("provider_transfer_id"),
    status: text("status", { enum: ["scheduled", "paid", "cancelled", "failed"] })
      .notNull()
      .default("scheduled"),
    releaseAfter: integer("release_after").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("payouts_due_idx").on(t.status, t.releaseAfter)],
);

/** Webhook events already handled, so a redelivered event changes nothing. */
export const processedWebhookEvents = sqliteTable("processed_webhook_events", {
  eventId: text("event_id").primaryKey(),
  receivedAt: createdAt(),
});

export const oneTimeTokens = sqliteTable(
  "one_time_tokens",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", {
      enum: ["verify_email", "password_reset", "login_link", "reminder_login"],
    }).notNull(),
    /** SHA-256 of the token; the token itself exists only in the e-mail. */
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: integer("expires_at").notNull(),
    usedAt: integer("used_at"),
    createdAt: createdAt(),
  },
  (t) => [index("tokens_expiry_idx").on(t.expiresAt), index("tokens_user_idx").on(t.userId, t.purpose)],
);

/** E-mails and notifications waiting to be delivered by the queue consumer. */
export const outbox = sqliteTable(
  "outbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kind: text("kind", { enum: ["email", "push"] }).notNull(),
    payloadJson: text("payload_json").notNull(),
    status: text("status", { enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    createdAt: createdAt(),
    sentAt: integer("sent_at"),
  },
  (t) => [index("outbox_status_idx").on(t.status, t.createdAt)],
);

/** Local stand-in for an e-mail provider (development only). */
export const devMailbox = sqliteTable("dev_mailbox", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  to: text("to").notNull(),
  subject: text("subject").notNull(),
  text: text("text").notNull(),
  html: text("html").notNull(),
  createdAt: createdAt(),
});

export const auditLog = sqliteTable(
  "audit_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    adminId: integer("admin_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull(),
    detailsJson: text("details_json"),
    createdAt: createdAt(),
  },
  (t) => [index("audit_created_idx").on(t.createdAt)],
);

/** Fixed-window counters for rate limits (login, register, password reset, messages). */
export const rateLimits = sqliteTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: integer("window_start").notNull(),
  count: integer("count").notNull(),
});
