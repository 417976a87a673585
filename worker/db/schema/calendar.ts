// Beyond SPEC.md (issue 17): an owner's private calendar feed, found by the hash of its secret token.
import { integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { users } from "./accounts";
import { createdAt } from "./columns";

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
