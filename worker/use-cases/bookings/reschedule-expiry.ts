// Beyond SPEC.md (issue 17): the cron closes proposals nobody answered in 72 h, and those whose booking can
// no longer move (called off, disputed, started). The rules are the domain's; this only finds candidates.
import { and, eq, lte, notInArray, or, sql } from "drizzle-orm";
import { getDb } from "../../db/client";
import { bookingRequests, rescheduleProposals } from "../../db/schema";
import { proposalTransition, RESCHEDULABLE_STATUSES } from "../../domain/reschedule";
import type { Env } from "../../env";
import { nowSeconds } from "../../lib/time";
import { emailOutboxInsertIfAny } from "../notifications/outbox";
import { loadBooking, movableFacts } from "./queries";
import { proposalEmail } from "./reschedule-mail";

/** Open proposals looked at per run: one per booking at most, each open for 72 h, so few. */
const PER_RUN = 200;

/** Closes the due proposals; answers the outbox ids of the e-mails telling proposers of an expiry. */
export async function closeStaleProposals(env: Env): Promise<number[]> {
  const db = getDb(env.DB);
  const now = nowSeconds();
  const open = await db
    .select({ proposal: rescheduleProposals, booking: bookingRequests })
    .from(rescheduleProposals)
    .innerJoin(bookingRequests, eq(bookingRequests.id, rescheduleProposals.requestId))
    .where(
      and(
        eq(rescheduleProposals.status, "pending"),
        // Candidates only: due, or their booking moved out of a movable state (the domain decides which).
        or(
          lte(rescheduleProposals.expiresAt, now),
          lte(rescheduleProposals.newStartDate, now),
          lte(bookingRequests.eventStartDate, now),
          eq(bookingRequests.problemReported, true),
          notInArray(bookingRequests.status, [...RESCHEDULABLE_STATUSES]),
        ),
      ),
    )
    .orderBy(rescheduleProposals.expiresAt)
    .limit(PER_RUN);
  const outboxIds: number[] = [];
  for (const { proposal, booking } of open) {
    const facts = {
      status: proposal.status,
      proposedBy: proposal.proposedBy,
      expiresAt: proposal.expiresAt,
      newStartDate: proposal.newStartDate,
    };
    // Void first: a booking called off is the news, not the proposal's expiry.
    const booked = movableFacts(booking);
    const voided = proposalTransition("void", facts, booked, "system", now);
    const result = voided.ok ? voided : proposalTransition("expire", facts, booked, "system", now);
    if (!result.ok) continue;
    const action = voided.ok ? "void" : "expire";
    // Only an expiry is news to the proposer: a voided proposal's booking was called off or disputed,
    // which its own e-mail told.
    const loaded = action === "expire" ? await loadBooking(db, booking.id) : undefined;
    const mail = loaded ? proposalEmail(env, loaded, "expired", proposal.proposedBy, proposal) : null;
    const [, rows] = await db.batch([
      db
        .update(rescheduleProposals)
        .set({ status: result.to, decidedAt: now })
        .where(and(eq(rescheduleProposals.id, proposal.id), eq(rescheduleProposals.status, "pending"))),
      emailOutboxInsertIfAny(db, mail, sql`changes() = 1`),
    ]);
    outboxIds.push(...rows.map((row) => row.id));
  }
  return outboxIds;
}
