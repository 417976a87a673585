import * as v from "valibot";
import { BULK_MAX_DAYS, dayCount } from "../domain/availability-range";
import { parseDay } from "../domain/calendar";
import { fields } from "./fields";

export const BULK_TEXTS = {
  from: "Podaj pierwszy dzień zakresu (from).",
  to: "Podaj ostatni dzień zakresu (to).",
  notADay: "Nieprawidłowa data. Użyj formatu RRRR-MM-DD (np. 2026-12-24).",
  order: "Ostatni dzień zakresu nie może być wcześniejszy niż pierwszy.",
  tooLong: `Zakres może obejmować najwyżej ${BULK_MAX_DAYS} dni.`,
  available: "Podaj, czy dni mają być dostępne (available: true), czy niedostępne (available: false).",
  weekdays: "Dni tygodnia podaj jako liczby od 1 (poniedziałek) do 7 (niedziela).",
  noWeekday: "Wybierz przynajmniej jeden dzień tygodnia.",
  days: "Dni podaj jako listę dat w formacie RRRR-MM-DD.",
  dayOutside: "Każdy z podanych dni musi leżeć w zakresie od pierwszego do ostatniego dnia.",
} as const;

function isCalendarDay(text: string): boolean {
  return parseDay(text) !== null && text >= "2000-01-01" && text < "2100-01-01";
}

/** A real calendar day "YYYY-MM-DD" of the years the calendars show (2000–2099). */
const calendarDay = (missing: string) =>
  v.pipe(v.string(missing), v.check(isCalendarDay, BULK_TEXTS.notADay));

/** A range check, asked only of real days (valibot runs it even when a day's own check failed). */
const rangeCheck =
  (holds: (from: string, to: string) => boolean) =>
  ({ from, to }: { from: string; to: string }) =>
    !isCalendarDay(from) || !isCalendarDay(to) || holds(from, to);

/**
 * POST /api/profiles/{id}/availability/bulk (issue 36): make every day from–to (inclusive, at most a year)
 * available or not, or only the given weekdays of it (1 Monday … 7 Sunday). `days` narrows the change to
 * exactly those days of the range: an undo gives back precisely the days the change before it changed.
 */
export const bulkAvailabilitySchema = v.pipe(
  fields(
    {
      from: calendarDay(BULK_TEXTS.from),
      to: calendarDay(BULK_TEXTS.to),
      available: v.boolean(BULK_TEXTS.available),
      weekdays: v.optional(
        v.pipe(
          v.array(
            v.pipe(
              v.number(BULK_TEXTS.weekdays),
              v.integer(BULK_TEXTS.weekdays),
              v.minValue(1, BULK_TEXTS.weekdays),
              v.maxValue(7, BULK_TEXTS.weekdays),
            ),
            BULK_TEXTS.weekdays,
          ),
          v.nonEmpty(BULK_TEXTS.noWeekday),
          v.maxLength(7, BULK_TEXTS.weekdays),
          v.transform((list) => [...new Set(list)].sort((a, b) => a - b)),
        ),
      ),
      days: v.optional(
        v.pipe(
          v.array(calendarDay(BULK_TEXTS.days), BULK_TEXTS.days),
          v.maxLength(BULK_MAX_DAYS, BULK_TEXTS.tooLong),
        ),
      ),
    },
    { from: BULK_TEXTS.from, to: BULK_TEXTS.to, available: BULK_TEXTS.available },
  ),
  v.forward(
    v.partialCheck(
      [["from"], ["to"]],
      rangeCheck((from, to) => to >= from),
      BULK_TEXTS.order,
    ),
    ["to"],
  ),
  v.forward(
    v.partialCheck(
      [["from"], ["to"]],
      rangeCheck((from, to) => dayCount(from, to) <= BULK_MAX_DAYS),
      BULK_TEXTS.tooLong,
    ),
    ["to"],
  ),
  v.forward(
    v.partialCheck(
      [["from"], ["to"], ["days"]],
      ({ from, to, days }) => (days ?? []).every((day) => day >= from && day <= to),
      BULK_TEXTS.dayOutside,
    ),
    ["days"],
  ),
);

export type BulkAvailabilityInput = v.InferInput<typeof bulkAvailabilitySchema>;
export type BulkAvailabilityChange = v.InferOutput<typeof bulkAvailabilitySchema>;
