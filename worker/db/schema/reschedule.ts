// Beyond SPEC.md (issue 17): proposals to move a confirmed booking to new dates, kept as its history.
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { PROPOSAL_STATUSES } from "../../domain/reschedule";
import { users } from "./accounts";
import { bookingRequests } from "./bookings";
import { createdAt } from "./columns";

export const rescheduleProposals = sqliteTable(
  "reschedule_proposals",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    requestId: integer("request_id")
      .notNull()
      .references(() => bookingRequests.id, { onDelete: "cascade" }),
    proposedBy: text("proposed_by", { enum: ["organizer", "owner"] }).notNull(),
    /** The proposing user; NULL once they deleted their account. */
    proposerId: integer("proposer_id").references(() => users.id, { onDelete: "set null" }),
    /** The booking's dates when proposed (00:00 Warsaw, Unix seconds): the history shows the move. */
    oldStartDate: integer("old_start_date").notNull(),
    oldEndDate: integer("old_end_date").notNull(),
    newStartDate: integer("new_start_date").notNull(),
    newEndDate: integer("new_end_date").notNull(),
    reason: text("reason").notNull(),
    status: text("status", { enum: PROPOSAL_STATUSES }).notNull().default("pending"),
    expiresAt: integer("expires_at").notNull(),
    decidedAt: integer("decided_at"),
    /** A random value set by the request whose batch answered it; the rest of that batch checks it. */
    answerMark: text("answer_mark"),
    createdAt: createdAt(),
  },
  (t) => [
    index("reschedule_proposals_request_idx").on(t.requestId, t.id),
    // At most one open proposal per booking: two parties proposing at once cannot both succeed.
    uniqueIndex("reschedule_proposals_one_open_idx").on(t.requestId).where(sql`${t.status} = 'pending'`),
    index("reschedule_proposals_due_idx").on(t.status, t.expiresAt),
  ],
);
