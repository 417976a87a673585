// Beyond SPEC.md (issue 16): the trucks an organizer saved, to find them again and invite them at once.
import { index, integer, primaryKey, sqliteTable } from "drizzle-orm/sqlite-core";
import { users } from "./accounts";
import { createdAt } from "./columns";
import { profiles } from "./profiles";

export const favourites = sqliteTable(
  "favourites",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    profileId: integer("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.profileId] }),
    // A truck's row goes with the truck (cascade), which looks rows up by profile.
    index("favourites_profile_idx").on(t.profileId),
  ],
);
