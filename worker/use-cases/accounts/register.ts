import { eq, sql } from "drizzle-orm";
import { isUniqueViolation } from "../../db/constraint-errors";
import { enforceRateLimits } from "../../db/rate-limit";
import { users } from "../../db/schema";
import { verificationEmail } from "../../emails/account-emails";
import { ApiError } from "../../lib/errors";
import type { RegisterOutput } from "../../schemas/account";
import type { UseCaseContext } from "../context";
import { emailOutboxInsert, sendLater } from "../notifications/outbox";
import { appLink } from "./links";
import { newOneTimeToken } from "./one-time-tokens";
import { hashIterationsFor, hashPassword } from "./password";
import { ACCOUNT_TEXTS } from "./texts";

const REGISTER_LIMITS = { perIp: 10, windowSeconds: 3600 };

/** A new, unverified account and its activation e-mail, written together. */
export async function registerAccount(ctx: UseCaseContext, input: RegisterOutput, ip: string): Promise<void> {
  const { db } = ctx;
  await enforceRateLimits(db, [
    { key: `register:ip:${ip}`, limit: REGISTER_LIMITS.perIp, windowSeconds: REGISTER_LIMITS.windowSeconds },
  ]);
  const existing = await db.query.users.findFirst({
    where: eq(users.email, input.email),
    columns: { id: true },
  });
  if (existing) throw new ApiError(409, ACCOUNT_TEXTS.emailTaken, { field: "email" });

  const userIdByEmail = sql<number>`(SELECT ${users.id} FROM ${users} WHERE ${users.email} = ${input.email})`;
  // What the visitor started before registering opens after activation, also in another browser.
  const verification = await newOneTimeToken(db, "verify_email", userIdByEmail, {
    redirectTo: input.redirect_to ?? null,
  });
  const mail = verificationEmail(
    { email: input.email, firstName: input.first_name },
    appLink(ctx.env, "/verify-email", { token: verification.token }),
  );
  let outboxRows: { id: number }[];
  try {
    [, , outboxRows] = await db.batch([
      db.insert(users).values({
        email: input.email,
        passwordHash: await hashPassword(input.password, hashIterationsFor(ctx.env)),
        firstName: input.first_name,
        lastName: input.last_name,
        phoneNumber: input.phone_number,
        userType: input.user_type,
        companyName: input.company_name || null,
        nip: input.nip ? input.nip.replace(/\D/g, "") : null,
        streetAddress: input.street_address || null,
        postalCode: input.postal_code || null,
        city: input.city || null,
      }),
      verification.insert,
      emailOutboxInsert(db, mail),
    ]);
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, ACCOUNT_TEXTS.emailTaken, { field: "email" });
    throw error;
  }
  sendLater(
    ctx,
    outboxRows.map((row) => row.id),
  );
}
