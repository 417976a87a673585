/**
 * sitemap.xml and robots.txt (issue 16): every truck's profile and the pages of the bigger towns that at
 * least one truck serves, so search engines find them without running a search.
 */
import { asc } from "drizzle-orm";
import type { Db } from "../../db/client";
import { profiles } from "../../db/schema";
import { citySlug, sitemapCities } from "../../domain/city-pages";
import { isWithinRadius } from "../../domain/geo";
import { escapeHtml } from "../../lib/html-escape";

interface SitemapEntry {
  path: string;
  /** Unix seconds. */
  lastModified?: number;
}

function urlElement(appUrl: string, entry: SitemapEntry): string {
  const loc = `<loc>${escapeHtml(new URL(entry.path, appUrl).toString())}</loc>`;
  const lastmod =
    entry.lastModified === undefined
      ? ""
      : `<lastmod>${new Date(entry.lastModified * 1000).toISOString().slice(0, 10)}</lastmod>`;
  return `<url>${loc}${lastmod}</url>`;
}

/** The XML of the sitemap protocol (sitemaps.org): the home page, towns with trucks, every profile. */
export async function sitemapXml(db: Db, appUrl: string): Promise<string> {
  // One narrow read of every truck (id, base, radius, last change); towns are matched here.
  const trucks = await db
    .select({
      id: profiles.id,
      updatedAt: profiles.updatedAt,
      lat: profiles.baseLat,
      lng: profiles.baseLng,
      radiusKm: profiles.operationRadiusKm,
    })
    .from(profiles)
    .orderBy(asc(profiles.id));
  const bases = trucks.flatMap(({ lat, lng, radiusKm }) =>
    lat === null || lng === null ? [] : [{ lat, lng, radiusKm }],
  );
  const cities = sitemapCities().filter((town) =>
    bases.some((base) => isWithinRadius(base, town, base.radiusKm)),
  );
  const entries: SitemapEntry[] = [
    { path: "/" },
    ...cities.map((town) => ({ path: `/food-trucki/${citySlug(town.name)}` })),
    ...trucks.map((truck) => ({ path: `/profile/${truck.id}`, lastModified: truck.updatedAt })),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries
    .map((entry) => urlElement(appUrl, entry))
    .join("")}</urlset>\n`;
}

/** The SPA's pages of signed-in users and one-time links (web/src/routes), and the API. */
const PRIVATE_PATHS = [
  "/api/",
  "/admin",
  "/booking/",
  "/chat",
  "/create-profile",
  "/dashboard",
  "/edit-profile/",
  "/my-account",
  "/payment/",
  "/profile/*/availability",
  "/login",
  "/verify-email",
  "/reset-password",
  "/request-password-reset",
  "/dev/",
];

/** Crawlers may read the public pages; the API, accounts and dashboards are no search results. */
export function robotsTxt(appUrl: string): string {
  return [
    "User-agent: *",
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    // Photos are what link previews show (the longest matching rule wins).
    "Allow: /api/files/",
    "Allow: /",
    "",
    `Sitemap: ${new URL("/sitemap.xml", appUrl).toString()}`,
    "",
  ].join("\n");
}
