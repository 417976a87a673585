/**
 * Who may delete the account: the signed-in user, confirming with their password or, for accounts that
 * sign in only with Google, with a link e-mailed to them (proof of the mailbox right now).
 */
import type { UserRow } from "../../app-env";
import { enforceRateLimits } from "../../db/rate-limit";
import { accountDeletionEmail } from "../../emails/account-emails";
import { ApiError } from "../../lib/errors";
import type { UseCaseContext } from "../context";
import { emailOutboxInsert, sendLater } from "../notifications/outbox";
import { deleteAccount } from "./delete-account";
import { appLink } from "./links";
import { newOneTimeToken, peekOneTimeToken } from "./one-time-tokens";
import { verifyPassword } from "./password";
import { ACCOUNT_TEXTS } from "./texts";

/** The page the e-mailed link opens; My account then asks once more before deleting. */
export const DELETION_LINK_PATH = "/my-account";
export const DELETION_LINK_PARAM = "usun-konto";

export async function mailDeletionLink(ctx: UseCaseContext, user: UserRow): Promise<void> {
  await enforceRateLimits(ctx.db, [{ key: `deletion-link:user:${user.id}`, limit: 5, windowSeconds: 3600 }]);
  const created = await newOneTimeToken(ctx.db, "account_deletion", user.id);
  const url = appLink(ctx.env, DELETION_LINK_PATH, { [DELETION_LINK_PARAM]: created.token });
  const [, outboxRows] = await ctx.db.batch([
    created.insert,
    emailOutboxInsert(ctx.db, accountDeletionEmail(user, url)),
  ]);
  sendLater(
    ctx,
    outboxRows.map((row) => row.id),
  );
}

export async function confirmAndDeleteAccount(
  ctx: UseCaseContext,
  user: UserRow,
  proof: { password?: string | undefined; token?: string | undefined },
): Promise<void> {
  await enforceRateLimits(ctx.db, [{ key: `account-delete:user:${user.id}`, limit: 10, windowSeconds: 600 }]);
  if (proof.token) {
    const pending = await peekOneTimeToken(ctx.db, "account_deletion", proof.token);
    // The token row goes with the user (cascade), so it needs no separate "used" mark.
    if (pending?.userId !== user.id) throw new ApiError(400, ACCOUNT_TEXTS.badDeletionLink);
  } else if (!proof.password) {
    throw new ApiError(400, ACCOUNT_TEXTS.deletionNeedsPassword, { field: "password" });
  } else if (!user.passwordHash || !(await verifyPassword(proof.password, user.passwordHash))) {
    const message = user.passwordHash ? ACCOUNT_TEXTS.wrongDeletionPassword : ACCOUNT_TEXTS.deletionNeedsLink;
    throw new ApiError(400, message, { field: "password" });
  }
  await deleteAccount(ctx, user);
}
