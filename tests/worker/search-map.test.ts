import { createExecutionContext, env } from "cloudflare:test";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { app } from "../../worker/app";
import { api } from "./helpers";
import {
  createOwner,
  createProfile,
  profileListSchema,
  searchProfiles,
  uniqueWord,
} from "./profile-fixtures";

/** The gazetteer's point of Wieliczka (pl-places.json). */
const WIELICZKA = { lat: 49.9874, lng: 20.0647 };

const tilesSchema = v.nullable(v.object({ url: v.string(), attribution: v.string() }));
const configSchema = v.object({ map_tiles: tilesSchema });

async function configWith(overrides: Record<string, string>) {
  const res = await app.request(
    "http://localhost/api/config",
    {},
    { ...env, ...overrides },
    createExecutionContext(),
  );
  expect(res.status).toBe(200);
  return { res, tiles: v.parse(configSchema, await res.json()).map_tiles };
}

function imgSources(res: Response): string[] {
  const csp = res.headers.get("Content-Security-Policy") ?? "";
  const directive = csp.split("; ").find((part) => part.startsWith("img-src ")) ?? "";
  return directive.split(" ").slice(1);
}

describe("the search map's tiles (issue 16)", () => {
  it("development draws its own offline tiles: the config points at them and they are SVG", async () => {
    const { tiles, res } = await configWith({});
    expect(tiles).toEqual({
      url: "/api/dev/map-tiles/{z}/{x}/{y}.svg",
      attribution: "Podkład mapy: kafelki testowe (bez sieci)",
    });
    // No outside tile host is allowed while the tiles are our own.
    expect(imgSources(res).filter((source) => source.includes("tile"))).toEqual([]);

    const tile = await api("/dev/map-tiles/6/35/21.svg");
    expect(tile.status).toBe(200);
    expect(tile.headers.get("Content-Type")).toBe("image/svg+xml");
    const svg = await tile.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="256" height="256"/);
    expect(svg).toContain(">6/35/21</text>");
    for (const bad of ["6/35/21.png", "6/x/21.svg", "999/1/1.svg"]) {
      expect((await api(`/dev/map-tiles/${bad}`)).status, bad).toBe(404);
    }
  });

  it("a configured https provider is used as is and allowed by the CSP; production has no local tiles", async () => {
    const provider = {
      MAP_TILE_URL: "https://tile.example.test/{z}/{x}/{y}.png",
      MAP_ATTRIBUTION: "© autorzy OpenStreetMap",
    };
    const configured = await configWith(provider);
    expect(configured.tiles).toEqual({ url: provider.MAP_TILE_URL, attribution: provider.MAP_ATTRIBUTION });
    expect(imgSources(configured.res)).toContain("https://tile.example.test");

    const subdomains = await configWith({ MAP_TILE_URL: "https://{s}.tiles.example.test/{z}/{x}/{y}.png" });
    expect(imgSources(subdomains.res)).toContain("https://*.tiles.example.test");

    // Not an https template: ignored, so development falls back to its own tiles.
    const plain = await configWith({ MAP_TILE_URL: "http://tile.example.test/{z}/{x}/{y}.png" });
    expect(plain.tiles?.url).toBe("/api/dev/map-tiles/{z}/{x}/{y}.svg");
    expect(imgSources(plain.res)).not.toContain("http://tile.example.test");

    expect((await configWith({ ENVIRONMENT: "production" })).tiles).toBeNull();
    const production = await configWith({ ENVIRONMENT: "production", ...provider });
    expect(production.tiles?.url).toBe(provider.MAP_TILE_URL);
    const tile = await app.request(
      "http://localhost/api/dev/map-tiles/6/35/21.svg",
      {},
      { ...env, ENVIRONMENT: "production" },
      createExecutionContext(),
    );
    expect(tile.status).toBe(404);
  });

  it("trucks carry their base's point and a place search says where it searched", async () => {
    const owner = await createOwner();
    const truck = await createProfile(owner.token, { base_location: "Wieliczka", operation_radius_km: "30" });
    const res = await searchProfiles({ postal_code: "Wieliczka", limit: "100" });
    expect(res.status).toBe(200);
    const place = JSON.parse(decodeURIComponent(res.headers.get("X-Search-Place") ?? ""));
    expect(place).toEqual({ name: "Wieliczka", lat: WIELICZKA.lat, lng: WIELICZKA.lng });
    const trucks = v.parse(profileListSchema, await res.json());
    const found = trucks.find((item) => item.profile_id === truck.profile_id);
    expect(found).toMatchObject({ base_lat: WIELICZKA.lat, base_lng: WIELICZKA.lng, distance_km: 0 });

    // Text that names no place: trucks are matched by their base's text, and no place is claimed.
    const unknown = await searchProfiles({ postal_code: uniqueWord("nigdzie") });
    expect(unknown.headers.has("X-Search-Place")).toBe(false);
  });
});
