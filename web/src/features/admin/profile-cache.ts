import type { QueryClient } from "@tanstack/react-query";
import { refreshTruckPages } from "../../lib/query-client";

/** The React Query key of one truck as the admin editor reads it (GET /admin/profiles/{id}). */
export const adminProfileKey = (profileId: number) => ["admin", "profile", String(profileId)];

/**
 * After an admin change to a truck, or to a user who may own trucks, the panel's lists and the trucks'
 * public pages are read again.
 */
export function refreshAfterProfileChange(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ["admin"] }),
    refreshTruckPages(queryClient),
  ]);
}
