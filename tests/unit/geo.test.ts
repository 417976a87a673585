import { describe, expect, it } from "vitest";
import { distanceKm, isWithinRadius, type LatLng } from "../../worker/domain/geo";

const WARSZAWA: LatLng = { lat: 52.2298, lng: 21.0118 };
const KRAKOW: LatLng = { lat: 50.0614, lng: 19.9366 };
const EARTH_RADIUS_KM = 6371.0088;

/** The point `km` kilometres due north of `from` (along a meridian the great-circle distance is R·Δφ). */
function northOf(from: LatLng, km: number): LatLng {
  return { lat: from.lat + (km / EARTH_RADIUS_KM) * (180 / Math.PI), lng: from.lng };
}

describe("distanceKm (haversine)", () => {
  it("Warszawa–Kraków is about 252 km", () => {
    expect(distanceKm(WARSZAWA, KRAKOW)).toBeGreaterThan(249);
    expect(distanceKm(WARSZAWA, KRAKOW)).toBeLessThan(255);
  });

  it("is 0 for the same point and symmetric", () => {
    expect(distanceKm(WARSZAWA, WARSZAWA)).toBe(0);
    expect(distanceKm(WARSZAWA, KRAKOW)).toBeCloseTo(distanceKm(KRAKOW, WARSZAWA), 9);
  });

  it("measures a meridian arc as R·Δφ", () => {
    expect(distanceKm(WARSZAWA, northOf(WARSZAWA, 100))).toBeCloseTo(100, 6);
  });
});

describe("isWithinRadius", () => {
  it("includes a point exactly at the radius and excludes one 0.1 km beyond", () => {
    expect(isWithinRadius(WARSZAWA, northOf(WARSZAWA, 50), 50)).toBe(true);
    expect(isWithinRadius(WARSZAWA, northOf(WARSZAWA, 50.1), 50)).toBe(false);
  });

  it("includes the base itself, even with radius 0", () => {
    expect(isWithinRadius(WARSZAWA, WARSZAWA, 0)).toBe(true);
  });

  it("Kraków is within 260 km of Warszawa but not within 240 km", () => {
    expect(isWithinRadius(WARSZAWA, KRAKOW, 260)).toBe(true);
    expect(isWithinRadius(WARSZAWA, KRAKOW, 240)).toBe(false);
  });
});
