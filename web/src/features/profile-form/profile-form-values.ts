import * as v from "valibot";
import type { OfferSelection } from "../../components/offer-picker";
import type { GalleryPhoto } from "./gallery-order";

/** What the form needs of a stored profile (GET /api/profiles/{id}). */
export interface EditableProfile {
  profile_id: number;
  food_truck_name: string;
  food_truck_description: string;
  base_location: string;
  operation_radius_km: number;
  offer: { dishes: readonly string[]; drinks: readonly string[]; dietary: readonly string[] };
  long_term_rental_available: boolean;
  gallery_photos: readonly GalleryPhoto[];
  price_from: number | null;
  price_to: number | null;
  minimum_order: number | null;
  portions_per_hour: number | null;
  truck_length_m: number | null;
  power: string | null;
  power_kw: number | null;
  needs_water: boolean | null;
}

export interface TextValues {
  food_truck_name: string;
  food_truck_description: string;
  base_location: string;
  operation_radius_km: string;
  price_from: string;
  price_to: string;
  minimum_order: string;
  portions_per_hour: string;
  truck_length_m: string;
  power: string;
  power_kw: string;
  needs_water: string;
}

/** 25.5 → "25,5" as a Polish owner types it back (the server takes either separator); none → "". */
function decimalText(value: number | null | undefined): string {
  return value === null || value === undefined ? "" : String(value).replace(".", ",");
}

/** Only what the page needs of the saved profile. */
export const savedProfileSchema = v.object({ profile_id: v.number() });

export function initialValues(profile: EditableProfile | undefined): TextValues {
  return {
    food_truck_name: profile?.food_truck_name ?? "",
    food_truck_description: profile?.food_truck_description ?? "",
    base_location: profile?.base_location ?? "",
    operation_radius_km: profile ? String(profile.operation_radius_km) : "",
    price_from: decimalText(profile?.price_from),
    price_to: decimalText(profile?.price_to),
    minimum_order: decimalText(profile?.minimum_order),
    portions_per_hour: decimalText(profile?.portions_per_hour),
    truck_length_m: decimalText(profile?.truck_length_m),
    power: profile?.power ?? "",
    power_kw: decimalText(profile?.power_kw),
    needs_water:
      profile?.needs_water === null || profile?.needs_water === undefined ? "" : String(profile.needs_water),
  };
}

export function initialOffer(profile: EditableProfile | undefined): OfferSelection {
  return {
    dishes: [...(profile?.offer.dishes ?? [])],
    drinks: [...(profile?.offer.drinks ?? [])],
    dietary: [...(profile?.offer.dietary ?? [])],
  };
}

/** Server field paths such as "offer.dishes.0" point at the field "offer". */
export function fieldOf(path: string): string {
  return path.split(".")[0] ?? path;
}
