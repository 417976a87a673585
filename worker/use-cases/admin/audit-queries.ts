import { count, desc } from "drizzle-orm";
import type { Db } from "../../db/client";
import { auditLog } from "../../db/schema";
import { type PageQuery, pageResult, pageWindow } from "./paging";

/** Our own JSON (auditInsert wrote it): before, after and details as they were. */
export function parseDetails(json: string | null): unknown {
  return json === null ? null : JSON.parse(json);
}

/** GET /admin/audit: the newest entries first, a page at a time (read-only: the log is append-only). */
export async function listAudit(db: Db, query: PageQuery) {
  const { limit, offset } = pageWindow(query);
  const [rows, counted] = await db.batch([
    db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(auditLog),
  ]);
  return pageResult(
    rows.map((row) => ({
      id: row.id,
      admin_id: row.adminId,
      admin_email: row.adminEmail,
      action: row.action,
      target_type: row.targetType,
      target_id: row.targetId,
      details: parseDetails(row.detailsJson),
      created_at: row.createdAt,
    })),
    counted[0]?.total ?? 0,
    query,
  );
}
