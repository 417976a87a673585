import {
  createExecutionContext,
  createScheduledController,
  env,
  waitOnExecutionContext,
} from "cloudflare:test";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { oneTimeTokens, rateLimits, users } from "../../worker/db/schema";
import worker from "../../worker/index";
import { deleteDeadTokens, runScheduledJobs, sendActivationReminders } from "../../worker/jobs/cron";
import { newOneTimeToken, type TokenPurpose } from "../../worker/use-cases/accounts/one-time-tokens";
import {
  APP_URL,
  api,
  createVerifiedUser,
  db,
  getUser,
  latestMail,
  linkToken,
  nowSeconds,
  outboxRowsTo,
  outboxSubjectsTo,
  readJson,
  sessionSchema,
  TEXT,
} from "./helpers";

const DAY = 86400;

async function tokenWith(
  userId: number,
  purpose: TokenPurpose,
  change: { expiresAt?: number; usedAt?: number },
) {
  const created = await newOneTimeToken(db(), purpose, userId);
  const [row] = await created.insert.returning({ id: oneTimeTokens.id });
  if (!row) throw new Error("token insert returned no row");
  if (change.expiresAt !== undefined || change.usedAt !== undefined) {
    await db().update(oneTimeTokens).set(change).where(eq(oneTimeTokens.id, row.id));
  }
  return row.id;
}

async function existingTokenIds(ids: number[]): Promise<number[]> {
  const rows = await db()
    .select({ id: oneTimeTokens.id })
    .from(oneTimeTokens)
    .where(inArray(oneTimeTokens.id, ids));
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

async function unverifiedSince(secondsAgo: number) {
  const created = await createVerifiedUser({ verified: false });
  await db()
    .update(users)
    .set({ createdAt: nowSeconds() - secondsAgo })
    .where(eq(users.id, created.user.id));
  return created;
}

describe("deleteDeadTokens", () => {
  it("removes expired and used tokens and keeps valid ones", async () => {
    const { user } = await createVerifiedUser();
    const expired = await tokenWith(user.id, "password_reset", { expiresAt: nowSeconds() - 10 });
    const used = await tokenWith(user.id, "login_link", { usedAt: nowSeconds() - 5 });
    const valid = await tokenWith(user.id, "verify_email", {});
    const deleted = await deleteDeadTokens(env);
    expect(deleted).toBeGreaterThanOrEqual(2);
    expect(await existingTokenIds([expired, used, valid])).toEqual([valid]);
  });
});

describe("sendActivationReminders", () => {
  it("sends one reminder to an account unverified for more than 24 h, never twice", async () => {
    const due = await unverifiedSince(DAY + 3600);
    const fresh = await unverifiedSince(3600);
    const tooOld = await unverifiedSince(8 * DAY);
    const verifiedOld = await createVerifiedUser();
    await db()
      .update(users)
      .set({ createdAt: nowSeconds() - 2 * DAY })
      .where(eq(users.id, verifiedOld.user.id));
    const blocked = await unverifiedSince(2 * DAY);
    await db().update(users).set({ isBlocked: true }).where(eq(users.id, blocked.user.id));

    const firstIds = await sendActivationReminders(env);
    const dueRows = await outboxRowsTo(due.email);
    expect(dueRows).toHaveLength(1);
    expect(firstIds).toContain(dueRows[0]?.id);
    expect(await outboxSubjectsTo(due.email)).toEqual([TEXT.reminderSubject]);
    for (const other of [fresh, tooOld, verifiedOld, blocked])
      expect(await outboxRowsTo(other.email)).toEqual([]);

    const secondIds = await sendActivationReminders(env);
    expect(secondIds).not.toContain(dueRows[0]?.id);
    expect(await outboxRowsTo(due.email)).toHaveLength(1);

    // The reminder link verifies the account and signs the user in.
    const mail = await latestMail(due.email, TEXT.reminderSubject);
    const token = linkToken(mail.text, "/verify-email", "reminder_token");
    expect(mail.html).toContain(`${APP_URL}/verify-email?reminder_token=${token}`);
    const res = await api("/auth/login-with-reminder-token", { token });
    expect(res.status).toBe(200);
    expect((await readJson(res, sessionSchema)).user).toMatchObject({
      user_id: due.user.id,
      email_verified: true,
    });
    expect((await getUser(due.user.id)).emailVerifiedAt).not.toBeNull();
  });
});

describe("scheduled handler", () => {
  it("runs every cron job without error", async () => {
    const { user } = await createVerifiedUser();
    const dead = await tokenWith(user.id, "login_link", { expiresAt: nowSeconds() - 10 });
    const alive = await tokenWith(user.id, "login_link", {});
    const due = await unverifiedSince(2 * DAY);
    const staleKey = `test:stale:${crypto.randomUUID()}`;
    await db()
      .insert(rateLimits)
      .values({ key: staleKey, windowStart: nowSeconds() - 2 * DAY, count: 3 });

    const ctx = createExecutionContext();
    await worker.scheduled(
      createScheduledController({ cron: "*/5 * * * *", scheduledTime: Date.now() }),
      env,
      ctx,
    );
    await waitOnExecutionContext(ctx);

    expect(await existingTokenIds([dead, alive])).toEqual([alive]);
    expect(await outboxSubjectsTo(due.email)).toEqual([TEXT.reminderSubject]);
    expect(await db().query.rateLimits.findFirst({ where: eq(rateLimits.key, staleKey) })).toBeUndefined();
  });

  it("runScheduledJobs can run twice in a row (idempotent reminders)", async () => {
    const due = await unverifiedSince(2 * DAY);
    await runScheduledJobs(env);
    await runScheduledJobs(env);
    expect(await outboxSubjectsTo(due.email)).toEqual([TEXT.reminderSubject]);
  });
});
