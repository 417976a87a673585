import { useRouterState } from "@tanstack/react-router";

declare module "@tanstack/react-router" {
  interface HistoryState {
    /** The dashboard scrolls to and highlights this booking (SPEC.md §2 Dashboard). */
    bookingIdToScrollTo?: number;
  }
}

/** The booking id in the current navigation state, with the history entry it belongs to. */
export function useBookingIdToScrollTo(): { bookingId: number | undefined; entryKey: string | undefined } {
  const bookingId = useRouterState({ select: (state) => state.location.state.bookingIdToScrollTo });
  const entryKey = useRouterState({ select: (state) => state.location.state.__TSR_key });
  return { bookingId: typeof bookingId === "number" ? bookingId : undefined, entryKey };
}
