// Payments, payouts and handled webhook events.
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { users } from "./accounts";
import { bookingRequests } from "./bookings";
import { createdAt } from "./columns";

export const payments = sqliteTable(
  "payments",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    requestId: integer("request_id")
      .notNull()
      .references(() => bookingRequests.id, { onDelete: "cascade" }),
    // Money records outlive a deleted account (accounting); only the link to the person goes.
    payerId: integer("payer_id").references(() => users.id, { onDelete: "set null" }),
    payeeId: integer("payee_id").references(() => users.id, { onDelete: "set null" }),
    amountGrosze: integer("amount_grosze").notNull(),
    currency: text("currency").notNull().default("pln"),
    providerPaymentIntentId: text("provider_payment_intent_id").unique(),
    /** The charge that collected the money: payouts transfer from it (`source_transaction`). */
    providerChargeId: text("provider_charge_id"),
    status: text("status", { enum: ["created", "succeeded", "failed", "refunded", "partially_refunded"] })
      .notNull()
      .default("created"),
    refundedGrosze: integer("refunded_grosze").notNull().default(0),
    /** The provider's reason for the latest failed attempt (the payer may try again on the same intent). */
    failureCode: text("failure_code"),
    failureMessage: text("failure_message"),
    /** Made by the local test mode: no money moved. */
    testMode: integer("test_mode", { mode: "boolean" }).notNull().default(false),
    /** When the provider reported the money collected (the receipt's date); null before. */
    paidAt: integer("paid_at"),
    createdAt: createdAt(),
    updatedAt: integer("updated_at").notNull().default(sql`(unixepoch())`),
  },
  // One payment (one PaymentIntent, retried as often as the payer needs) per booking.
  (t) => [uniqueIndex("payments_request_unique_idx").on(t.requestId)],
);

export const payouts = sqliteTable(
  "payouts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    requestId: integer("request_id")
      .notNull()
      .unique()
      .references(() => bookingRequests.id, { onDelete: "cascade" }),
    payeeId: integer("payee_id").references(() => users.id, { onDelete: "set null" }),
    amountGrosze: integer("amount_grosze").notNull(),
    providerTransferId: text("provider_transfer_id"),
    status: text("status", { enum: ["scheduled", "paid", "failed"] })
      .notNull()
      .default("scheduled"),
    releaseAfter: integer("release_after").notNull(),
    /** Transfer attempts so far and the last failure, for retries and for admins. */
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    /** When the cron may try a failed transfer again (backing off); null: as soon as it is due. */
    nextAttemptAt: integer("next_attempt_at"),
    paidAt: integer("paid_at"),
    /** Made by the local test mode: no money moved. */
    testMode: integer("test_mode", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index("payouts_due_idx").on(t.status, t.releaseAfter)],
);

/**
 * An admin's decision on a dispute, claimed before any money moves so that two decisions (a refund and a
 * release clicked at once) cannot both reach the provider: one row per booking, `pending` while the refund
 * is asked for, `done` with the status change, `refused` when the provider said no (a new decision may
 * then claim it again, under a new refund key).
 */
export const disputeResolutions = sqliteTable("dispute_resolutions", {
  requestId: integer("request_id")
    .primaryKey()
    .references(() => bookingRequests.id, { onDelete: "cascade" }),
  adminId: integer("admin_id").references(() => users.id, { onDelete: "set null" }),
  action: text("action", { enum: ["refund", "release"] }).notNull(),
  refundGrosze: integer("refund_grosze").notNull(),
  releaseGrosze: integer("release_grosze").notNull(),
  state: text("state", { enum: ["pending", "done", "refused"] })
    .notNull()
    .default("pending"),
  /** Part of the refund's idempotency key; raised when a new decision follows a refused one. */
  keyVersion: integer("key_version").notNull().default(0),
  lastError: text("last_error"),
  createdAt: createdAt(),
  updatedAt: integer("updated_at").notNull().default(sql`(unixepoch())`),
});

/** Webhook events already handled, so a redelivered event changes nothing. */
export const processedWebhookEvents = sqliteTable("processed_webhook_events", {
  eventId: text("event_id").primaryKey(),
  type: text("type").notNull().default(""),
  receivedAt: createdAt(),
});

/**
 * The state of each user's connected (Stripe Express) account, as the provider last reported it. Which
 * account a user has is `users.stripe_account_id` (the spec's field; an admin may clear it): a state row
 * without that link connects nobody.
 */
export const connectedAccounts = sqliteTable(
  "connected_accounts",
  {
    accountId: text("account_id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    chargesEnabled: integer("charges_enabled", { mode: "boolean" }).notNull().default(false),
    payoutsEnabled: integer("payouts_enabled", { mode: "boolean" }).notNull().default(false),
    detailsSubmitted: integer("details_submitted", { mode: "boolean" }).notNull().default(false),
    /** When the stored state was true (the event's `created`, or when it was read): older news is ignored. */
    stateAt: integer("state_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("connected_accounts_user_idx").on(t.userId)],
);
