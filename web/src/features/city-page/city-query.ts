import { queryOptions } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "../../lib/api";
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
