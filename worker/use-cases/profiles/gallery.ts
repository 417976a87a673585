// A truck's gallery photo by photo (beyond SPEC.md, issue 36): append, remove, reorder. The first photo by
// position is the cover; profiles.profile_image_key (SPEC's profile_image_url) follows it in the same batch.
import { and, count, eq, inArray, sql } from "drizzle-orm";
import { deleteFiles, fileUrl } from "../../adapters/storage";
import type { UserRow } from "../../app-env";
import type { Db } from "../../db/client";
import { insertWhere } from "../../db/insert-where";
import { profilePhotos, profiles } from "../../db/schema";
import { ApiError } from "../../lib/errors";
import { nowSeconds } from "../../lib/time";
import { GALLERY_TEXTS, galleryFullText } from "../../schemas/profile-photos";
import { PROFILE_LIMITS } from "../../schemas/profiles";
import { auditInsert } from "../admin/audit";
import type { UseCaseContext } from "../context";
import { type PhotoUpload, withUploadedPhotos } from "./photo-uploads";
import {
  findProfile,
  galleryOf,
  galleryPhotoColumns,
  galleryPhotoOf,
  profileDto,
  storedKeysOf,
} from "./queries";
import { type ProfileRow, photoRow } from "./write";

/** Who changes the gallery: its owner, or an admin (whose removals are audited, as on the admin page). */
type Actor = Pick<UserRow, "id" | "email" | "role">;

function photosOfProfile(profileId: number) {
  return eq(profilePhotos.profileId, profileId);
}

/** The cover becomes the gallery's first photo (none when it is empty), for the caller's batch. */
function coverStatement(db: Db, profileId: number) {
  const first = sql<
    string | null
  >`(SELECT ${profilePhotos.r2Key} FROM ${profilePhotos} WHERE ${photosOfProfile(profileId)} ORDER BY ${profilePhotos.position} LIMIT 1)`;
  return db
    .update(profiles)
    .set({ profileImageKey: first, updatedAt: nowSeconds() })
    .where(eq(profiles.id, profileId));
}

async function storedCount(db: Db, profileId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(profilePhotos).where(photosOfProfile(profileId));
  return row?.n ?? 0;
}

async function profileWithGallery(db: Db, profileId: number) {
  const profile = await findProfile(db, profileId);
  if (!profile) throw new ApiError(404, GALLERY_TEXTS.photoNotFound);
  return profileDto(profile, await galleryOf(db, profileId));
}

/**
 * POST /api/profiles/{id}/photos: the photos go at the end of the gallery, in the order sent. At most
 * PROFILE_LIMITS.maxPhotos in all: refused (409) before anything is stored, and decided again inside the
 * batch, so two appends at once cannot pass the limit together. Objects already put in R2 for a refused or
 * failed write are removed again (withUploadedPhotos).
 */
export async function appendPhotos(ctx: UseCaseContext, profile: ProfileRow, uploads: PhotoUpload[]) {
  const { db, env } = ctx;
  const [first, ...rest] = uploads;
  if (!first) throw new ApiError(400, GALLERY_TEXTS.noPhotos);
  const before = await storedCount(db, profile.id);
  if (before + uploads.length > PROFILE_LIMITS.maxPhotos) throw new ApiError(409, galleryFullText(before));

  const stored = sql<number>`(SELECT count(*) FROM ${profilePhotos} WHERE ${photosOfProfile(profile.id)})`;
  const nextPosition = sql<number>`(SELECT coalesce(max(${profilePhotos.position}), -1) + 1 FROM ${profilePhotos} WHERE ${photosOfProfile(profile.id)})`;
  // The first photo goes in only while the whole upload fits; the others only if the first went in (its
  // key is new and unique), so the batch writes all of them or none.
  const firstWent = sql`EXISTS (SELECT 1 FROM ${profilePhotos} WHERE ${profilePhotos.r2Key} = ${first.key})`;
  await withUploadedPhotos(env, uploads, async () => {
    const [gate] = await db.batch([
      insertWhere(
        db,
        profilePhotos,
        photoRow(profile.id, first, nextPosition),
        sql`${stored} + ${uploads.length} <= ${PROFILE_LIMITS.maxPhotos} AND EXISTS (SELECT 1 FROM ${profiles} WHERE ${profiles.id} = ${profile.id})`,
      ).returning({ id: profilePhotos.id }),
      ...rest.map((upload) =>
        insertWhere(db, profilePhotos, photoRow(profile.id, upload, nextPosition), firstWent),
      ),
      coverStatement(db, profile.id),
    ]);
    if (gate.length === 0) {
      // The gallery filled up (or the truck went) since the count above.
      if (!(await findProfile(db, profile.id))) throw new ApiError(404, GALLERY_TEXTS.photoNotFound);
      throw new ApiError(409, galleryFullText(await storedCount(db, profile.id)));
    }
  });
  return profileWithGallery(db, profile.id);
}

/**
 * DELETE /api/profiles/{id}/photos/{photoId} (and the admin page's removal by URL): the row and every R2
 * object of the photo (the photo and each smaller copy); the cover moves to the next photo. R2 is cleaned
 * after the database commit: a failed batch then never loses a photo the gallery still shows, and a failed
 * R2 delete only leaves an object no row points at (logged by deleteFiles), never a row without its file.
 */
export async function removePhoto(ctx: UseCaseContext, actor: Actor, profile: ProfileRow, photoId: number) {
  const { db, env } = ctx;
  const thisPhoto = and(photosOfProfile(profile.id), eq(profilePhotos.id, photoId));
  const [shown] = await db.select({ key: profilePhotos.r2Key }).from(profilePhotos).where(thisPhoto);
  if (!shown) throw new ApiError(404, GALLERY_TEXTS.photoNotFound);
  const audit = auditInsert(
    db,
    actor,
    {
      action: "photo_delete",
      targetType: "photo",
      targetId: profile.id,
      subjectUserId: profile.userId,
      before: { photo_url: fileUrl(shown.key) },
    },
    sql`changes() = 1`,
  );
  // An admin's removal from someone else's truck is logged, as on the admin page; the owner's is not.
  const audited = actor.role === "admin" && actor.id !== profile.userId;
  const [removed] = await db.batch([
    db.delete(profilePhotos).where(thisPhoto).returning(galleryPhotoColumns),
    ...(audited ? [audit] : []),
    coverStatement(db, profile.id),
  ]);
  // Gone between the read and the batch: another removal got there first (and cleans R2 itself).
  if (removed.length === 0) throw new ApiError(404, GALLERY_TEXTS.photoNotFound);
  await deleteFiles(env, removed.map(galleryPhotoOf).flatMap(storedKeysOf));
  return profileWithGallery(db, profile.id);
}

/** The id of the photo a gallery URL (or bare key) names, for the admin page's removal by URL. */
export async function photoIdByUrl(db: Db, profileId: number, photoUrl: string): Promise<number | undefined> {
  const photo = (await galleryOf(db, profileId)).find(
    (candidate) => fileUrl(candidate.key) === photoUrl || candidate.key === photoUrl,
  );
  return photo?.id;
}

/**
 * PUT /api/profiles/{id}/photos/order: `photoIds` must be exactly the gallery's photos (any order); the
 * first becomes the cover. Positions are rewritten through negative numbers, so the unique (profile,
 * position) index never sees two photos on one place midway; the statements change nothing unless the
 * gallery still is exactly these photos when the batch runs (409 otherwise).
 */
export async function reorderPhotos(ctx: UseCaseContext, profile: ProfileRow, photoIds: number[]) {
  const { db } = ctx;
  const mine = and(photosOfProfile(profile.id), inArray(profilePhotos.id, photoIds));
  const exactlyThese = sql`(SELECT count(*) FROM ${profilePhotos} WHERE ${photosOfProfile(profile.id)}) = ${photoIds.length}
    AND (SELECT count(*) FROM ${profilePhotos} WHERE ${mine}) = ${photoIds.length}`;
  const newPlace = sql.join(
    photoIds.map((id, position) => sql`WHEN ${id} THEN ${-1 - position}`),
    sql` `,
  );
  const [moved] = await db.batch([
    db
      .update(profilePhotos)
      .set({ position: sql`CASE ${profilePhotos.id} ${newPlace} END` })
      .where(and(mine, exactlyThese))
      .returning({ id: profilePhotos.id }),
    db
      .update(profilePhotos)
      .set({ position: sql`-1 - ${profilePhotos.position}` })
      .where(and(photosOfProfile(profile.id), sql`${profilePhotos.position} < 0`)),
    coverStatement(db, profile.id),
  ]);
  if (moved.length !== photoIds.length) throw new ApiError(409, GALLERY_TEXTS.orderMismatch);
  return profileWithGallery(db, profile.id);
}
