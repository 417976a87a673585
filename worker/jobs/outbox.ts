import { and, eq, lt, sql } from "drizzle-orm";
import * as v from "valibot";
import { type Mailer, mailerFromEnv } from "../adapters/mail";
import { type Db, getDb } from "../db/client";
import { outbox } from "../db/schema";
import type { Env } from "../env";
import { nowSeconds } from "../lib/time";
import type { OutboxMessage } from "./outbox-message";

/** After this many failed attempts a row stays `failed` (visible to admins) instead of being retried. */
export const MAX_ATTEMPTS = 5;

const mailPayloadSchema = v.object({
  to: v.string(),
  subject: v.string(),
  text: v.string(),
  html: v.string(),
});

export type DeliveryResult = "sent" | "skipped" | "failed" | "retry";

/** Delivers one outbox row. Idempotent: a row already sent (or failed for good) is skipped. */
export async function deliverOutboxItem(db: Db, mailer: Mailer, outboxId: number): Promise<DeliveryResult> {
  const row = await db.query.outbox.findFirst({ where: eq(outbox.id, outboxId) });
  if (row?.status !== "pending") return "skipped";
  try {
    if (row.kind !== "email") throw new Error(`Unsupported outbox kind ${row.kind}`);
    const mail = v.parse(mailPayloadSchema, JSON.parse(row.payloadJson));
    await mailer.send(mail, `outbox-${row.id}`);
    // The link tokens in the body are not kept once delivered; recipient and subject stay for the record.
    await db
      .update(outbox)
      .set({
        status: "sent",
        sentAt: nowSeconds(),
        attempts: row.attempts + 1,
        payloadJson: JSON.stringify({ to: mail.to, subject: mail.subject }),
      })
      .where(and(eq(outbox.id, row.id), eq(outbox.status, "pending")));
    return "sent";
  } catch (error) {
    const attempts = row.attempts + 1;
    const failed = attempts >= MAX_ATTEMPTS;
    await db
      .update(outbox)
      .set({ attempts, lastError: String(error).slice(0, 500), status: failed ? "failed" : "pending" })
      .where(and(eq(outbox.id, row.id), eq(outbox.status, "pending")));
    console.error(`Outbox ${row.id} delivery failed (attempt ${attempts})`, error);
    return failed ? "failed" : "retry";
  }
}

export async function handleOutboxBatch(batch: MessageBatch<OutboxMessage>, env: Env): Promise<void> {
  const db = getDb(env.DB);
  let mailer: Mailer;
  try {
    mailer = mailerFromEnv(env, db);
  } catch (configError) {
    // Misconfiguration counts as a failed attempt on each row, so rows end up `failed`, not silently stuck.
    mailer = { send: () => Promise.reject(configError) };
  }
  for (const message of batch.messages) {
    const outboxId = message.body?.outboxId;
    if (typeof outboxId !== "number") {
      message.ack();
      continue;
    }
    const result = await deliverOutboxItem(db, mailer, outboxId);
    if (result === "retry") message.retry({ delaySeconds: 30 * message.attempts });
    else message.ack();
  }
}

/** Rows still pending a while after they were written (enqueue lost, or retries exhausted in the queue). */
export async function sweepStaleOutbox(db: Db, olderThanSeconds = 120): Promise<number[]> {
  const rows = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        eq(outbox.status, "pending"),
        lt(outbox.createdAt, nowSeconds() - olderThanSeconds),
        sql`${outbox.attempts} < ${MAX_ATTEMPTS}`,
      ),
    )
    .limit(100);
  return rows.map((row) => row.id);
}
