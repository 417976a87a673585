import { eq, sql } from "drizzle-orm";
import { ApiError } from "../lib/errors";
import { nowSeconds } from "../lib/time";
import type { Db } from "./client";
import { rateLimits } from "./schema";

export interface RateLimitRule {
  key: string;
  limit: number;
  windowSeconds: number;
}

export const RATE_LIMITED = "Zbyt wiele prób. Spróbuj ponownie za kilka minut.";

/** Per user: creating booking requests and events mails other people, so it is capped. */
export const CREATE_LIMITS = {
  requests: { limit: 20, windowSeconds: 3600 },
  events: { limit: 10, windowSeconds: 3600 },
} as const;

function windowStartOf(rule: RateLimitRule, now: number): number {
  return now - (now % rule.windowSeconds);
}

function refusal(rule: RateLimitRule, now: number): ApiError {
  const retryAfter = windowStartOf(rule, now) + rule.windowSeconds - now;
  return new ApiError(429, RATE_LIMITED, {}, { "Retry-After": String(Math.max(1, retryAfter)) });
}

/** Counts one event against the rule's fixed window in D1 and returns the count so far in this window. */
export async function countEvent(db: Db, rule: RateLimitRule): Promise<number> {
  const [row] = await db
    .insert(rateLimits)
    .values({ key: rule.key, windowStart: windowStartOf(rule, nowSeconds()), count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${rateLimits.windowStart} = excluded.window_start THEN ${rateLimits.count} + 1 ELSE 1 END`,
        windowStart: sql`excluded.window_start`,
      },
    })
    .returning({ count: rateLimits.count });
  return row?.count ?? 1;
}

/** Events counted so far in the rule's current window, without counting one. */
export async function currentCount(db: Db, rule: RateLimitRule): Promise<number> {
  const row = await db.query.rateLimits.findFirst({ where: eq(rateLimits.key, rule.key) });
  return row && row.windowStart === windowStartOf(rule, nowSeconds()) ? row.count : 0;
}

/** Each call counts one attempt against every rule, and any rule over its limit refuses with 429. */
export async function enforceRateLimits(db: Db, rules: RateLimitRule[]): Promise<void> {
  for (const rule of rules) {
    if ((await countEvent(db, rule)) > rule.limit) throw refusal(rule, nowSeconds());
  }
}

/** Refuses with 429 when the rule's limit is already reached, without counting this call (failures only). */
export async function refuseWhenReached(db: Db, rule: RateLimitRule): Promise<void> {
  if ((await currentCount(db, rule)) >= rule.limit) throw refusal(rule, nowSeconds());
}

export async function clearCounter(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}
