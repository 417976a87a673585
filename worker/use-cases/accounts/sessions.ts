import { and, eq, lt } from "drizzle-orm";
import type { SessionClaims, UserRow } from "../../app-env";
import type { Db } from "../../db/client";
import { pushSubscriptions, revokedSessions, users } from "../../db/schema";
import { nowSeconds } from "../../lib/time";

/** Logout: this session's token is refused from now on (kept on the deny list until it would expire). */
export async function endSession(db: Db, session: SessionClaims): Promise<void> {
  await db
    .insert(revokedSessions)
    .values({ jti: session.jti, expiresAt: session.expiresAt })
    .onConflictDoNothing();
}

/**
 * "Log out of all devices": a new token version makes every token issued so far invalid, and no device
 * keeps receiving this account's push notifications (a browser someone else now uses among them).
 */
export async function endAllSessions(db: Db, user: UserRow): Promise<void> {
  await db.batch([
    db
      .update(users)
      .set({ tokenVersion: user.tokenVersion + 1, updatedAt: nowSeconds() })
      .where(and(eq(users.id, user.id), eq(users.tokenVersion, user.tokenVersion))),
    db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id)),
  ]);
}

/** Deny-list entries whose tokens have expired anyway (cron). */
export async function deleteExpiredRevocations(db: Db): Promise<number> {
  const deleted = await db
    .delete(revokedSessions)
    .where(lt(revokedSessions.expiresAt, nowSeconds()))
    .returning({ jti: revokedSessions.jti });
  return deleted.length;
}
