import * as v from "valibot";
import { PLANNER_DEFAULTS, PLANNER_LIMITS } from "../domain/planner";
import { fields } from "./fields";
import { profileSearchSchema } from "./profiles";

// Beyond SPEC.md (issue 38): GET /api/planner — the guests, the hours and portions per guest, and the
// search's own filters naming the trucks that could come (the place, the days, the venue's limits).

export const PLANNER_TEXTS = {
  guests: "Liczba gości musi być liczbą całkowitą od 1 do 100 000.",
  hours: "Czas wydawania musi być liczbą godzin od 0,5 do 24 (np. 4 lub 2,5).",
  portionsPerGuest: "Liczba porcji na gościa musi być liczbą od 0,5 do 10 (np. 1 lub 1,5).",
} as const;

/** A number as a query string has it ("4", "2,5", "2.5"), with at most one decimal, in a range. */
const decimalParam = (message: string, range: { min: number; max: number }, fallback: number) =>
  v.optional(
    v.pipe(
      v.string(message),
      v.trim(),
      v.regex(/^\d{1,6}([.,]\d)?$/, message),
      v.transform((text) => Number(text.replace(",", "."))),
      v.minValue(range.min, message),
      v.maxValue(range.max, message),
    ),
    String(fallback),
  );

export const plannerQuerySchema = fields(
  {
    guests: v.pipe(
      v.string(PLANNER_TEXTS.guests),
      v.trim(),
      v.regex(/^\d{1,6}$/, PLANNER_TEXTS.guests),
      v.transform(Number),
      v.minValue(PLANNER_LIMITS.guests.min, PLANNER_TEXTS.guests),
      v.maxValue(PLANNER_LIMITS.guests.max, PLANNER_TEXTS.guests),
    ),
    hours: decimalParam(PLANNER_TEXTS.hours, PLANNER_LIMITS.hours, PLANNER_DEFAULTS.hours),
    portions_per_guest: decimalParam(
      PLANNER_TEXTS.portionsPerGuest,
      PLANNER_LIMITS.portionsPerGuest,
      PLANNER_DEFAULTS.portionsPerGuest,
    ),
    ...v.pick(profileSearchSchema, [
      "cuisine",
      "postal_code",
      "event_start_date",
      "event_end_date",
      "max_length_m",
      "site_power",
      "site_water",
    ]).entries,
  },
  { guests: PLANNER_TEXTS.guests },
);
export type PlannerQuery = v.InferOutput<typeof plannerQuerySchema>;
