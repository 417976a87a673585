import { queryOptions } from "@tanstack/react-query";
import { ApiRequestError, api, unwrap } from "../../lib/api";

const LOAD_FAILED = "Nie udało się pobrać danych.";

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
    queryFn: () => unwrap(api.profiles[":id{[0-9]+}"].$get({ param: { id: profileId } }), LOAD_FAILED),
    retry: retryUnlessRefused,
  });
}

/** "Not found" keeps the server's message; anything else shows the page's own text. */
export function profileLoadError(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && error.status === 404 ? error.message : fallback;
}
