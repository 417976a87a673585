import { and, eq, inArray, sql } from "drizzle-orm";
import { deleteFiles } from "../../adapters/storage";
import type { UserRow } from "../../app-env";
import type { Db } from "../../db/client";
import { bookingRequests, conversations, invitations, profiles, users } from "../../db/schema";
import { HOLDING_STATUSES } from "../../domain/booking-machine";
import { resolvePlace } from "../../domain/gazetteer";
import { ApiError } from "../../lib/errors";
import { nowSeconds } from "../../lib/time";
import type { AdminProfileDetails } from "../../schemas/admin";
import { PROFILE_TEXTS } from "../../schemas/profiles";
import type { UseCaseContext } from "../context";
import { photoIdByUrl, removePhoto } from "../profiles/gallery";
import {
  findProfile,
  galleryPhotosByProfile,
  profileDto,
  profileDtos,
  profilesOfUser,
  storedKeysOf,
} from "../profiles/queries";
import { auditInsert } from "./audit";
import { ADMIN_PROFILE_TEXTS, ADMIN_USER_TEXTS } from "./texts";

type Admin = Pick<UserRow, "id" | "email">;

async function profileOrFail(db: Db, profileId: number) {
  const profile = await findProfile(db, profileId);
  if (!profile) throw new ApiError(404, PROFILE_TEXTS.notFound);
  return profile;
}

/** GET /admin/users/{docId}/profiles. */
export async function userProfiles(db: Db, userId: number) {
  const user = await db.query.users.findFirst({ where: eq(users.id, userId), columns: { id: true } });
  if (!user) throw new ApiError(404, ADMIN_USER_TEXTS.notFound);
  return profileDtos(db, await profilesOfUser(db, userId));
}

/** GET /admin/profiles/{docId}. */
export async function adminProfile(db: Db, profileId: number) {
  const profile = await profileOrFail(db, profileId);
  const photos = await galleryPhotosByProfile(db, [profile.id]);
  return profileDto(profile, photos.get(profile.id) ?? []);
}

/** PUT /admin/profiles/{docId}/details: description, base location (found again on the map) and radius. */
export async function updateProfileDetails(
  ctx: UseCaseContext,
  admin: Admin,
  profileId: number,
  input: AdminProfileDetails,
) {
  const profile = await profileOrFail(ctx.db, profileId);
  const place = resolvePlace(input.base_location);
  const before = {
    food_truck_description: profile.foodTruckDescription,
    base_location: profile.baseLocation,
    operation_radius_km: profile.operationRadiusKm,
  };
  await ctx.db.batch([
    ctx.db
      .update(profiles)
      .set({
        foodTruckDescription: input.food_truck_description,
        baseLocation: input.base_location,
        baseLat: place?.lat ?? null,
        baseLng: place?.lng ?? null,
        operationRadiusKm: input.operation_radius_km,
        updatedAt: nowSeconds(),
      })
      .where(eq(profiles.id, profileId)),
    auditInsert(
      ctx.db,
      admin,
      {
        action: "profile_update",
        targetType: "profile",
        targetId: profileId,
        subjectUserId: profile.userId,
        before,
        after: input,
      },
      sql`changes() = 1`,
    ),
  ]);
  return adminProfile(ctx.db, profileId);
}

/**
 * DELETE /admin/profiles/{docId}/photo {photoUrl}: one gallery photo and its smaller copies, as the owner's
 * own removal does (audited); the cover moves to the next photo.
 */
export async function deleteProfilePhoto(
  ctx: UseCaseContext,
  admin: Admin,
  profileId: number,
  photoUrl: string,
) {
  const profile = await profileOrFail(ctx.db, profileId);
  const photoId = await photoIdByUrl(ctx.db, profileId, photoUrl);
  if (photoId === undefined) throw new ApiError(404, ADMIN_PROFILE_TEXTS.photoNotFound);
  return removePhoto(ctx, { ...admin, role: "admin" }, profile, photoId);
}

/**
 * DELETE /admin/profiles/{docId}: the truck with its photos, calendar and offer. Refused while a request
 * waits for it, a booking holds it, or an invitation is pending or has a conversation: those need an
 * answer or a cancellation first, with their e-mails.
 */
export async function deleteProfile(ctx: UseCaseContext, admin: Admin, profileId: number): Promise<void> {
  const profile = await profileOrFail(ctx.db, profileId);
  const gallery = (await galleryPhotosByProfile(ctx.db, [profileId])).get(profileId) ?? [];
  // Deleting a truck deletes its invitations and their conversations with it: refused while any is pending
  // or has a conversation (messages may be a dispute's evidence), as while a booking waits or holds it.
  const open = sql`(EXISTS (SELECT 1 FROM ${bookingRequests} WHERE ${bookingRequests.profileId} = ${profileId} AND ${inArray(bookingRequests.status, ["pending_owner_approval", ...HOLDING_STATUSES])})
    OR EXISTS (SELECT 1 FROM ${invitations} WHERE ${invitations.profileId} = ${profileId} AND (${invitations.status} = 'pending' OR EXISTS (SELECT 1 FROM ${conversations} WHERE ${conversations.invitationId} = ${invitations.id}))))`;
  const [deleted] = await ctx.db.batch([
    ctx.db
      .delete(profiles)
      .where(and(eq(profiles.id, profileId), sql`NOT ${open}`))
      .returning({ id: profiles.id }),
    auditInsert(
      ctx.db,
      admin,
      {
        action: "profile_delete",
        targetType: "profile",
        targetId: profileId,
        subjectUserId: profile.userId,
        before: { food_truck_name: profile.foodTruckName, owner_id: profile.userId },
      },
      sql`changes() = 1`,
    ),
  ]);
  if (deleted.length === 0) throw new ApiError(409, ADMIN_PROFILE_TEXTS.openBookings);
  const keys = [
    ...gallery.flatMap(storedKeysOf),
    ...(profile.profileImageKey ? [profile.profileImageKey] : []),
  ];
  await deleteFiles(ctx.env, [...new Set(keys)]);
}
