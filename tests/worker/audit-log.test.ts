import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, users } from "../../worker/db/schema";
import { auditInsert } from "../../worker/use-cases/admin/audit";
import { quickUser } from "./booking-fixtures";
import { db } from "./helpers";
import { createAdmin } from "./profile-fixtures";

async function entryBy(adminId: number, targetId: number) {
  const [row] = await auditInsert(db(), await adminRow(adminId), {
    action: "user_block",
    targetType: "user",
    targetId,
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
    });
    expect(JSON.parse(row.detailsJson ?? "")).toEqual({
      before: { is_blocked: false },
      after: { is_blocked: true },
    });

    const byId = eq(auditLog.id, row.id);
    expect(await refusal(db().update(auditLog).set({ detailsJson: "{}" }).where(byId))).toMatch(
      /append-only/,
    );
    // Nor may an entry be pinned on another admin.
    const other = await createAdmin();
    expect(await refusal(db().update(auditLog).set({ adminId: other.user.id }).where(byId))).toMatch(
      /append-only/,
    );
    expect(await refusal(db().delete(auditLog).where(byId))).toMatch(/append-only/);
  });

  it("an admin's entries outlive their account: the id goes, the e-mail stays", async () => {
    const admin = await createAdmin();
    const row = await entryBy(admin.user.id, (await quickUser()).user.id);
    await db().run(sql`DELETE FROM ${users} WHERE ${users.id} = ${admin.user.id}`);
    const [kept] = await db().select().from(auditLog).where(eq(auditLog.id, row.id));
    expect(kept).toMatchObject({ adminId: null, adminEmail: admin.user.email, action: "user_block" });
  });

  it("an entry about a deleted user may lose its details (their personal data), nothing else", async () => {
    const admin = await createAdmin();
    const target = await quickUser();
    const row = await entryBy(admin.user.id, target.user.id);
    await db().run(sql`DELETE FROM ${users} WHERE ${users.id} = ${target.user.id}`);
    const byId = eq(auditLog.id, row.id);
    await db().update(auditLog).set({ detailsJson: "{}" }).where(byId);
    const [kept] = await db().select().from(auditLog).where(byId);
    expect(kept).toMatchObject({ detailsJson: "{}", action: "user_block", targetId: String(target.user.id) });
    expect(await refusal(db().update(auditLog).set({ action: "user_unblock" }).where(byId))).toMatch(
      /append-only/,
    );
    expect(await refusal(db().delete(auditLog).where(byId))).toMatch(/append-only/);
  });
});
