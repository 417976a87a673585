import { useSyncExternalStore } from "react";

/** From this width the calendar shows two months side by side. */
const TWO_MONTHS = "(min-width: 768px)";

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(TWO_MONTHS);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** How many months the availability calendar shows: two from 768 px, one on a phone. */
export function useMonthCount(): 1 | 2 {
  return useSyncExternalStore(
    subscribe,
    () => (window.matchMedia(TWO_MONTHS).matches ? 2 : 1),
    () => 1,
  );
}
