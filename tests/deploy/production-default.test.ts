import { createExecutionContext, createMessageBatch, env, getQueueResult, SELF } from "cloudflare:test";
import { desc, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import { app } from "../../worker/app";
import { getDb } from "../../worker/db/client";
import { devMailbox, outbox, pushSubscriptions, users } from "../../worker/db/schema";
import worker from "../../worker/index";
import { type OutboxMessage, PUSH_QUEUE_NAME } from "../../worker/jobs/outbox-message";
import { signAppToken } from "../../worker/use-cases/accounts/app-token";
import { emailOutboxInsert } from "../../worker/use-cases/notifications/outbox";
import { pushOutboxInsert } from "../../worker/use-cases/notifications/push";

// These run against the worker configured by wrangler.toml alone, as `wrangler deploy` ships it.

const NOT_FOUND = { message: "Nie znaleziono zasobu." };

function call(path: string, init: RequestInit = {}) {
  return SELF.fetch(`http://localhost${path}`, {
    ...init,
    headers: { "CF-Connecting-IP": "2001:db8::d1", ...init.headers },
  });
}

/** Runs a queue's consumer once on one outbox row: the messages it retried, and the row afterwards. */
async function deliverOnce(outboxId: number, queue = "foodtruck-outbox") {
  const batch = createMessageBatch<OutboxMessage>(queue, [
    { id: "deploy", timestamp: new Date(), attempts: 1, body: { outboxId } },
  ]);
  const ctx = createExecutionContext();
  await worker.queue(batch, env, ctx);
  const { retryMessages } = await getQueueResult(batch, ctx);
  const stored = await getDb(env.DB).query.outbox.findFirst({ where: eq(outbox.id, outboxId) });
  return { retryMessages, stored };
}

/** A verified user written straight into D1. */
async function insertUser(label: string, userType: "organizer" | "food_truck_owner") {
  const [user] = await getDb(env.DB)
    .insert(users)
    .values({
      email: `deploy-${label}-${Date.now()}@example.pl`,
      firstName: "Ola",
      lastName: "Nowak",
      userType,
      emailVerifiedAt: Math.floor(Date.now() / 1000),
    })
    .returning();
  if (!user) throw new Error("no user");
  return user;
}

let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  // The refused delivery below is logged on purpose.
  consoleError = vi.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe("the deploy configuration (wrangler.toml without overrides)", () => {
  it("says production", async () => {
    expect(env.ENVIRONMENT).toBe("production");
    const res = await call("/api/config");
    expect(await res.json()).toMatchObject({ environment: "production", dev_mailbox: false });
  });

  it("answers 404 on every dev route, whatever the method", async () => {
    const devRoutes = app.routes.filter((route) => route.path.startsWith("/api/dev"));
    const paths = [...new Set(devRoutes.map((route) => route.path)), "/api/dev", "/api/dev/mailbox"];
    expect(paths.length).toBeGreaterThan(1);
    for (const path of paths) {
      for (const method of ["GET", "POST", "DELETE"]) {
        const res = await call(path.replace(/:[^/]+/g, "1"), { method });
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(await res.json()).toEqual(NOT_FOUND);
      }
    }
  });

  it("keeps e-mails in the outbox without MAIL_API_KEY: the dev mailbox is never written or served", async () => {
    const email = `deploy-${Date.now()}@example.pl`;
    const res = await call("/api/auth/request-password-reset", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "admin@foodtruck.test" }),
    });
    expect(res.status).toBe(200);

    const db = getDb(env.DB);
    const [row] = await emailOutboxInsert(db, { to: email, subject: "S", text: "t", html: "<p>t</p>" });
    if (!row) throw new Error("no outbox row");
    const { retryMessages, stored } = await deliverOnce(row.id);
    expect(retryMessages).toEqual([{ msgId: "deploy" }]);
    expect(stored?.status).toBe("pending");
    expect(stored?.lastError).toContain("MAIL_API_KEY");
    expect(await db.select().from(devMailbox).orderBy(desc(devMailbox.id)).limit(5)).toEqual([]);
    expect((await call("/api/dev/mailbox")).status).toBe(404);
  });

  it("refuses the payments test mode without STRIPE_SECRET_KEY: 503, no test account, no test payments", async () => {
    const res = await call("/api/config");
    expect(await res.json()).toMatchObject({ payments_test_mode: false });

    const user = await insertUser("pay", "food_truck_owner");
    const auth = { Authorization: `Bearer ${await signAppToken(env, user)}` };
    const misconfigured = {
      message: "Serwer jest nieprawidłowo skonfigurowany. Skontaktuj się z administratorem.",
    };
    for (const path of ["/api/users/me/stripe-connect-link", "/api/stripe/webhook"]) {
      const refused = await call(path, {
        method: "POST",
        headers: { ...auth, "Stripe-Signature": "t=1,v1=00" },
      });
      expect(refused.status, path).toBe(503);
      expect(await refused.json()).toEqual(misconfigured);
    }
    const stored = await getDb(env.DB).query.users.findFirst({ where: eq(users.id, user.id) });
    expect(stored?.stripeAccountId).toBeNull();

    const testPayment = await call("/api/stripe/test-mode/payments/1", {
      method: "POST",
      headers: { ...auth, "Content-Type": "application/json" },
      body: JSON.stringify({ outcome: "succeeded" }),
    });
    expect(testPayment.status).toBe(404);
    expect(await testPayment.json()).toEqual(NOT_FOUND);
  });

  it("has no VAPID keys of its own: no push key for the SPA, and a queued push fails naming the secret", async () => {
    expect(await (await call("/api/config")).json()).toMatchObject({ vapid_public_key: null });
    const db = getDb(env.DB);
    const user = await insertUser("push", "organizer");
    await db.insert(pushSubscriptions).values({
      userId: user.id,
      endpoint: `https://fcm.googleapis.com/fcm/send/deploy-${user.id}`,
      p256dh: `B${"A".repeat(86)}`,
      auth: "A".repeat(22),
    });
    const [row] = await pushOutboxInsert(db, user.id, { title: "T", body: "B", conversationId: 1 });
    if (!row) throw new Error("no outbox row");
    const { retryMessages, stored } = await deliverOnce(row.id, PUSH_QUEUE_NAME);
    expect(retryMessages).toEqual([{ msgId: "deploy" }]);
    expect(stored).toMatchObject({ status: "pending", attempts: 1 });
    expect(stored?.lastError).toContain("VAPID_PUBLIC_KEY is not set");
  });

  it("calls browser to browser without Twilio: a valid production choice, the Twilio routes absent", async () => {
    expect(await (await call("/api/config")).json()).toMatchObject({ voice_transport: "webrtc" });
    const user = await insertUser("voice", "organizer");
    const token = await call("/api/voice/token", {
      headers: { Authorization: `Bearer ${await signAppToken(env, user)}` },
    });
    expect(token.status).toBe(404);
    expect(await token.json()).toEqual({
      message: "Połączenia głosowe przez Twilio nie są włączone na tym serwerze.",
    });
    expect((await call("/api/voice/twiml", { method: "POST", body: "From=client%3A1&To=2" })).status).toBe(
      404,
    );
  });
});
