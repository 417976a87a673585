import { sql } from "drizzle-orm";
import { integer } from "drizzle-orm/sqlite-core";

/** Unix seconds, set by SQLite so every writer agrees on the clock. */
export const createdAt = () => integer("created_at").notNull().default(sql`(unixepoch())`);
