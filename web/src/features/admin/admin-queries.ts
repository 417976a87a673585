import { queryOptions } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "../../lib/api";
import { TEXTS } from "../../lib/texts";

/** The shapes the admin tables show, typed from the Worker's answers. */
export type AdminUser = InferResponseType<typeof api.admin.users.$get, 200>["items"][number];
export type AdminBooking = InferResponseType<typeof api.admin.bookings.$get, 200>["items"][number];

/** GET /admin/bookings/{id}: the booking, its conversation and its history of admin actions. */
export const adminBookingQuery = (requestId: number) =>
  queryOptions({
    queryKey: ["admin", "booking", requestId],
    queryFn: () =>
      unwrap(api.admin.bookings[":id"].$get({ param: { id: String(requestId) } }), TEXTS.loadFailed),
  });
