import { asc, eq } from "drizzle-orm";
import type { UserRow } from "../../app-env";
import type { Db } from "../../db/client";
import { auditLog } from "../../db/schema";
import { parseDetails } from "../admin/audit-queries";

/**
 * The audit log's entries about the user (its subject: their account, their trucks, their e-mails, their
 * exports): what was done, to which record, the before and after, when. Which administrator did it is
 * left out: that is another person's data.
 */
export async function auditPart(db: Db, user: UserRow) {
  const rows = await db
    .select()
    .from(auditLog)
    .where(eq(auditLog.subjectUserId, user.id))
    .orderBy(asc(auditLog.id));
  return {
    audit_entries: rows.map((row) => ({
      action: row.action,
      by_me: row.adminId === user.id,
      target_type: row.targetType,
      target_id: row.targetId,
      details: parseDetails(row.detailsJson),
      created_at: row.createdAt,
    })),
  };
}
