import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { validate } from "../lib/validate";
import { plannerQuerySchema } from "../schemas/planner";
import { planForQuery } from "../use-cases/search/plan-trucks";

/**
 * GET /api/planner (beyond SPEC.md, issue 38): `{guests, hours, portions_per_guest, trucks_matching,
 * portions_needed, portions_per_hour, portions_per_truck, trucks_suggested, throughput_basis,
 * trucks_stating, assumptions[], calculation, summary}`. Open to anyone, as the search it reads from is: it answers
 * only counts and a median of what trucks show on their public profiles.
 */
export const plannerRoutes = new Hono<AppEnv>().get("/", validate("query", plannerQuerySchema), async (c) => {
  return c.json(await planForQuery(c.var.db, c.req.valid("query")));
});
