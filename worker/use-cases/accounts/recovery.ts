import { and, eq, sql } from "drizzle-orm";
import { oneTimeTokens, users } from "../../db/schema";
import { loginLinkEmail, passwordChangedEmail, passwordResetEmail } from "../../emails/account-emails";
import { ApiError } from "../../lib/errors";
import { nowSeconds } from "../../lib/time";
import { assertNotBlocked } from "../../permissions";
import { endLiveConnections } from "../chat/live-delivery";
import type { UseCaseContext } from "../context";
import { emailOutboxInsertIf, sendLater } from "../notifications/outbox";
import { mailLinkToAccount } from "./links";
import {
  peekOneTimeToken,
  REQUESTED_LOGIN_LINK_TTL,
  revokeOpenTokensAfterPasswordChange,
} from "./one-time-tokens";
import { hashIterationsFor, hashPassword } from "./password";
import { guardLinkRequest, type LinkPurpose } from "./protection";
import { ACCOUNT_TEXTS } from "./texts";

const LINKS: Record<LinkPurpose, Parameters<typeof mailLinkToAccount>[2]> = {
  reset: { throttle: "reset", purpose: "password_reset", path: "/reset-password", mail: passwordResetEmail },
  "login-link": {
    throttle: "login-link",
    purpose: "login_link",
    path: "/login-with-token",
    ttlSeconds: REQUESTED_LOGIN_LINK_TTL,
    mail: loginLinkEmail,
  },
};

/**
 * "Forgot password" and "send me a sign-in link": one e-mailed link if the account exists. The answer
 * is the same whether it does or not. A sign-in link may carry the page to open afterwards (issue 35).
 */
export async function requestAccountLink(
  ctx: UseCaseContext,
  kind: LinkPurpose,
  email: string,
  ip: string,
  redirectTo: string | null = null,
): Promise<string> {
  await guardLinkRequest(ctx.db, kind, ip, email);
  sendLater(ctx, await mailLinkToAccount(ctx, email, LINKS[kind], redirectTo));
  return kind === "reset" ? ACCOUNT_TEXTS.resetRequested : ACCOUNT_TEXTS.loginLinkRequested;
}

/** Sets a new password with a reset link: the link, every other open link, all sessions and sockets end. */
export async function resetPassword(ctx: UseCaseContext, token: string, newPassword: string): Promise<void> {
  const { db } = ctx;
  const pending = await peekOneTimeToken(db, "password_reset", token);
  const user = pending ? await db.query.users.findFirst({ where: eq(users.id, pending.userId) }) : undefined;
  if (!pending || !user) throw new ApiError(400, ACCOUNT_TEXTS.badResetLink);
  assertNotBlocked(user);
  const now = nowSeconds();
  const passwordHash = await hashPassword(newPassword, hashIterationsFor(ctx.env));
  // Token use and password change commit together; the token-version guard makes a racing reuse a no-op.
  const [consumed, , , outboxRows] = await db.batch([
    db
      .update(oneTimeTokens)
      .set({ usedAt: now })
      .where(and(eq(oneTimeTokens.tokenHash, pending.tokenHash), sql`${oneTimeTokens.usedAt} IS NULL`))
      .returning({ id: oneTimeTokens.id }),
    db
      .update(users)
      .set({
        passwordHash,
        tokenVersion: user.tokenVersion + 1,
        emailVerifiedAt: user.emailVerifiedAt ?? now,
        updatedAt: now,
      })
      .where(
        and(
          eq(users.id, user.id),
          eq(users.tokenVersion, user.tokenVersion),
          sql`EXISTS (SELECT 1 FROM ${oneTimeTokens} WHERE ${oneTimeTokens.tokenHash} = ${pending.tokenHash} AND ${oneTimeTokens.usedAt} = ${now})`,
        ),
      ),
    revokeOpenTokensAfterPasswordChange(db, user.id, passwordHash),
    emailOutboxInsertIf(
      db,
      passwordChangedEmail({ email: user.email, firstName: user.firstName }),
      and(eq(users.id, user.id), eq(users.passwordHash, passwordHash)),
    ),
  ]);
  if (consumed.length === 0) throw new ApiError(400, ACCOUNT_TEXTS.badResetLink);
  await endLiveConnections(ctx, { userId: user.id }, "password reset");
  sendLater(
    ctx,
    outboxRows.map((row) => row.id),
  );
}
