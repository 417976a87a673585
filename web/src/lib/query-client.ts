import { QueryClient } from "@tanstack/react-query";

/**
 * How long a page's data a route's loader waited for stays fresh: the loader and the page then share one
 * answer, and the page's mount (or a router reload right after) does not fetch it again. Whatever changes
 * a truck's public pages here calls refreshTruckPages, so this only delays other people's changes.
 */
export const PAGE_DATA_FRESH_MS = 30_000;

/** The app's query client: one per page in the browser (main.tsx), one per render in the worker. */
export function newQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
  });
}

/**
 * After a change to what a truck's public pages show (its profile, photos, rating, or the truck itself
 * gone): its profile, the searches and the town pages are read again.
 */
export function refreshTruckPages(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ["profiles"] }),
    queryClient.invalidateQueries({ queryKey: ["cities"] }),
  ]);
}
