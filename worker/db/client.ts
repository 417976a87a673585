import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";

/**
 * One drizzle client per D1 binding: building it walks the whole schema (its relations config), which cost
 * more CPU than a short request's own queries when done per request. The binding is the same object for
 * every request an isolate serves, so the client is kept with it.
 */
const clients = new WeakMap<D1Database, ReturnType<typeof createDb>>();

function createDb(d1: D1Database) {
  return drizzle(d1, { schema });
}

export function getDb(d1: D1Database) {
  let db = clients.get(d1);
  if (!db) {
    db = createDb(d1);
    clients.set(d1, db);
  }
  return db;
}

export type Db = ReturnType<typeof getDb>;
