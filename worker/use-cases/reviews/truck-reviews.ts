import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { bookingRequests, reviews, users } from "../../db/schema";
import { REVIEWS_PAGE_SIZE } from "../../schemas/profiles";
import { organizerNameFor } from "../accounts/users";

/**
 * One page of a truck's reviews by organizers (those of its bookings aimed at the booking's owner, as
 * counted on the profile), newest first, with the total. Authors appear as first name and initial, as
 * an owner sees an organizer before accepting; a deleted author as "Użytkownik usunięty".
 */
export async function truckReviews(db: Db, profileId: number, offset: number) {
  const rows = await db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      comment: reviews.comment,
      createdAt: reviews.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
      total: sql<number>`count(*) OVER ()`,
    })
    .from(reviews)
    .innerJoin(bookingRequests, eq(bookingRequests.id, reviews.requestId))
    .leftJoin(users, eq(users.id, reviews.authorId))
    .where(and(eq(bookingRequests.profileId, profileId), eq(reviews.targetUserId, bookingRequests.ownerId)))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(REVIEWS_PAGE_SIZE)
    .offset(offset);
  return {
    reviews: rows.map((row) => ({
      review_id: row.id,
      rating: row.rating,
      comment: row.comment,
      created_at: row.createdAt,
      author_name: organizerNameFor(
        row.firstName === null || row.lastName === null
          ? null
          : { firstName: row.firstName, lastName: row.lastName },
        false,
      ),
    })),
    total: rows[0]?.total ?? (offset > 0 ? await countOf(db, profileId) : 0),
  };
}

/** The total when the page is past the end (no row carried it). */
async function countOf(db: Db, profileId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)` })
    .from(reviews)
    .innerJoin(bookingRequests, eq(bookingRequests.id, reviews.requestId))
    .where(and(eq(bookingRequests.profileId, profileId), eq(reviews.targetUserId, bookingRequests.ownerId)));
  return row?.count ?? 0;
}
