import { count, desc, eq, inArray, or, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { events, users } from "../../db/schema";
import { containsText } from "../../db/text-match";
import { eventDto, invitationsByEvent } from "../events/queries";
import { pageResult, pageWindow } from "./paging";

/**
 * GET /admin/events (SPEC.md §3: the admin view adds organizer_email, event_description, guest_count,
 * utility_costs, required_offer): a page of events, newest first, each with its invitations.
 * Separate reads, not a batch: joined rows share column names, which a D1 batch's row objects lose.
 */
export async function adminEvents(db: Db, query: { page: number; per_page: number; q: string }) {
  const where: SQL | undefined = query.q
    ? or(containsText(events.eventName, query.q), containsText(users.email, query.q))
    : undefined;
  const { limit, offset } = pageWindow(query);
  const [rows, counted] = await Promise.all([
    db
      .select({ event: events, organizerEmail: users.email })
      .from(events)
      .innerJoin(users, eq(users.id, events.organizerId))
      .where(where)
      .orderBy(desc(events.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: count() })
      .from(events)
      .innerJoin(users, eq(users.id, events.organizerId))
      .where(where),
  ]);
  const ids = rows.map((row) => row.event.id);
  const byEvent = ids.length === 0 ? new Map() : await invitationsByEvent(db, inArray(events.id, ids));
  const items = rows.map((row) => ({
    ...eventDto(row.event, byEvent.get(row.event.id) ?? []),
    organizer_email: row.organizerEmail,
    utility_costs: row.event.utilityCosts,
  }));
  return pageResult(items, counted[0]?.total ?? 0, query);
}
