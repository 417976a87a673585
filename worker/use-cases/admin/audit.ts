import { type SQL, sql } from "drizzle-orm";
import type { UserRow } from "../../app-env";
import type { Db } from "../../db/client";
import { insertWhere } from "../../db/insert-where";
import { auditLog } from "../../db/schema";

export interface AuditEntry {
  /** What was done, e.g. "user_block", "dispute_refund". */
  action: string;
  targetType: "user" | "booking" | "profile" | "photo" | "payment_account" | "outbox";
  targetId: string | number;
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
      detailsJson: JSON.stringify({
        before: entry.before ?? null,
        after: entry.after ?? null,
        ...entry.details,
      }),
    },
    condition ?? sql`1`,
  );
}
