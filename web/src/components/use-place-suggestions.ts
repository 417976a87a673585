import { PLACE_QUERY_MAX } from "@shared/schemas/places";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "../lib/api";
import { TEXTS } from "../lib/texts";
import { useSettled } from "../lib/use-settled";
import { MIN_PLACE_QUERY } from "./place-combobox-state";

export type PlaceSuggestion = InferResponseType<typeof api.places.$get, 200>[number];

/** Long enough to skip the in-between words of a fast typist, short enough to feel immediate. */
const TYPING_PAUSE_MS = 150;
/** GET /api/places is cached for a day (decision 0009); asking again sooner gets the same answer. */
const A_DAY_MS = 86_400_000;
/** One shared empty list, so "no options" keeps its identity between renders. */
const NO_PLACES: PlaceSuggestion[] = [];

/**
 * Places for what is typed. The query is keyed by the settled text, so a late answer to an older text
 * never shows; while the next answer loads the previous options stay (keepPreviousData), so the list
 * does not flicker. `current` tells whether the options answer the text as it is now.
 */
export function usePlaceSuggestions(text: string, wanted: boolean) {
  const settled = useSettled(text, TYPING_PAUSE_MS);
  const usable = text.length >= MIN_PLACE_QUERY && text.length <= PLACE_QUERY_MAX;
  const query = useQuery({
    queryKey: ["places", settled],
    queryFn: () => unwrap(api.places.$get({ query: { q: settled } }), TEXTS.loadFailed),
    enabled: wanted && usable && settled === text,
    placeholderData: keepPreviousData,
    staleTime: A_DAY_MS,
    // Suggestions only help: a failed lookup leaves a plain text field, and the next keystroke asks again.
    retry: false,
  });
  const current = usable && settled === text && query.isSuccess && !query.isPlaceholderData;
  return { options: usable ? (query.data ?? NO_PLACES) : NO_PLACES, current };
}
