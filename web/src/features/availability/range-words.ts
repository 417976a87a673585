import { dayCount as daysBetween } from "@shared/domain/availability-range";
import { dayCount } from "../../components/calendar-days";
import { formatDayMonth, formatDayWords } from "../../lib/format";

/** What the availability page says about ranges, rules and changes (issue 36), in one place. */

/**
 * The two ends of a range in words: "12 grudnia", with the year when it is not this year's or the range
 * crosses into another year ("28 grudnia 2026", "3 stycznia 2027").
 */
function endsInWords(from: string, to: string, thisYear: number): [string, string] {
  const crossesYear = from.slice(0, 4) !== to.slice(0, 4);
  const words = (day: string) =>
    crossesYear || Number(day.slice(0, 4)) !== thisYear ? formatDayWords(day) : formatDayMonth(day);
  return [words(from), words(to)];
}

/** A range as people say it: "12 grudnia", "12–25 grudnia", "28 listopada – 3 grudnia". */
export function rangeWords(from: string, to: string, thisYear: number): string {
  const [first, last] = endsInWords(from, to, thisYear);
  if (from === to) return first;
  if (from.slice(0, 7) === to.slice(0, 7)) return `${Number(from.slice(8))}–${last}`;
  return `${first} – ${last}`;
}

/** "Zaznaczono 12–25 grudnia (14 dni)" */
export function selectionWords(from: string, to: string, thisYear: number): string {
  return `Zaznaczono ${rangeWords(from, to, thisYear)} (${dayCount(daysBetween(from, to))})`;
}

const EVERY_WEEKDAY = [
  "w każdy poniedziałek",
  "w każdy wtorek",
  "w każdą środę",
  "w każdy czwartek",
  "w każdy piątek",
  "w każdą sobotę",
  "w każdą niedzielę",
] as const;

const WEEKDAYS_PLURAL = [
  "poniedziałki",
  "wtorki",
  "środy",
  "czwartki",
  "piątki",
  "soboty",
  "niedziele",
] as const;

/** Weekdays 1–7 (Monday 1) in words: "w każdy poniedziałek", "w poniedziałki i piątki", "codziennie". */
export function weekdaysWords(weekdays: readonly number[]): string {
  const sorted = [...new Set(weekdays)].sort((a, b) => a - b);
  if (sorted.length === 7) return "codziennie";
  if (sorted.join() === "1,2,3,4,5") return "od poniedziałku do piątku";
  const [only] = sorted;
  if (sorted.length === 1 && only !== undefined) return EVERY_WEEKDAY[only - 1] ?? "";
  const names = sorted.map((weekday) => WEEKDAYS_PLURAL[weekday - 1] ?? "");
  return `w ${names.slice(0, -1).join(", ")} i ${names.at(-1)}`;
}

/** "od 1 grudnia do 28 lutego", "od 1 grudnia 2026 do 28 lutego 2027" */
export function periodWords(from: string, to: string, thisYear: number): string {
  const [first, last] = endsInWords(from, to, thisYear);
  return `od ${first} do ${last}`;
}

const stateWord = (available: boolean) => (available ? "Dostępny" : "Niedostępny");

/** "Niedostępny w każdy poniedziałek od 1 grudnia do 28 lutego 2027." */
export function weekdayRuleWords(
  weekdays: readonly number[],
  available: boolean,
  period: { from: string; to: string } | null,
  thisYear: number,
): string {
  const when = weekdays.length > 0 ? weekdaysWords(weekdays) : "w wybrane dni tygodnia";
  const range = period ? ` ${periodWords(period.from, period.to, thisYear)}` : "";
  return `${stateWord(available)} ${when}${range}.`;
}

/** "Niedostępny od 1 grudnia do 28 lutego 2027 (90 dni)." */
export function closureWords(from: string, to: string, thisYear: number): string {
  return `${stateWord(false)} ${periodWords(from, to, thisYear)} (${dayCount(daysBetween(from, to))}).`;
}

/** After a change: how many days it changed, which way, and the past days it left alone. */
export function changeWords(result: { available: boolean; changed: number; skipped: number }): string {
  const { available, changed, skipped } = result;
  const done =
    changed === 0
      ? `Nic się nie zmieniło – te dni już były ${available ? "dostępne" : "niedostępne"}.`
      : changed === 1
        ? `1 dzień oznaczono jako ${available ? "dostępny" : "niedostępny"}.`
        : `${changed} dni oznaczono jako ${available ? "dostępne" : "niedostępne"}.`;
  return skipped > 0 ? `${done} Minione dni pominięto (${dayCount(skipped)}).` : done;
}

/** After a click on one day: "15 grudnia 2026 – zajęty." */
export function toggleWords(day: string, busy: boolean): string {
  return `${formatDayWords(day)} – ${busy ? "zajęty" : "dostępny"}.`;
}

/** After an undo: "Cofnięto ostatnią zmianę: przywrócono poprzedni stan (14 dni)." */
export function undoWords(changed: number): string {
  return `Cofnięto ostatnią zmianę: przywrócono poprzedni stan (${dayCount(changed)}).`;
}
