import * as v from "valibot";
import { cleaned, fields } from "./fields";

/** GET /api/places: what the user has typed so far in a location field (decision 0009). */
export const PLACE_TEXTS = {
  query: "Wpisz nazwę miejscowości, dzielnicy lub kod pocztowy.",
  queryTooLong: "Zapytanie może mieć najwyżej 100 znaków.",
} as const;

export const PLACE_QUERY_MAX = 100;

export const placeQuerySchema = fields(
  {
    q: v.pipe(
      v.string(PLACE_TEXTS.query),
      cleaned(),
      v.trim(),
      v.nonEmpty(PLACE_TEXTS.query),
      v.maxLength(PLACE_QUERY_MAX, PLACE_TEXTS.queryTooLong),
    ),
  },
  { q: PLACE_TEXTS.query },
);
export type PlaceQuery = v.InferOutput<typeof placeQuerySchema>;
