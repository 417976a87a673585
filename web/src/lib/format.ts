import { warsawDayOf } from "@shared/domain/calendar";

/** "dd.mm.rrrr" of the Warsaw calendar day containing `seconds` (bookings store 00:00 Warsaw). */
export function formatDay(seconds: number): string {
  const [year, month, day] = warsawDayOf(seconds).split("-");
  return `${day}.${month}.${year}`;
}

/** One day, or "od – do" when the event lasts several days. */
export function formatDayRange(start: number, end: number): string {
  const first = formatDay(start);
  const last = formatDay(end);
  return first === last ? first : `${first} – ${last}`;
}

const plnFormat = new Intl.NumberFormat("pl-PL", {
  style: "currency",
  currency: "PLN",
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

export function formatPln(amount: number): string {
  return plnFormat.format(amount);
}
