import { eq, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Mail } from "../../adapters/mail";
import type { Db } from "../../db/client";
import { insertWhere } from "../../db/insert-where";
import { noOpStatement } from "../../db/no-op";
import { devMailbox, outbox, users } from "../../db/schema";
import type { Env } from "../../env";
import { logError } from "../../lib/log";
import type { UseCaseContext } from "../context";

/**
 * How a queued e-mail or push that shows another user (a chat message's sender) must read once that user
 * deleted their account: a JSON merge patch (RFC 7396) over the payload, kept in it as `ifUserDeleted`
 * and applied by forgetDeletedUsers. The deleted user's name and words then leave the outbox, and the
 * recipient still hears that a message is waiting.
 */
export interface IfUserDeleted {
  userId: number;
  patch: Record<string, unknown>;
}

function emailPayload(mail: Mail, ifUserDeleted: IfUserDeleted | undefined): string {
  return JSON.stringify(ifUserDeleted ? { ...mail, ifUserDeleted } : mail);
}

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
export function emailOutboxInsertIf(
  db: Db,
  mail: Mail,
  condition: SQL | undefined,
  ifUserDeleted?: IfUserDeleted,
) {
  return insertWhere(
    db,
    outbox,
    { kind: "email", payloadJson: emailPayload(mail, ifUserDeleted) },
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
 * Rows for the user themself, in any state: e-mails to their address and pushes to their devices. The
 * user may be given as columns (recipientOf).
 */
export function outboxRowsFor(user: { id: number | SQLWrapper; email: string | SQLWrapper }): SQL {
  return sql`(${outbox.kind} = 'email' AND json_extract(${outbox.payloadJson}, '$.to') = ${user.email})
    OR (${outbox.kind} = 'push' AND json_extract(${outbox.payloadJson}, '$.userId') = ${user.id})`;
}

/** The id of the user an outbox row is for, or NULL (no such row, or not a user's address). */
export function recipientOf(outboxId: number): SQL<number | null> {
  return sql<number | null>`(SELECT ${users.id} FROM ${users}, ${outbox} WHERE ${outbox.id} = ${outboxId}
    AND (${outboxRowsFor({ id: users.id, email: users.email })}))`;
}

const markedUser = sql`json_extract(${outbox.payloadJson}, '$.ifUserDeleted.userId')`;

/**
 * Applies the `ifUserDeleted` patch of the rows that show a user who no longer exists, pending, failed or
 * sent alike, and removes the dev mailbox's copies of those already delivered (it stands in for the
 * recipients' inboxes). A deletion's batch runs it for the deleted user; the delivery runs it for the row
 * it has just marked sent, in case the deletion came while that e-mail was on its way.
 */
export function forgetDeletedUsers(db: Db, only: { userId: number } | { outboxId: number }) {
  const which = "userId" in only ? sql`${markedUser} = ${only.userId}` : eq(outbox.id, only.outboxId);
  const shown = sql`${which} AND ${markedUser} IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = ${markedUser})`;
  return [
    db.delete(devMailbox).where(sql`(${devMailbox.to}, ${devMailbox.subject}) IN (SELECT
      json_extract(${outbox.payloadJson}, '$.to'), json_extract(${outbox.payloadJson}, '$.subject')
      FROM ${outbox} WHERE ${shown})`),
    db
      .update(outbox)
      .set({
        payloadJson: sql`json_remove(json_patch(${outbox.payloadJson}, json_extract(${outbox.payloadJson}, '$.ifUserDeleted.patch')), '$.ifUserDeleted')`,
      })
      .where(shown),
  ] as const;
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
