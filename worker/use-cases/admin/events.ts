import { and, count, desc, eq, inArray, isNotNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { bookingRequests, events, invitations, profiles, users } from "../../db/schema";
import { bookingLinks, eventDto, type InvitationDto, invitationDto } from "../events/queries";

/**
 * GET /admin/events (SPEC.md §3: the admin view adds organizer_email, event_description, guest_count,
 * utility_costs, required_offer): a page of events, newest first, each with its invitations.
 * Separate reads, not a batch: joined rows share column names, which a D1 batch's row objects lose.
 */
export async function adminEvents(db: Db, query: { page: number; per_page: number; q: string }) {
  const needle = query.q.toLowerCase();
  const where: SQL | undefined = needle
    ? sql`(instr(lower(${events.eventName}), ${needle}) > 0 OR instr(lower(${users.email}), ${needle}) > 0)`
    : undefined;
  const [rows, counted] = await Promise.all([
    db
      .select({ event: events, organizerEmail: users.email })
      .from(events)
      .innerJoin(users, eq(users.id, events.organizerId))
      .where(where)
      .orderBy(desc(events.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db
      .select({ total: count() })
      .from(events)
      .innerJoin(users, eq(users.id, events.organizerId))
      .where(where),
  ]);
  const ids = rows.map((row) => row.event.id);
  const [invitationRows, bookingRows] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .select({ invitation: invitations, truckName: profiles.foodTruckName })
            .from(invitations)
            .innerJoin(profiles, eq(profiles.id, invitations.profileId))
            .where(inArray(invitations.eventId, ids))
            .orderBy(invitations.id),
          db
            .select({
              id: bookingRequests.id,
              invitationId: bookingRequests.invitationId,
              status: bookingRequests.status,
              paymentStatus: bookingRequests.paymentStatus,
            })
            .from(bookingRequests)
            .innerJoin(invitations, eq(invitations.id, bookingRequests.invitationId))
            .where(and(inArray(invitations.eventId, ids), isNotNull(bookingRequests.invitationId))),
        ]);
  const links = bookingLinks(bookingRows);
  const byEvent = new Map<number, InvitationDto[]>();
  for (const row of invitationRows) {
    const list = byEvent.get(row.invitation.eventId) ?? [];
    list.push(invitationDto(row.invitation, row.truckName, links.get(row.invitation.id)));
    byEvent.set(row.invitation.eventId, list);
  }
  return {
    items: rows.map((row) => ({
      ...eventDto(row.event, byEvent.get(row.event.id) ?? []),
      organizer_email: row.organizerEmail,
      utility_costs: row.event.utilityCosts,
    })),
    total: counted[0]?.total ?? 0,
    page: query.page,
    per_page: query.per_page,
  };
}
