import { daysInRange } from "@shared/domain/calendar";
import { formatCalendarDay } from "../lib/format";
import { busyDaysWithin, type DayRange, rangeText } from "./calendar-days";

/**
 * What a click in the date-range picker makes of the range, and what to tell the user (the picker's live
 * message). `picked` is the range react-day-picker proposes; a range over a busy day or longer than
 * `maxDays` is refused and the clicked day starts a new one instead.
 */
export function chooseRange(
  picked: DayRange,
  clicked: string,
  busy: ReadonlySet<string>,
  maxDays?: number,
): { value: DayRange; note: string } {
  const { start, end } = picked;
  if (!start) return { value: { start: "", end: "" }, note: "" };
  const taken = end ? busyDaysWithin(start, end, busy) : [];
  const tooLong = maxDays !== undefined && end !== "" && daysInRange(start, end).length > maxDays;
  if (taken.length > 0 || tooLong) {
    const reason =
      taken.length > 0
        ? `W tym zakresie są zajęte dni (${taken.map(formatCalendarDay).join(", ")})`
        : `Termin może obejmować najwyżej ${maxDays} dni`;
    return {
      value: { start: clicked, end: "" },
      note: `${reason}, więc nowy termin zaczyna się ${formatCalendarDay(clicked)}. Wybierz dzień zakończenia.`,
    };
  }
  if (!end || end === start) {
    return {
      value: { start, end: "" },
      note: `Początek: ${formatCalendarDay(start)}. Wybierz dzień zakończenia albo „Gotowe” dla jednego dnia.`,
    };
  }
  return { value: { start, end }, note: `Wybrany termin: ${rangeText(start, end)}.` };
}
