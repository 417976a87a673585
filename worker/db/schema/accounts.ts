// Accounts, one-time link tokens, revoked sessions and rate-limit counters.
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt } from "./columns";

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

export const oneTimeTokens = sqliteTable(
  "one_time_tokens",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", {
      enum: ["verify_email", "password_reset", "login_link", "reminder_login", "account_deletion"],
    }).notNull(),
    /** SHA-256 of the token; the token itself exists only in the e-mail. */
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: integer("expires_at").notNull(),
    usedAt: integer("used_at"),
    /**
     * The in-app page (path and query) the user started from before signing up or asking for a sign-in
     * link: the link brings them back there, in any browser (issue 35). Checked by isReturnPath.
     */
    redirectTo: text("redirect_to"),
    createdAt: createdAt(),
  },
  (t) => [index("tokens_expiry_idx").on(t.expiresAt), index("tokens_user_idx").on(t.userId, t.purpose)],
);

/** Fixed-window counters for rate limits (login, register, password reset, messages). */
export const rateLimits = sqliteTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: integer("window_start").notNull(),
  count: integer("count").notNull(),
});

/** Session tokens ended by logout before they expire, by JWT id; the cron deletes them once expired. */
export const revokedSessions = sqliteTable(
  "revoked_sessions",
  {
    jti: text("jti").primaryKey(),
    expiresAt: integer("expires_at").notNull(),
  },
  (t) => [index("revoked_sessions_expiry_idx").on(t.expiresAt)],
);

/**
 * Socket tickets already used, by ticket id: a ticket opens one socket. Kept until the ticket would have
 * expired anyway (a minute); the cron deletes them then.
 */
export const spentSocketTickets = sqliteTable(
  "spent_socket_tickets",
  {
    ticketId: text("ticket_id").primaryKey(),
    expiresAt: integer("expires_at").notNull(),
  },
  (t) => [index("spent_socket_tickets_expiry_idx").on(t.expiresAt)],
);
