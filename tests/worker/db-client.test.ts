import { env } from "cloudflare:test";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "../../worker/db/client";

describe("getDb", () => {
  it("gives every request on the same D1 binding the one client, built once", async () => {
    const first = getDb(env.DB);
    expect(getDb(env.DB)).toBe(first);
    const row = await first.get<{ one: number }>(sql`select 1 as one`);
    expect(row).toEqual({ one: 1 });
  });

  it("keeps a client per binding: another database gets its own", () => {
    const other: D1Database = {
      prepare: env.DB.prepare.bind(env.DB),
      batch: env.DB.batch.bind(env.DB),
      exec: env.DB.exec.bind(env.DB),
      dump: env.DB.dump.bind(env.DB),
      withSession: env.DB.withSession.bind(env.DB),
    };
    expect(getDb(other)).not.toBe(getDb(env.DB));
    expect(getDb(other)).toBe(getDb(other));
  });
});
