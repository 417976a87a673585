import { type SQL, sql } from "drizzle-orm";
import type { Mail } from "../../adapters/mail";
import type { Db } from "../../db/client";
import { insertWhere } from "../../db/insert-where";
import { noOpStatement } from "../../db/no-op";
import { outbox, users } from "../../db/schema";
import type { Env } from "../../env";
import { logError } from "../../lib/log";
import type { UseCaseContext } from "../context";

/** An outbox insert to put in the same batch as the state change it reports. */
export function emailOutboxInsert(db: Db, mail: Mail) {
  return db
    .insert(outbox)
    .values({ kind: "email", payloadJson: JSON.stringify(mail) })
    .returning({ id: outbox.id });
}

/**
 * Like emailOutboxInsert, but only when `condition` (over users, or `changes()` of the statement before)
 * holds after the earlier statements of the batch.
 */
export function emailOutboxInsertIf(db: Db, mail: Mail, condition: SQL | undefined) {
  return insertWhere(
    db,
    outbox,
    { kind: "email", payloadJson: JSON.stringify(mail) },
    sql`EXISTS (SELECT 1 FROM ${users} WHERE ${condition ?? sql`1`})`,
  ).returning({ id: outbox.id });
}

/**
 * emailOutboxInsertIf for a recipient who may have deleted their account (no mail then): the batch
 * keeps its shape, the statement just returns no outbox row.
 */
export function emailOutboxInsertIfAny(db: Db, mail: Mail | null, condition: SQL | undefined) {
  if (mail) return emailOutboxInsertIf(db, mail, condition);
  return noOpStatement(db);
}

/**
 * The outbox ids among a batch's results: the e-mail INSERTs answer with `{ id }` rows; the other
 * statements answer with a driver result (not a list) or rows that are not read here. drizzle types a
 * batch's results only as a union per statement, so each row is read defensively.
 */
export function outboxIdsOf(results: readonly unknown[]): number[] {
  return results.flatMap((result) =>
    Array.isArray(result)
      ? result.flatMap((row: unknown) =>
          typeof row === "object" && row !== null && "id" in row && typeof row.id === "number"
            ? [row.id]
            : [],
        )
      : [],
  );
}

/** After the answer, hands committed outbox rows to the queue (the cron sweep covers a failure). */
export function sendLater(ctx: UseCaseContext, ids: number[]): void {
  if (ids.length > 0) ctx.defer(dispatchOutbox(ctx.env, ids));
}

async function enqueue(queue: Env["OUTBOX_QUEUE"], ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  try {
    await queue.sendBatch(ids.map((outboxId) => ({ body: { outboxId } })));
  } catch (error) {
    logError("enqueueing outbox rows failed; the cron sweep will retry", error);
  }
}

/** Hands committed e-mail rows to the queue. If this fails the cron sweep enqueues them later. */
export function dispatchOutbox(env: Env, ids: number[]): Promise<void> {
  return enqueue(env.OUTBOX_QUEUE, ids);
}

/**
 * Hands committed push rows to their own queue, so pushes never wait behind e-mails nor e-mails behind a
 * slow push service. If this fails the cron sweep enqueues them later.
 */
export function dispatchPushes(env: Env, ids: number[]): Promise<void> {
  return enqueue(env.PUSH_QUEUE, ids);
}
