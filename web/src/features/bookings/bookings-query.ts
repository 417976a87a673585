import { queryOptions } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "../../lib/api";
import { TEXTS } from "../../lib/texts";

/** One booking as GET /api/requests/my-bookings answers it (the server's bookingDto). */
export type Booking = InferResponseType<(typeof api.requests)["my-bookings"]["$get"], 200>[number];

/** Every booking the signed-in user is a party of; invalidated after each action on a booking. */
export const myBookingsQuery = queryOptions({
  queryKey: ["bookings", "mine"],
  queryFn: () => unwrap(api.requests["my-bookings"].$get(), TEXTS.loadFailed),
});
