import type { TruckSearchResult } from "../use-cases/search/search-trucks";

/**
 * The headers GET /api/profiles sends beside its body (the page of trucks): the number of all matches and,
 * for an unknown place, its suggestions. The home page's data carries the same (routes/pages.ts).
 */
export function searchHeaders(result: TruckSearchResult): Record<string, string> {
  const headers: Record<string, string> = { "X-Total-Count": String(result.total) };
  // SPEC: the body stays an array; an unknown place is told in headers (decision 0009).
  if (result.placeNotFound) {
    headers["X-Place-Not-Found"] = "true";
    headers["X-Place-Suggestions"] = encodeURIComponent(JSON.stringify(result.placeNotFound.suggestions));
  }
  // Beyond SPEC.md (issue 16): where the search was made, for the map's marker.
  if (result.place) headers["X-Search-Place"] = encodeURIComponent(JSON.stringify(result.place));
  return headers;
}
