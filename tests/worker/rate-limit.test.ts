import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { countEvent, currentCount, enforceRateLimits, RATE_LIMITED } from "../../worker/db/rate-limit";
import { rateLimits } from "../../worker/db/schema";
import { ApiError } from "../../worker/lib/errors";
import { nowSeconds } from "../../worker/lib/time";
import { db } from "./helpers";

async function windowStartOf(key: string): Promise<number | undefined> {
  return (await db().query.rateLimits.findFirst({ where: eq(rateLimits.key, key) }))?.windowStart;
}

describe("rate-limit windows open at a key's first event", () => {
  it("a window still open counts on; one past its length starts again at 1, from now", async () => {
    const key = `test-window:${crypto.randomUUID()}`;
    const rule = { key, limit: 3, windowSeconds: 60 };
    const now = nowSeconds();
    await db()
      .insert(rateLimits)
      .values({ key, windowStart: now - 59, count: 2 });
    expect(await currentCount(db(), rule)).toBe(2);
    expect(await countEvent(db(), rule)).toBe(3);
    expect(await windowStartOf(key)).toBe(now - 59);

    await db()
      .update(rateLimits)
      .set({ windowStart: now - 61 })
      .where(eq(rateLimits.key, key));
    expect(await currentCount(db(), rule)).toBe(0);
    expect(await countEvent(db(), rule)).toBe(1);
    expect(await windowStartOf(key)).toBeGreaterThanOrEqual(now);
  });

  it("over the limit is a 429 whose Retry-After runs to the end of the window", async () => {
    const key = `test-refusal:${crypto.randomUUID()}`;
    const rule = { key, limit: 2, windowSeconds: 600 };
    await db()
      .insert(rateLimits)
      .values({ key, windowStart: nowSeconds() - 100, count: 2 });
    const refusal = await enforceRateLimits(db(), [rule]).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(ApiError);
    if (!(refusal instanceof ApiError)) return;
    expect(refusal.status).toBe(429);
    expect(refusal.message).toBe(RATE_LIMITED);
    const retryAfter = Number(refusal.headers["Retry-After"]);
    expect(retryAfter).toBeGreaterThanOrEqual(498);
    expect(retryAfter).toBeLessThanOrEqual(500);
  });
});
