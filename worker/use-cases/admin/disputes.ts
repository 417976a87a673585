import { asc, desc, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { bookingRequests } from "../../db/schema";
import { bookingDto, loadBookingsPage } from "../bookings/queries";

const DISPUTE_STATUSES = ["disputed", "resolved_refunded", "resolved_released"] as const;

/** GET /admin/disputes: reported problems, the open ones first (oldest report first), then the resolved. */
export async function listDisputes(db: Db, page: { page: number; per_page: number }, now: number) {
  const { rows, total } = await loadBookingsPage(
    db,
    inArray(bookingRequests.status, [...DISPUTE_STATUSES]),
    [
      asc(sql`${bookingRequests.status} != 'disputed'`),
      asc(sql`CASE WHEN ${bookingRequests.status} = 'disputed' THEN ${bookingRequests.updatedAt} END`),
      desc(bookingRequests.updatedAt),
      desc(bookingRequests.id),
    ],
    { limit: page.per_page, offset: (page.page - 1) * page.per_page },
  );
  return {
    items: rows.map((row) => bookingDto(row, "admin", now)),
    total,
    page: page.page,
    per_page: page.per_page,
  };
}
