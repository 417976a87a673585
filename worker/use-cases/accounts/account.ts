import { and, eq } from "drizzle-orm";
import type { UserRow } from "../../app-env";
import { enforceRateLimits } from "../../db/rate-limit";
import { users } from "../../db/schema";
import { passwordChangedEmail } from "../../emails/account-emails";
import { ApiError } from "../../lib/errors";
import { nowSeconds } from "../../lib/time";
import { companyIssues, nipDigits, type UpdateMeOutput } from "../../schemas/account";
import { endLiveConnections } from "../chat/live-delivery";
import type { UseCaseContext } from "../context";
import { emailOutboxInsertIf, sendLater } from "../notifications/outbox";
import { signAppToken } from "./app-token";
import { revokeOpenTokensAfterPasswordChange } from "./one-time-tokens";
import { hashIterationsFor, hashPassword, verifyPassword } from "./password";
import { ACCOUNT_TEXTS } from "./texts";
import { userDto } from "./users";

/** My account: personal and company data (company fields are required of owners). */
export async function updateAccount(ctx: UseCaseContext, user: UserRow, input: UpdateMeOutput) {
  const [issue] = companyIssues({ ...input, user_type: user.userType });
  if (issue) throw new ApiError(400, issue.message, { field: issue.field });
  const [updated] = await ctx.db
    .update(users)
    .set({
      firstName: input.first_name,
      lastName: input.last_name,
      phoneNumber: input.phone_number,
      companyName: input.company_name || null,
      nip: input.nip ? nipDigits(input.nip) : null,
      streetAddress: input.street_address || null,
      postalCode: input.postal_code || null,
      city: input.city || null,
      updatedAt: nowSeconds(),
    })
    .where(eq(users.id, user.id))
    .returning();
  if (!updated) throw new ApiError(404, ACCOUNT_TEXTS.accountNotFound);
  return userDto(ctx.db, updated);
}

/**
 * A new password ends every other session, open link and socket; this session continues with the fresh
 * token it returns.
 */
export async function changePassword(
  ctx: UseCaseContext,
  user: UserRow,
  input: { currentPassword: string; newPassword: string },
): Promise<string> {
  const { db } = ctx;
  const { currentPassword, newPassword } = input;
  await enforceRateLimits(db, [{ key: `password-change:user:${user.id}`, limit: 10, windowSeconds: 600 }]);
  if (!user.passwordHash) throw new ApiError(400, ACCOUNT_TEXTS.noPassword);
  if (!(await verifyPassword(currentPassword, user.passwordHash))) {
    throw new ApiError(400, ACCOUNT_TEXTS.wrongPassword, { field: "currentPassword" });
  }
  if (currentPassword === newPassword) {
    throw new ApiError(400, ACCOUNT_TEXTS.samePassword, { field: "newPassword" });
  }
  const passwordHash = await hashPassword(newPassword, hashIterationsFor(ctx.env));
  const [updatedRows, , outboxRows] = await db.batch([
    db
      .update(users)
      .set({ passwordHash, tokenVersion: user.tokenVersion + 1, updatedAt: nowSeconds() })
      .where(and(eq(users.id, user.id), eq(users.tokenVersion, user.tokenVersion)))
      .returning(),
    // A reset link someone else may hold stops working with the old password.
    revokeOpenTokensAfterPasswordChange(db, user.id, passwordHash),
    emailOutboxInsertIf(
      db,
      passwordChangedEmail({ email: user.email, firstName: user.firstName }),
      and(eq(users.id, user.id), eq(users.passwordHash, passwordHash)),
    ),
  ]);
  const updated = updatedRows[0];
  if (!updated) throw new ApiError(409, ACCOUNT_TEXTS.concurrentChange);
  // This tab too: it reconnects with a ticket of the new token.
  await endLiveConnections(ctx, { userId: user.id }, "password changed");
  sendLater(
    ctx,
    outboxRows.map((row) => row.id),
  );
  return signAppToken(ctx.env, updated);
}
