import { polishPlural } from "@shared/domain/plural";
/**
 * The pure parts of the place combobox (place-combobox.tsx): its keyboard state, the option details and
 * the announced count, kept apart so unit tests can reach them without a DOM.
 */

/** Texts shorter than this are not looked up: one letter matches half the country. */
export const MIN_PLACE_QUERY = 2;

/** Whether the list is wanted, and which option (by index, -1 for none) is highlighted. */
export interface ComboboxState {
  open: boolean;
  active: number;
}

export type ComboboxEvent =
  /** The user typed: the list opens with nothing highlighted, so Enter still submits the form. */
  | { type: "input" }
  /** ArrowDown / ArrowUp with `count` options shown; they open a closed list and wrap around. */
  | { type: "next"; count: number }
  | { type: "previous"; count: number }
  /**
   * A new answer replaced the options: the old index would point at another place. `keep` is the new
   * index of the highlighted place when the answer still holds it (the user arrowed onto "Suwałki" while
   * the answer to one more letter was on its way), else -1.
   */
  | { type: "results"; keep: number }
  /** Escape, Tab, blur or a pick. */
  | { type: "close" };

export const CLOSED: ComboboxState = { open: false, active: -1 };

export function comboboxReducer(state: ComboboxState, event: ComboboxEvent): ComboboxState {
  switch (event.type) {
    case "input":
      return { open: true, active: -1 };
    case "next":
      if (event.count === 0) return { open: true, active: -1 };
      return { open: true, active: state.open ? (state.active + 1) % event.count : 0 };
    case "previous":
      if (event.count === 0) return { open: true, active: -1 };
      return {
        open: true,
        active: state.open && state.active > 0 ? state.active - 1 : event.count - 1,
      };
    case "results":
      return state.active === event.keep ? state : { ...state, active: state.open ? event.keep : -1 };
    case "close":
      return state.open || state.active !== -1 ? CLOSED : state;
  }
}

/**
 * What tells a suggestion apart, for the list's keys and for keeping the highlight when the list changes:
 * a name can repeat (two villages), its coordinates tell them apart.
 */
export function placeKey(place: { name: string; lat: number; lng: number }): string {
  return `${place.name}|${place.lat}|${place.lng}`;
}

/** What the live region says when the list opens or changes: "1 podpowiedź", "3 podpowiedzi", … */
export function suggestionCountText(count: number): string {
  if (count === 0) return "Brak podpowiedzi";
  return `${count} ${polishPlural(count, "podpowiedź", "podpowiedzi", "podpowiedzi")}`;
}

export interface PlaceRegion {
  kind: "city" | "district";
  county: string | null;
  voivodeship: string;
}

/**
 * The muted line under a place's name. A district's powiat is its own city ("powiat m.st. Warszawa"
 * under "Warszawa Mokotów" says nothing new), so it shows only the voivodeship.
 */
export function placeRegion(place: PlaceRegion): string {
  const voivodeship = `województwo ${place.voivodeship}`;
  if (place.kind === "district" || !place.county) return voivodeship;
  // The gazetteer names powiats in full ("powiat siedlecki"); add the word if a name ever comes bare.
  const county = place.county.startsWith("powiat ") ? place.county : `powiat ${place.county}`;
  return `${county}, ${voivodeship}`;
}

/**
 * In an address field ("ul. Prosta 20, Wars") only the part after the last comma is the town being
 * typed: that part is looked up, and a picked place replaces just it. A plain place field looks up
 * and replaces the whole text.
 */
export function placeQueryOf(text: string, address: boolean): string {
  if (!address) return text.trim();
  const comma = text.lastIndexOf(",");
  return (comma < 0 ? text : text.slice(comma + 1)).trim();
}

export function withPickedPlace(text: string, name: string, address: boolean): string {
  const comma = address ? text.lastIndexOf(",") : -1;
  return comma < 0 ? name : `${text.slice(0, comma + 1)} ${name}`;
}
