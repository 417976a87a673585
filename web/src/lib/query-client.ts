import { QueryClient } from "@tanstack/react-query";

/**
 * How long a page's data a route's loader waited for stays fresh: the loader and the page then share one
 * answer, and the page's mount (or a router reload right after) does not fetch it again. Whatever changes
 * a truck's public pages here calls refreshTruckPages, so this only delays other people's changes.
 */
export const PAGE_DATA_FRESH_MS = 30_000;

/**
 * The app's query client: one per page in the browser (main.tsx), one per render in the worker. Requests go
 * out whatever the browser says about the network (`networkMode: "always"`): offline, the service worker
 * answers the dashboard's GETs from its saved copies, and any other request fails at once with a message
 * that the network is needed (lib/offline.ts), where the default mode would hold it, a button spinning
 * with no word. Back online, the queries on screen are asked again (which that mode would not do).
 */
export function newQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false, networkMode: "always", refetchOnReconnect: true },
      mutations: { networkMode: "always" },
    },
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
