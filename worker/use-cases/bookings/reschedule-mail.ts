// Beyond SPEC.md (issue 17): the one builder of a proposal's e-mails, for the answers and the cron.
import type { Mail } from "../../adapters/mail";
import type { Side } from "../../domain/reschedule";
import { type RescheduleMailKind, rescheduleEmail } from "../../emails/reschedule-emails";
import type { Env } from "../../env";
import { type LoadedBooking, mailDates, partyFor } from "./queries";

/** What an e-mail says about a proposal (its row's own fields). */
export interface ProposalMailFacts {
  oldStartDate: number;
  oldEndDate: number;
  newStartDate: number;
  newEndDate: number;
  reason: string;
  proposedBy: Side;
}

/** The e-mail about a proposal to one side of its booking; null once that side deleted its account. */
export function proposalEmail(
  env: Env,
  loaded: LoadedBooking,
  kind: RescheduleMailKind,
  to: Side,
  proposal: ProposalMailFacts,
): Mail | null {
  const recipient = partyFor(loaded, to);
  if (!recipient) return null;
  const dates = (start: number, end: number) => mailDates({ eventStartDate: start, eventEndDate: end });
  return rescheduleEmail(kind, recipient, {
    appUrl: env.APP_URL,
    truckName: loaded.truckName,
    eventCostGrosze: loaded.booking.eventCostGrosze,
    oldDates: dates(proposal.oldStartDate, proposal.oldEndDate),
    newDates: dates(proposal.newStartDate, proposal.newEndDate),
    proposedBy: proposal.proposedBy,
    reason: proposal.reason,
    paid: loaded.booking.paymentStatus === "paid",
  });
}
