import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { ApiError } from "../lib/errors";
import { validate } from "../lib/validate";
import { bookingForParty, requireAuth } from "../permissions";
import { reviewSchema } from "../schemas/bookings";
import { REQUEST_TEXTS } from "../use-cases/bookings/texts";
import { createReview } from "../use-cases/reviews/create-review";
import { useCaseContext } from "./context";

/** POST /api/reviews: a party of a completed booking rates the other party once. */
export const reviewsRoutes = new Hono<AppEnv>()
  .use(requireAuth)
  .post("/", validate("json", reviewSchema), async (c) => {
    const input = c.req.valid("json");
    const { loaded, party } = await bookingForParty(c.var.db, input.request_id, c.var.user);
    // An admin may see the booking but is no party to review it.
    if (party === "admin") throw new ApiError(403, REQUEST_TEXTS.reviewPartiesOnly);
    await createReview(useCaseContext(c), { loaded, party }, c.var.user.id, input);
    return c.json({ message: REQUEST_TEXTS.reviewThanks }, 201);
  });
