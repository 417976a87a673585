/**
 * Where the search map (issue 16) gets its tiles. A configured provider (MAP_TILE_URL, an https template)
 * is used as is; without one, development and tests draw their own plain tiles (GET /api/dev/map-tiles),
 * so the map works offline with no account; production without a provider shows no map.
 */
import * as v from "valibot";
import { isDevelopment } from "../config";
import type { Env } from "../env";

export interface MapTiles {
  /** A Leaflet URL template: {z}/{x}/{y}. */
  url: string;
  attribution: string;
}

const LOCAL_TILES: MapTiles = {
  url: "/api/dev/map-tiles/{z}/{x}/{y}.svg",
  attribution: "Podkład mapy: kafelki testowe (bez sieci)",
};

const tileTemplate = v.pipe(
  v.string(),
  v.url(),
  v.startsWith("https://"),
  v.includes("{z}"),
  v.includes("{x}"),
  v.includes("{y}"),
);

/** The configured provider, or undefined when MAP_TILE_URL is missing or not an https template. */
function configuredTiles(env: Pick<Env, "MAP_TILE_URL" | "MAP_ATTRIBUTION">): MapTiles | undefined {
  const parsed = v.safeParse(tileTemplate, env.MAP_TILE_URL ?? "");
  if (!parsed.success) return undefined;
  return { url: parsed.output, attribution: env.MAP_ATTRIBUTION ?? "" };
}

export function mapTiles(env: Env): MapTiles | null {
  return configuredTiles(env) ?? (isDevelopment(env) ? LOCAL_TILES : null);
}

/** The provider's origin, for the Content-Security-Policy's img-src; none for local tiles. */
export function mapTileOrigin(env: Pick<Env, "MAP_TILE_URL" | "MAP_ATTRIBUTION">): string | undefined {
  const tiles = configuredTiles(env);
  // The template's braces are not valid in a host, but an https template may use {s} subdomains.
  return tiles ? new URL(tiles.url.replace(/\{s\}/g, "a")).origin.replace("://a.", "://*.") : undefined;
}

/** One 256 px tile of the local map: a pale ground with a grid, so panning and zoom are visible. */
export function localTileSvg(z: number, x: number, y: number): string {
  const shade = (x + y) % 2 === 0 ? "#eef3ea" : "#e8efe3";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256"><rect width="256" height="256" fill="${shade}"/><path d="M0 .5H256M.5 0V256" stroke="#c9d6c0"/><text x="8" y="20" font-family="sans-serif" font-size="11" fill="#8a9a80">${z}/${x}/${y}</text></svg>`;
}
