import { queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "../../lib/api";
import { retryUnlessRefused } from "../profiles/profile-query";

/** SPEC.md §8 "Availability": the text when a calendar's busy days cannot be loaded. */
export const AVAILABILITY_FAILED = "Nie udało się pobrać danych o dostępności. Spróbuj ponownie.";

/** Every busy-days range of one truck (to refresh them all when a booking finds a day taken). */
export function busyDaysKey(profileId: string) {
  return ["profiles", "busy-days", profileId] as const;
}

/** The days from–to ("YYYY-MM-DD", at most 186 days) the truck cannot take (GET /api/profiles/{id}/busy-days). */
export function busyDaysQuery(profileId: string, range: { from: string; to: string }) {
  return queryOptions({
    queryKey: [...busyDaysKey(profileId), range.from, range.to],
    queryFn: () =>
      unwrap(
        api.profiles[":id"]["busy-days"].$get({ param: { id: profileId }, query: range }),
        AVAILABILITY_FAILED,
      ),
    retry: retryUnlessRefused,
  });
}
