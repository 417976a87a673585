import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { nowSeconds } from "../lib/time";
import { socialProofCities } from "../use-cases/public-pages/social-proof";

/**
 * Five minutes: every home page asks, and the answer changes with bookings confirmed over days, not
 * seconds; browsers and caches may keep it that long.
 */
const SOCIAL_PROOF_CACHE = "public, max-age=300";

/** GET /api/social-proof (issue 37, decision 0030): the cities the home page's popup may name; public. */
export const socialProofRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const answer = await socialProofCities(c.var.db, nowSeconds());
  c.header("Cache-Control", SOCIAL_PROOF_CACHE);
  return c.json(answer);
});
