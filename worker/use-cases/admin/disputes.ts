import { asc, desc, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { bookingRequests } from "../../db/schema";
import { adminBookingsPage } from "./bookings";
import type { PageQuery } from "./paging";

const DISPUTE_STATUSES = ["disputed", "resolved_refunded", "resolved_released"] as const;

/** GET /admin/disputes: reported problems, the open ones first (oldest report first), then the resolved. */
export function listDisputes(db: Db, query: PageQuery, now: number) {
  return adminBookingsPage(
    db,
    inArray(bookingRequests.status, [...DISPUTE_STATUSES]),
    [
      asc(sql`${bookingRequests.status} != 'disputed'`),
      asc(sql`CASE WHEN ${bookingRequests.status} = 'disputed' THEN ${bookingRequests.updatedAt} END`),
      desc(bookingRequests.updatedAt),
      desc(bookingRequests.id),
    ],
    query,
    now,
  );
}
