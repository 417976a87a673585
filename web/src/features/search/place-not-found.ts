import * as v from "valibot";

/** GET /api/profiles could not tell the typed place (decision 0009); up to 5 place names to offer instead. */
export interface PlaceNotFound {
  suggestions: string[];
}

const MAX_SUGGESTIONS = 5;
const suggestionsSchema = v.array(v.pipe(v.string(), v.trim()));

/**
 * Reads `X-Place-Not-Found` and `X-Place-Suggestions` (URI-encoded JSON array of names): null when the
 * place is known. A damaged suggestions header still reports the unknown place, just without names.
 */
export function placeNotFoundOf(headers: Pick<Headers, "get">): PlaceNotFound | null {
  if (headers.get("X-Place-Not-Found") !== "true") return null;
  return { suggestions: suggestionsOf(headers.get("X-Place-Suggestions")) };
}

function suggestionsOf(header: string | null): string[] {
  if (!header) return [];
  let body: unknown;
  try {
    body = JSON.parse(decodeURIComponent(header));
  } catch {
    return [];
  }
  const parsed = v.safeParse(suggestionsSchema, body);
  if (!parsed.success) return [];
  return [...new Set(parsed.output)].filter(Boolean).slice(0, MAX_SUGGESTIONS);
}
