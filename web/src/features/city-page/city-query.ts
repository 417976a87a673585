import type { PageAnswer } from "@shared/schemas/page-answer";
import { type QueryClient, queryOptions } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "../../lib/api";
import { answered } from "../../lib/page-answer";
import { PAGE_DATA_FRESH_MS } from "../../lib/query-client";
import { TEXTS } from "../../lib/texts";
import { retryUnlessRefused } from "../profiles/profile-query";

/** A town's page as GET /api/cities/{slug} answers it. */
export type City = InferResponseType<(typeof api.cities)[":slug"]["$get"], 200>;

/** /food-trucki/{city}'s data; its route waits for it when the page carries it (decision 0014). */
export function cityQuery(slug: string) {
  return queryOptions({
    queryKey: ["cities", slug],
    queryFn: () => unwrap(api.cities[":slug"].$get({ param: { slug } }), TEXTS.loadFailed),
    retry: retryUnlessRefused,
    staleTime: PAGE_DATA_FRESH_MS,
  });
}

/**
 * Puts the worker's answer for the town (decision 0033: its page, or the API's 404) into `queryClient`,
 * read as the query reads a response: for rendering the page in the worker.
 */
export function seedCity(queryClient: QueryClient, slug: string, answer: PageAnswer) {
  return queryClient.prefetchQuery({
    ...cityQuery(slug),
    queryFn: () => unwrap(answered<City>(answer), TEXTS.loadFailed),
    retry: false,
  });
}
