import { and, eq, lt, sql } from "drizzle-orm";
import * as v from "valibot";
import { type Mailer, MailRefusedError, mailerFromEnv } from "../adapters/mail";
import { type PushSender, pushSenderFromEnv } from "../adapters/push";
import { type Db, getDb } from "../db/client";
import { outbox } from "../db/schema";
import type { Env } from "../env";
import { logError } from "../lib/log";
import { nowSeconds } from "../lib/time";
import { forgetDeletedUsers } from "../use-cases/notifications/outbox";
import type { OutboxMessage } from "./outbox-message";
import { deliverPushRow } from "./push-delivery";

/** After this many failed attempts a row stays `failed` (visible to admins) instead of being retried. */
export const MAX_ATTEMPTS = 5;

const mailPayloadSchema = v.object({
  to: v.string(),
  subject: v.string(),
  text: v.string(),
  html: v.string(),
  ifUserDeleted: v.optional(v.object({ userId: v.number(), patch: v.object({ subject: v.string() }) })),
});

export type DeliveryResult = "sent" | "skipped" | "failed" | "retry";

/** Sends one e-mail row; what stays of it afterwards is recipient and subject, not the body. */
async function deliverEmailRow(mailer: Mailer, id: number, payloadJson: string) {
  const { ifUserDeleted, ...mail } = v.parse(mailPayloadSchema, JSON.parse(payloadJson));
  await mailer.send(mail, `outbox-${id}`);
  // The link tokens in the body are not kept once delivered; recipient and subject stay for the record,
  // and a subject that names a user keeps how it reads should that user delete their account.
  const record = { to: mail.to, subject: mail.subject };
  if (!ifUserDeleted) return { record, note: null };
  const { userId, patch } = ifUserDeleted;
  return { record: { ...record, ifUserDeleted: { userId, patch: { subject: patch.subject } } }, note: null };
}

/**
 * Delivers one outbox row: an e-mail through `mailer`, a Web Push through `push` (a push row without a
 * sender counts as a failed attempt). Idempotent: a row already sent (or failed for good) is skipped.
 * An e-mail the provider refuses for good fails at once instead of being tried MAX_ATTEMPTS times.
 */
export async function deliverOutboxItem(
  db: Db,
  mailer: Mailer,
  outboxId: number,
  push?: PushSender,
): Promise<DeliveryResult> {
  const row = await db.query.outbox.findFirst({ where: eq(outbox.id, outboxId) });
  if (row?.status !== "pending") return "skipped";
  try {
    let done: { record: object; note: string | null };
    if (row.kind === "email") done = await deliverEmailRow(mailer, row.id, row.payloadJson);
    else if (push) done = await deliverPushRow(db, push, row.payloadJson);
    else throw new Error("No push sender was given for a push row");
    await db
      .update(outbox)
      .set({
        status: "sent",
        sentAt: nowSeconds(),
        attempts: row.attempts + 1,
        payloadJson: JSON.stringify(done.record),
        lastError: done.note,
      })
      .where(and(eq(outbox.id, row.id), eq(outbox.status, "pending")));
    // An account deleted while this e-mail was on its way: its record forgets the name now.
    if ("ifUserDeleted" in done.record) await db.batch(forgetDeletedUsers(db, { outboxId: row.id }));
    return "sent";
  } catch (error) {
    const attempts = row.attempts + 1;
    const failed = attempts >= MAX_ATTEMPTS || error instanceof MailRefusedError;
    await db
      .update(outbox)
      .set({ attempts, lastError: String(error).slice(0, 500), status: failed ? "failed" : "pending" })
      .where(and(eq(outbox.id, row.id), eq(outbox.status, "pending")));
    logError("outbox delivery failed", error, { outbox_id: row.id, attempt: attempts });
    return failed ? "failed" : "retry";
  }
}

/** The sender `make` builds, or one whose every send fails with the configuration error it threw. */
function configured<T>(make: () => T): T | { send: () => Promise<never> } {
  try {
    return make();
  } catch (configError) {
    return { send: () => Promise.reject(configError) };
  }
}

export async function handleOutboxBatch(batch: MessageBatch<OutboxMessage>, env: Env): Promise<void> {
  const db = getDb(env.DB);
  // Misconfiguration counts as a failed attempt on each row of that kind, so rows end up `failed`, not
  // silently stuck, and a missing e-mail key does not hold up pushes (nor the other way round).
  const mailer: Mailer = configured(() => mailerFromEnv(env, db));
  const push: PushSender = configured(() => pushSenderFromEnv(env));
  for (const message of batch.messages) {
    const outboxId = message.body?.outboxId;
    if (typeof outboxId !== "number") {
      message.ack();
      continue;
    }
    const result = await deliverOutboxItem(db, mailer, outboxId, push);
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
