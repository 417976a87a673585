import { and, eq, gte, isNotNull, isNull, lte, sql } from "drizzle-orm";
import { Hono } from "hono";
import * as v from "valibot";
import { deleteFiles, putFile } from "../adapters/storage";
import type { AppEnv, UserRow } from "../app-env";
import { type Db, getDb } from "../db/client";
import { availability, profilePhotos, profiles } from "../db/schema";
import {
  dayFromInput,
  daysInMonth,
  daysInRange,
  formatDay,
  isRealDate,
  warsawMidnight,
} from "../domain/calendar";
import { detectImageType } from "../domain/file-types";
import { resolvePlace } from "../domain/gazetteer";
import { DISHES, DRINKS } from "../domain/offer-catalogue";
import type { Env } from "../env";
import { ApiError } from "../lib/errors";
import { nowSeconds } from "../lib/time";
import { validate } from "../lib/validate";
import { assertOwner, loadEditableProfile, requireAuth } from "../permissions";
import {
  availabilityUpdateSchema,
  monthQuerySchema,
  PROFILE_LIMITS,
  PROFILE_TEXTS,
  type ProfileFields,
  profileFieldsSchema,
  profileSearchSchema,
} from "../schemas/profiles";
import {
  findProfile,
  offerItemStatements,
  photoKeysByProfile,
  profileDto,
  profileDtos,
  profileDtosByIds,
  profilesOfUser,
} from "../use-cases/profiles/queries";
import { searchProfiles } from "../use-cases/search/profile-search";

const TEXT = {
  badDate: "Nieprawidłowa data. Użyj formatu RRRR-MM-DD.",
  rangeTooLong: "Zakres dat może obejmować najwyżej 366 dni.",
  unknownCuisine: "Nieznany rodzaj kuchni.",
  notADay: "Taki dzień nie istnieje w kalendarzu.",
  bookedDay: "Ten dzień jest zajęty przez potwierdzoną rezerwację. Aby go zwolnić, anuluj rezerwację.",
} as const;

const idParam = v.object({ id: v.pipe(v.string(), v.regex(/^\d{1,10}$/), v.transform(Number)) });

interface PhotoUpload {
  key: string;
  bytes: Uint8Array;
  contentType: string;
}

/** Checks count, size and real type (magic bytes) of uploaded photos; gives each a new immutable key. */
async function readPhotos(parts: File | "" | (File | "")[] | undefined): Promise<PhotoUpload[]> {
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

async function createProfile(env: Env, db: Db, user: UserRow, fields: ProfileFields, uploads: PhotoUpload[]) {
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
  return profileDto(
    created,
    uploads.map((upload) => upload.key),
  );
}

export const profilesRoutes = new Hono<AppEnv>()
  .get("/", validate("query", profileSearchSchema), async (c) => {
    const query = c.req.valid("query");
    const cuisine = query.cuisine || undefined;
    if (cuisine && !Object.hasOwn(DISHES, cuisine) && !Object.hasOwn(DRINKS, cuisine))
      throw new ApiError(400, TEXT.unknownCuisine);
    const locationText = query.postal_code || undefined;
    const place = locationText ? resolvePlace(locationText) : null;

    let dates: { startDay: string; endDay: string; startSeconds: number; endSeconds: number } | undefined;
    if (query.event_start_date || query.event_end_date) {
      const startDay = dayFromInput(query.event_start_date || query.event_end_date || "");
      const endDay = query.event_end_date ? dayFromInput(query.event_end_date) : startDay;
      if (!startDay || !endDay) throw new ApiError(400, TEXT.badDate);
      if (endDay < startDay) throw new ApiError(400, PROFILE_TEXTS.endBeforeStart);
      if (daysInRange(startDay, endDay).length > 366) throw new ApiError(400, TEXT.rangeTooLong);
      dates = {
        startDay,
        endDay,
        startSeconds: warsawMidnight(startDay),
        endSeconds: warsawMidnight(endDay),
      };
    }

    const db = getDb(c.env.DB);
    const result = await searchProfiles(db, {
      ...(cuisine ? { cuisine } : {}),
      ...(place ? { place } : locationText ? { locationText } : {}),
      ...(dates ? { dates } : {}),
      longTermRental: query.long_term_rental === "true" || query.long_term_rental === "1",
      limit: query.limit ?? 24,
      offset: query.offset ?? 0,
    });
    c.header("X-Total-Count", String(result.total));
    c.header("Access-Control-Expose-Headers", "X-Total-Count");
    return c.json(await profileDtosByIds(db, result.pageIds, result.distances));
  })

  .get("/my-profiles", requireAuth, async (c) => {
    const db = getDb(c.env.DB);
    return c.json(await profileDtos(db, await profilesOfUser(db, c.get("user").id)));
  })

  .get("/:id{[0-9]+}", validate("param", idParam), async (c) => {
    const db = getDb(c.env.DB);
    const profile = await findProfile(db, c.req.valid("param").id);
    if (!profile) throw new ApiError(404, PROFILE_TEXTS.notFound);
    const photos = await photoKeysByProfile(db, [profile.id]);
    return c.json(profileDto(profile, photos.get(profile.id) ?? []));
  })

  .post("/", requireAuth, validate("form", profileFieldsSchema), async (c) => {
    const user = c.get("user");
    assertOwner(user);
    const { gallery_photos, ...fields } = c.req.valid("form");
    const uploads = await readPhotos(gallery_photos);
    return c.json(await createProfile(c.env, getDb(c.env.DB), user, fields, uploads), 201);
  })

  .put(
    "/:id{[0-9]+}",
    requireAuth,
    validate("param", idParam),
    validate("form", profileFieldsSchema),
    async (c) => {
      const profile = await loadEditableProfile(c.var.db, c.get("user"), c.req.valid("param").id);
      const { gallery_photos, ...fields } = c.req.valid("form");
      const uploads = await readPhotos(gallery_photos);
      const db = getDb(c.env.DB);
      const oldKeys = (await photoKeysByProfile(db, [profile.id])).get(profile.id) ?? [];
      const replaceGallery = uploads.length > 0;
      // New photos replace the whole gallery (SPEC.md §4); without new photos the gallery stays.
      await withUploadedPhotos(c.env, uploads, () =>
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
      if (replaceGallery) c.executionCtx.waitUntil(deleteFiles(c.env, oldKeys));
      const updated = await findProfile(db, profile.id);
      if (!updated) throw new ApiError(404, PROFILE_TEXTS.notFound);
      return c.json(profileDto(updated, replaceGallery ? uploads.map((upload) => upload.key) : oldKeys));
    },
  )

  .get(
    "/:id{[0-9]+}/availability",
    validate("param", idParam),
    validate("query", monthQuerySchema),
    async (c) => {
      const { year, month } = c.req.valid("query");
      const db = getDb(c.env.DB);
      const profile = await findProfile(db, c.req.valid("param").id);
      if (!profile) throw new ApiError(404, PROFILE_TEXTS.notFound);
      const rows = await db
        .select({ day: availability.day })
        .from(availability)
        .where(
          and(
            eq(availability.profileId, profile.id),
            gte(availability.day, formatDay(year, month, 1)),
            lte(availability.day, formatDay(year, month, daysInMonth(year, month))),
          ),
        );
      return c.json(rows.map((row) => Number(row.day.slice(8, 10))).sort((a, b) => a - b));
    },
  )

  .post(
    "/:id{[0-9]+}/availability",
    requireAuth,
    validate("param", idParam),
    validate("json", availabilityUpdateSchema),
    async (c) => {
      // The calendar is the owner's own (issue: "only by the profile's owner"), not an admin's.
      const profile = await loadEditableProfile(c.var.db, c.get("user"), c.req.valid("param").id, {
        allowAdmin: false,
      });
      const { year, month, day, isUnavailable } = c.req.valid("json");
      if (!isRealDate(year, month, day)) throw new ApiError(400, TEXT.notADay);
      const date = formatDay(year, month, day);
      const db = getDb(c.env.DB);
      if (isUnavailable) {
        await db.insert(availability).values({ profileId: profile.id, day: date }).onConflictDoNothing();
      } else {
        const [heldByBooking] = await db.batch([
          db
            .select({ id: availability.bookingRequestId })
            .from(availability)
            .where(
              and(
                eq(availability.profileId, profile.id),
                eq(availability.day, date),
                isNotNull(availability.bookingRequestId),
              ),
            ),
          db
            .delete(availability)
            .where(
              and(
                eq(availability.profileId, profile.id),
                eq(availability.day, date),
                isNull(availability.bookingRequestId),
              ),
            ),
        ]);
        if (heldByBooking.length > 0) throw new ApiError(409, TEXT.bookedDay);
      }
      return c.json({ day: date, isUnavailable });
    },
  );
