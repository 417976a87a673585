import { Hono } from "hono";
import * as v from "valibot";
import type { AppEnv } from "../app-env";
import { ApiError } from "../lib/errors";
import { validatePath } from "../lib/validate";
import { CITY_TEXTS, cityPage } from "../use-cases/public-pages/city-page";

const slugPath = validatePath({ slug: v.string() });

/** GET /api/cities/{slug} (issue 16): a town and the trucks that serve it, for /food-trucki/{slug}. */
export const citiesRoutes = new Hono<AppEnv>().get("/:slug", slugPath, async (c) => {
  const page = await cityPage(c.var.db, c.req.valid("param").slug);
  if (!page) throw new ApiError(404, CITY_TEXTS.notFound);
  return c.json(page);
});
