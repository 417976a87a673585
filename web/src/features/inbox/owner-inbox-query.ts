import { useQuery } from "@tanstack/react-query";
import { type Booking, myBookingsQuery } from "../bookings/bookings-query";
import { myEventsQuery, type ReceivedInvitation } from "../events/events-query";

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
 * What waits for the owner's answer: pending requests and invitations, from the dashboard's own queries
 * (one cache, so the nav badge and the dashboard agree and refresh together).
 */
export function useOwnerInbox(enabled: boolean) {
  const bookings = useQuery({ ...myBookingsQuery, enabled });
  const events = useQuery({ ...myEventsQuery, enabled });
  // Soonest event first: that answer is the most urgent.
  const requests = (bookings.data?.filter(awaitsOwnerAnswer) ?? []).sort(
    (a, b) => a.event_start_date - b.event_start_date || a.request_id - b.request_id,
  );
  const invitations = (
    events.data?.view === "food_truck_owner" ? events.data.invitations.filter(invitationAwaitsAnswer) : []
  ).sort((a, b) => a.event_details.event_start_date - b.event_details.event_start_date);
  return {
    requests,
    invitations,
    count: requests.length + invitations.length,
    isPending: bookings.isPending || events.isPending,
    error: bookings.error ?? events.error,
    refetch: () => Promise.all([bookings.refetch(), events.refetch()]),
  };
}
