// The router's own parser (tree-shaken to a few lines), so the worker reads a URL exactly as the SPA does.
import { defaultParseSearch } from "@tanstack/react-router";
import { Hono } from "hono";
import * as v from "valibot";
import type { AppEnv } from "../app-env";
import type { Db } from "../db/client";
import { ApiError } from "../lib/errors";
import { servePage } from "../lib/html-page";
import { compactFilters, searchPageQuery, searchParamsSchema } from "../schemas/home-search";
import { PAGE_ANSWER_ID, type PageAnswer } from "../schemas/page-answer";
import { profileSearchSchema } from "../schemas/profiles";
import { searchTrucks } from "../use-cases/search/search-trucks";
import { withDb } from "./context";
import { searchHeaders } from "./search-headers";

/**
 * The first page of results for the search in the home page's URL, exactly as GET /api/profiles answers
 * it (the same schema, use case and headers). Undefined where that answer would be a refusal (a bad date,
 * an unknown cuisine): the SPA asks itself and shows the message.
 */
async function homeSearchAnswer(db: Db, url: URL): Promise<PageAnswer | undefined> {
  const filters = v.safeParse(searchParamsSchema, defaultParseSearch(url.search));
  if (!filters.success) return undefined;
  const query = searchPageQuery(compactFilters(filters.output), 0);
  const parsed = v.safeParse(profileSearchSchema, query);
  if (!parsed.success) return undefined;
  try {
    const result = await searchTrucks(db, parsed.output);
    return {
      url: `/api/profiles?${new URLSearchParams(query)}`,
      headers: searchHeaders(result),
      body: result.trucks,
    };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return undefined;
    throw error;
  }
}

/** The SPA's pages the worker serves with their first data in them; every other path is a plain asset. */
export const pagesRoutes = new Hono<AppEnv>().get("/", withDb, (c) =>
  servePage(c.env.ASSETS, c.req.raw, () => [
    {
      id: PAGE_ANSWER_ID,
      json: homeSearchAnswer(c.var.db, new URL(c.req.url)).then((answer) => answer && JSON.stringify(answer)),
    },
  ]),
);
