import { sql } from "drizzle-orm";
import type { Db } from "./client";
import { outbox } from "./schema";

/**
 * A statement that reads nothing and changes nothing, for a batch that keeps its shape (each result in
 * its place) when one of its writes is not needed: it leaves `changes()` as the statement before set it,
 * and its result is an empty list of `{ id }`, as the `.returning({ id })` of the write it stands in for.
 */
export function noOpStatement(db: Db) {
  return db.select({ id: outbox.id }).from(outbox).where(sql`0`);
}
