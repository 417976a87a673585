// Beyond SPEC.md (issue 17): a party proposes new dates for a confirmed booking; the other answers.
import { and, eq, inArray, lte, or, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { isUniqueViolation } from "../../db/constraint-errors";
import { insertWhere } from "../../db/insert-where";
import { enforceRateLimits } from "../../db/rate-limit";
import { availability, bookingRequests, rescheduleProposals } from "../../db/schema";
import { daysInRange, warsawDayOf } from "../../domain/calendar";
import {
  PROPOSAL_HOURS,
  type ProposalAnswer,
  proposalTransition,
  proposeRefusal,
  RESCHEDULABLE_STATUSES,
  RESCHEDULE_REFUSALS,
  type Side,
} from "../../domain/reschedule";
import type { RescheduleMailKind } from "../../emails/reschedule-emails";
import { randomToken } from "../../lib/encoding";
import { ApiError } from "../../lib/errors";
import { nowSeconds } from "../../lib/time";
import { BOOKING_TEXTS } from "../../schemas/bookings";
import type { RescheduleInput } from "../../schemas/reschedule";
import { busyDaysDuring } from "../availability/busy-days";
import { tellDashboards } from "../chat/live-delivery";
import type { UseCaseContext } from "../context";
import { eventDays, storedDays } from "../event-days";
import { emailOutboxInsertIfAny, outboxIdsOf, sendLater } from "../notifications/outbox";
import { BOOKING_DAY_RULES } from "./create-request";
import { type BookingDto, bookingDto, loadBooking, movableFacts } from "./queries";
import { type ProposalMailFacts, proposalEmail } from "./reschedule-mail";
import { hasOpenProposal, parseProposals, proposalFacts, type StoredProposal } from "./reschedule-proposals";
import { REQUEST_TEXTS, truckBusyOn } from "./texts";
import type { BookingTarget } from "./transitions";

/** Proposals a user may make in a day: each e-mails the other party. */
const PROPOSALS_PER_DAY = { limit: 10, windowSeconds: 86_400 } as const;

const otherSide = (side: Side): Side => (side === "organizer" ? "owner" : "organizer");

/** A booking loaded for one of its two parties (permissions.ts `bookingForPartyOnly`). */
export type PartyTarget = BookingTarget & { party: Side };

/** The e-mail about `proposal` to one side of the booking, in a batch, if `condition` holds then. */
function proposalMail(
  ctx: UseCaseContext,
  target: PartyTarget,
  kind: RescheduleMailKind,
  to: Side,
  proposal: ProposalMailFacts,
  condition: SQL,
) {
  return emailOutboxInsertIfAny(ctx.db, proposalEmail(ctx.env, target.loaded, kind, to, proposal), condition);
}

/** The booking after a change, as the acting party sees it, and the other party's dashboard told. */
async function answerWithBooking(
  ctx: UseCaseContext,
  target: PartyTarget,
  side: Side,
  userId: number,
): Promise<BookingDto> {
  const { booking } = target.loaded;
  const reloaded = await loadBooking(ctx.db, booking.id, userId);
  if (!reloaded) throw new ApiError(404, REQUEST_TEXTS.notFound);
  tellDashboards(ctx, [side === "organizer" ? booking.ownerId : booking.organizerId], "bookings");
  return bookingDto(reloaded, side, nowSeconds());
}

/**
 * A party proposes new dates with a reason: refused if the booking cannot move, another proposal waits,
 * the dates are the same or the truck is busy then. The proposal and the other party's e-mail are one batch;
 * the one-open-proposal index decides between two parties proposing at once.
 */
export async function proposeReschedule(
  ctx: UseCaseContext,
  target: PartyTarget,
  userId: number,
  input: RescheduleInput,
): Promise<BookingDto> {
  const side = target.party;
  const { db } = ctx;
  const { booking } = target.loaded;
  const days = eventDays(input.event_start_date, input.event_end_date, BOOKING_DAY_RULES);
  const now = nowSeconds();
  const facts = movableFacts(booking);
  const proposals = parseProposals(target.loaded.reschedules);
  const refusal = proposeRefusal(
    facts,
    {
      newStartDate: days.startSeconds,
      newEndDate: days.endSeconds,
      openProposal: hasOpenProposal(proposals, facts, now),
    },
    now,
  );
  if (refusal) throw new ApiError(409, refusal);
  // A truck whose profile is gone has no calendar to move its days in.
  if (booking.profileId === null) throw new ApiError(409, RESCHEDULE_REFUSALS.notReschedulable);
  const busy = await busyDaysDuring(db, booking.profileId, days, booking.id);
  if (busy.length > 0) throw new ApiError(409, truckBusyOn(busy), { field: "event_start_date" });
  await enforceRateLimits(db, [{ key: `reschedule:user:${userId}`, ...PROPOSALS_PER_DAY }]);

  const proposal: ProposalMailFacts = {
    oldStartDate: booking.eventStartDate,
    oldEndDate: booking.eventEndDate,
    newStartDate: days.startSeconds,
    newEndDate: days.endSeconds,
    reason: input.reason,
    proposedBy: side,
  };
  let inserted: { id: number }[];
  let outboxRows: { id: number }[];
  try {
    [, inserted, outboxRows] = await db.batch([
      // A proposal past its 72 h, or whose new first day has begun, that the cron has not closed yet must
      // not block this one.
      db
        .update(rescheduleProposals)
        .set({ status: "expired", decidedAt: now })
        .where(
          and(
            eq(rescheduleProposals.requestId, booking.id),
            eq(rescheduleProposals.status, "pending"),
            or(lte(rescheduleProposals.expiresAt, now), lte(rescheduleProposals.newStartDate, now)),
          ),
        ),
      insertWhere(
        db,
        rescheduleProposals,
        {
          requestId: booking.id,
          proposedBy: side,
          proposerId: userId,
          oldStartDate: booking.eventStartDate,
          oldEndDate: booking.eventEndDate,
          newStartDate: days.startSeconds,
          newEndDate: days.endSeconds,
          reason: input.reason,
          expiresAt: now + PROPOSAL_HOURS * 3600,
          createdAt: now,
        },
        // The booking still as it was read: in a status that can move, on the same dates.
        sql`EXISTS (SELECT 1 FROM ${bookingRequests} WHERE ${bookingRequests.id} = ${booking.id} AND ${inArray(bookingRequests.status, [...RESCHEDULABLE_STATUSES])} AND ${bookingRequests.eventStartDate} = ${booking.eventStartDate} AND ${bookingRequests.eventEndDate} = ${booking.eventEndDate} AND ${bookingRequests.problemReported} = 0)`,
      ).returning({ id: rescheduleProposals.id }),
      proposalMail(ctx, target, "proposed", otherSide(side), proposal, sql`changes() = 1`),
    ]);
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, RESCHEDULE_REFUSALS.openAlready);
    throw error;
  }
  if (inserted.length === 0) throw new ApiError(409, REQUEST_TEXTS.changedMeanwhile);
  sendLater(
    ctx,
    outboxRows.map((row) => row.id),
  );
  return answerWithBooking(ctx, target, side, userId);
}

/** Statements that move the booking's held days, run only by the batch whose accept carried its mark. */
function moveHeldDays(ctx: UseCaseContext, target: PartyTarget, proposal: StoredProposal, acceptedHere: SQL) {
  const { db } = ctx;
  const { booking } = target.loaded;
  const statements: BatchItem<"sqlite">[] = [
    db.delete(availability).where(and(eq(availability.bookingRequestId, booking.id), acceptedHere)),
  ];
  if (booking.profileId === null) return statements;
  const days = daysInRange(warsawDayOf(proposal.new_start_date), warsawDayOf(proposal.new_end_date));
  for (const day of days) {
    // The calendar's unique (profile, day) key fails the whole batch when the truck is busy that day.
    statements.push(
      insertWhere(
        db,
        availability,
        { profileId: booking.profileId, day, bookingRequestId: booking.id },
        acceptedHere,
      ),
    );
  }
  return statements;
}

/** Who hears of an answer: both parties of a move (it changes the booking), the other one otherwise. */
const ANSWER_MAIL: Record<ProposalAnswer, { kind: RescheduleMailKind; to: ("proposer" | "counterparty")[] }> =
  {
    accept: { kind: "accepted", to: ["proposer", "counterparty"] },
    decline: { kind: "declined", to: ["proposer"] },
    withdraw: { kind: "withdrawn", to: ["counterparty"] },
  };

/**
 * The other party accepts or declines, or the proposer withdraws. Accepting moves the booking's dates
 * and its held days in one batch: the old days are freed and the new ones taken under the calendar's
 * unique key, so a busy truck (or a second booking moved onto the same days at once) fails it whole.
 */
export async function answerProposal(
  ctx: UseCaseContext,
  target: PartyTarget,
  userId: number,
  proposalId: number,
  answer: ProposalAnswer,
): Promise<BookingDto> {
  const side = target.party;
  const { db } = ctx;
  const { booking } = target.loaded;
  const proposal = parseProposals(target.loaded.reschedules).find((candidate) => candidate.id === proposalId);
  if (!proposal) throw new ApiError(404, RESCHEDULE_TEXTS.notFound);
  const now = nowSeconds();
  const result = proposalTransition(answer, proposalFacts(proposal), movableFacts(booking), side, now);
  if (!result.ok) throw new ApiError(result.status, result.refusal);
  if (answer === "accept") {
    if (booking.profileId === null) throw new ApiError(409, RESCHEDULE_REFUSALS.notReschedulable);
    const days = storedDays(proposal.new_start_date, proposal.new_end_date);
    const busy = await busyDaysDuring(db, booking.profileId, days, booking.id);
    if (busy.length > 0) throw new ApiError(409, truckBusyOn(busy));
  }

  const mark = randomToken(16);
  const acceptedHere = sql`EXISTS (SELECT 1 FROM ${rescheduleProposals} WHERE ${rescheduleProposals.id} = ${proposal.id} AND ${rescheduleProposals.answerMark} = ${mark})`;
  const close = db
    .update(rescheduleProposals)
    .set({ status: result.to, decidedAt: now, answerMark: mark })
    .where(
      and(
        eq(rescheduleProposals.id, proposal.id),
        eq(rescheduleProposals.status, "pending"),
        sql`${rescheduleProposals.expiresAt} > ${now}`,
        // The booking still as it was when proposed: the same dates, in a status that can move.
        sql`EXISTS (SELECT 1 FROM ${bookingRequests} WHERE ${bookingRequests.id} = ${booking.id} AND ${inArray(bookingRequests.status, [...RESCHEDULABLE_STATUSES])} AND ${bookingRequests.eventStartDate} = ${proposal.old_start_date} AND ${bookingRequests.eventEndDate} = ${proposal.old_end_date})`,
      ),
    )
    .returning({ id: rescheduleProposals.id });
  const notify = ANSWER_MAIL[answer].to.map((who) =>
    proposalMail(
      ctx,
      target,
      ANSWER_MAIL[answer].kind,
      who === "proposer" ? proposal.proposed_by : otherSide(proposal.proposed_by),
      {
        oldStartDate: proposal.old_start_date,
        oldEndDate: proposal.old_end_date,
        newStartDate: proposal.new_start_date,
        newEndDate: proposal.new_end_date,
        reason: proposal.reason,
        proposedBy: proposal.proposed_by,
      },
      acceptedHere,
    ),
  );
  const moves: BatchItem<"sqlite">[] =
    answer === "accept"
      ? [
          db
            .update(bookingRequests)
            .set({
              eventStartDate: proposal.new_start_date,
              eventEndDate: proposal.new_end_date,
              updatedAt: now,
            })
            .where(and(eq(bookingRequests.id, booking.id), acceptedHere)),
          ...moveHeldDays(ctx, target, proposal, acceptedHere),
        ]
      : [];
  let results: unknown[];
  let closed: { id: number }[];
  try {
    [closed, ...results] = await db.batch([close, ...notify, ...moves]);
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, BOOKING_TEXTS.truckBusy);
    throw error;
  }
  if (closed.length === 0) throw new ApiError(409, REQUEST_TEXTS.changedMeanwhile);
  // The e-mails' results only: the statements after them return no outbox rows.
  sendLater(ctx, outboxIdsOf(results.slice(0, notify.length)));
  return answerWithBooking(ctx, target, side, userId);
}

export const RESCHEDULE_TEXTS = {
  notFound: "Nie znaleziono propozycji nowego terminu.",
} as const;
