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
export type AdminConversation = InferResponseType<typeof api.admin.conversations.$get, 200>["items"][number];
export type AdminMessage = InferResponseType<
  (typeof api.admin.conversations)[":id"]["messages"]["$get"],
  200
>["messages"][number];
export type AdminEvent = InferResponseType<typeof api.admin.events.$get, 200>["items"][number];
export type AdminProfile = InferResponseType<(typeof api.admin.profiles)[":id"]["$get"], 200>;
export type OutboxRow = InferResponseType<typeof api.admin.operations.outbox.$get, 200>["items"][number];
export type PayoutRow = InferResponseType<typeof api.admin.payouts.$get, 200>[number];
export type AuditRow = InferResponseType<typeof api.admin.audit.$get, 200>["items"][number];
