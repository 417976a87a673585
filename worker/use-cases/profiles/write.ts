import { eq, sql } from "drizzle-orm";
import { deleteFiles } from "../../adapters/storage";
import type { UserRow } from "../../app-env";
import { profilePhotos, profiles } from "../../db/schema";
import { resolvePlace } from "../../domain/gazetteer";
import { ApiError } from "../../lib/errors";
import { nowSeconds } from "../../lib/time";
import { PROFILE_TEXTS, type ProfileFields } from "../../schemas/profiles";
import type { UseCaseContext } from "../context";
import { type PhotoUpload, withUploadedPhotos } from "./photo-uploads";
import {
  findProfile,
  galleryOf,
  galleryPhotoColumns,
  galleryPhotoOf,
  offerItemStatements,
  profileDto,
  storedKeysOf,
} from "./queries";

export type ProfileRow = typeof profiles.$inferSelect;

function profileColumns(fields: ProfileFields) {
  const place = resolvePlace(fields.base_location);
  return {
    foodTruckName: fields.food_truck_name,
    foodTruckDescription: fields.food_truck_description,
    baseLocation: fields.base_location,
    baseLat: place?.lat ?? null,
    baseLng: place?.lng ?? null,
    operationRadiusKm: fields.operation_radius_km,
    offerJson: JSON.stringify(fields.offer),
    longTermRentalAvailable: fields.long_term_rental_available,
    priceFromGrosze: fields.price_from,
    priceToGrosze: fields.price_to,
    minimumOrderGrosze: fields.minimum_order,
    portionsPerHour: fields.portions_per_hour,
    truckLengthM: fields.truck_length_m,
    power: fields.power,
    powerKw: fields.power_kw,
    needsWater: fields.needs_water,
    updatedAt: nowSeconds(),
  };
}

/** The profile_photos row of an uploaded photo at `position` (the first, 0, is the cover). */
export function photoRow(
  profileId: number | ReturnType<typeof sql<number>>,
  upload: PhotoUpload,
  position: number | ReturnType<typeof sql<number>>,
) {
  return {
    profileId,
    position,
    r2Key: upload.key,
    contentType: upload.contentType,
    width: upload.width,
    height: upload.height,
    variantWidths: upload.variants.map((variant) => variant.width).join(","),
  };
}

function photoRows(profileId: number | ReturnType<typeof sql<number>>, uploads: PhotoUpload[]) {
  return uploads.map((upload, position) => photoRow(profileId, upload, position));
}

/** A new truck profile with its offer and photos (SPEC.md §3), written in one batch. */
export async function createProfile(
  ctx: UseCaseContext,
  user: UserRow,
  fields: ProfileFields,
  uploads: PhotoUpload[],
) {
  const { env, db } = ctx;
  // D1 runs a batch as one transaction, so "the newest profile of this user" is the one just inserted.
  const newId = sql<number>`(SELECT max(${profiles.id}) FROM ${profiles} WHERE ${profiles.userId} = ${user.id})`;
  const photos = photoRows(newId, uploads);
  const [inserted] = await withUploadedPhotos(env, uploads, () =>
    db.batch([
      db
        .insert(profiles)
        .values({ userId: user.id, profileImageKey: uploads[0]?.key ?? null, ...profileColumns(fields) })
        .returning(),
      ...offerItemStatements(db, newId, fields.offer),
      ...(photos.length > 0 ? [db.insert(profilePhotos).values(photos)] : []),
    ]),
  );
  const created = inserted[0];
  if (!created) throw new Error("insert returned no profile");
  // Read back for the photos' new ids (the owner's one-by-one changes name them).
  return profileDto(created, await galleryOf(db, created.id));
}

/** Edits a profile; new photos replace the whole gallery (SPEC.md §4), without new photos it stays. */
export async function updateProfile(
  ctx: UseCaseContext,
  profile: ProfileRow,
  fields: ProfileFields,
  uploads: PhotoUpload[],
) {
  const { env, db } = ctx;
  const update = db
    .update(profiles)
    .set({
      ...profileColumns(fields),
      ...(uploads.length > 0 ? { profileImageKey: uploads[0]?.key ?? null } : {}),
    })
    .where(eq(profiles.id, profile.id));
  const offer = offerItemStatements(db, profile.id, fields.offer);
  if (uploads.length > 0) {
    // The photos this write replaced come back from its own DELETE: a replacement racing this one cannot
    // make either forget the other's files in R2.
    const [replaced] = await withUploadedPhotos(env, uploads, () =>
      db.batch([
        db
          .delete(profilePhotos)
          .where(eq(profilePhotos.profileId, profile.id))
          .returning(galleryPhotoColumns),
        db.insert(profilePhotos).values(photoRows(profile.id, uploads)),
        update,
        ...offer,
      ]),
    );
    ctx.defer(deleteFiles(env, replaced.map(galleryPhotoOf).flatMap(storedKeysOf)));
  } else {
    await db.batch([update, ...offer]);
  }
  const updated = await findProfile(db, profile.id);
  if (!updated) throw new ApiError(404, PROFILE_TEXTS.notFound);
  return profileDto(updated, await galleryOf(db, profile.id));
}
