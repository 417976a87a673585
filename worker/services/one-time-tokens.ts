import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { oneTimeTokens, users } from "../db/schema";
import { randomToken, sha256Hex } from "../lib/encoding";
import { DAY, HOUR, nowSeconds } from "../lib/time";

export type TokenPurpose = (typeof oneTimeTokens.$inferInsert)["purpose"];

export const TOKEN_TTL: Record<TokenPurpose, number> = {
  verify_email: 7 * DAY,
  password_reset: HOUR,
  login_link: 7 * DAY,
  reminder_login: 7 * DAY,
};

/** A fresh random token and the insert that stores only its hash; `userId` may be a subquery for batches. */
export async function newOneTimeToken(
  db: Db,
  purpose: TokenPurpose,
  userId: number | ReturnType<typeof sql<number>>,
): Promise<{ token: string; insert: ReturnType<typeof insertToken> }> {
  const token = randomToken();
  const tokenHash = await sha256Hex(token);
  return {
    token,
    insert: insertToken(db, { purpose, userId, tokenHash, expiresAt: nowSeconds() + TOKEN_TTL[purpose] }),
  };
}

function insertToken(
  db: Db,
  values: {
    purpose: TokenPurpose;
    userId: number | ReturnType<typeof sql<number>>;
    tokenHash: string;
    expiresAt: number;
  },
) {
  return db.insert(oneTimeTokens).values(values);
}

/**
 * Uses a link token once and, in the same batch, marks the e-mail verified: following a link we mailed
 * proves the address. A conditional UPDATE makes a second use (or a concurrent one) find nothing.
 */
export async function consumeLinkToken(db: Db, purpose: TokenPurpose, token: string): Promise<number | null> {
  const tokenHash = await sha256Hex(token);
  const now = nowSeconds();
  const [consumed] = await db.batch([
    db
      .update(oneTimeTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(oneTimeTokens.tokenHash, tokenHash),
          eq(oneTimeTokens.purpose, purpose),
          isNull(oneTimeTokens.usedAt),
          gt(oneTimeTokens.expiresAt, now),
        ),
      )
      .returning({ userId: oneTimeTokens.userId }),
    db
      .update(users)
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now})` })
      .where(
        eq(
          users.id,
          sql`(SELECT ${oneTimeTokens.userId} FROM ${oneTimeTokens} WHERE ${oneTimeTokens.tokenHash} = ${tokenHash} AND ${oneTimeTokens.usedAt} = ${now})`,
        ),
      ),
  ]);
  return consumed[0]?.userId ?? null;
}

/** A still-valid token's user, without using it up (the caller consumes it in its own batch). */
export async function peekOneTimeToken(db: Db, purpose: TokenPurpose, token: string) {
  const tokenHash = await sha256Hex(token);
  const row = await db.query.oneTimeTokens.findFirst({
    where: and(
      eq(oneTimeTokens.tokenHash, tokenHash),
      eq(oneTimeTokens.purpose, purpose),
      isNull(oneTimeTokens.usedAt),
      gt(oneTimeTokens.expiresAt, nowSeconds()),
    ),
  });
  return row ? { userId: row.userId, tokenHash } : null;
}
