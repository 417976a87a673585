import { apiQuery, type SearchFilters, searchPageQuery } from "@shared/schemas/home-search";
import type { PageAnswer } from "@shared/schemas/page-answer";
import { infiniteQueryOptions, type QueryClient, useInfiniteQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { ApiRequestError, api, type JsonResponse, unwrapPage } from "../../lib/api";
import { answerResponse } from "../../lib/page-answer";
import { PAGE_DATA_FRESH_MS } from "../../lib/query-client";
import { TEXTS } from "../../lib/texts";
import { placeNotFoundOf } from "./place-not-found";
import { searchPlaceOf } from "./search-place";

export type TruckSummary = InferResponseType<typeof api.profiles.$get, 200>[number];

/** A refusal (bad dates, unknown cuisine) will not change on a retry; a network or server fault may. */
function retryOnce(failureCount: number, error: Error): boolean {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/**
 * Search results for the filters in the URL, a page of 24 at a time ("Pokaż więcej" loads the next one).
 * Each page also says whether the location text named an unknown place (`placeNotFound`, else null).
 * The home route's loader starts the first page while the page's code still loads (no waterfall).
 */
export function profileSearchQuery(filters: SearchFilters) {
  // Keyed by what the API is asked: a guest count alone (issue 35) changes no result.
  const query = apiQuery(filters);
  return infiniteQueryOptions({
    queryKey: ["profiles", "search", query],
    initialPageParam: 0,
    queryFn: async ({ pageParam }) => {
      // The first page may come from the page itself: the worker answers this same query in it (0014).
      return searchPageOf(api.profiles.$get({ query: searchPageQuery(filters, pageParam) }));
    },
    getNextPageParam: (lastPage, pages) => {
      const loaded = pages.reduce((count, page) => count + page.items.length, 0);
      return lastPage.items.length > 0 && loaded < lastPage.total ? loaded : undefined;
    },
    retry: retryOnce,
    staleTime: PAGE_DATA_FRESH_MS,
  });
}

/** One page of results from GET /api/profiles's response: its trucks, total and the place it searched. */
async function searchPageOf(request: Promise<JsonResponse<TruckSummary[]>>) {
  const page = await unwrapPage(request, TEXTS.loadFailed);
  // The same response again: unwrapPage has read its body, its headers are still there.
  const { headers } = await request;
  return { ...page, placeNotFound: placeNotFoundOf(headers), place: searchPlaceOf(headers) };
}

/**
 * Puts the first page of results the worker answered (`answer`, decision 0014) into `queryClient`, read as
 * the query reads a response: for rendering the page in the worker (entry-server.tsx), which has no API.
 */
export async function seedFirstSearchPage(
  queryClient: QueryClient,
  filters: SearchFilters,
  answer: PageAnswer,
) {
  // Unchecked like every API answer the client reads: the worker made it with GET /api/profiles's code.
  const response: JsonResponse<TruckSummary[]> = answerResponse(answer);
  const page = await searchPageOf(Promise.resolve(response));
  queryClient.setQueryData(profileSearchQuery(filters).queryKey, { pages: [page], pageParams: [0] });
}

export function useProfileSearch(filters: SearchFilters) {
  return useInfiniteQuery(profileSearchQuery(filters));
}
