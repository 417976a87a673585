// The router's own parser (tree-shaken to a few lines), so the worker reads a URL exactly as the SPA does.
import { defaultParseSearch } from "@tanstack/react-router";
import { type Context, Hono } from "hono";
import * as v from "valibot";
import { renderHomeScreen } from "#home-screen";
import type { AppEnv } from "../app-env";
import { isDevelopment } from "../config";
import type { Db } from "../db/client";
import { NOT_FOUND_TITLES, PAGE_NOT_FOUND_TEXT } from "../domain/page-title";
import { withAssetCaching } from "../lib/asset-caching";
import { ApiError } from "../lib/errors";
import { servePage } from "../lib/html-page";
import type { PageHead } from "../lib/page-head";
import { isSpaPage } from "../lib/spa-routes";
import {
  compactFilters,
  type SearchFilters,
  searchPageQuery,
  searchPageUrl,
  searchParamsSchema,
} from "../schemas/home-search";
import { PAGE_ANSWER_ID, type PageAnswer } from "../schemas/page-answer";
import { profileSearchSchema } from "../schemas/profiles";
import { CITY_NOT_FOUND_HEAD, cityPage, cityPageHead } from "../use-cases/public-pages/city-page";
import { robotsTxt, sitemapXml } from "../use-cases/public-pages/sitemap";
import { truckPage } from "../use-cases/public-pages/truck-page";
import { searchTrucks } from "../use-cases/search/search-trucks";
import { withDb } from "./context";
import { searchHeaders } from "./search-headers";

/** The home page's search: its params as the SPA's route reads them, and the first page of results. */
interface HomeSearch {
  search: SearchFilters;
  answer: PageAnswer;
}

/**
 * The first page of results for the search in the home page's URL, exactly as GET /api/profiles answers
 * it (the same schema, use case and headers). Undefined where that answer would be a refusal (a bad date,
 * an unknown cuisine): the SPA asks itself and shows the message.
 */
async function homeSearch(db: Db, url: URL): Promise<HomeSearch | undefined> {
  const search = v.safeParse(searchParamsSchema, defaultParseSearch(url.search));
  if (!search.success) return undefined;
  const compact = compactFilters(search.output);
  const parsed = v.safeParse(profileSearchSchema, searchPageQuery(compact, 0));
  if (!parsed.success) return undefined;
  try {
    const result = await searchTrucks(db, parsed.output);
    return {
      search: search.output,
      answer: { url: searchPageUrl(compact, 0), headers: searchHeaders(result), body: result.trucks },
    };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return undefined;
    throw error;
  }
}

/** An API answer for the page: the GET the SPA will make, as the API route answers it. */
function pageAnswer(url: string, body: unknown): string {
  const answer: PageAnswer = { url, headers: { "Content-Type": "application/json" }, body };
  return JSON.stringify(answer);
}

/** An hour: crawlers come back for new trucks often enough, and caches may keep the answers that long. */
const SITEMAP_CACHE = "public, max-age=3600";

/**
 * The SPA's pages the worker serves with their first data in them, and the heads of the pages search
 * engines and link previews read (issue 16); every other address goes to `assetOrPage`.
 */
export const pagesRoutes = new Hono<AppEnv>()
  .get("/", withDb, (c) =>
    servePage(c.env.ASSETS, c.req.raw, () => {
      // HEAD gets the page's headers only: nothing to search for or render.
      if (c.req.method !== "GET") return {};
      const search = homeSearch(c.var.db, new URL(c.req.url));
      return {
        // The first screen from the same answer the SPA then renders from (decision 0022). A failed search
        // is logged once, with the data; a failed render on its own.
        root: search.then(
          (found) => found && renderHomeScreen(found),
          () => undefined,
        ),
        data: [{ id: PAGE_ANSWER_ID, json: search.then((found) => found && JSON.stringify(found.answer)) }],
      };
    }),
  )
  .get("/profile/:profileId", withDb, (c) =>
    servePage(c.env.ASSETS, c.req.raw, () => {
      const id = c.req.param("profileId");
      const page = truckPage(c.var.db, id, c.env.APP_URL);
      return {
        head: page.then((truck) => truck.head),
        data: [
          {
            id: PAGE_ANSWER_ID,
            json: page.then(({ profile }) => profile && pageAnswer(`/api/profiles/${id}`, profile)),
          },
        ],
      };
    }),
  )
  .get("/food-trucki/:city", withDb, (c) =>
    servePage(c.env.ASSETS, c.req.raw, () => {
      const slug = c.req.param("city");
      const page = cityPage(c.var.db, slug);
      return {
        head: page.then((city) => (city ? cityPageHead(city, c.env.APP_URL) : CITY_NOT_FOUND_HEAD)),
        data: [
          {
            id: PAGE_ANSWER_ID,
            json: page.then((city) => city && pageAnswer(`/api/cities/${slug}`, city)),
          },
        ],
      };
    }),
  )
  .get("/sitemap.xml", withDb, async (c) => {
    c.header("Cache-Control", SITEMAP_CACHE);
    c.header("Content-Type", "application/xml; charset=UTF-8");
    return c.body(await sitemapXml(c.var.db, c.env.APP_URL));
  })
  .get("/robots.txt", (c) => {
    c.header("Cache-Control", SITEMAP_CACHE);
    return c.text(robotsTxt(c.env.APP_URL));
  });

/** The head of an address that is no page: the SPA shows its not-found page there, with this title. */
const PAGE_NOT_FOUND_HEAD: PageHead = {
  status: 404,
  title: NOT_FOUND_TITLES.page,
  description: PAGE_NOT_FOUND_TEXT,
};

/**
 * Every address no route above answers (decision 0025): one of the SPA's pages is index.html as the
 * assets binding serves it (its ETag kept: the file is served unchanged, so a browser revalidates with
 * 304), a file of the build is that file, and anything else is the not-found page with 404.
 */
export async function assetOrPage(c: Context<AppEnv>): Promise<Response> {
  const { pathname } = new URL(c.req.url);
  if (isSpaPage(pathname, isDevelopment(c.env))) {
    return c.env.ASSETS.fetch(new Request(new URL("/", c.req.url), c.req.raw));
  }
  const asset = await c.env.ASSETS.fetch(c.req.raw);
  if (asset.status !== 404) return withAssetCaching(pathname, asset);
  await asset.body?.cancel();
  return servePage(c.env.ASSETS, c.req.raw, () => ({ head: Promise.resolve(PAGE_NOT_FOUND_HEAD) }));
}
