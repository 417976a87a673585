import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "../../lib/api";

export const PLANNER_FAILED = "Nie udało się policzyć, ile food trucków potrzeba.";

/** GET /api/planner's answer (beyond SPEC.md, issue 38). */
export type PlanAnswer = InferResponseType<typeof api.planner.$get, 200>;

/** The planner's query as the API names it; empty values are left out. */
export type PlannerParams = Partial<
  Record<
    | "guests"
    | "hours"
    | "portions_per_guest"
    | "postal_code"
    | "event_start_date"
    | "event_end_date"
    | "max_length_m"
    | "site_power"
    | "site_water",
    string
  >
>;

export function plannerQuery(params: PlannerParams) {
  const query = Object.fromEntries(Object.entries(params).filter(([, value]) => value));
  return queryOptions({
    queryKey: ["planner", query],
    queryFn: () => unwrap(api.planner.$get({ query: { guests: "", ...query } }), PLANNER_FAILED),
    // The median moves only as trucks change their profiles.
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
