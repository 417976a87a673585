import { and, count, desc, eq, sql } from "drizzle-orm";
import * as v from "valibot";
import type { UserRow } from "../../app-env";
import type { Db } from "../../db/client";
import { outbox, payouts } from "../../db/schema";
import { ApiError } from "../../lib/errors";
import type { UseCaseContext } from "../context";
import { dispatchOutbox, dispatchPushes, recipientOf } from "../notifications/outbox";
import { enqueuePayouts } from "../payments/settlement";
import { auditInsert } from "./audit";
import { pageResult, pageWindow } from "./paging";
import { ADMIN_OPERATION_TEXTS } from "./texts";

type Admin = Pick<UserRow, "id" | "email">;

const mailSummarySchema = v.object({ to: v.string(), subject: v.string() });
const pushSummarySchema = v.object({ userId: v.number(), notification: v.object({ title: v.string() }) });

/** Whom a row was for and what it said, without its body (links with tokens stay out of the panel). */
function summaryOf(kind: string, payloadJson: string): { recipient: string; subject: string } {
  const payload: unknown = JSON.parse(payloadJson);
  if (kind === "email") {
    const mail = v.safeParse(mailSummarySchema, payload);
    if (mail.success) return { recipient: mail.output.to, subject: mail.output.subject };
  }
  const push = v.safeParse(pushSummarySchema, payload);
  if (push.success)
    return { recipient: `użytkownik ${push.output.userId}`, subject: push.output.notification.title };
  return { recipient: "—", subject: "—" };
}

/** GET /admin/operations/outbox: e-mails and pushes by status (failed ones first in the panel). */
export async function listOutbox(
  db: Db,
  query: { page: number; per_page: number; status: "failed" | "pending" | "sent" },
) {
  const where = eq(outbox.status, query.status);
  const [rows, counted] = await db.batch([
    db
      .select()
      .from(outbox)
      .where(where)
      .orderBy(desc(outbox.id))
      .limit(pageWindow(query).limit)
      .offset(pageWindow(query).offset),
    db.select({ total: count() }).from(outbox).where(where),
  ]);
  return pageResult(
    rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      status: row.status,
      ...summaryOf(row.kind, row.payloadJson),
      attempts: row.attempts,
      last_error: row.lastError,
      created_at: row.createdAt,
    })),
    counted[0]?.total ?? 0,
    query,
  );
}

/** POST /admin/operations/outbox/{id}/retry: a failed e-mail or push goes back to the queue, attempts anew. */
export async function retryOutbox(ctx: UseCaseContext, admin: Admin, outboxId: number) {
  const row = await ctx.db.query.outbox.findFirst({ where: eq(outbox.id, outboxId) });
  if (!row) throw new ApiError(404, ADMIN_OPERATION_TEXTS.notFound);
  const [updated] = await ctx.db.batch([
    ctx.db
      .update(outbox)
      .set({ status: "pending", attempts: 0 })
      .where(and(eq(outbox.id, outboxId), eq(outbox.status, "failed")))
      .returning({ id: outbox.id }),
    auditInsert(
      ctx.db,
      admin,
      {
        action: "outbox_retry",
        targetType: "outbox",
        targetId: outboxId,
        // The provider's error may quote the recipient's address.
        subjectUserId: recipientOf(outboxId),
        before: { status: row.status, attempts: row.attempts, last_error: row.lastError },
        after: { status: "pending", attempts: 0 },
      },
      sql`changes() = 1`,
    ),
  ]);
  if (updated.length === 0) throw new ApiError(409, ADMIN_OPERATION_TEXTS.notFailed);
  await (row.kind === "push" ? dispatchPushes : dispatchOutbox)(ctx.env, [outboxId]);
  return { message: ADMIN_OPERATION_TEXTS.retried };
}

/**
 * POST /admin/operations/payouts/{id}/retry: a failed transfer is tried once more now (also after the
 * cron's attempts ran out); the provider's per-attempt idempotency key keeps a repeat harmless.
 */
export async function retryPayout(ctx: UseCaseContext, admin: Admin, payoutId: number) {
  const row = await ctx.db.query.payouts.findFirst({ where: eq(payouts.id, payoutId) });
  if (!row) throw new ApiError(404, ADMIN_OPERATION_TEXTS.notFound);
  const [updated] = await ctx.db.batch([
    ctx.db
      .update(payouts)
      .set({ nextAttemptAt: null })
      .where(and(eq(payouts.id, payoutId), eq(payouts.status, "failed")))
      .returning({ id: payouts.id }),
    auditInsert(
      ctx.db,
      admin,
      {
        action: "payout_retry",
        targetType: "booking",
        targetId: row.requestId,
        // The provider's error may quote the payee's payment account.
        subjectUserId: row.payeeId,
        before: { payout_status: row.status, attempts: row.attempts, last_error: row.lastError },
      },
      sql`changes() = 1`,
    ),
  ]);
  if (updated.length === 0) throw new ApiError(409, ADMIN_OPERATION_TEXTS.notFailed);
  await enqueuePayouts(ctx.env, [payoutId]);
  return { message: ADMIN_OPERATION_TEXTS.retried };
}
