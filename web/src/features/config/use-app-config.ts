import type { PageAnswer } from "@shared/schemas/page-answer";
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "../../lib/api";
import { answered } from "../../lib/page-answer";
import { TEXTS } from "../../lib/texts";

/** The server's public settings, as GET /api/config answers them. */
type AppConfig = InferResponseType<typeof api.config.$get, 200>;

export const appConfigQuery = queryOptions({
  queryKey: ["config"],
  queryFn: () => unwrap(api.config.$get(), TEXTS.loadFailed),
  staleTime: Number.POSITIVE_INFINITY,
});

export function useAppConfig() {
  return useQuery(appConfigQuery).data;
}

/**
 * Puts the worker's answer for the settings into `queryClient`, read as the query reads a response: for
 * rendering the home page in the worker, whose search results show the map's button when there are tiles.
 */
export function seedAppConfig(queryClient: QueryClient, answer: PageAnswer) {
  return queryClient.prefetchQuery({
    ...appConfigQuery,
    queryFn: () => unwrap(answered<AppConfig>(answer), TEXTS.loadFailed),
    retry: false,
  });
}
