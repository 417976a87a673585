import L from "leaflet";
import { useCallback, useEffect, useRef } from "react";
import "leaflet/dist/leaflet.css";
import type { SearchPlace } from "./search-place";
import type { TruckSummary } from "./use-profile-search";
import "./search-map.css";

export interface MapTilesConfig {
  url: string;
  attribution: string;
}

interface SearchMapProps {
  tiles: MapTilesConfig;
  trucks: readonly TruckSummary[];
  place: SearchPlace | null;
  selectedId: number | null;
  onSelect: (profileId: number) => void;
}

/** Poland as a whole, for a map with nothing to show yet. */
const POLAND: L.LatLngBoundsExpression = [
  [49.0, 14.1],
  [54.9, 24.2],
];

function pin(selected: boolean): L.DivIcon {
  return L.divIcon({
    className: selected ? "map-pin map-pin--selected" : "map-pin",
    html: "<span></span>",
    iconSize: [30, 30],
    iconAnchor: [15, 28],
  });
}

/**
 * The search map (beyond SPEC.md, issue 16), loaded only when opened: each truck's base as a marker that
 * selects its card (click, or Enter on a focused marker), the selected truck's operating radius, and the
 * searched place. Leaflet draws it; React only hands it the data.
 */
export default function SearchMap({ tiles, trucks, place, selectedId, onSelect }: SearchMapProps) {
  const container = useRef<HTMLElement>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);
  const markers = useRef(new Map<number, { marker: L.Marker; radiusKm: number }>());
  const radius = useRef<L.Circle | null>(null);
  const select = useRef(onSelect);
  select.current = onSelect;
  const chosen = useRef(selectedId);

  /** The chosen truck's marker stands out, with its operating radius; the others are plain. */
  const showSelection = useCallback(() => {
    const group = layer.current;
    if (!group) return;
    radius.current?.remove();
    radius.current = null;
    for (const [profileId, { marker, radiusKm }] of markers.current) {
      const selected = profileId === chosen.current;
      marker.setIcon(pin(selected));
      marker.setZIndexOffset(selected ? 1000 : 0);
      marker.getElement()?.setAttribute("aria-pressed", String(selected));
      if (selected) {
        radius.current = L.circle(marker.getLatLng(), { radius: radiusKm * 1000, className: "map-radius" });
        radius.current.addTo(group);
      }
    }
  }, []);

  useEffect(() => {
    if (!container.current) return;
    const created = L.map(container.current, { zoomControl: false, attributionControl: false });
    L.control.zoom({ zoomInTitle: "Przybliż", zoomOutTitle: "Oddal" }).addTo(created);
    L.control.attribution({ prefix: false }).addTo(created);
    L.tileLayer(tiles.url, { maxZoom: 18, attribution: tiles.attribution }).addTo(created);
    created.fitBounds(POLAND);
    layer.current = L.layerGroup().addTo(created);
    map.current = created;
    return () => {
      created.remove();
      map.current = null;
    };
  }, [tiles]);

  // The view follows the results, not a selection.
  useEffect(() => {
    const points: L.LatLngExpression[] = trucks.flatMap((truck) =>
      truck.base_lat === null || truck.base_lng === null ? [] : [[truck.base_lat, truck.base_lng]],
    );
    if (place) points.push([place.lat, place.lng]);
    if (points.length > 0) map.current?.fitBounds(L.latLngBounds(points), { padding: [30, 30], maxZoom: 11 });
  }, [trucks, place]);

  // Markers are made when the results change; a selection only restyles them (Leaflet's DivIcon keeps
  // its element), so a marker chosen from the keyboard keeps the focus.
  useEffect(() => {
    const group = layer.current;
    if (!group) return;
    group.clearLayers();
    markers.current.clear();
    if (place) {
      L.circleMarker([place.lat, place.lng], { radius: 8, className: "map-place" })
        .bindTooltip(`Miejsce wydarzenia: ${place.name}`)
        .addTo(group);
    }
    for (const truck of trucks) {
      if (truck.base_lat === null || truck.base_lng === null) continue;
      const marker = L.marker([truck.base_lat, truck.base_lng], {
        icon: pin(false),
        title: truck.food_truck_name,
        keyboard: true,
      })
        .on("click", () => select.current(truck.profile_id))
        // A focused marker is a button: Enter and Space choose it (Leaflet itself only opens popups on Enter).
        .on("keydown", (event: L.LeafletKeyboardEvent) => {
          if (event.originalEvent.key !== "Enter" && event.originalEvent.key !== " ") return;
          event.originalEvent.preventDefault();
          select.current(truck.profile_id);
        })
        .addTo(group);
      marker.getElement()?.setAttribute("aria-label", `${truck.food_truck_name}: pokaż kartę`);
      markers.current.set(truck.profile_id, { marker, radiusKm: truck.operation_radius_km });
    }
    showSelection();
  }, [trucks, place, showSelection]);

  useEffect(() => {
    chosen.current = selectedId;
    showSelection();
  }, [selectedId, showSelection]);

  return <section ref={container} className="search-map" aria-label="Mapa food trucków" />;
}
