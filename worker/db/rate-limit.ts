import { eq, sql } from "drizzle-orm";
import { ApiError } from "../lib/errors";
import { nowSeconds } from "../lib/time";
import type { Db } from "./client";
import { rateLimits } from "./schema";

export interface RateLimitRule {
  key: string;
  limit: number;
  windowSeconds: number;
  /** What a refusal says, when "a few minutes" would be wrong (a limit per day); RATE_LIMITED otherwise. */
  message?: string;
}

export const RATE_LIMITED = "Zbyt wiele prób. Spróbuj ponownie za kilka minut.";

/** Per user: creating booking requests and events mails other people, so it is capped. */
export const CREATE_LIMITS = {
  requests: { limit: 20, windowSeconds: 3600 },
  events: { limit: 10, windowSeconds: 3600 },
} as const;

/**
 * A window opens at a key's first event and lasts windowSeconds; the next event after it opens a new one.
 * Anchoring at the first event (not at clock boundaries) means a burst is never split between two windows,
 * and Retry-After says exactly when the window ends.
 */
function refusal(rule: RateLimitRule, windowStart: number): ApiError {
  const retryAfter = windowStart + rule.windowSeconds - nowSeconds();
  return new ApiError(
    429,
    rule.message ?? RATE_LIMITED,
    {},
    { "Retry-After": String(Math.max(1, retryAfter)) },
  );
}

interface WindowCount {
  count: number;
  windowStart: number;
}

/** Counts one event against the rule's window in D1 (one statement) and returns the count so far in it. */
async function countInWindow(db: Db, rule: RateLimitRule): Promise<WindowCount> {
  const now = nowSeconds();
  const stillOpen = sql`${rateLimits.windowStart} > excluded.window_start - ${rule.windowSeconds}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key: rule.key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${stillOpen} THEN ${rateLimits.count} + 1 ELSE 1 END`,
        windowStart: sql`CASE WHEN ${stillOpen} THEN ${rateLimits.windowStart} ELSE excluded.window_start END`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
  return row ?? { count: 1, windowStart: now };
}

/** Counts one event against the rule's window and returns the count so far in it. */
export async function countEvent(db: Db, rule: RateLimitRule): Promise<number> {
  return (await countInWindow(db, rule)).count;
}

async function openWindow(db: Db, rule: RateLimitRule): Promise<WindowCount | undefined> {
  const row = await db.query.rateLimits.findFirst({ where: eq(rateLimits.key, rule.key) });
  return row && row.windowStart > nowSeconds() - rule.windowSeconds ? row : undefined;
}

/** Events counted so far in the rule's open window, without counting one. */
export async function currentCount(db: Db, rule: RateLimitRule): Promise<number> {
  return (await openWindow(db, rule))?.count ?? 0;
}

/** Each call counts one attempt against every rule, and any rule over its limit refuses with 429. */
export async function enforceRateLimits(db: Db, rules: RateLimitRule[]): Promise<void> {
  for (const rule of rules) {
    const window = await countInWindow(db, rule);
    if (window.count > rule.limit) throw refusal(rule, window.windowStart);
  }
}

/** Refuses with 429 when the rule's limit is already reached, without counting this call (failures only). */
export async function refuseWhenReached(db: Db, rule: RateLimitRule): Promise<void> {
  const window = await openWindow(db, rule);
  if (window && window.count >= rule.limit) throw refusal(rule, window.windowStart);
}

export async function clearCounter(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}
