import { resolvePlace } from "../../domain/gazetteer";

/** Where a booking's event is, as its row keeps it: the gazetteer's point for the typed place, or nulls. */
export function eventPlaceColumns(location: string): { eventLat: number | null; eventLng: number | null } {
  const place = resolvePlace(location);
  return { eventLat: place?.lat ?? null, eventLng: place?.lng ?? null };
}
