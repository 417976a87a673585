import { warsawDayOf, warsawIsoMoment } from "../../domain/calendar";

/** Event days ("event_start_date", "new_end_date"): stored as Warsaw midnight, read as the day. */
const DAY_KEY = /_date$/;
/** Moments ("created_at", "cancel_until", "release_after"): read as Warsaw time with its offset. */
const MOMENT_KEY = /_(at|until|after)$/;

/**
 * The export as a person reads it: every unix-seconds value under a day's or a moment's name becomes ISO
 * 8601 ("2027-02-13", "2027-02-13T14:30:00+01:00"), at any depth (audit entries' before and after
 * included). The app's DTOs keep seconds; only the file is rewritten, here, once.
 */
export function withReadableDates(value: unknown, key = ""): unknown {
  if (Array.isArray(value)) return value.map((item) => withReadableDates(item, key));
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([name, inner]) => [name, withReadableDates(inner, name)]),
    );
  }
  if (typeof value !== "number" || !Number.isInteger(value)) return value;
  if (DAY_KEY.test(key)) return warsawDayOf(value);
  if (MOMENT_KEY.test(key)) return warsawIsoMoment(value);
  return value;
}
