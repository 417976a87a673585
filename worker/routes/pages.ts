// The router's own parser (tree-shaken to a few lines), so the worker reads a URL exactly as the SPA does.
import { defaultParseSearch } from "@tanstack/react-router";
import { type Context, Hono } from "hono";
import * as v from "valibot";
import { renderFirstScreen } from "#first-screen";
import type { AppEnv } from "../app-env";
import { isDevelopment, publicConfig } from "../config";
import type { Db } from "../db/client";
import { type DaysFromTo, warsawDayOf } from "../domain/calendar";
import { NOT_FOUND_TITLES, PAGE_NOT_FOUND_TEXT } from "../domain/page-title";
import { withAssetCaching } from "../lib/asset-caching";
import { ApiError } from "../lib/errors";
import { servePage } from "../lib/html-page";
import type { PageHead } from "../lib/page-head";
import { isSpaPage } from "../lib/spa-routes";
import type { FirstScreen, LegalPath } from "../schemas/first-screen";
import {
  compactFilters,
  type SearchFilters,
  searchPageQuery,
  searchPageUrl,
  searchParamsSchema,
} from "../schemas/home-search";
import { APP_CONFIG_URL, PAGE_ANSWER_ID, type PageAnswer } from "../schemas/page-answer";
import { busyDaysApiUrl, profileCalendarMonths } from "../schemas/profile-calendar";
import { PROFILE_TEXTS } from "../schemas/profile-texts";
import { firstReviewsApiUrl, profileApiUrl, profileSearchSchema } from "../schemas/profiles";
import { searchContextSchema } from "../schemas/search-context";
import { CITY_NOT_FOUND_HEAD, CITY_TEXTS, cityPage, cityPageHead } from "../use-cases/public-pages/city-page";
import { robotsTxt, sitemapXml } from "../use-cases/public-pages/sitemap";
import { type TruckPage, truckPage } from "../use-cases/public-pages/truck-page";
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
function apiAnswer(url: string, body: unknown): PageAnswer {
  return { url, headers: { "Content-Type": "application/json" }, body };
}

/** The API's 404 for that GET, in its one error envelope: a truck or town that does not exist. */
function notFoundAnswer(url: string, message: string): PageAnswer {
  return { url, status: 404, headers: { "Content-Type": "application/json" }, body: { message } };
}

/**
 * The truck page's first screen and answers: the profile (or the API's 404), when it has reviews their
 * first page, and when it exists the busy days of its calendar's months.
 */
function truckScreen(id: string, search: string, months: DaysFromTo, page: TruckPage): RenderedFrom {
  const profile = page.profile
    ? apiAnswer(profileApiUrl(id), page.profile)
    : notFoundAnswer(profileApiUrl(id), PROFILE_TEXTS.notFound);
  const reviews = page.reviews && apiAnswer(firstReviewsApiUrl(id), page.reviews);
  const busyDays = page.busyDays && { months, answer: apiAnswer(busyDaysApiUrl(id, months), page.busyDays) };
  return {
    screen: {
      page: "profile",
      profileId: id,
      search,
      profile,
      ...(reviews ? { reviews } : {}),
      ...(busyDays ? { busyDays } : {}),
    },
    answers: [profile, ...(reviews ? [reviews] : []), ...(busyDays ? [busyDays.answer] : [])],
  };
}

/** The months a truck page's calendar shows for this URL's search context, from today in Warsaw. */
function calendarMonths(url: URL): DaysFromTo {
  const context = v.parse(searchContextSchema, defaultParseSearch(url.search));
  return profileCalendarMonths(context, warsawDayOf(Math.floor(Date.now() / 1000))).span;
}

/** A page's first screen and the API answers it is rendered from, which the page carries for the SPA. */
interface RenderedFrom {
  screen: FirstScreen;
  answers: PageAnswer[];
}

/**
 * The page's first screen (decision 0033) and its answers, from one lookup. HEAD gets neither: nothing
 * to render. A failed lookup is logged once, with the data; a failed render on its own; either way the
 * page is served as the SPA renders it.
 */
function firstScreenParts(method: string, route: string, lookup: Promise<RenderedFrom>) {
  if (method !== "GET") return {};
  return {
    route,
    root: lookup.then(
      ({ screen }) => renderFirstScreen(screen),
      () => undefined,
    ),
    data: [{ id: PAGE_ANSWER_ID, json: lookup.then(({ answers }) => JSON.stringify(answers)) }],
  };
}

/** The legal pages' heads: their titles as the SPA writes them, and what they are about. */
const LEGAL_HEADS: Record<LegalPath, PageHead> = {
  "/regulamin": {
    title: "Regulamin",
    description:
      "Regulamin Foodtruck Marketplace: zasady korzystania z serwisu dla organizatorów wydarzeń i właścicieli food trucków.",
  },
  "/polityka-prywatnosci": {
    title: "Polityka prywatności",
    description:
      "Polityka prywatności Foodtruck Marketplace: jakie dane zbieramy, w jakim celu i jakie prawa Ci przysługują.",
  },
};

/**
 * A legal page: static text, the same for everyone, so each isolate renders it once (decision 0033);
 * a failed render is tried again by the next visit.
 */
const legalScreens = new Map<LegalPath, string>();

async function legalScreen(path: LegalPath): Promise<string> {
  const known = legalScreens.get(path);
  if (known !== undefined) return known;
  const html = await renderFirstScreen({ page: "legal", path });
  legalScreens.set(path, html);
  return html;
}

function servedLegalPage(c: Context<AppEnv>, path: LegalPath) {
  return servePage(c.env.ASSETS, c.req.raw, () => ({
    head: Promise.resolve(LEGAL_HEADS[path]),
    ...(c.req.method === "GET" ? { root: legalScreen(path), route: path } : {}),
  }));
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
      // The server's settings as GET /api/config answers them: the results' map button depends on them.
      const config = apiAnswer(APP_CONFIG_URL, publicConfig(c.env));
      return {
        // The first screen from the same answer the SPA then renders from (decision 0022). A failed search
        // is logged once, with the data; a failed render on its own.
        root: search.then(
          (found) => found && renderFirstScreen({ page: "home", ...found, config }),
          () => undefined,
        ),
        data: [
          {
            id: PAGE_ANSWER_ID,
            json: search.then((found) => found && JSON.stringify([found.answer, config])),
          },
        ],
      };
    }),
  )
  .get("/profile/:profileId", withDb, (c) =>
    servePage(c.env.ASSETS, c.req.raw, () => {
      const id = c.req.param("profileId");
      const url = new URL(c.req.url);
      const months = calendarMonths(url);
      const page = truckPage(c.var.db, id, c.env.APP_URL, months);
      const lookup = page.then((truck) => truckScreen(id, url.search, months, truck));
      return {
        head: page.then((truck) => truck.head),
        ...firstScreenParts(c.req.method, "/profile/$profileId", lookup),
      };
    }),
  )
  .get("/food-trucki/:city", withDb, (c) =>
    servePage(c.env.ASSETS, c.req.raw, () => {
      const slug = c.req.param("city");
      const page = cityPage(c.var.db, slug);
      const url = `/api/cities/${slug}`;
      const lookup = page.then((city): RenderedFrom => {
        const answer = city ? apiAnswer(url, city) : notFoundAnswer(url, CITY_TEXTS.notFound);
        return { screen: { page: "city", slug, answer }, answers: [answer] };
      });
      return {
        head: page.then((city) => (city ? cityPageHead(city, c.env.APP_URL) : CITY_NOT_FOUND_HEAD)),
        ...firstScreenParts(c.req.method, "/food-trucki/$city", lookup),
      };
    }),
  )
  .get("/regulamin", (c) => servedLegalPage(c, "/regulamin"))
  .get("/polityka-prywatnosci", (c) => servedLegalPage(c, "/polityka-prywatnosci"))
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
