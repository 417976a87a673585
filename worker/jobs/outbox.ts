import { and, eq, inArray, lt, sql } from "drizzle-orm";
import * as v from "valibot";
import { AddressRefusedError } from "../adapters/guarded-fetch";
import { type Mailer, MailRefusedError, mailerFromEnv } from "../adapters/mail";
import type { PushSender } from "../adapters/push";
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

/** Failures no retry can mend: an e-mail the provider refuses, a push to an address that is not allowed. */
function isFinal(error: unknown): boolean {
  return error instanceof MailRefusedError || error instanceof AddressRefusedError;
}

/**
 * Delivers one outbox row: an e-mail through `mailer`, a Web Push through `push` (a row without its
 * sender counts as a failed attempt). Idempotent: a row already sent (or failed for good) is skipped.
 * A final failure (isFinal) fails the row at once instead of trying it MAX_ATTEMPTS times.
 */
export async function deliverOutboxItem(
  db: Db,
  mailer: Mailer | null,
  outboxId: number,
  push?: PushSender,
): Promise<DeliveryResult> {
  const row = await db.query.outbox.findFirst({ where: eq(outbox.id, outboxId) });
  if (row?.status !== "pending") return "skipped";
  try {
    let done: { record: object; note: string | null };
    if (row.kind === "email" && mailer) done = await deliverEmailRow(mailer, row.id, row.payloadJson);
    else if (row.kind === "push" && push) done = await deliverPushRow(db, push, row.payloadJson);
    else throw new Error(`No sender was given for a ${row.kind} row`);
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
    const failed = attempts >= MAX_ATTEMPTS || isFinal(error);
    await db
      .update(outbox)
      .set({ attempts, lastError: String(error).slice(0, 500), status: failed ? "failed" : "pending" })
      .where(and(eq(outbox.id, row.id), eq(outbox.status, "pending")));
    logError("outbox delivery failed", error, { outbox_id: row.id, attempt: attempts });
    return failed ? "failed" : "retry";
  }
}

/** The sender `make` builds, or one whose every send fails with the configuration error it threw. */
export function configured<T>(make: () => T): T | { send: () => Promise<never> } {
  try {
    return make();
  } catch (configError) {
    return { send: () => Promise.reject(configError) };
  }
}

/** Acknowledges a handled message, or asks the queue for it again later (30 s more per attempt). */
export function settle(message: Message<OutboxMessage>, result: DeliveryResult): void {
  if (result === "retry") message.retry({ delaySeconds: 30 * message.attempts });
  else message.ack();
}

/** A queue message that names an outbox row, with that row's id. */
export interface OutboxItem {
  message: Message<OutboxMessage>;
  outboxId: number;
}

/**
 * Each kind of row has its own queue and consumer. The rows of `kind` in this batch belong to the other
 * consumer (enqueued before the push queue existed, or by hand): they are passed on to `queue` untouched,
 * acked once it took them or asked for again later if it could not. Messages that name no row are acked.
 * Returns the rows left for this consumer.
 */
export async function passOnRowsOf(
  kind: "email" | "push",
  queue: Queue<OutboxMessage>,
  batch: MessageBatch<OutboxMessage>,
  db: Db,
): Promise<OutboxItem[]> {
  const items: OutboxItem[] = [];
  for (const message of batch.messages) {
    const outboxId = message.body?.outboxId;
    if (typeof outboxId === "number") items.push({ message, outboxId });
    else message.ack();
  }
  if (items.length === 0) return [];
  const theirs = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        inArray(
          outbox.id,
          items.map((item) => item.outboxId),
        ),
        eq(outbox.kind, kind),
      ),
    );
  const theirIds = new Set(theirs.map((row) => row.id));
  const forwarded = items.filter((item) => theirIds.has(item.outboxId));
  if (forwarded.length > 0) {
    try {
      await queue.sendBatch(forwarded.map(({ outboxId }) => ({ body: { outboxId } })));
      for (const { message } of forwarded) message.ack();
    } catch (error) {
      logError(`passing ${kind} rows on to their queue failed`, error);
      for (const { message } of forwarded) message.retry({ delaySeconds: 30 });
    }
  }
  return items.filter((item) => !theirIds.has(item.outboxId));
}

/**
 * The e-mail queue's consumer. Push rows have their own queue (worker/jobs/push-queue.ts); one that
 * arrives here is passed on to it, so no push service is ever contacted while e-mails wait.
 */
export async function handleOutboxBatch(batch: MessageBatch<OutboxMessage>, env: Env): Promise<void> {
  const db = getDb(env.DB);
  // Misconfiguration counts as a failed attempt on each row, so rows end up `failed`, not silently stuck.
  const mailer: Mailer = configured(() => mailerFromEnv(env, db));
  const emails = await passOnRowsOf("push", env.PUSH_QUEUE, batch, db);
  for (const { message, outboxId } of emails) settle(message, await deliverOutboxItem(db, mailer, outboxId));
}

/**
 * Rows of `kind` still pending a while after they were written (enqueue lost, or retries exhausted in the
 * queue), for the cron to hand to that kind's queue again.
 */
export async function sweepStaleOutbox(
  db: Db,
  { kind, olderThanSeconds = 120 }: { kind: "email" | "push"; olderThanSeconds?: number },
): Promise<number[]> {
  const rows = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        eq(outbox.status, "pending"),
        eq(outbox.kind, kind),
        lt(outbox.createdAt, nowSeconds() - olderThanSeconds),
        sql`${outbox.attempts} < ${MAX_ATTEMPTS}`,
      ),
    )
    .limit(100);
  return rows.map((row) => row.id);
}
