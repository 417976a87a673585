import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { outbox, users } from "../db/schema";
import type { Env } from "../env";
import type { Mail } from "./mailer";

/** An outbox insert to put in the same batch as the state change it reports. */
export function emailOutboxInsert(db: Db, mail: Mail) {
  return db
    .insert(outbox)
    .values({ kind: "email", payloadJson: JSON.stringify(mail) })
    .returning({ id: outbox.id });
}

/**
 * Like emailOutboxInsert, but only when `condition` (over users) holds after the earlier statements of the
 * batch. INSERT … SELECT in drizzle must name every column of the table, in order.
 */
export function emailOutboxInsertIf(db: Db, mail: Mail, condition: SQL | undefined) {
  const row = db
    .select({
      id: sql<number>`NULL`.as("id"),
      kind: sql<"email">`'email'`.as("kind"),
      payloadJson: sql<string>`${JSON.stringify(mail)}`.as("payload_json"),
      status: sql<"pending">`'pending'`.as("status"),
      attempts: sql<number>`0`.as("attempts"),
      lastError: sql<string | null>`NULL`.as("last_error"),
      createdAt: sql<number>`unixepoch()`.as("created_at"),
      sentAt: sql<number | null>`NULL`.as("sent_at"),
    })
    .from(users)
    .where(condition)
    .limit(1);
  return db.insert(outbox).select(row).returning({ id: outbox.id });
}

/** Hands committed outbox rows to the queue. If this fails the cron sweep enqueues them later. */
export async function dispatchOutbox(env: Env, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  try {
    await env.OUTBOX_QUEUE.sendBatch(ids.map((outboxId) => ({ body: { outboxId } })));
  } catch (error) {
    console.error("Enqueueing outbox rows failed; the cron sweep will retry", error);
  }
}
