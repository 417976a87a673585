import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sqliteD1 } from "../../platform/d1-sqlite";
import { applyMigrations } from "../../platform/migrations";
import type { SqliteDatabase } from "../../platform/sqlite";
import { openNodeSqlite } from "../../platform/sqlite-node";
import { getDb } from "../../worker/db/client";
import { isUniqueViolation } from "../../worker/db/constraint-errors";
import { profiles, users } from "../../worker/db/schema";

const MIGRATIONS = join(import.meta.dirname, "../../migrations");
let folder: string;
let sqlite: SqliteDatabase;
let d1: D1Database;

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), "d1-sqlite-"));
  sqlite = openNodeSqlite(join(folder, "d1.sqlite"));
  applyMigrations(sqlite, MIGRATIONS);
  d1 = sqliteD1(sqlite);
});

afterAll(() => {
  sqlite.close();
  rmSync(folder, { recursive: true, force: true });
});

function newUser(email: string) {
  return {
    email,
    passwordHash: "x",
    firstName: "Ala",
    lastName: "Kowalska",
    phoneNumber: "600 000 000",
    userType: "food_truck_owner" as const,
  };
}

describe("D1 on an SQLite file (Bun and Deno)", () => {
  it("applies every migration once, recorded where wrangler records them", () => {
    expect(applyMigrations(sqlite, MIGRATIONS)).toEqual([]);
    const [row] = sqlite.prepare("SELECT count(*) FROM d1_migrations").values([]);
    expect(Number(row?.[0])).toBeGreaterThan(10);
  });

  it("runs drizzle's D1 driver: insert returning, select, joins with same-named columns kept apart", async () => {
    const db = getDb(d1);
    // Two users first, so the owner's id and the profile's differ and a mix-up would show.
    await db.insert(users).values(newUser("join-before@example.pl"));
    const [user] = await db.insert(users).values(newUser("join@example.pl")).returning();
    if (!user) throw new Error("no user");
    const [profile] = await db
      .insert(profiles)
      .values({
        userId: user.id,
        foodTruckName: "Zapiekanki",
        foodTruckDescription: "Opis",
        baseLocation: "Kraków",
        operationRadiusKm: 30,
        offerJson: "{}",
      })
      .returning();
    const joined = await db
      .select({ userId: users.id, profileId: profiles.id, name: profiles.foodTruckName })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(eq(users.email, "join@example.pl"));
    expect(joined).toHaveLength(1);
    expect(joined[0]?.userId).toBe(user.id);
    expect(joined[0]?.profileId).toBe(profile?.id);
    expect(profile?.id).not.toBe(user.id);
    expect(joined[0]?.name).toBe("Zapiekanki");
  });

  it("a batch is all or nothing: a failing statement undoes the ones before it", async () => {
    const db = getDb(d1);
    await db.insert(users).values(newUser("taken@example.pl"));
    const attempt = db.batch([
      db.insert(users).values(newUser("first-of-batch@example.pl")),
      db.insert(users).values(newUser("taken@example.pl")),
    ]);
    await expect(attempt).rejects.toSatisfy(isUniqueViolation);
    const found = await db.select().from(users).where(eq(users.email, "first-of-batch@example.pl"));
    expect(found).toEqual([]);
  });

  it("changes() inside a batch sees the statement before it, as conditional writes rely on", async () => {
    const db = getDb(d1);
    const [user] = await db.insert(users).values(newUser("changes@example.pl")).returning();
    if (!user) throw new Error("no user");
    const [updated, check] = await db.batch([
      db.update(users).set({ firstName: "Ola" }).where(eq(users.id, user.id)),
      db.select({ changed: sql<number>`changes()` }).from(sql`(SELECT 1)`),
    ]);
    expect(updated.meta.changes).toBe(1);
    expect(check[0]?.changed).toBe(1);
  });

  it("raw statements answer as D1 does: first(), raw() with column names, run() meta, booleans as 1/0", async () => {
    const created = await d1
      .prepare(
        "INSERT INTO users (email, password_hash, first_name, last_name, phone_number, user_type) VALUES (?, 'x', ?, 'B', '1', 'organizer')",
      )
      .bind("raw@example.pl", "Ela")
      .run();
    expect(created.success).toBe(true);
    expect(created.meta.changes).toBe(1);
    expect(created.meta.last_row_id).toBeGreaterThan(0);
    expect(
      await d1
        .prepare("SELECT first_name FROM users WHERE email = ?")
        .bind("raw@example.pl")
        .first("first_name"),
    ).toBe("Ela");
    expect(await d1.prepare("SELECT ? AS yes, ? AS no").bind(true, false).first()).toEqual({ yes: 1, no: 0 });
    expect(await d1.prepare("SELECT 1 AS a, 2 AS a").raw({ columnNames: true })).toEqual([
      ["a", "a"],
      [1, 2],
    ]);
    expect(await d1.prepare("SELECT 1 WHERE 0").first()).toBeNull();
  });

  it("refuses undefined, as D1 does, and reports SQL errors with SQLite's own text", async () => {
    expect(() => d1.prepare("SELECT ?").bind(undefined)).toThrow(/D1_TYPE_ERROR/);
    await expect(d1.prepare("SELECT * FROM no_such_table").all()).rejects.toThrow(/no such table/);
  });

  it("enforces foreign keys, as D1 does", async () => {
    const db = getDb(d1);
    const orphan = db.insert(profiles).values({
      userId: 999_999,
      foodTruckName: "Sierota",
      foodTruckDescription: "Opis",
      baseLocation: "Łódź",
      operationRadiusKm: 10,
      offerJson: "{}",
    });
    await expect(orphan).rejects.toSatisfy(
      (error) => error instanceof Error && String(error.cause).includes("FOREIGN KEY constraint failed"),
    );
  });

  it("a session reads its own writes and carries no bookmark on one server", async () => {
    const session = d1.withSession("first-unconstrained");
    await session.prepare("UPDATE users SET first_name = 'Iza' WHERE email = ?").bind("raw@example.pl").run();
    expect(
      await session
        .prepare("SELECT first_name FROM users WHERE email = ?")
        .bind("raw@example.pl")
        .first("first_name"),
    ).toBe("Iza");
    expect(session.getBookmark()).toBeNull();
  });
});
