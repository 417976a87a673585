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
