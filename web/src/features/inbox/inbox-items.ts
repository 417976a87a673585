import { DAYS_TO_ANSWER } from "@shared/domain/booking-machine";
import type { Booking } from "../bookings/bookings-query";
import type { MyEvents, ReceivedInvitation } from "../events/events-query";

type Proposal = Pick<
  Booking["reschedule_proposals"][number],
  "id" | "status" | "my_actions" | "expires_at" | "new_start_date" | "new_end_date"
>;

/** What the inbox reads of a booking (the whole DTO on the dashboard, a few fields in the tests). */
export type InboxBooking = Pick<
  Booking,
  | "request_id"
  | "my_role"
  | "status"
  | "invitation_id"
  | "created_at"
  | "event_start_date"
  | "event_end_date"
  | "allowed_actions"
> & { reschedule_proposals: readonly Proposal[] };

export type InboxInvitation = Pick<ReceivedInvitation, "invitation_id" | "status"> & {
  event_details: Pick<ReceivedInvitation["event_details"], "event_start_date">;
};

/**
 * One thing that waits for the signed-in user, with the moment it stops waiting (null: no deadline).
 * The dashboard's "Do odpowiedzi" lists these and the nav badge counts them: one list, so both agree.
 */
export type InboxItem<B extends InboxBooking = Booking, I extends InboxInvitation = ReceivedInvitation> =
  | { kind: "request"; key: string; deadline: number; booking: B }
  | { kind: "invitation"; key: string; deadline: number; invitation: I }
  | { kind: "reschedule"; key: string; deadline: number; booking: B; proposal: Proposal }
  | { kind: "payment"; key: string; deadline: number; booking: B }
  | { kind: "review"; key: string; deadline: null; booking: B };

/** A request the owner has not answered yet (invitation bookings are answered as invitations). */
export function awaitsOwnerAnswer(booking: Pick<Booking, "my_role" | "status" | "invitation_id">): boolean {
  return (
    booking.my_role === "owner" &&
    booking.status === "pending_owner_approval" &&
    booking.invitation_id === null
  );
}

export function invitationAwaitsAnswer(invitation: Pick<ReceivedInvitation, "status">): boolean {
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
function proposalToAnswer(booking: InboxBooking): Proposal | undefined {
  return booking.reschedule_proposals.find(
    (proposal) => proposal.status === "pending" && proposal.my_actions.includes("accept"),
  );
}

/**
 * A review waits in the inbox (and counts in the badge) for two weeks after the event ends; it can still be
 * given from the booking's card later, but an inbox that never empties stops being read.
 */
export const REVIEW_WAITS_DAYS = 14;

function bookingItems<B extends InboxBooking>(booking: B, now: number): InboxItem<B, never>[] {
  const items: InboxItem<B, never>[] = [];
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
  // The event ends with its last day (event_end_date is that day's midnight); a day more or less across a
  // change of clocks does not matter here.
  const ended = booking.event_end_date + 86_400;
  if (booking.allowed_actions.includes("review") && now - ended <= REVIEW_WAITS_DAYS * 86_400) {
    items.push({ kind: "review", key: `review-${id}`, deadline: null, booking });
  }
  return items;
}

function eventStartOf(item: InboxItem<InboxBooking, InboxInvitation>): number {
  return item.kind === "invitation"
    ? item.invitation.event_details.event_start_date
    : item.booking.event_start_date;
}

/** Soonest deadline first; those without one last; on the same deadline the sooner event; then stable. */
function byDeadline(
  a: InboxItem<InboxBooking, InboxInvitation>,
  b: InboxItem<InboxBooking, InboxInvitation>,
): number {
  if (a.deadline !== b.deadline) {
    if (a.deadline === null) return 1;
    if (b.deadline === null) return -1;
    return a.deadline - b.deadline;
  }
  return eventStartOf(a) - eventStartOf(b) || a.key.localeCompare(b.key);
}

/** Everything that waits for this user, soonest deadline first: from their bookings and received invitations. */
export function inboxItems<B extends InboxBooking, I extends InboxInvitation>(
  bookings: readonly B[],
  invitations: readonly I[],
  now: number = Math.floor(Date.now() / 1000),
): InboxItem<B, I>[] {
  const fromBookings: InboxItem<B, I>[] = bookings.flatMap((booking) => bookingItems(booking, now));
  const fromInvitations = invitations.filter(invitationAwaitsAnswer).map(
    (invitation): InboxItem<B, I> => ({
      kind: "invitation",
      key: `invitation-${invitation.invitation_id}`,
      // An invitation can be answered until its event begins.
      deadline: invitation.event_details.event_start_date,
      invitation,
    }),
  );
  return [...fromBookings, ...fromInvitations].sort(byDeadline);
}

/** The dashboard's data as it loads: an organizer's events carry no invitations to answer. */
export function dashboardInboxItems(bookings: readonly Booking[] | undefined, events: MyEvents | undefined) {
  return inboxItems(bookings ?? [], events?.view === "food_truck_owner" ? events.invitations : []);
}
