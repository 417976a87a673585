import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
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

/** The fields of entries about a user that hold their personal data (an admin's edit of the user). */
const PERSONAL_FIELDS = [
  "email",
  "phone_number",
  "company_name",
  "nip",
  "street_address",
  "postal_code",
  "city",
] as const;

/**
 * The entries about a user who no longer exists keep what was done and when, but not their personal data:
 * those fields of before and after become null. The append-only triggers allow exactly this kind of
 * change (migration 0022); the statement does nothing while the user exists, so it may run in the
 * deletion's batch after the user's DELETE.
 */
export function redactAuditOfDeletedUser(db: Db, userId: number) {
  const paths = PERSONAL_FIELDS.flatMap((field) => [`$.before.${field}`, `$.after.${field}`]);
  return db
    .update(auditLog)
    .set({
      detailsJson: sql`json_replace(${auditLog.detailsJson}, ${sql.join(
        paths.map((path) => sql`${path}, NULL`),
        sql`, `,
      )})`,
    })
    .where(
      and(
        inArray(auditLog.targetType, ["user", "payment_account"] satisfies AuditEntry["targetType"][]),
        eq(auditLog.targetId, String(userId)),
        sql`NOT EXISTS (SELECT 1 FROM "users" WHERE "users"."id" = ${userId})`,
      ),
    );
}
