import { asc, eq, or, sql } from "drizzle-orm";
import type { UserRow } from "../../app-env";
import type { Db } from "../../db/client";
import { bookingRequests, profiles, reviews, users } from "../../db/schema";
import { DELETED_USER_NAME, organizerNameFor } from "../accounts/users";
import { bookingsOf } from "../bookings/queries";
import { organizerEvents, ownerInvitations } from "../events/queries";

/**
 * Bookings on both sides, events with their invitations (organizer) and invitations received (owner):
 * each exactly as the user's own dashboard shows it, so the other side's contact data appears only where
 * and when the booking's state shows it there (bookingDto). A booking's history is its proposals of new
 * dates and its money's dates (bookingDto's reschedule_proposals and money).
 */
export async function activityPart(db: Db, user: UserRow, now: number) {
  const [bookings, events, invitations] = await Promise.all([
    bookingsOf(db, user, now),
    organizerEvents(db, user.id),
    ownerInvitations(db, user.id),
  ]);
  return { bookings, events, invitations_received: invitations };
}

/**
 * Reviews the user wrote and those written about them. An author is named as the app names them: an
 * organizer by first name and initial, an owner by the booking's truck.
 */
export async function reviewsPart(db: Db, user: UserRow) {
  const rows = await db
    .select({
      id: reviews.id,
      requestId: reviews.requestId,
      authorId: reviews.authorId,
      targetUserId: reviews.targetUserId,
      rating: reviews.rating,
      comment: reviews.comment,
      createdAt: reviews.createdAt,
      truckName: sql<string | null>`${profiles.foodTruckName}`,
      authorIsOwner: sql<number>`${reviews.authorId} = ${bookingRequests.ownerId}`.mapWith(Boolean),
      authorFirstName: users.firstName,
      authorLastName: users.lastName,
    })
    .from(reviews)
    .innerJoin(bookingRequests, eq(bookingRequests.id, reviews.requestId))
    .leftJoin(profiles, eq(profiles.id, bookingRequests.profileId))
    .leftJoin(users, eq(users.id, reviews.authorId))
    .where(or(eq(reviews.authorId, user.id), eq(reviews.targetUserId, user.id)))
    .orderBy(asc(reviews.id));
  const review = (row: (typeof rows)[number]) => ({
    review_id: row.id,
    request_id: row.requestId,
    food_truck_name: row.truckName ?? DELETED_USER_NAME,
    rating: row.rating,
    comment: row.comment,
    created_at: row.createdAt,
  });
  const authorName = (row: (typeof rows)[number]) => {
    if (row.authorFirstName === null || row.authorLastName === null) return DELETED_USER_NAME;
    if (row.authorIsOwner) return row.truckName ?? DELETED_USER_NAME;
    return organizerNameFor({ firstName: row.authorFirstName, lastName: row.authorLastName }, false);
  };
  return {
    reviews_given: rows.filter((row) => row.authorId === user.id).map(review),
    reviews_received: rows
      .filter((row) => row.targetUserId === user.id)
      .map((row) => ({ ...review(row), author_name: authorName(row) })),
  };
}
