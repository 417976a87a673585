// Beyond SPEC.md (issue 17): an owner's private calendar feed, found by the hash of its secret token.
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { users } from "./accounts";
import { createdAt } from "./columns";
import { profiles } from "./profiles";

/** A search's busy check over a few days probes it by name (use-cases/availability/busy-days.ts). */
export const IMPORTED_BUSY_DAY_INDEX = "imported_busy_days_day_idx";

export const calendarFeeds = sqliteTable(
  "calendar_feeds",
  {
    /** One feed per owner: making a new one replaces the old address. */
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    /** SHA-256 (hex) of the token in the feed's URL; the token itself is never stored. */
    tokenHash: text("token_hash").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("calendar_feeds_token_idx").on(t.tokenHash)],
);

// Beyond SPEC.md (issue 36): an owner's own calendar (Google, Apple, Outlook) read by its private iCal
// address; its events make the truck's days busy, as days the owner marked do.
export const calendarImports = sqliteTable(
  "calendar_imports",
  {
    /** One import per truck: saving another address replaces it. */
    profileId: integer("profile_id")
      .primaryKey()
      .references(() => profiles.id, { onDelete: "cascade" }),
    /** The https address as the owner gave it (webcal:// turned into https://). */
    url: text("url").notNull(),
    /** When the server last tried to read it (Unix seconds; null before the first try): the cron's order. */
    lastAttemptAt: integer("last_attempt_at"),
    /** When it was last read and its busy days written. */
    lastSyncedAt: integer("last_synced_at"),
    /** Why the last try failed (a code of domain/calendar-import.ts), null when it worked. */
    lastError: text("last_error"),
    createdAt: createdAt(),
  },
  (t) => [index("calendar_imports_attempt_idx").on(t.lastAttemptAt)],
);

/** A day (Europe/Warsaw, "YYYY-MM-DD") an event of the truck's imported calendar touches. */
export const importedBusyDays = sqliteTable(
  "imported_busy_days",
  {
    profileId: integer("profile_id")
      .notNull()
      .references(() => calendarImports.profileId, { onDelete: "cascade" }),
    day: text("day").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.profileId, t.day] }),
    // A search over a few days probes each day's busy trucks, as in availability (decision 0021).
    index(IMPORTED_BUSY_DAY_INDEX).on(t.day, t.profileId),
  ],
);
