import { and, eq, gt, isNotNull, isNull, lt, notExists, or } from "drizzle-orm";
import { getDb } from "../db/client";
import { oneTimeTokens, rateLimits, users } from "../db/schema";
import { activationReminderEmail } from "../emails/account-emails";
import type { Env } from "../env";
import { DAY, nowSeconds } from "../lib/time";
import { newOneTimeToken } from "../services/one-time-tokens";
import { dispatchOutbox, emailOutboxInsert } from "../services/outbox";
import { sweepStaleOutbox } from "./outbox";

/** One-time tokens that can never be used again: expired or already used. */
export async function deleteDeadTokens(env: Env): Promise<number> {
  const deleted = await getDb(env.DB)
    .delete(oneTimeTokens)
    .where(or(lt(oneTimeTokens.expiresAt, nowSeconds()), isNotNull(oneTimeTokens.usedAt)))
    .returning({ id: oneTimeTokens.id });
  return deleted.length;
}

/** Accounts still unverified 24 h after sign-up get one reminder whose link verifies and signs them in. */
export async function sendActivationReminders(env: Env): Promise<number[]> {
  const db = getDb(env.DB);
  const now = nowSeconds();
  const due = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(
      and(
        isNull(users.emailVerifiedAt),
        eq(users.isBlocked, false),
        lt(users.createdAt, now - DAY),
        gt(users.createdAt, now - 7 * DAY),
        notExists(
          db
            .select({ id: oneTimeTokens.id })
            .from(oneTimeTokens)
            .where(and(eq(oneTimeTokens.userId, users.id), eq(oneTimeTokens.purpose, "reminder_login"))),
        ),
      ),
    )
    .limit(50);
  const outboxIds: number[] = [];
  for (const user of due) {
    const reminder = await newOneTimeToken(db, "reminder_login", user.id);
    const link = new URL("/verify-email", env.APP_URL);
    link.searchParams.set("reminder_token", reminder.token);
    const [, rows] = await db.batch([
      reminder.insert,
      emailOutboxInsert(db, activationReminderEmail(user, link.toString())),
    ]);
    outboxIds.push(...rows.map((row) => row.id));
  }
  return outboxIds;
}

export async function runScheduledJobs(env: Env): Promise<void> {
  const db = getDb(env.DB);
  await deleteDeadTokens(env);
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, nowSeconds() - DAY));
  const reminderIds = await sendActivationReminders(env);
  const staleIds = await sweepStaleOutbox(db);
  await dispatchOutbox(env, [...reminderIds, ...staleIds]);
}
