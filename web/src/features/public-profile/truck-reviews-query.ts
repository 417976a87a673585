import type { PageAnswer } from "@shared/schemas/page-answer";
import { infiniteQueryOptions, type QueryClient } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "../../lib/api";
import { answered } from "../../lib/page-answer";
import { PAGE_DATA_FRESH_MS } from "../../lib/query-client";
import { TEXTS } from "../../lib/texts";

type ReviewsPage = InferResponseType<(typeof api.profiles)[":id"]["reviews"]["$get"], 200>;

/**
 * One page of a truck's reviews, newest first; the next page starts where the loaded ones end. The first
 * page stays fresh as long as the profile it came with (decision 0033: both arrive in the page).
 */
export function truckReviewsQuery(profileId: number) {
  return infiniteQueryOptions({
    queryKey: ["profiles", "reviews", profileId],
    initialPageParam: 0,
    queryFn: ({ pageParam }) =>
      unwrap(
        api.profiles[":id"].reviews.$get({
          param: { id: String(profileId) },
          query: { offset: String(pageParam) },
        }),
        TEXTS.loadFailed,
      ),
    getNextPageParam: (lastPage, pages) => {
      const loaded = pages.reduce((count, page) => count + page.reviews.length, 0);
      return lastPage.reviews.length > 0 && loaded < lastPage.total ? loaded : undefined;
    },
    staleTime: PAGE_DATA_FRESH_MS,
  });
}

/** Puts the worker's first page of reviews into `queryClient` (decision 0033), for rendering in the worker. */
export function seedTruckReviews(queryClient: QueryClient, profileId: number, answer: PageAnswer) {
  return queryClient.prefetchInfiniteQuery({
    ...truckReviewsQuery(profileId),
    queryFn: () => unwrap(answered<ReviewsPage>(answer), TEXTS.loadFailed),
    retry: false,
  });
}
