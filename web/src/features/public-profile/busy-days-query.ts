import type { DaysFromTo } from "@shared/domain/calendar";
import type { PageAnswer } from "@shared/schemas/page-answer";
import { type QueryClient, queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "../../lib/api";
import { answered } from "../../lib/page-answer";
import { PAGE_DATA_FRESH_MS } from "../../lib/query-client";
import { retryUnlessRefused } from "../profiles/profile-query";

/** SPEC.md §8 "Availability": the text when a calendar's busy days cannot be loaded. */
export const AVAILABILITY_FAILED = "Nie udało się pobrać danych o dostępności. Spróbuj ponownie.";

/** Every busy-days range of one truck (to refresh them all when a booking finds a day taken). */
export function busyDaysKey(profileId: string) {
  return ["profiles", "busy-days", profileId] as const;
}

/** The days from–to ("YYYY-MM-DD", at most 186 days) the truck cannot take (GET /api/profiles/{id}/busy-days). */
export function busyDaysQuery(profileId: string, range: DaysFromTo) {
  return queryOptions({
    queryKey: [...busyDaysKey(profileId), range.from, range.to],
    queryFn: () =>
      unwrap(
        api.profiles[":id"]["busy-days"].$get({ param: { id: profileId }, query: range }),
        AVAILABILITY_FAILED,
      ),
    retry: retryUnlessRefused,
    // The page's answer (decision 0033) is not asked for again when the calendar mounts; a booking that
    // finds a day taken refreshes them all (busyDaysKey).
    staleTime: PAGE_DATA_FRESH_MS,
  });
}

/**
 * Puts the page's answer for a truck's busy days into `queryClient`, read as the query reads a response:
 * for rendering the truck's page in the worker (decision 0033).
 */
export function seedBusyDays(
  queryClient: QueryClient,
  profileId: string,
  range: DaysFromTo,
  answer: PageAnswer,
) {
  return queryClient.prefetchQuery({
    ...busyDaysQuery(profileId, range),
    queryFn: () => unwrap(answered<string[]>(answer), AVAILABILITY_FAILED),
    retry: false,
  });
}
