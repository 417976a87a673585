import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { oneTimeTokens, users } from "../../db/schema";
import { randomToken, sha256Hex } from "../../lib/encoding";
import { DAY, HOUR, nowSeconds } from "../../lib/time";

export type TokenPurpose = (typeof oneTimeTokens.$inferInsert)["purpose"];

export const TOKEN_TTL: Record<TokenPurpose, number> = {
  verify_email: 7 * DAY,
  password_reset: HOUR,
  login_link: 7 * DAY,
  reminder_login: 7 * DAY,
  account_deletion: 30 * 60,
};

/** A sign-in link the user asked for on the login page: short-lived, unlike reminder links. */
export const REQUESTED_LOGIN_LINK_TTL = 30 * 60;

interface TokenOptions {
  /** Instead of the purpose's TOKEN_TTL. */
  ttlSeconds?: number | undefined;
  /** The validated in-app page the link opens after signing in (issue 35). */
  redirectTo?: string | null | undefined;
}

/** A fresh random token and the insert that stores only its hash; `userId` may be a subquery for batches. */
export async function newOneTimeToken(
  db: Db,
  purpose: TokenPurpose,
  userId: number | ReturnType<typeof sql<number>>,
  { ttlSeconds = TOKEN_TTL[purpose], redirectTo = null }: TokenOptions = {},
): Promise<{ token: string; insert: ReturnType<typeof insertToken> }> {
  const token = randomToken();
  const tokenHash = await sha256Hex(token);
  return {
    token,
    insert: insertToken(db, { purpose, userId, tokenHash, expiresAt: nowSeconds() + ttlSeconds, redirectTo }),
  };
}

/**
 * Revokes every open link of the user (reset, sign-in, verification), for a batch after a password
 * change or reset: `passwordHash` makes it apply only if the new password was really written.
 */
export function revokeOpenTokensAfterPasswordChange(db: Db, userId: number, passwordHash: string) {
  return db
    .update(oneTimeTokens)
    .set({ usedAt: nowSeconds() })
    .where(
      and(
        eq(oneTimeTokens.userId, userId),
        isNull(oneTimeTokens.usedAt),
        sql`EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = ${userId} AND ${users.passwordHash} = ${passwordHash})`,
      ),
    );
}

function insertToken(
  db: Db,
  values: {
    purpose: TokenPurpose;
    userId: number | ReturnType<typeof sql<number>>;
    tokenHash: string;
    expiresAt: number;
    redirectTo: string | null;
  },
) {
  return db.insert(oneTimeTokens).values(values);
}

/**
 * Uses a link token once and, in the same batch, marks the e-mail verified: following a link we mailed
 * proves the address. A conditional UPDATE makes a second use (or a concurrent one) find nothing.
 * Returns the token's user and the page it was to bring them back to, if any.
 */
export async function consumeLinkToken(
  db: Db,
  purpose: TokenPurpose,
  token: string,
): Promise<{ userId: number; redirectTo: string | null } | null> {
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
      .returning({ userId: oneTimeTokens.userId, redirectTo: oneTimeTokens.redirectTo }),
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
  return consumed[0] ?? null;
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
