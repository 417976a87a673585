import type { BookingStatus } from "@shared/domain/booking-machine";

/** Texts the web shows in many places, defined once. */
export const TEXTS = {
  /** SPEC.md §8: the fallback when data cannot be loaded. */
  loadFailed: "Nie udało się pobrać danych.",
  retry: "Spróbuj ponownie",
} as const;

/** Polish booking status labels; `completed` and `confirmed_no_fee` are derived, not stored. */
export const BOOKING_STATUS_LABELS: Record<BookingStatus | "completed" | "confirmed_no_fee", string> = {
  pending_owner_approval: "Oczekuje na akceptację właściciela",
  confirmed: "Potwierdzona",
  /** Where the kind of booking is not known (a list's filter); a booking's card names its payment. */
  confirmed_no_fee: "Potwierdzona (bez wpłaty)",
  awaiting_deposit: "Oczekuje na wpłatę",
  confirmed_deposit_paid: "Potwierdzona – wpłata opłacona",
  disputed: "Zgłoszony problem",
  resolved_released: "Spór rozstrzygnięty – środki przekazane",
  resolved_refunded: "Spór rozstrzygnięty – zwrot środków",
  cancelled_by_organizer: "Anulowana przez organizatora",
  cancelled_by_owner: "Anulowana przez właściciela",
  rejected_by_owner: "Odrzucona przez właściciela",
  expired: "Wygasła (brak odpowiedzi)",
  completed: "Zakończona",
};
