/** A point on the Earth in decimal degrees (WGS 84). */
export interface LatLng {
  lat: number;
  lng: number;
}

/** IUGG mean Earth radius. */
export const EARTH_RADIUS_KM = 6371.0088;
/** Absorbs floating-point noise so a point exactly on the radius counts as inside (1 mm). */
export const BOUNDARY_TOLERANCE_KM = 1e-6;

function toRadians(degrees: number): number {
  return (degrees * Math.PI) / 180;
}

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Whether `place` lies within `radiusKm` of `base`, the boundary included. */
export function isWithinRadius(base: LatLng, place: LatLng, radiusKm: number): boolean {
  return distanceKm(base, place) <= radiusKm + BOUNDARY_TOLERANCE_KM;
}
