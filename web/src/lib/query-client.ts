import { QueryClient } from "@tanstack/react-query";

/**
 * How long a page's data a route's loader waited for stays fresh: the loader and the page then share one
 * answer, and the page's mount (or a router reload right after) does not fetch it again. Edits invalidate
 * their queries, so this only delays other people's changes.
 */
export const PAGE_DATA_FRESH_MS = 30_000;

/** The app's query client: one per page in the browser (main.tsx), one per render in the worker. */
export function newQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
  });
}
