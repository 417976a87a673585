/**
 * The API's answers as clients rely on them (SPEC.md), checked by the worker tests (inside workerd) and
 * the black-box API suite (over HTTP, on every runtime) alike.
 */
import * as v from "valibot";

const offerDto = v.object({
  dishes: v.array(v.string()),
  drinks: v.array(v.string()),
  dietary: v.array(v.string()),
});

export const profileDtoSchema = v.strictObject({
  profile_id: v.number(),
  doc_id: v.string(),
  owner_id: v.number(),
  food_truck_name: v.string(),
  food_truck_description: v.string(),
  profile_image_url: v.nullable(v.string()),
  base_location: v.string(),
  // The base's town on the search map (issue 16); null when the gazetteer did not know the place.
  base_lat: v.nullable(v.pipe(v.number(), v.minValue(-90), v.maxValue(90))),
  base_lng: v.nullable(v.pipe(v.number(), v.minValue(-180), v.maxValue(180))),
  operation_radius_km: v.number(),
  offer: offerDto,
  long_term_rental_available: v.boolean(),
  rating_average: v.nullable(v.pipe(v.number(), v.minValue(1), v.maxValue(5))),
  review_count: v.pipe(v.number(), v.integer(), v.minValue(0)),
  price_from: v.nullable(v.number()),
  price_to: v.nullable(v.number()),
  minimum_order: v.nullable(v.number()),
  // Beyond SPEC.md (issue 38): what the truck serves and needs on site.
  portions_per_hour: v.nullable(v.number()),
  truck_length_m: v.nullable(v.number()),
  power: v.nullable(v.picklist(["none", "230v", "400v"])),
  power_kw: v.nullable(v.number()),
  needs_water: v.nullable(v.boolean()),
  gallery_photo_urls: v.array(v.string()),
  gallery_photos: v.array(
    v.strictObject({
      // The photo's id, for the owner's one-by-one changes (issue 36).
      id: v.number(),
      url: v.string(),
      width: v.nullable(v.number()),
      height: v.nullable(v.number()),
      variants: v.array(v.strictObject({ width: v.number(), url: v.string() })),
    }),
  ),
  distance_km: v.optional(v.number()),
});
export type ProfileDtoJson = v.InferOutput<typeof profileDtoSchema>;
export const profileListSchema = v.array(profileDtoSchema);

export const userDtoSchema = v.object({
  user_id: v.number(),
  doc_id: v.string(),
  first_name: v.string(),
  last_name: v.string(),
  email: v.string(),
  phone_number: v.string(),
  country_code: v.string(),
  user_type: v.picklist(["organizer", "food_truck_owner"]),
  role: v.string(),
  is_blocked: v.boolean(),
  email_verified: v.boolean(),
  profile_count: v.number(),
  company_name: v.string(),
  nip: v.string(),
  street_address: v.string(),
  postal_code: v.string(),
  city: v.string(),
  stripe_account_id: v.nullable(v.string()),
});

/** One chat message as the conversation endpoints answer it. */
export const messageSchema = v.strictObject({
  id: v.number(),
  message_id: v.number(),
  sender_id: v.nullable(v.number()),
  sender_email: v.nullable(v.string()),
  message_content: v.string(),
  created_at: v.number(),
});
