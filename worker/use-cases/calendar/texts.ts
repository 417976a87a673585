/** Polish texts of calendar sync (beyond SPEC.md, issue 17). */
export const CALENDAR_TEXTS = {
  ownersOnly: "Kalendarz do subskrypcji mają właściciele food trucków.",
  feedNotFound: "Nie ma takiego kalendarza. Adres mógł zostać wyłączony lub zastąpiony nowym.",
  calendarName: "Foodtruck Marketplace – rezerwacje",
  busyDay: "dzień zajęty",
  request: "Prośba o rezerwację",
  booking: "Rezerwacja",
} as const;
