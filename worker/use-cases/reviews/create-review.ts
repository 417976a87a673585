import { isUniqueViolation } from "../../db/constraint-errors";
import { reviews } from "../../db/schema";
import { canReview } from "../../domain/booking-machine";
import { ApiError } from "../../lib/errors";
import { nowSeconds } from "../../lib/time";
import { bookingFacts } from "../bookings/queries";
import { REQUEST_TEXTS } from "../bookings/texts";
import type { BookingTarget } from "../bookings/transitions";
import type { UseCaseContext } from "../context";

/** A party of a completed booking rates the other party, once (the unique key settles a double submit). */
export async function createReview(
  ctx: UseCaseContext,
  target: BookingTarget & { party: "organizer" | "owner" },
  authorId: number,
  input: { rating: number; comment: string },
): Promise<void> {
  const { loaded, party } = target;
  const booking = loaded.booking;
  if (!canReview({ ...bookingFacts(booking), reviewedByMe: loaded.reviewedByMe }, nowSeconds())) {
    throw new ApiError(
      409,
      loaded.reviewedByMe ? REQUEST_TEXTS.reviewedAlready : REQUEST_TEXTS.reviewNotAllowed,
    );
  }
  const targetUserId = party === "organizer" ? booking.ownerId : booking.organizerId;
  if (targetUserId === null) throw new ApiError(409, REQUEST_TEXTS.reviewOfDeletedUser);
  try {
    await ctx.db.insert(reviews).values({
      requestId: booking.id,
      authorId,
      targetUserId,
      rating: input.rating,
      comment: input.comment,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, REQUEST_TEXTS.reviewedAlready);
    throw error;
  }
}
