import type { PageAnswer } from "@shared/schemas/page-answer";
import { type QueryClient, queryOptions } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { ApiRequestError, api, unwrap } from "../../lib/api";
import { answered } from "../../lib/page-answer";
import { PAGE_DATA_FRESH_MS } from "../../lib/query-client";
import { TEXTS } from "../../lib/texts";

/** A truck profile as GET /api/profiles/{id} answers it. */
export type Profile = InferResponseType<(typeof api.profiles)[":id"]["$get"], 200>;

/** A profile id from the address: digits only, so a typo never reaches the API. */
export function parseProfileId(raw: string): string | null {
  return /^\d{1,10}$/.test(raw) ? raw : null;
}

/** A refusal (4xx) will not change on a second try; network and server errors get one retry. */
export function retryUnlessRefused(failureCount: number, error: unknown): boolean {
  return !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500) && failureCount < 1;
}

/** One profile (GET /api/profiles/{id}); pages choose their own error text with profileLoadError. */
export function profileQuery(profileId: string) {
  return queryOptions({
    queryKey: ["profiles", "detail", profileId],
    queryFn: () => unwrap(api.profiles[":id"].$get({ param: { id: profileId } }), TEXTS.loadFailed),
    retry: retryUnlessRefused,
    staleTime: PAGE_DATA_FRESH_MS,
  });
}

/**
 * Puts the worker's answer for the profile (decision 0033: the profile, or the API's 404) into
 * `queryClient`, read as the query reads a response: for rendering the page in the worker.
 */
export function seedProfile(queryClient: QueryClient, profileId: string, answer: PageAnswer) {
  return queryClient.prefetchQuery({
    ...profileQuery(profileId),
    queryFn: () => unwrap(answered<Profile>(answer), TEXTS.loadFailed),
    retry: false,
  });
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 404;
}

/** "Not found" keeps the server's message; anything else shows the page's own text. */
export function profileLoadError(error: unknown, fallback: string): string {
  return isNotFound(error) && error instanceof ApiRequestError ? error.message : fallback;
}
