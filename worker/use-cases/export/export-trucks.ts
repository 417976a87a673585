import { asc, inArray } from "drizzle-orm";
import type { UserRow } from "../../app-env";
import type { Db } from "../../db/client";
import { availability, calendarImports, importedBusyDays } from "../../db/schema";
import { profileDtos, profilesOfUser } from "../profiles/queries";

/** "/api/files/…" → "https://host/api/files/…": an address that opens outside the app too. */
function absolute(appUrl: string, path: string): string {
  return new URL(path, appUrl).toString();
}

/**
 * An owner's trucks as their public profiles show them (photo addresses made absolute), each with its busy
 * days (marked by hand or held by a booking) and its imported calendar: the address the owner gave, its
 * reads, and the days it made busy.
 */
export async function trucksPart(db: Db, user: UserRow, appUrl: string) {
  const rows = await profilesOfUser(db, user.id);
  if (rows.length === 0) return { trucks: [] };
  const ids = rows.map((row) => row.id);
  const [dtos, days, imports, importedDays] = await Promise.all([
    profileDtos(db, rows),
    db
      .select()
      .from(availability)
      .where(inArray(availability.profileId, ids))
      .orderBy(asc(availability.profileId), asc(availability.day)),
    db.select().from(calendarImports).where(inArray(calendarImports.profileId, ids)),
    db
      .select()
      .from(importedBusyDays)
      .where(inArray(importedBusyDays.profileId, ids))
      .orderBy(asc(importedBusyDays.profileId), asc(importedBusyDays.day)),
  ]);
  return {
    trucks: dtos.map((truck) => {
      const calendarImport = imports.find((row) => row.profileId === truck.profile_id);
      return {
        ...truck,
        profile_image_url: truck.profile_image_url && absolute(appUrl, truck.profile_image_url),
        gallery_photo_urls: truck.gallery_photo_urls.map((url) => absolute(appUrl, url)),
        gallery_photos: truck.gallery_photos.map((photo) => ({
          ...photo,
          url: absolute(appUrl, photo.url),
          variants: photo.variants.map((variant) => ({ ...variant, url: absolute(appUrl, variant.url) })),
        })),
        busy_days: days
          .filter((day) => day.profileId === truck.profile_id)
          .map((day) => ({
            day: day.day,
            booking_request_id: day.bookingRequestId,
            marked_at: day.createdAt,
          })),
        calendar_import: calendarImport
          ? {
              url: calendarImport.url,
              created_at: calendarImport.createdAt,
              last_synced_at: calendarImport.lastSyncedAt,
              last_attempt_at: calendarImport.lastAttemptAt,
              last_error: calendarImport.lastError,
              busy_days: importedDays
                .filter((day) => day.profileId === truck.profile_id)
                .map((day) => day.day),
            }
          : null,
      };
    }),
  };
}
