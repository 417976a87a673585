import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rateLimits } from "../db/schema";
import { ApiError } from "../lib/errors";
import { nowSeconds } from "../lib/time";

export interface RateLimitRule {
  key: string;
  limit: number;
  windowSeconds: number;
}

export const RATE_LIMITED = "Zbyt wiele prób. Spróbuj ponownie za kilka minut.";

/** Fixed-window counters in D1; each call counts one attempt against every rule, and any rule over its limit refuses. */
export async function enforceRateLimits(db: Db, rules: RateLimitRule[]): Promise<void> {
  const now = nowSeconds();
  for (const rule of rules) {
    const windowStart = now - (now % rule.windowSeconds);
    const [row] = await db
      .insert(rateLimits)
      .values({ key: rule.key, windowStart, count: 1 })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`CASE WHEN ${rateLimits.windowStart} = excluded.window_start THEN ${rateLimits.count} + 1 ELSE 1 END`,
          windowStart: sql`excluded.window_start`,
        },
      })
      .returning({ count: rateLimits.count });
    if (row && row.count > rule.limit) {
      const retryAfter = windowStart + rule.windowSeconds - now;
      throw new ApiError(429, RATE_LIMITED, {}, { "Retry-After": String(Math.max(1, retryAfter)) });
    }
  }
}

/** The client IP as Cloudflare reports it; local runs have none, so they share one bucket. */
export function clientIp(header: string | undefined): string {
  return header?.trim() || "local";
}
