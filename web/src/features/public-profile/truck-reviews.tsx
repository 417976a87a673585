import { useInfiniteQuery } from "@tanstack/react-query";
import { AfterTakeover } from "../../components/after-takeover";
import { Alert, Loading } from "../../components/feedback";
import { RatingSummary, reviewCountText, StarIcon } from "../../components/rating-summary";
import { formatDay } from "../../lib/format";
import { TEXTS } from "../../lib/texts";
import type { Profile } from "../profiles/profile-query";
import { truckReviewsQuery } from "./truck-reviews-query";

/** "★★★★☆" for a screen, "Ocena: 4 na 5" for a reader. */
function Stars({ rating }: { rating: number }) {
  return (
    <span className="review__stars" role="img" aria-label={`Ocena: ${rating} na 5`}>
      {[1, 2, 3, 4, 5].map((star) => (
        <StarIcon key={star} className={star <= rating ? "review__star review__star--on" : "review__star"} />
      ))}
    </span>
  );
}

/** Beyond SPEC.md (issue 16): what organizers wrote after their events, on the truck's profile. */
export function TruckReviews({ profile }: { profile: Profile }) {
  const query = useInfiniteQuery({
    ...truckReviewsQuery(profile.profile_id),
    enabled: profile.review_count > 0,
  });
  const reviews = query.data?.pages.flatMap((page) => page.reviews) ?? [];
  return (
    <section className="card public-profile__reviews" aria-labelledby="profile-reviews-title">
      <h2 id="profile-reviews-title" className="section-title">
        Opinie organizatorów
      </h2>
      <AfterTakeover name="profile-reviews">
        {profile.review_count === 0 ? (
          <p className="muted">Ten food truck nie ma jeszcze opinii.</p>
        ) : (
          <>
            <p className="public-profile__rating">
              <RatingSummary average={profile.rating_average} count={profile.review_count} />
            </p>
            {query.isPending && <Loading text="Wczytywanie opinii..." />}
            {query.isError && reviews.length === 0 && <Alert kind="error">{TEXTS.loadFailed}</Alert>}
            <ol className="reviews" aria-label={reviewCountText(profile.review_count)}>
              {reviews.map((review) => (
                <li key={review.review_id} className="review">
                  <p className="review__head">
                    <Stars rating={review.rating} />
                    <span className="review__author">{review.author_name}</span>
                    <span className="review__date muted">{formatDay(review.created_at)}</span>
                  </p>
                  {review.comment && <p className="review__comment">{review.comment}</p>}
                </li>
              ))}
            </ol>
            {query.hasNextPage && (
              <button
                type="button"
                className="btn btn--secondary"
                disabled={query.isFetchingNextPage}
                onClick={() => void query.fetchNextPage()}
              >
                {query.isFetchingNextPage ? "Wczytywanie..." : "Pokaż więcej opinii"}
              </button>
            )}
          </>
        )}
      </AfterTakeover>
    </section>
  );
}
