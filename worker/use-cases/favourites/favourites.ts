/**
 * An organizer's saved trucks (beyond SPEC.md, issue 16): saved and removed idempotently, listed newest
 * first as the profiles the API answers everywhere.
 */
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { UserRow } from "../../app-env";
import type { Db } from "../../db/client";
import { insertWhere } from "../../db/insert-where";
import { favourites, profiles } from "../../db/schema";
import { ApiError } from "../../lib/errors";
import { PROFILE_TEXTS } from "../../schemas/profile-texts";
import { type ProfileDto, profileDtos } from "../profiles/queries";
import { FAVOURITE_TEXTS, MAX_FAVOURITES } from "./texts";

export async function favouriteProfiles(db: Db, user: UserRow): Promise<ProfileDto[]> {
  const rows = await db
    .select({ profile: profiles })
    .from(favourites)
    .innerJoin(profiles, eq(profiles.id, favourites.profileId))
    .where(eq(favourites.userId, user.id))
    .orderBy(desc(favourites.createdAt), desc(favourites.profileId));
  return profileDtos(
    db,
    rows.map((row) => row.profile),
  );
}

export async function favouriteIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: favourites.profileId })
    .from(favourites)
    .where(eq(favourites.userId, userId));
  return rows.map((row) => row.id);
}

/**
 * Saves the truck; saving it again changes nothing. One conditional INSERT: the row goes in only while
 * the truck exists and the user has fewer than MAX_FAVOURITES, so two saves at once cannot pass the cap.
 */
export async function saveFavourite(db: Db, user: UserRow, profileId: number): Promise<void> {
  const fewerThanMax = sql`(SELECT count(*) FROM ${favourites} WHERE ${favourites.userId} = ${user.id}) < ${MAX_FAVOURITES}`;
  const truckExists = sql`EXISTS (SELECT 1 FROM ${profiles} WHERE ${profiles.id} = ${profileId})`;
  const inserted = await insertWhere(
    db,
    favourites,
    { userId: user.id, profileId },
    sql`${truckExists} AND ${fewerThanMax}`,
  )
    .onConflictDoNothing()
    .returning({ profileId: favourites.profileId });
  if (inserted.length > 0) return;
  const [exists, saved, total] = await Promise.all([
    db.query.profiles.findFirst({ columns: { id: true }, where: eq(profiles.id, profileId) }),
    db.query.favourites.findFirst({
      where: and(eq(favourites.userId, user.id), eq(favourites.profileId, profileId)),
    }),
    db.select({ n: count() }).from(favourites).where(eq(favourites.userId, user.id)),
  ]);
  if (!exists) throw new ApiError(404, PROFILE_TEXTS.notFound);
  if (saved) return;
  if ((total[0]?.n ?? 0) >= MAX_FAVOURITES) throw new ApiError(409, FAVOURITE_TEXTS.tooMany);
}

/** Removes the truck from the user's favourites; removing one not saved changes nothing. */
export async function removeFavourite(db: Db, user: UserRow, profileId: number): Promise<void> {
  await db.delete(favourites).where(and(eq(favourites.userId, user.id), eq(favourites.profileId, profileId)));
}
