import { DAYS_TO_ANSWER } from "@shared/domain/booking-machine";
import type { Booking } from "../bookings/bookings-query";
import type { MyEvents, ReceivedInvitation } from "../events/events-query";

type Proposal = Booking["reschedule_proposals"][number];

/**
 * One thing that waits for the signed-in user, with the moment it stops waiting (null: no deadline).
 * The dashboard's "Do odpowiedzi" lists these and the nav badge counts them: one list, so both agree.
 */
export type InboxItem =
  | { kind: "request"; key: string; deadline: number; booking: Booking }
  | { kind: "invitation"; key: string; deadline: number; invitation: ReceivedInvitation }
  | { kind: "reschedule"; key: string; deadline: number; booking: Booking; proposal: Proposal }
  | { kind: "payment"; key: string; deadline: number; booking: Booking }
  | { kind: "review"; key: string; deadline: null; booking: Booking };

/** A request the owner has not answered yet (invitation bookings are answered as invitations). */
export function awaitsOwnerAnswer(booking: Booking): boolean {
  return (
    booking.my_role === "owner" &&
    booking.status === "pending_owner_approval" &&
    booking.invitation_id === null
  );
}

export function invitationAwaitsAnswer(invitation: ReceivedInvitation): boolean {
  return invitation.status === "pending";
}

/**
 * A pending request expires DAYS_TO_ANSWER days after it was sent, or when its event begins if that is
 * sooner (the state machine's "expire").
 */
export function requestDeadline(booking: Pick<Booking, "created_at" | "event_start_date">): number {
  return Math.min(booking.created_at + DAYS_TO_ANSWER * 86_400, booking.event_start_date);
}

/** The open proposal of new dates that this user is asked to answer (not one they made). */
function proposalToAnswer(booking: Booking): Proposal | undefined {
  return booking.reschedule_proposals.find(
    (proposal) => proposal.status === "pending" && proposal.my_actions.includes("accept"),
  );
}

function bookingItems(booking: Booking): InboxItem[] {
  const items: InboxItem[] = [];
  const id = booking.request_id;
  if (awaitsOwnerAnswer(booking)) {
    items.push({ kind: "request", key: `request-${id}`, deadline: requestDeadline(booking), booking });
  }
  const proposal = proposalToAnswer(booking);
  if (proposal) {
    items.push({
      kind: "reschedule",
      key: `reschedule-${proposal.id}`,
      deadline: proposal.expires_at,
      booking,
      proposal,
    });
  }
  // The money asked of this user: payable until the event begins.
  if (booking.allowed_actions.includes("pay")) {
    items.push({ kind: "payment", key: `payment-${id}`, deadline: booking.event_start_date, booking });
  }
  if (booking.allowed_actions.includes("review")) {
    items.push({ kind: "review", key: `review-${id}`, deadline: null, booking });
  }
  return items;
}

/** Soonest deadline first; those without one last; then in a stable order. */
function byDeadline(a: InboxItem, b: InboxItem): number {
  if (a.deadline !== b.deadline) {
    if (a.deadline === null) return 1;
    if (b.deadline === null) return -1;
    return a.deadline - b.deadline;
  }
  return a.key.localeCompare(b.key);
}

/** Everything that waits for this user, from the dashboard's own data, soonest deadline first. */
export function inboxItems(
  bookings: readonly Booking[] | undefined,
  events: MyEvents | undefined,
): InboxItem[] {
  const fromBookings = (bookings ?? []).flatMap(bookingItems);
  const fromInvitations: InboxItem[] =
    events?.view === "food_truck_owner"
      ? events.invitations.filter(invitationAwaitsAnswer).map((invitation) => ({
          kind: "invitation",
          key: `invitation-${invitation.invitation_id}`,
          // An invitation can be answered until its event begins.
          deadline: invitation.event_details.event_start_date,
          invitation,
        }))
      : [];
  return [...fromBookings, ...fromInvitations].sort(byDeadline);
}
