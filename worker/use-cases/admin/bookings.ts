import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import type { UserRow } from "../../app-env";
import type { Db } from "../../db/client";
import { auditLog, bookingRequests, conversations } from "../../db/schema";
import { ApiError } from "../../lib/errors";
import type { BookingListQuery } from "../../schemas/admin";
import { bookingDto, bookingTextMatch, loadBooking, loadBookingsPage } from "../bookings/queries";
import { REQUEST_TEXTS } from "../bookings/texts";
import { auditInsert } from "./audit";
import { parseDetails } from "./audit-queries";
import { adminMessages } from "./conversations";
import { type PageQuery, pageResult, pageWindow } from "./paging";

const SORT_COLUMNS = {
  created_at: bookingRequests.createdAt,
  event_start_date: bookingRequests.eventStartDate,
  status: bookingRequests.status,
} as const;

/** GET /admin/bookings: a page of bookings as admins see them (every contact detail shown). */
export async function listBookings(db: Db, query: BookingListQuery, now: number) {
  const direction = query.order === "asc" ? asc : desc;
  const where = and(
    bookingTextMatch(query.q),
    query.status === undefined ? undefined : eq(bookingRequests.status, query.status),
  );
  const order = [direction(SORT_COLUMNS[query.sort ?? "created_at"]), direction(bookingRequests.id)];
  return adminBookingsPage(db, where, order, query, now);
}

/** A page of bookings matching `where`, as admins see them: the bookings list and the disputes list. */
export async function adminBookingsPage(
  db: Db,
  where: SQL | undefined,
  order: SQL[],
  query: PageQuery,
  now: number,
) {
  const { rows, total } = await loadBookingsPage(db, where, order, pageWindow(query));
  return pageResult(
    rows.map((row) => bookingDto(row, "admin", now)),
    total,
    query,
  );
}

/** GET /admin/bookings/{requestId}: every detail, its conversation and its history of admin actions. */
export async function bookingDetails(db: Db, requestId: number, now: number) {
  const loaded = await loadBooking(db, requestId);
  if (!loaded) throw new ApiError(404, REQUEST_TEXTS.notFound);
  const [conversation] = await db
    .select({ id: conversations.id, title: conversations.title })
    .from(conversations)
    .where(eq(conversations.requestId, requestId));
  const history = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, "booking"), eq(auditLog.targetId, String(requestId))))
    .orderBy(asc(auditLog.id));
  return {
    booking: bookingDto(loaded, "admin", now),
    conversation: conversation
      ? {
          conversation_id: conversation.id,
          title: conversation.title,
          messages: await adminMessages(db, conversation.id),
        }
      : null,
    history: history.map((entry) => ({
      action: entry.action,
      admin_email: entry.adminEmail,
      details: parseDetails(entry.detailsJson),
      created_at: entry.createdAt,
    })),
  };
}

type Flag = "packaging_ordered" | "commission_paid";

/** PUT /admin/bookings/{id}/packaging-status and /commission-status: one flag, audited with before and after. */
export async function setBookingFlag(
  db: Db,
  admin: Pick<UserRow, "id" | "email">,
  requestId: number,
  flag: Flag,
  value: boolean,
  now: number,
) {
  const loaded = await loadBooking(db, requestId);
  if (!loaded) throw new ApiError(404, REQUEST_TEXTS.notFound);
  const column =
    flag === "packaging_ordered" ? bookingRequests.packagingOrdered : bookingRequests.commissionPaid;
  const before =
    flag === "packaging_ordered" ? loaded.booking.packagingOrdered : loaded.booking.commissionPaid;
  await db.batch([
    db
      .update(bookingRequests)
      .set(
        flag === "packaging_ordered"
          ? { packagingOrdered: value, updatedAt: now }
          : { commissionPaid: value, updatedAt: now },
      )
      .where(and(eq(bookingRequests.id, requestId), sql`${column} IS NOT ${value}`)),
    auditInsert(
      db,
      admin,
      {
        action: flag === "packaging_ordered" ? "booking_packaging" : "booking_commission",
        targetType: "booking",
        targetId: requestId,
        subjectUserId: null,
        before: { [flag]: before },
        after: { [flag]: value },
      },
      sql`changes() = 1`,
    ),
  ]);
  const updated = await loadBooking(db, requestId);
  if (!updated) throw new ApiError(404, REQUEST_TEXTS.notFound);
  return bookingDto(updated, "admin", now);
}
