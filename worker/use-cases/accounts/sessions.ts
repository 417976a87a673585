import { and, eq, lt } from "drizzle-orm";
import type { SessionClaims, UserRow } from "../../app-env";
import type { Db } from "../../db/client";
import { pushSubscriptions, revokedSessions, spentSocketTickets, users } from "../../db/schema";
import { nowSeconds } from "../../lib/time";
import { endLiveConnections } from "../chat/live-delivery";
import type { UseCaseContext } from "../context";

/**
 * Logout: this session's token is refused from now on (kept on the deny list until it would expire), and
 * the sockets its tickets opened close; the user's other sessions keep theirs.
 */
export async function endSession(ctx: UseCaseContext, user: UserRow, session: SessionClaims): Promise<void> {
  await ctx.db
    .insert(revokedSessions)
    .values({ jti: session.jti, expiresAt: session.expiresAt })
    .onConflictDoNothing();
  await endLiveConnections(ctx, { userId: user.id, sessionId: session.jti }, "logged out");
}

/**
 * "Log out of all devices": a new token version makes every token issued so far invalid, every socket of
 * the user closes, and no device keeps receiving this account's push notifications (a browser someone
 * else now uses among them).
 */
export async function endAllSessions(ctx: UseCaseContext, user: UserRow): Promise<void> {
  const { db } = ctx;
  await db.batch([
    db
      .update(users)
      .set({ tokenVersion: user.tokenVersion + 1, updatedAt: nowSeconds() })
      .where(and(eq(users.id, user.id), eq(users.tokenVersion, user.tokenVersion))),
    db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id)),
  ]);
  await endLiveConnections(ctx, { userId: user.id }, "logged out everywhere");
}

/** Deny-list entries and spent socket tickets whose tokens have expired anyway (cron). */
export async function forgetExpiredTokenIds(db: Db): Promise<number> {
  const now = nowSeconds();
  const [sessions, tickets] = await db.batch([
    db
      .delete(revokedSessions)
      .where(lt(revokedSessions.expiresAt, now))
      .returning({ jti: revokedSessions.jti }),
    db
      .delete(spentSocketTickets)
      .where(lt(spentSocketTickets.expiresAt, now))
      .returning({ id: spentSocketTickets.ticketId }),
  ]);
  return sessions.length + tickets.length;
}
