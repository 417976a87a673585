import type { QueryClient } from "@tanstack/react-query";

/** The React Query key of one truck as the admin editor reads it (GET /admin/profiles/{id}). */
export const adminProfileKey = (profileId: number) => ["admin", "profile", String(profileId)];

/** After an admin change to a truck the panel's lists and the truck's public pages are read again. */
export function refreshAfterProfileChange(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ["admin"] }),
    queryClient.invalidateQueries({ queryKey: ["profiles"] }),
  ]);
}
