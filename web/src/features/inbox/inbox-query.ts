import { useQuery } from "@tanstack/react-query";
import { myBookingsQuery } from "../bookings/bookings-query";
import { myEventsQuery } from "../events/events-query";
import { dashboardInboxItems } from "./inbox-items";

/**
 * What waits for the user (inbox-items.ts), from the dashboard's own queries: one cache, so the nav badge
 * and the dashboard agree, and both follow when a realtime event or an action refreshes those queries.
 */
export function useInbox(enabled: boolean) {
  const bookings = useQuery({ ...myBookingsQuery, enabled });
  const events = useQuery({ ...myEventsQuery, enabled });
  const items = dashboardInboxItems(bookings.data, events.data);
  return {
    items,
    count: items.length,
    isPending: bookings.isPending || events.isPending,
    error: bookings.error ?? events.error,
    refetch: () => Promise.all([bookings.refetch(), events.refetch()]),
  };
}
