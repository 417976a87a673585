import { queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "../../lib/api";

export const IMPORT_LOAD_FAILED = "Nie udało się wczytać ustawień importu kalendarza.";

/** The truck's import of its owner's own calendar (issue 36): address, last sync, busy days. */
export function calendarImportQuery(profileId: string) {
  return queryOptions({
    queryKey: ["profiles", "calendar-import", profileId] as const,
    queryFn: () =>
      unwrap(api.profiles[":id"]["calendar-import"].$get({ param: { id: profileId } }), IMPORT_LOAD_FAILED),
  });
}

/** The imported days of one month, as day-of-month numbers (the calendar grid's form). */
export function importedDaysOf(busyDays: readonly string[], year: number, month: number): Set<number> {
  const prefix = `${year}-${String(month).padStart(2, "0")}-`;
  return new Set(busyDays.filter((day) => day.startsWith(prefix)).map((day) => Number(day.slice(8, 10))));
}
