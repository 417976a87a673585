import { and, eq, gt, isNotNull, isNull, lt, lte, notExists, or, sql } from "drizzle-orm";
import { getDb } from "../db/client";
import { bookingRequests, oneTimeTokens, rateLimits, users } from "../db/schema";
import { DAYS_TO_ANSWER, transitionFor } from "../domain/booking-machine";
import { activationReminderEmail } from "../emails/account-emails";
import { bookingEmail } from "../emails/booking-emails";
import type { Env } from "../env";
import { logError } from "../lib/log";
import { DAY, nowSeconds } from "../lib/time";
import { newOneTimeToken } from "../use-cases/accounts/one-time-tokens";
import { forgetExpiredTokenIds } from "../use-cases/accounts/sessions";
import { bookingFacts, loadBooking, mailContext } from "../use-cases/bookings/queries";
import { closeStaleProposals } from "../use-cases/bookings/reschedule-expiry";
import {
  dispatchOutbox,
  dispatchPushes,
  emailOutboxInsert,
  emailOutboxInsertIfAny,
} from "../use-cases/notifications/outbox";
import { schedulePayouts } from "../use-cases/payments/settlement";
import { scheduleCalendarReads } from "./calendar-queue";
import { sweepStaleOutbox } from "./outbox";

/** One-time tokens that can never be used again: expired or already used. */
export async function deleteDeadTokens(env: Env): Promise<number> {
  const deleted = await getDb(env.DB)
    .delete(oneTimeTokens)
    .where(or(lt(oneTimeTokens.expiresAt, nowSeconds()), isNotNull(oneTimeTokens.usedAt)))
    .returning({ id: oneTimeTokens.id });
  return deleted.length;
}

/**
 * The page a user's activation link was to open (issue 35), for the reminder's link: the newest
 * verification token's. The outer user is named with its table: drizzle writes a column of the query's
 * only table without it, and inside this subquery a bare "id" would be the token's own.
 */
const startedFrom = sql<string | null>`(SELECT ${oneTimeTokens.redirectTo} FROM ${oneTimeTokens}
  WHERE ${oneTimeTokens.userId} = ${sql.raw('"users"."id"')} AND ${oneTimeTokens.purpose} = 'verify_email'
  ORDER BY ${oneTimeTokens.id} DESC LIMIT 1)`;

/**
 * Accounts still unverified 24 h after sign-up get one reminder whose link verifies and signs them in, and
 * opens what they started before registering, as the first link would have.
 */
export async function sendActivationReminders(env: Env): Promise<number[]> {
  const db = getDb(env.DB);
  const now = nowSeconds();
  const due = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, redirectTo: startedFrom })
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
    const reminder = await newOneTimeToken(db, "reminder_login", user.id, { redirectTo: user.redirectTo });
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
  await forgetExpiredTokenIds(db);
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, nowSeconds() - DAY));
  const reminderIds = await sendActivationReminders(env);
  const expiredIds = await expireStaleRequests(env);
  const proposalIds = await closeStaleProposals(env);
  const staleIds = await sweepStaleOutbox(db, { kind: "email" });
  await dispatchPushes(env, await sweepStaleOutbox(db, { kind: "push" }));
  try {
    await scheduleCalendarReads(env);
  } catch (error) {
    // Like payouts: the imports' messages wait for the next run, this run's e-mails do not.
    logError("scheduling calendar reads failed", error);
  }
  try {
    await schedulePayouts(env, db);
  } catch (error) {
    // Settlement failing (D1, the payout queue) must not hold back this run's e-mails; the next run retries.
    logError("scheduling payouts failed", error);
  }
  await dispatchOutbox(env, [...reminderIds, ...expiredIds, ...proposalIds, ...staleIds]);
}

/**
 * Pending requests with no answer in 7 days, or whose event has started, expire (DESIGN.md §5); the
 * organizer is told. Each is a conditional update, so a request answered meanwhile is left alone.
 */
export async function expireStaleRequests(env: Env): Promise<number[]> {
  const db = getDb(env.DB);
  const now = nowSeconds();
  const due = await db
    .select({ id: bookingRequests.id })
    .from(bookingRequests)
    .where(
      and(
        eq(bookingRequests.status, "pending_owner_approval"),
        or(
          lte(bookingRequests.createdAt, now - DAYS_TO_ANSWER * DAY),
          lte(bookingRequests.eventStartDate, now),
        ),
      ),
    )
    .limit(100);
  const outboxIds: number[] = [];
  for (const { id } of due) {
    const loaded = await loadBooking(db, id);
    if (!loaded) continue;
    const result = transitionFor("expire", bookingFacts(loaded.booking), "system", now);
    if (!result.ok) continue;
    const [updated, rows] = await db.batch([
      db
        .update(bookingRequests)
        .set({ status: result.to, updatedAt: now })
        .where(and(eq(bookingRequests.id, id), eq(bookingRequests.status, "pending_owner_approval")))
        .returning({ id: bookingRequests.id }),
      emailOutboxInsertIfAny(
        db,
        loaded.organizer &&
          bookingEmail("expired", loaded.organizer, mailContext(env, loaded.booking, loaded.truckName)),
        sql`changes() = 1`, // only if this run's UPDATE changed the row
      ),
    ]);
    if (updated.length > 0) outboxIds.push(...rows.map((row) => row.id));
  }
  return outboxIds;
}
