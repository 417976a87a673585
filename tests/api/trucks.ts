import * as v from "valibot";
import { type ProfileDtoJson as Profile, profileDtoSchema as profileSchema } from "../contract/responses";
import { call, expectBody, uniqueTag } from "./client";
import type { TestUser } from "./users";
import { as } from "./users";

export { type Profile, profileSchema };

export const PROFILE_TEXT = {
  notFound: "Nie znaleziono tego food trucka.",
  ownersOnly: "Tylko właściciele food trucków mogą dodawać profile.",
  forbidden: "Brak uprawnień do wykonania tej operacji.",
  photoType: "Dozwolone są tylko zdjęcia JPEG, PNG lub WebP.",
  bookedDay: "Ten dzień jest zajęty przez potwierdzoną rezerwację. Aby go zwolnić, anuluj rezerwację.",
  unknownCuisine: "Nieznany rodzaj kuchni.",
} as const;

export interface TruckFields {
  food_truck_name?: string;
  food_truck_description?: string;
  base_location: string;
  operation_radius_km?: number;
  dishes?: string[];
  drinks?: string[];
  dietary?: string[];
  long_term_rental_available?: boolean;
}

export interface Upload {
  bytes: Uint8Array<ArrayBuffer>;
  name: string;
  type: string;
}

/** The multipart form of POST/PUT /api/profiles (SPEC.md §7), with photos and their WebP copies. */
export function profileForm(fields: TruckFields, photos: Upload[] = [], variants: Upload[] = []): FormData {
  const form = new FormData();
  form.append("food_truck_name", fields.food_truck_name ?? `API Truck ${uniqueTag()}`);
  form.append("food_truck_description", fields.food_truck_description ?? "Zapiekanki z pieca i lemoniada.");
  form.append("base_location", fields.base_location);
  form.append("operation_radius_km", String(fields.operation_radius_km ?? 50));
  form.append(
    "offer",
    JSON.stringify({
      dishes: fields.dishes ?? ["zapiekanki"],
      drinks: fields.drinks ?? ["lemonade"],
      dietary: fields.dietary ?? [],
    }),
  );
  form.append("long_term_rental_available", String(fields.long_term_rental_available ?? false));
  for (const photo of photos)
    form.append("gallery_photos", new Blob([photo.bytes], { type: photo.type }), photo.name);
  for (const variant of variants) {
    form.append("gallery_photo_variants", new Blob([variant.bytes], { type: variant.type }), variant.name);
  }
  return form;
}

/** `owner` creates a truck profile; fails the test on anything but 201. */
export async function createTruck(
  owner: TestUser,
  fields: TruckFields,
  photos: Upload[] = [],
  variants: Upload[] = [],
): Promise<Profile> {
  const response = await call("/api/profiles", { ...as(owner), form: profileForm(fields, photos, variants) });
  return expectBody(response, 201, profileSchema, "POST /api/profiles");
}

/** GET /api/profiles with `query` (no session): the trucks and the X-Total-Count header. */
export async function searchTrucks(
  query: Record<string, string>,
): Promise<{ trucks: Profile[]; total: number }> {
  const response = await call(`/api/profiles?${new URLSearchParams(query)}`);
  const trucks = expectBody(
    response,
    200,
    v.array(profileSchema),
    `GET /api/profiles?${new URLSearchParams(query)}`,
  );
  return { trucks, total: Number(response.headers.get("X-Total-Count")) };
}

/** The busy days of one month of a truck's calendar (public). */
export async function busyDays(profileId: number, year: number, month: number): Promise<number[]> {
  const response = await call(`/api/profiles/${profileId}/availability?year=${year}&month=${month}`);
  return expectBody(response, 200, v.array(v.number()), `GET availability ${year}-${month}`);
}

/**
 * The truck in the results of `query`, paging through all of them (runs against the same server keep
 * adding trucks, so a page of 100 may not reach it); undefined when no page has it.
 */
export async function findInSearch(
  query: Record<string, string>,
  profileId: number,
): Promise<Profile | undefined> {
  const pageSize = 100;
  for (let offset = 0; ; offset += pageSize) {
    const page = await searchTrucks({ ...query, limit: String(pageSize), offset: String(offset) });
    const found = page.trucks.find((truck) => truck.profile_id === profileId);
    if (found) return found;
    if (page.trucks.length === 0 || offset + pageSize >= page.total) return undefined;
  }
}
