import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env";
import { getDb } from "../db/client";
import { sessionDatabase, sessionFor } from "../db/session";
import { BOOKMARK_HEADER } from "../schemas/db-bookmark";
import type { UseCaseContext } from "../use-cases/context";

/**
 * One drizzle client per request, on `c.var.db`, over a D1 session that continues from the caller's last
 * answer (its x-d1-bookmark); the answer carries the session's latest bookmark on (db/session.ts).
 */
export const withDb = createMiddleware<AppEnv>(async (c, next) => {
  const session = sessionFor(c.env.DB, c.req.header(BOOKMARK_HEADER));
  c.set("db", getDb(sessionDatabase(c.env.DB, session)));
  await next();
  const bookmark = session.getBookmark();
  // A socket upgrade's 101 answer is the socket's, and takes no headers.
  if (bookmark && c.res.status !== 101) c.header(BOOKMARK_HEADER, bookmark);
});

/** What a route hands to its use case. */
export function useCaseContext(c: Context<AppEnv>): UseCaseContext {
  return { env: c.env, db: c.var.db, defer: (work) => c.executionCtx.waitUntil(work) };
}

/** The client IP as Cloudflare reports it; local runs have none, so they share one bucket. */
export function clientIpOf(c: Context<AppEnv>): string {
  return c.req.header("CF-Connecting-IP")?.trim() || "local";
}
