import { polishCalendarDay } from "../../domain/calendar";

/** A request for days the truck cannot take, naming them. */
export function truckBusyOn(days: readonly string[]): string {
  const listed = days.map(polishCalendarDay).join(", ");
  return days.length === 1
    ? `Ten food truck jest już zajęty ${listed}. Wybierz inny termin.`
    : `Ten food truck jest już zajęty w dniach: ${listed}. Wybierz inny termin.`;
}

/** Polish answers of the booking use cases (the validation messages live with the schemas). */
export const REQUEST_TEXTS = {
  notFound: "Nie znaleziono rezerwacji.",
  organizersOnly: "Tylko organizatorzy mogą rezerwować food trucki.",
  pastDate: "Rezerwację można złożyć najpóźniej dzień przed wydarzeniem.",
  tooLong: "Rezerwacja może obejmować najwyżej 31 dni.",
  pendingAlready:
    "Twoja prośba o rezerwację tego food trucka w tym terminie już czeka na odpowiedź właściciela. Nie wysłaliśmy jej ponownie.",
  changedMeanwhile: "Rezerwacja została w międzyczasie zmieniona. Odśwież stronę.",
  reviewNotAllowed: "Opinię można dodać tylko do zakończonej rezerwacji, której jesteś stroną.",
  reviewedAlready: "Ta rezerwacja została już przez Ciebie oceniona.",
  reviewOfDeletedUser: "Druga strona usunęła konto, więc nie można jej ocenić.",
  reviewThanks: "Dziękujemy za opinię!",
  invoiceNotAllowed: "Nie możesz teraz wysłać faktury do tej rezerwacji.",
  invoiceOtherSide: "Fakturę do tej rezerwacji wysyła druga strona.",
  reviewPartiesOnly: "Opinię wystawiają tylko strony rezerwacji.",
  invoiceSentAlready: "Faktura do tej rezerwacji została już wysłana.",
  invoiceNotFound: "Nie znaleziono faktury.",
} as const;
