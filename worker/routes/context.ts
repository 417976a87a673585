import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env";
import { getDb } from "../db/client";
import type { UseCaseContext } from "../use-cases/context";

/** One drizzle client per request, on `c.var.db`. */
export const withDb = createMiddleware<AppEnv>(async (c, next) => {
  c.set("db", getDb(c.env.DB));
  await next();
});

/** What a route hands to its use case. */
export function useCaseContext(c: Context<AppEnv>): UseCaseContext {
  return { env: c.env, db: c.var.db, defer: (work) => c.executionCtx.waitUntil(work) };
}

/** The client IP as Cloudflare reports it; local runs have none, so they share one bucket. */
export function clientIpOf(c: Context<AppEnv>): string {
  return c.req.header("CF-Connecting-IP")?.trim() || "local";
}
