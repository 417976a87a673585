import { and, asc, eq, inArray, type SQL } from "drizzle-orm";
import * as v from "valibot";
import { fileUrl, variantKey } from "../../adapters/storage";
import type { Db } from "../../db/client";
import { profileOfferItems, profilePhotos, profiles } from "../../db/schema";
import type { Offer } from "../../domain/offer-catalogue";
import type { TruckNeeds } from "../../domain/truck-needs";
import { offerSchema } from "../../schemas/profiles";
import { pln } from "../bookings/queries";

export type ProfileRow = typeof profiles.$inferSelect;

function parseOffer(json: string): Offer {
  try {
    const parsed = v.safeParse(offerSchema, JSON.parse(json));
    if (parsed.success) return parsed.output;
  } catch {
    // A corrupt stored offer reads as empty rather than breaking the page.
  }
  return { dishes: [], drinks: [], dietary: [] };
}

/** One gallery photo as stored: its id, key, pixel size and the widths of its smaller WebP copies. */
export interface GalleryPhoto {
  id: number;
  key: string;
  width: number | null;
  height: number | null;
  variantWidths: number[];
}

/** The columns of profile_photos a gallery photo is read from (every query selects the same). */
export const galleryPhotoColumns = {
  id: profilePhotos.id,
  profileId: profilePhotos.profileId,
  key: profilePhotos.r2Key,
  width: profilePhotos.width,
  height: profilePhotos.height,
  variantWidths: profilePhotos.variantWidths,
};

/** "400,800" → [400, 800]; anything else is ignored. */
function parseVariantWidths(text: string): number[] {
  return text
    .split(",")
    .map((part) => Number(part))
    .filter((width) => Number.isInteger(width) && width > 0);
}

export function galleryPhotoOf(row: {
  id: number;
  key: string;
  width: number | null;
  height: number | null;
  variantWidths: string;
}): GalleryPhoto {
  return {
    id: row.id,
    key: row.key,
    width: row.width,
    height: row.height,
    variantWidths: parseVariantWidths(row.variantWidths),
  };
}

/** Every R2 object of a gallery photo: the photo and its smaller copies (deleted together). */
export function storedKeysOf(photo: Pick<GalleryPhoto, "key" | "variantWidths">): string[] {
  return [photo.key, ...photo.variantWidths.map((width) => variantKey(photo.key, width))];
}

/**
 * A gallery photo for pages: its id (for the owner's one-by-one changes, beyond SPEC.md: issue 36), the
 * full-size URL, its size, and the smaller copies for srcset.
 */
function galleryPhotoDto(photo: GalleryPhoto) {
  return {
    id: photo.id,
    url: fileUrl(photo.key),
    width: photo.width,
    height: photo.height,
    variants: photo.variantWidths.map((width) => ({ width, url: fileUrl(variantKey(photo.key, width)) })),
  };
}

/** The profile object of SPEC.md §3, as every endpoint returns it (plus gallery_photos for srcset). */
export function profileDto(row: ProfileRow, photos: GalleryPhoto[], extra: { distance_km?: number } = {}) {
  return {
    profile_id: row.id,
    doc_id: String(row.id),
    owner_id: row.userId,
    food_truck_name: row.foodTruckName,
    food_truck_description: row.foodTruckDescription,
    profile_image_url: row.profileImageKey ? fileUrl(row.profileImageKey) : null,
    base_location: row.baseLocation,
    // Beyond SPEC.md (issue 16): the base's town on the search map (the gazetteer's point, not an address).
    base_lat: row.baseLat === null ? null : Math.round(row.baseLat * 10_000) / 10_000,
    base_lng: row.baseLng === null ? null : Math.round(row.baseLng * 10_000) / 10_000,
    operation_radius_km: row.operationRadiusKm,
    offer: parseOffer(row.offerJson),
    long_term_rental_available: row.longTermRentalAvailable,
    gallery_photo_urls: photos.map((photo) => fileUrl(photo.key)),
    gallery_photos: photos.map(galleryPhotoDto),
    // Beyond SPEC.md (issue 16): the organizers' average rating, to one decimal, and how many rated.
    rating_average: row.reviewCount > 0 ? Math.round((row.ratingTotal / row.reviewCount) * 10) / 10 : null,
    review_count: row.reviewCount,
    // The price guide in złoty, like every amount the API answers; null where the owner gave none.
    price_from: pln(row.priceFromGrosze),
    price_to: pln(row.priceToGrosze),
    minimum_order: pln(row.minimumOrderGrosze),
    // Beyond SPEC.md (issue 38): what the truck serves and needs on site; null where not stated.
    ...truckNeedsOf(row),
    ...extra,
  };
}
export type ProfileDto = ReturnType<typeof profileDto>;

/** A stored truck's statements about what it serves and needs, as the API and the domain name them. */
export function truckNeedsOf(
  row: Pick<ProfileRow, "portionsPerHour" | "truckLengthM" | "power" | "powerKw" | "needsWater">,
): TruckNeeds {
  return {
    portions_per_hour: row.portionsPerHour,
    truck_length_m: row.truckLengthM,
    power: row.power,
    power_kw: row.powerKw,
    needs_water: row.needsWater,
  };
}

/** Gallery photos per profile, in gallery order. */
export async function galleryPhotosByProfile(
  db: Db,
  profileIds: number[],
): Promise<Map<number, GalleryPhoto[]>> {
  const byProfile = new Map<number, GalleryPhoto[]>();
  if (profileIds.length === 0) return byProfile;
  const rows = await db
    .select(galleryPhotoColumns)
    .from(profilePhotos)
    .where(inArray(profilePhotos.profileId, profileIds))
    .orderBy(asc(profilePhotos.profileId), asc(profilePhotos.position));
  for (const row of rows) {
    const list = byProfile.get(row.profileId) ?? [];
    list.push(galleryPhotoOf(row));
    byProfile.set(row.profileId, list);
  }
  return byProfile;
}

/** One profile's gallery, in gallery order. */
export async function galleryOf(db: Db, profileId: number): Promise<GalleryPhoto[]> {
  return (await galleryPhotosByProfile(db, [profileId])).get(profileId) ?? [];
}

export async function profileDtos(db: Db, rows: ProfileRow[]) {
  const photos = await galleryPhotosByProfile(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => profileDto(row, photos.get(row.id) ?? []));
}

/** A truck's public profile as GET /api/profiles/{id} answers it; undefined when there is none. */
export async function publicProfile(db: Db, id: number): Promise<ProfileDto | undefined> {
  const row = await findProfile(db, id);
  if (!row) return undefined;
  const photos = await galleryPhotosByProfile(db, [row.id]);
  return profileDto(row, photos.get(row.id) ?? []);
}

export async function findProfile(db: Db, id: number): Promise<ProfileRow | undefined> {
  return db.query.profiles.findFirst({ where: eq(profiles.id, id) });
}

export async function profilesOfUser(db: Db, userId: number): Promise<ProfileRow[]> {
  return db
    .select()
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .orderBy(asc(profiles.foodTruckName), asc(profiles.id));
}

/**
 * Statements (for the caller's batch) that replace a profile's searchable offer rows with `offer`.
 * `profileId` may be a subquery (a profile created earlier in the same batch).
 */
export function offerItemStatements(db: Db, profileId: number | SQL, offer: Offer) {
  const items = (["dishes", "drinks", "dietary"] as const).flatMap((kind) =>
    offer[kind].map((code) => ({ profileId, kind, code })),
  );
  const remove = db.delete(profileOfferItems).where(eq(profileOfferItems.profileId, profileId));
  return items.length > 0 ? [remove, db.insert(profileOfferItems).values(items)] : [remove];
}

export function ownedBy(userId: number, profileId: number) {
  return and(eq(profiles.id, profileId), eq(profiles.userId, userId));
}
