/** The admin panel's Polish texts (server side). */
export const ADMIN_USER_TEXTS = {
  notFound: "Nie znaleziono użytkownika.",
  ownBlock: "Nie możesz zablokować własnego konta.",
  ownDelete: "Nie możesz usunąć własnego konta.",
  changedMeanwhile: "Konto zmieniło się w międzyczasie. Odśwież listę i spróbuj ponownie.",
  ownerWithTrucks:
    "Ten użytkownik ma profile food trucków: usuń je, zanim zmienisz typ konta na organizatora.",
  noPaymentAccount: "Ten użytkownik nie ma połączonego konta płatności.",
} as const;

export const ADMIN_PROFILE_TEXTS = {
  photoNotFound: "Nie znaleziono tego zdjęcia w galerii.",
  openBookings:
    "Tego food trucka nie można usunąć: ma oczekujące lub potwierdzone rezerwacje albo zaproszenia w toku lub z rozmową. Najpierw trzeba je rozstrzygnąć.",
} as const;

export const ADMIN_OPERATION_TEXTS = {
  notFound: "Nie znaleziono tej pozycji.",
  notFailed: "Ponowić można tylko to, co się nie udało.",
  retried: "Ponowiono. Wynik pojawi się na liście za chwilę.",
} as const;
