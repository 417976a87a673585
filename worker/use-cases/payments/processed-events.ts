import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { insertWhere } from "../../db/insert-where";
import { processedWebhookEvents } from "../../db/schema";
import type { StripeEvent } from "../../schemas/stripe-events";

/** Holds while the event has not been handled: effects that must happen once per event check it. */
export function notYetProcessed(eventId: string): SQL {
  return sql`NOT EXISTS (SELECT 1 FROM ${processedWebhookEvents} WHERE ${processedWebhookEvents.eventId} = ${eventId})`;
}

/** Records the event as handled, in the same batch as its effects (when `condition` holds, if given). */
export function markProcessed(db: Db, event: Pick<StripeEvent, "id" | "type">, condition?: SQL) {
  if (condition) {
    return insertWhere(
      db,
      processedWebhookEvents,
      { eventId: event.id, type: event.type },
      condition,
    ).onConflictDoNothing();
  }
  return db
    .insert(processedWebhookEvents)
    .values({ eventId: event.id, type: event.type })
    .onConflictDoNothing();
}

export async function wasProcessed(db: Db, eventId: string): Promise<boolean> {
  const row = await db.query.processedWebhookEvents.findFirst({
    where: (events, { eq }) => eq(events.eventId, eventId),
    columns: { eventId: true },
  });
  return row !== undefined;
}
