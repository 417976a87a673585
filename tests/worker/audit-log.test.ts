import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, users } from "../../worker/db/schema";
import { auditInsert } from "../../worker/use-cases/admin/audit";
import { quickUser } from "./booking-fixtures";
import { api, db } from "./helpers";
import { createAdmin } from "./profile-fixtures";

async function entryBy(adminId: number, targetId: number) {
  const [row] = await auditInsert(db(), await adminRow(adminId), {
    action: "user_block",
    targetType: "user",
    targetId,
    subjectUserId: targetId,
    before: { is_blocked: false },
    after: { is_blocked: true },
  }).returning();
  if (!row) throw new Error("no audit row written");
  return row;
}

/** The database's reason for refusing the statement (drizzle wraps it as the error's cause). */
async function refusal(statement: PromiseLike<unknown>): Promise<string> {
  try {
    await statement;
  } catch (error) {
    return error instanceof Error ? String(error.cause ?? error.message) : String(error);
  }
  return "accepted";
}

async function adminRow(id: number) {
  const [row] = await db().select({ id: users.id, email: users.email }).from(users).where(eq(users.id, id));
  if (!row) throw new Error("admin missing");
  return row;
}

async function entry(id: number) {
  const [row] = await db().select().from(auditLog).where(eq(auditLog.id, id));
  return row;
}

const deleteUserRow = (id: number) => db().run(sql`DELETE FROM ${users} WHERE ${users.id} = ${id}`);

describe("the audit log is append-only", () => {
  it("records who, what, to what, before and after; nothing may change or remove an entry", async () => {
    const admin = await createAdmin();
    const target = await quickUser();
    const row = await entryBy(admin.user.id, target.user.id);
    expect(row).toMatchObject({
      adminId: admin.user.id,
      adminEmail: admin.user.email,
      action: "user_block",
      targetType: "user",
      targetId: String(target.user.id),
      subjectUserId: target.user.id,
    });
    expect(JSON.parse(row.detailsJson ?? "")).toEqual({
      before: { is_blocked: false },
      after: { is_blocked: true },
    });

    const byId = eq(auditLog.id, row.id);
    const other = await createAdmin();
    for (const change of [
      { detailsJson: "{}" },
      // Not even the redactions a deletion makes, while both accounts exist.
      { detailsJson: null },
      { adminEmail: null },
      { adminId: null },
      // Nor may an entry be pinned on another admin, or on another user.
      { adminId: other.user.id },
      { adminEmail: other.user.email },
      { subjectUserId: other.user.id },
      { action: "user_unblock" },
    ]) {
      expect(await refusal(db().update(auditLog).set(change).where(byId)), JSON.stringify(change)).toMatch(
        /append-only/,
      );
    }
    expect(await refusal(db().delete(auditLog).where(byId))).toMatch(/append-only/);
    expect(await entry(row.id)).toEqual(row);
  });

  it("an admin deleted in the panel: their entries keep action, target, time and details, not their e-mail", async () => {
    const [leaving, remaining] = await Promise.all([createAdmin(), createAdmin()]);
    const row = await entryBy(leaving.user.id, (await quickUser()).user.id);
    const res = await api(`/admin/users/${leaving.user.id}`, undefined, {
      method: "DELETE",
      token: remaining.token,
    });
    expect(res.status).toBe(200);
    expect(await entry(row.id)).toEqual({ ...row, adminId: null, adminEmail: null });
  });

  it("once an account is gone, exactly its redactions are allowed: nothing else changes", async () => {
    const admin = await createAdmin();
    const target = await quickUser();
    const row = await entryBy(admin.user.id, target.user.id);
    const byId = eq(auditLog.id, row.id);
    await deleteUserRow(target.user.id);
    await deleteUserRow(admin.user.id);
    // The admin's id went with their account (ON DELETE SET NULL); the rest waits for the redaction.
    expect(await entry(row.id)).toEqual({ ...row, adminId: null });
    for (const change of [
      { detailsJson: "{}" },
      { detailsJson: JSON.stringify({ before: null, after: null }) },
      { adminEmail: "" },
      { adminEmail: "usuniety@example.com" },
      { adminId: (await createAdmin()).user.id },
      { subjectUserId: null },
      { targetId: "0" },
      { createdAt: 0 },
    ]) {
      expect(await refusal(db().update(auditLog).set(change).where(byId)), JSON.stringify(change)).toMatch(
        /append-only/,
      );
    }
    await db().update(auditLog).set({ detailsJson: null, adminEmail: null }).where(byId);
    expect(await entry(row.id)).toEqual({ ...row, adminId: null, adminEmail: null, detailsJson: null });
    expect(await refusal(db().update(auditLog).set({ action: "user_unblock" }).where(byId))).toMatch(
      /append-only/,
    );
    expect(await refusal(db().delete(auditLog).where(byId))).toMatch(/append-only/);
  });
});
