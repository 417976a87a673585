import * as v from "valibot";
import { DIETARY, DISHES, DRINKS } from "../domain/offer-catalogue";
import { PHOTO_VARIANTS_FIELD } from "../domain/photo-variants";
import { fields, numberLike, requiredMultilineText, requiredText } from "./fields";
import { PROFILE_LIMITS, PROFILE_TEXTS, SEARCH_FILTER_TEXTS, SEARCH_SORTS } from "./profile-texts";
import { TRUCK_NEEDS_TEXTS, truckNeedsEntries, venueEntries } from "./truck-needs";

export { PROFILE_LIMITS, PROFILE_TEXTS };

const codes = <T extends Record<string, string>>(catalogue: T) =>
  v.optional(
    v.pipe(
      v.array(
        v.picklist(Object.keys(catalogue) as (keyof T & string)[], PROFILE_TEXTS.offer),
        PROFILE_TEXTS.offer,
      ),
      v.maxLength(Object.keys(catalogue).length, PROFILE_TEXTS.offer),
      v.transform((list) => [...new Set(list)]),
    ),
    [],
  );

export const offerSchema = v.object(
  { dishes: codes(DISHES), drinks: codes(DRINKS), dietary: codes(DIETARY) },
  PROFILE_TEXTS.offer,
);
export type OfferInput = v.InferOutput<typeof offerSchema>;

/** Files of a multipart field, checked by their bytes in the use case; "" is a part with no file chosen. */
const formFiles = (message: string) =>
  v.optional(v.union([v.file(), v.literal(""), v.array(v.union([v.file(), v.literal("")]))], message));
export type FormFiles = v.InferOutput<ReturnType<typeof formFiles>>;

/** The photos and their smaller WebP copies, named "<photo index>-w<width>.webp" (domain/photo-variants). */
export const galleryFileEntries = {
  gallery_photos: formFiles("Pole gallery_photos musi zawierać pliki."),
  [PHOTO_VARIANTS_FIELD]: formFiles(`Pole ${PHOTO_VARIANTS_FIELD} musi zawierać pliki.`),
};

/** The description and base of a truck: the owner's form and the admin's details edit. */
export const profileDetailEntries = {
  food_truck_description: requiredMultilineText(PROFILE_TEXTS.description, 5000),
  base_location: requiredText(PROFILE_TEXTS.baseLocation, 200),
};

/**
 * An optional amount in złoty ("25", "25,50"), stored in grosze; empty means "not given" (null). Beyond
 * SPEC.md (issue 16): the price guide of a truck.
 */
const optionalPln = (message: string, max: number) =>
  v.optional(
    v.union(
      [
        v.pipe(
          v.literal(""),
          v.transform(() => null),
        ),
        v.pipe(
          numberLike(message),
          v.minValue(1, message),
          v.maxValue(max, message),
          v.transform((value) => Math.round(value * 100)),
        ),
      ],
      message,
    ),
    "",
  );

/** Multipart fields of POST/PUT /profiles. */
const profileFieldEntries = fields(
  {
    food_truck_name: requiredText(PROFILE_TEXTS.name, 120),
    ...profileDetailEntries,
    operation_radius_km: v.pipe(
      v.string(PROFILE_TEXTS.radius),
      v.trim(),
      v.regex(/^\d{1,4}$/, PROFILE_TEXTS.radius),
      v.transform(Number),
      v.minValue(1, PROFILE_TEXTS.radius),
      v.maxValue(PROFILE_LIMITS.maxRadiusKm, PROFILE_TEXTS.radius),
    ),
    offer: v.optional(
      v.pipe(
        v.string(PROFILE_TEXTS.offer),
        v.rawTransform(({ dataset, addIssue, NEVER }) => {
          try {
            const parsed: unknown = JSON.parse(dataset.value);
            // valibot's object schema also accepts arrays; an offer is only ever an object.
            if (typeof parsed === "object" && parsed !== null && !Array.isArray(parsed)) return parsed;
            addIssue({ message: PROFILE_TEXTS.offer });
            return NEVER;
          } catch {
            addIssue({ message: PROFILE_TEXTS.offer });
            return NEVER;
          }
        }),
        offerSchema,
      ),
      '{"dishes":[],"drinks":[],"dietary":[]}',
    ),
    ...galleryFileEntries,
    long_term_rental_available: v.optional(
      v.pipe(
        v.picklist(
          ["true", "false", "on", "1", "0", ""],
          "Nieprawidłowa wartość pola „wynajem długoterminowy”.",
        ),
        v.transform((value) => value === "true" || value === "on" || value === "1"),
      ),
      "false",
    ),
    price_from: optionalPln(PROFILE_TEXTS.priceFrom, PROFILE_LIMITS.maxPortionPrice),
    price_to: optionalPln(PROFILE_TEXTS.priceTo, PROFILE_LIMITS.maxPortionPrice),
    minimum_order: optionalPln(PROFILE_TEXTS.minimumOrder, PROFILE_LIMITS.maxMinimumOrder),
    ...truckNeedsEntries,
  },
  {
    food_truck_name: PROFILE_TEXTS.name,
    food_truck_description: PROFILE_TEXTS.description,
    base_location: PROFILE_TEXTS.baseLocation,
    operation_radius_km: PROFILE_TEXTS.radius,
  },
);
export const profileFieldsSchema = v.pipe(
  profileFieldEntries,
  v.forward(
    v.check(
      (input) => input.price_from === null || input.price_to === null || input.price_to >= input.price_from,
      PROFILE_TEXTS.priceOrder,
    ),
    ["price_to"],
  ),
  // A kW figure belongs to a socket: with no power stated, or none needed, it is refused.
  v.forward(
    v.check(
      (input) => input.power_kw === null || input.power === "230v" || input.power === "400v",
      TRUCK_NEEDS_TEXTS.powerKwWithoutSocket,
    ),
    ["power_kw"],
  ),
);
export type ProfileFields = v.InferOutput<typeof profileFieldsSchema>;

/** GET /profiles query (empty values are omitted by the client; the server treats "" as absent too). */
export const profileSearchSchema = v.object({
  cuisine: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(40))),
  postal_code: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(120, "Lokalizacja jest za długa."))),
  event_start_date: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(20))),
  event_end_date: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(20))),
  long_term_rental: v.optional(v.picklist(["true", "false", "1", "0", ""], "Nieprawidłowa wartość filtra.")),
  // Beyond SPEC.md (issue 16): the order and the filters organizers expect of a marketplace.
  sort: v.optional(v.picklist([...SEARCH_SORTS, ""], SEARCH_FILTER_TEXTS.sort)),
  /** Dietary option codes, comma-separated: trucks offering all of them. */
  dietary: v.optional(
    v.pipe(
      v.string(SEARCH_FILTER_TEXTS.dietary),
      v.maxLength(60, SEARCH_FILTER_TEXTS.dietary),
      v.transform((text) => (text ? text.split(",") : [])),
      v.array(v.picklist(Object.keys(DIETARY) as (keyof typeof DIETARY)[], SEARCH_FILTER_TEXTS.dietary)),
    ),
  ),
  min_rating: v.optional(
    v.union(
      [
        v.literal(""),
        v.pipe(
          v.string(SEARCH_FILTER_TEXTS.minRating),
          v.regex(/^[1-5]([.,]\d)?$/, SEARCH_FILTER_TEXTS.minRating),
          v.transform((text) => Number(text.replace(",", "."))),
          v.maxValue(5, SEARCH_FILTER_TEXTS.minRating),
        ),
      ],
      SEARCH_FILTER_TEXTS.minRating,
    ),
  ),
  /** Budget per portion in złoty: trucks whose portions start at or below it. */
  max_price: v.optional(
    v.union(
      [
        v.literal(""),
        v.pipe(
          numberLike(SEARCH_FILTER_TEXTS.maxPrice),
          v.minValue(1, SEARCH_FILTER_TEXTS.maxPrice),
          v.maxValue(PROFILE_LIMITS.maxPortionPrice, SEARCH_FILTER_TEXTS.maxPrice),
        ),
      ],
      SEARCH_FILTER_TEXTS.maxPrice,
    ),
  ),
  // Beyond SPEC.md (issue 38): the venue's limits; trucks that stated nothing about them stay in.
  ...venueEntries,
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}$/, "Nieprawidłowy limit."),
      v.transform(Number),
      v.minValue(1),
      v.maxValue(100, "Limit może wynosić najwyżej 100."),
    ),
  ),
  offset: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,6}$/, "Nieprawidłowe przesunięcie."), v.transform(Number)),
  ),
});

export type ProfileSearchQuery = v.InferOutput<typeof profileSearchSchema>;

/** Reviews shown per page on a truck's profile (GET /api/profiles/{id}/reviews). */
export const REVIEWS_PAGE_SIZE = 10;

/** GET /api/profiles/{id}/reviews: one page, newest first (beyond SPEC.md, issue 16). */
/**
 * The GETs a truck's page starts with, as the SPA's API client sends them: the keys of the answers the
 * worker puts into that page (decision 0033).
 */
export const profileApiUrl = (profileId: string) => `/api/profiles/${profileId}`;
export const firstReviewsApiUrl = (profileId: string) => `/api/profiles/${profileId}/reviews?offset=0`;

export const truckReviewsQuerySchema = v.object({
  offset: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,6}$/, "Nieprawidłowe przesunięcie."), v.transform(Number)),
    "0",
  ),
});

export const monthQuerySchema = v.object({
  year: v.pipe(
    v.string("Podaj rok."),
    v.regex(/^\d{4}$/, "Nieprawidłowy rok."),
    v.transform(Number),
    v.minValue(2000, "Nieprawidłowy rok."),
    v.maxValue(2100, "Nieprawidłowy rok."),
  ),
  month: v.pipe(
    v.string("Podaj miesiąc."),
    v.regex(/^\d{1,2}$/, "Nieprawidłowy miesiąc."),
    v.transform(Number),
    v.minValue(1, "Miesiąc musi być liczbą od 1 do 12."),
    v.maxValue(12, "Miesiąc musi być liczbą od 1 do 12."),
  ),
});

/** GET /profiles/{id}/busy-days, the picker's form: every busy day from–to (YYYY-MM-DD, inclusive), e.g. three months at once. */
export const availabilityRangeQuerySchema = fields(
  {
    from: v.pipe(v.string(), v.isoDate("Nieprawidłowa data. Użyj formatu RRRR-MM-DD.")),
    to: v.pipe(v.string(), v.isoDate("Nieprawidłowa data. Użyj formatu RRRR-MM-DD.")),
  },
  { from: "Podaj datę początkową.", to: "Podaj datę końcową." },
);

export const availabilityUpdateSchema = v.object({
  year: v.pipe(
    v.number("Nieprawidłowy rok."),
    v.integer("Nieprawidłowy rok."),
    v.minValue(2000, "Nieprawidłowy rok."),
    v.maxValue(2100, "Nieprawidłowy rok."),
  ),
  month: v.pipe(
    v.number("Nieprawidłowy miesiąc."),
    v.integer("Nieprawidłowy miesiąc."),
    v.minValue(1, "Miesiąc musi być liczbą od 1 do 12."),
    v.maxValue(12, "Miesiąc musi być liczbą od 1 do 12."),
  ),
  day: v.pipe(
    v.number("Nieprawidłowy dzień."),
    v.integer("Nieprawidłowy dzień."),
    v.minValue(1, "Nieprawidłowy dzień."),
    v.maxValue(31, "Nieprawidłowy dzień."),
  ),
  isUnavailable: v.boolean("Pole isUnavailable musi mieć wartość true lub false."),
});
