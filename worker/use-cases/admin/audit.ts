import { and, eq, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { UserRow } from "../../app-env";
import type { Db } from "../../db/client";
import { insertWhere } from "../../db/insert-where";
import { auditLog, users } from "../../db/schema";

export interface AuditEntry {
  /** What was done, e.g. "user_block", "dispute_refund". */
  action: string;
  targetType: "user" | "booking" | "profile" | "photo" | "payment_account" | "outbox";
  targetId: string | number;
  /**
   * Whose personal data the before/after may show (the edited user, the truck's owner, the e-mail's
   * recipient), or null when they show nobody's: the details go once that account is deleted.
   */
  subjectUserId: number | SQL | null;
  /** The record's fields before and after the change (only those the action touches). */
  before?: unknown;
  after?: unknown;
  /** Anything else worth keeping (amounts, reasons). */
  details?: Record<string, unknown>;
}

/**
 * The audit entry of an admin write, as a statement for the same batch as the write: written only if
 * `condition` holds after the statements before it (e.g. `changes() = 1`), so a refused or repeated
 * action leaves no entry. Who, what, when, before and after (issue 14).
 */
export function auditInsert(
  db: Db,
  admin: Pick<UserRow, "id" | "email">,
  entry: AuditEntry,
  condition?: SQL,
) {
  return insertWhere(
    db,
    auditLog,
    {
      adminId: admin.id,
      adminEmail: admin.email,
      action: entry.action,
      targetType: entry.targetType,
      targetId: String(entry.targetId),
      subjectUserId: entry.subjectUserId,
      detailsJson: JSON.stringify({
        before: entry.before ?? null,
        after: entry.after ?? null,
        ...entry.details,
      }),
    },
    condition ?? sql`1`,
  );
}

/**
 * The deletion's part of the audit log, for its batch after the user's DELETE: the entries whose details
 * may show the deleted user (their subject) lose the whole details (before, after and the rest, so a
 * field added to an edit later is covered too); entries by an admin whose account is gone (their id went
 * NULL with it) lose the admin's e-mail. Action, target, time stay. The append-only trigger allows exactly
 * these two changes, each only once that account is gone (migration 0025); the batch runs them also when
 * the deletion was refused, so the first checks that the user is gone, and the second touches only
 * entries whose admin already is.
 */
export function redactAuditOfDeletedUser(db: Db, userId: number) {
  return [
    db
      .update(auditLog)
      .set({ detailsJson: null })
      .where(
        and(
          eq(auditLog.subjectUserId, userId),
          isNotNull(auditLog.detailsJson),
          sql`NOT EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = ${userId})`,
        ),
      ),
    db
      .update(auditLog)
      .set({ adminEmail: null })
      .where(and(isNull(auditLog.adminId), isNotNull(auditLog.adminEmail))),
  ] as const;
}
