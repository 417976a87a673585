import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { getDb } from "../db/client";
import { enforceRateLimits } from "../db/rate-limit";
import { users } from "../db/schema";
import { passwordChangedEmail } from "../emails/account-emails";
import { ApiError } from "../lib/errors";
import { nowSeconds } from "../lib/time";
import { validate } from "../lib/validate";
import { changePasswordSchema, companyIssues, nipDigits, updateMeSchema } from "../schemas/account";
import { signAppToken } from "../use-cases/accounts/app-token";
import { revokeOpenTokensAfterPasswordChange } from "../use-cases/accounts/one-time-tokens";
import { hashPassword, verifyPassword } from "../use-cases/accounts/password";
import { userDto } from "../use-cases/accounts/users";
import { dispatchOutbox, emailOutboxInsertIf } from "../use-cases/notifications/outbox";
import { requireAuth } from "./guards";

const TEXT = {
  wrongPassword: "Obecne hasło jest nieprawidłowe.",
  noPassword:
    "To konto loguje się przez Google i nie ma hasła. Aby je ustawić, użyj opcji „Nie pamiętasz hasła?”.",
  samePassword: "Nowe hasło musi się różnić od obecnego.",
  passwordChanged: "Hasło zostało zmienione.",
  concurrentChange: "Hasło zostało w międzyczasie zmienione. Zaloguj się ponownie.",
} as const;

export const usersRoutes = new Hono<AppEnv>()
  .use(requireAuth)
  .put("/me", validate("json", updateMeSchema), async (c) => {
    const input = c.req.valid("json");
    const user = c.get("user");
    const [issue] = companyIssues({ ...input, user_type: user.userType });
    if (issue) throw new ApiError(400, issue.message, { field: issue.field });
    const db = getDb(c.env.DB);
    const [updated] = await db
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
    if (!updated) throw new ApiError(404, "Nie znaleziono konta.");
    return c.json(await userDto(db, updated));
  })

  .put("/me/password", validate("json", changePasswordSchema), async (c) => {
    const { currentPassword, newPassword } = c.req.valid("json");
    const user = c.get("user");
    const db = getDb(c.env.DB);
    await enforceRateLimits(db, [{ key: `password-change:user:${user.id}`, limit: 10, windowSeconds: 600 }]);
    if (!user.passwordHash) throw new ApiError(400, TEXT.noPassword);
    if (!(await verifyPassword(currentPassword, user.passwordHash))) {
      throw new ApiError(400, TEXT.wrongPassword, { field: "currentPassword" });
    }
    if (currentPassword === newPassword) throw new ApiError(400, TEXT.samePassword, { field: "newPassword" });
    const passwordHash = await hashPassword(newPassword);
    // Bumping the token version ends every other session; this one gets a fresh token below.
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
    if (!updated) throw new ApiError(409, TEXT.concurrentChange);
    c.executionCtx.waitUntil(
      dispatchOutbox(
        c.env,
        outboxRows.map((row) => row.id),
      ),
    );
    return c.json({ message: TEXT.passwordChanged, token: await signAppToken(c.env, updated) });
  });
