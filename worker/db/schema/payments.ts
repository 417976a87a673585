// Payments, payouts and handled webhook events.
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
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
    payeeId: integer("payee_id").references(() => users.id, { onDelete: "set null" }),
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
