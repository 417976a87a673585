import * as v from "valibot";

/** Where GET /api/profiles searched (issue 16): the place its trucks' distances are measured from. */
export type SearchPlace = v.InferOutput<typeof searchPlaceSchema>;

const searchPlaceSchema = v.object({
  name: v.string(),
  lat: v.pipe(v.number(), v.minValue(-90), v.maxValue(90)),
  lng: v.pipe(v.number(), v.minValue(-180), v.maxValue(180)),
});

/** Reads `X-Search-Place` (URI-encoded JSON); null without one or when it is damaged. */
export function searchPlaceOf(headers: Pick<Headers, "get">): SearchPlace | null {
  const header = headers.get("X-Search-Place");
  if (!header) return null;
  try {
    const parsed = v.safeParse(searchPlaceSchema, JSON.parse(decodeURIComponent(header)));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}
