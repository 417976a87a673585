import { eq, sql } from "drizzle-orm";
import { deleteFiles, putFile } from "../../adapters/storage";
import type { UserRow } from "../../app-env";
import { profilePhotos, profiles } from "../../db/schema";
import { detectImageType } from "../../domain/file-types";
import { resolvePlace } from "../../domain/gazetteer";
import type { Env } from "../../env";
import { ApiError } from "../../lib/errors";
import { nowSeconds } from "../../lib/time";
import { PROFILE_LIMITS, PROFILE_TEXTS, type ProfileFields } from "../../schemas/profiles";
import type { UseCaseContext } from "../context";
import {
  findProfile,
  type GalleryPhoto,
  galleryPhotosByProfile,
  offerItemStatements,
  profileDto,
} from "./queries";

export type ProfileRow = typeof profiles.$inferSelect;

interface PhotoUpload {
  key: string;
  bytes: Uint8Array;
  contentType: string;
}

/** Checks count, size and real type (magic bytes) of uploaded photos; gives each a new immutable key. */
export async function readPhotos(parts: File | "" | (File | "")[] | undefined): Promise<PhotoUpload[]> {
  const list = parts === undefined ? [] : Array.isArray(parts) ? parts : [parts];
  const nonEmpty = list.filter((part): part is File => part instanceof File && part.size > 0);
  if (nonEmpty.length > PROFILE_LIMITS.maxPhotos) throw new ApiError(400, PROFILE_TEXTS.tooManyPhotos);
  const uploads: PhotoUpload[] = [];
  for (const file of nonEmpty) {
    if (file.size > PROFILE_LIMITS.maxPhotoBytes) throw new ApiError(413, PROFILE_TEXTS.photoTooLarge);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const type = detectImageType(bytes);
    if (!type) throw new ApiError(400, PROFILE_TEXTS.photoType);
    uploads.push({ key: `profiles/${crypto.randomUUID()}.${type.extension}`, bytes, contentType: type.mime });
  }
  return uploads;
}

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
    updatedAt: nowSeconds(),
  };
}

function photoRows(profileId: number | ReturnType<typeof sql<number>>, uploads: PhotoUpload[]) {
  return uploads.map((upload, position) => ({
    profileId,
    position,
    r2Key: upload.key,
    contentType: upload.contentType,
  }));
}

function galleryOf(uploads: PhotoUpload[]): GalleryPhoto[] {
  return uploads.map((upload) => ({ key: upload.key, width: null, height: null, variantWidths: [] }));
}

/** Stores the photos in R2 first; if the database write then fails, they are removed again. */
async function withUploadedPhotos<T>(env: Env, uploads: PhotoUpload[], write: () => Promise<T>): Promise<T> {
  await Promise.all(uploads.map((upload) => putFile(env, upload.key, upload.bytes, upload.contentType)));
  try {
    return await write();
  } catch (error) {
    await deleteFiles(
      env,
      uploads.map((upload) => upload.key),
    );
    throw error;
  }
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
  return profileDto(created, galleryOf(uploads));
}

/** Edits a profile; new photos replace the whole gallery (SPEC.md §4), without new photos it stays. */
export async function updateProfile(
  ctx: UseCaseContext,
  profile: ProfileRow,
  fields: ProfileFields,
  uploads: PhotoUpload[],
) {
  const { env, db } = ctx;
  const oldGallery = (await galleryPhotosByProfile(db, [profile.id])).get(profile.id) ?? [];
  const replaceGallery = uploads.length > 0;
  await withUploadedPhotos(env, uploads, () =>
    db.batch([
      db
        .update(profiles)
        .set({
          ...profileColumns(fields),
          ...(replaceGallery ? { profileImageKey: uploads[0]?.key ?? null } : {}),
        })
        .where(eq(profiles.id, profile.id)),
      ...offerItemStatements(db, profile.id, fields.offer),
      ...(replaceGallery
        ? [
            db.delete(profilePhotos).where(eq(profilePhotos.profileId, profile.id)),
            db.insert(profilePhotos).values(photoRows(profile.id, uploads)),
          ]
        : []),
    ]),
  );
  if (replaceGallery)
    ctx.defer(
      deleteFiles(
        env,
        oldGallery.map((photo) => photo.key),
      ),
    );
  const updated = await findProfile(db, profile.id);
  if (!updated) throw new ApiError(404, PROFILE_TEXTS.notFound);
  return profileDto(updated, replaceGallery ? galleryOf(uploads) : oldGallery);
}
