import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { completedBooking, createParties, postReview, quickUser } from "./booking-fixtures";
import { api, readJson } from "./helpers";
import { profileDtoSchema } from "./profile-fixtures";

/** Beyond SPEC.md (issue 16): a truck's rating from its organizers' reviews, and the reviews themselves. */
const reviewsPageSchema = v.strictObject({
  reviews: v.array(
    v.strictObject({
      review_id: v.number(),
      rating: v.number(),
      comment: v.string(),
      created_at: v.number(),
      author_name: v.string(),
    }),
  ),
  total: v.number(),
});

async function profileOf(profileId: number) {
  return readJson(await api(`/profiles/${profileId}`), profileDtoSchema);
}

async function reviewsOf(profileId: number, offset?: number) {
  const res = await api(`/profiles/${profileId}/reviews${offset === undefined ? "" : `?offset=${offset}`}`);
  expect(res.status).toBe(200);
  return readJson(res, reviewsPageSchema);
}

describe("truck ratings and reviews", () => {
  it("a truck nobody reviewed has no rating and an empty list", async () => {
    const { profile } = await createParties();
    expect(await profileOf(profile.profile_id)).toMatchObject({ rating_average: null, review_count: 0 });
    expect(await reviewsOf(profile.profile_id)).toEqual({ reviews: [], total: 0 });
  });

  it("counts the organizers' reviews (not the owner's of them), newest first, authors by initial", async () => {
    const parties = await createParties();
    const jan = await quickUser({ firstName: "Jan", lastName: "Kowalski" });
    const first = await completedBooking(parties);
    const second = await completedBooking({ ...parties, organizer: jan });
    expect(
      (
        await postReview(
          { request_id: first.request_id, rating: 5, comment: "Pyszne!" },
          parties.organizer.token,
        )
      ).status,
    ).toBe(201);
    // The owner rates the organizer: that is not the truck's rating.
    expect((await postReview({ request_id: first.request_id, rating: 1 }, parties.owner.token)).status).toBe(
      201,
    );
    expect((await postReview({ request_id: second.request_id, rating: 4 }, jan.token)).status).toBe(201);

    expect(await profileOf(parties.profile.profile_id)).toMatchObject({
      rating_average: 4.5,
      review_count: 2,
    });
    const page = await reviewsOf(parties.profile.profile_id);
    expect(page.total).toBe(2);
    expect(page.reviews.map((review) => [review.rating, review.author_name, review.comment])).toEqual([
      [4, "Jan K.", ""],
      [5, "Ewa W.", "Pyszne!"],
    ]);
    expect(await reviewsOf(parties.profile.profile_id, 10)).toEqual({ reviews: [], total: 2 });
  });

  it("refuses an unknown truck with 404 and a bad offset with a Polish 400", async () => {
    const { profile } = await createParties();
    expect((await api("/profiles/999999999/reviews")).status).toBe(404);
    const bad = await api(`/profiles/${profile.profile_id}/reviews?offset=-1`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ message: "Nieprawidłowe przesunięcie." });
  });
});
