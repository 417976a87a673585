// Beyond SPEC.md (issue 17): a booking's proposals to move it, read with the booking in the same query.
import { type SQL, sql } from "drizzle-orm";
import * as v from "valibot";
import { bookingRequests, rescheduleProposals } from "../../db/schema";
import {
  type MovableFacts,
  mayProposeReschedule,
  PROPOSAL_STATUSES,
  type ProposalFacts,
  proposalActions,
  shownProposalStatus,
} from "../../domain/reschedule";

const storedProposal = v.object({
  id: v.number(),
  proposed_by: v.picklist(["organizer", "owner"]),
  old_start_date: v.number(),
  old_end_date: v.number(),
  new_start_date: v.number(),
  new_end_date: v.number(),
  reason: v.string(),
  status: v.picklist(PROPOSAL_STATUSES),
  expires_at: v.number(),
  decided_at: v.nullable(v.number()),
  created_at: v.number(),
});
export type StoredProposal = v.InferOutput<typeof storedProposal>;

const storedProposals = v.pipe(v.string(), v.parseJson(), v.array(storedProposal));

/**
 * The booking's proposals as one JSON column of the booking's own query (newest first), so lists of
 * bookings read them without a second round trip.
 */
export function proposalsColumn(): SQL<string> {
  const p = rescheduleProposals;
  return sql<string>`(SELECT coalesce(json_group_array(json_object('id', id, 'proposed_by', proposed_by, 'old_start_date', old_start_date, 'old_end_date', old_end_date, 'new_start_date', new_start_date, 'new_end_date', new_end_date, 'reason', reason, 'status', status, 'expires_at', expires_at, 'decided_at', decided_at, 'created_at', created_at)), '[]') FROM (SELECT * FROM ${p} WHERE ${p.requestId} = ${bookingRequests.id} ORDER BY ${p.id} DESC))`;
}

/** How many times the booking's dates moved: one count per accepted proposal, as a column of a query. */
export function movesColumn(): SQL<number> {
  const p = rescheduleProposals;
  return sql<number>`(SELECT count(*) FROM ${p} WHERE ${p.requestId} = ${bookingRequests.id} AND ${p.status} = 'accepted')`;
}

/** How many of the booking's proposals (its JSON column) were accepted. */
export function acceptedMoves(json: string): number {
  return parseProposals(json).filter((proposal) => proposal.status === "accepted").length;
}

/** The column read back; what the database wrote is checked, never assumed. */
export function parseProposals(json: string): StoredProposal[] {
  return v.parse(storedProposals, json);
}

export function proposalFacts(proposal: StoredProposal): ProposalFacts {
  return {
    status: proposal.status,
    proposedBy: proposal.proposed_by,
    expiresAt: proposal.expires_at,
    newStartDate: proposal.new_start_date,
  };
}

/** The proposals as a party (or an admin) sees them: the shown status and the answers open to the viewer. */
export function proposalDtos(
  proposals: readonly StoredProposal[],
  booking: MovableFacts,
  viewer: "organizer" | "owner" | "admin",
  now: number,
) {
  return proposals.map((proposal) => {
    const facts = proposalFacts(proposal);
    return {
      ...proposal,
      status: shownProposalStatus(facts, booking, now),
      my_actions: viewer === "admin" ? [] : proposalActions(facts, booking, viewer, now),
    };
  });
}

/** Whether a proposal still waits for an answer (the one that blocks a new one). */
export function hasOpenProposal(
  proposals: readonly StoredProposal[],
  booking: MovableFacts,
  now: number,
): boolean {
  return proposals.some(
    (proposal) => shownProposalStatus(proposalFacts(proposal), booking, now) === "pending",
  );
}

/** Whether this party may propose new dates now. */
export function mayPropose(
  proposals: readonly StoredProposal[],
  booking: MovableFacts,
  viewer: "organizer" | "owner" | "admin",
  now: number,
): boolean {
  return viewer !== "admin" && mayProposeReschedule(booking, hasOpenProposal(proposals, booking, now), now);
}
