import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { suggestPlaces } from "../domain/place-suggestions";
import { validate } from "../lib/validate";
import { placeQuerySchema } from "../schemas/places";

/** The answer depends only on the query and the bundled gazetteer, which changes only with a deploy. */
const CACHE_FOR_A_DAY = "public, max-age=86400";

/**
 * GET /api/places?q=… (decision 0009): up to 8 places for a location field while the user types —
 * towns and city districts, best first; public, no session.
 */
export const placesRoutes = new Hono<AppEnv>().get("/", validate("query", placeQuerySchema), (c) => {
  c.header("Cache-Control", CACHE_FOR_A_DAY);
  return c.json(suggestPlaces(c.req.valid("query").q));
});
