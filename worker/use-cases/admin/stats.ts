import { and, count, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { bookingRequests, profiles, users } from "../../db/schema";
import { CONTACT_STATUSES } from "../../domain/booking-machine";

/**
 * GET /admin/stats (SPEC.md §3 "Admin stats: users, profiles, bookings, commission"). Commission is the
 * count of bookings that went through (a confirmed status: confirmed, awaiting or with a paid deposit, or
 * a settled dispute) marked commission_paid, and the sum of their event costs in PLN.
 */
export async function adminStats(db: Db) {
  const [[usersRow], [profilesRow], [bookingsRow], [commissionRow]] = await db.batch([
    db.select({ value: count() }).from(users),
    db.select({ value: count() }).from(profiles),
    db.select({ value: count() }).from(bookingRequests),
    db
      .select({
        count: count(),
        grosze: sql<number>`coalesce(sum(${bookingRequests.eventCostGrosze}), 0)`,
      })
      .from(bookingRequests)
      .where(
        and(eq(bookingRequests.commissionPaid, true), inArray(bookingRequests.status, [...CONTACT_STATUSES])),
      ),
  ]);
  return {
    users: usersRow?.value ?? 0,
    profiles: profilesRow?.value ?? 0,
    bookings: bookingsRow?.value ?? 0,
    commission: { count: commissionRow?.count ?? 0, event_cost_sum: (commissionRow?.grosze ?? 0) / 100 },
  };
}
