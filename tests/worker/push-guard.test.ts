import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import { type PushSender, vapidKeysFromEnv } from "../../worker/adapters/push";
import { PUSH_TIMEOUT_MS, webPushSender } from "../../worker/adapters/push-web-push";
import { outbox, pushSubscriptions } from "../../worker/db/schema";
import worker from "../../worker/index";
import { MAX_ATTEMPTS } from "../../worker/jobs/outbox";
import { type OutboxMessage, PUSH_QUEUE_NAME } from "../../worker/jobs/outbox-message";
import { handlePushBatch } from "../../worker/jobs/push-queue";
import { emailOutboxInsert } from "../../worker/use-cases/notifications/outbox";
import { pushOutboxInsert } from "../../worker/use-cases/notifications/push";
import { browserSubscription, fakePushServiceForEachTest, pushEndpoint } from "./fake-push-service";
import { api, createVerifiedUser, db, uniqueEmail } from "./helpers";
import { createAdmin } from "./profile-fixtures";

// Issue 33, DESIGN.md §10, decision 0026: the server sends pushes only to the browsers' push services,
// re-checks every stored endpoint and redirect, gives a silent push service up after a few seconds, and
// never lets a push hold up an e-mail.

const pushService = fakePushServiceForEachTest();

let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  // Refused and timed-out deliveries are logged on purpose.
  consoleError = vi.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

const notification = { title: "Nowa wiadomość", body: "Zażółć gęślą jaźń", conversationId: 7 };
const noBacklog = { metadata: { metrics: { backlogCount: 0, backlogBytes: 0 } } };

/** A user with one device subscribed through the API (so at an allowed host); its endpoint and push row. */
async function queuedPush(endpoint = pushEndpoint()) {
  const { user, token } = await createVerifiedUser();
  const { json } = await browserSubscription(endpoint);
  expect((await api("/notifications/subscribe", json, { token })).status).toBe(200);
  const [row] = await pushOutboxInsert(db(), user.id, notification);
  if (!row) throw new Error("no push row");
  return { user, endpoint, id: row.id };
}

/** An e-mail row that only the test hands to a consumer. */
async function queuedMail(label: string) {
  const [mail] = await emailOutboxInsert(db(), {
    to: uniqueEmail(label),
    subject: "Obok powiadomienia",
    text: "Treść",
    html: "<p>Treść</p>",
  });
  if (!mail) throw new Error("no mail row");
  return mail;
}

/** A subscription written straight into D1, as rows stored before the host list may be. */
async function storedPush(endpoint: string) {
  const { user } = await createVerifiedUser();
  const { json } = await browserSubscription(pushEndpoint());
  await db()
    .insert(pushSubscriptions)
    .values({ userId: user.id, endpoint, ...json.keys });
  const [row] = await pushOutboxInsert(db(), user.id, notification);
  if (!row) throw new Error("no push row");
  return { user, id: row.id };
}

function batchOf(queue: string, messages: { id: number; attempts?: number }[]) {
  return createMessageBatch<OutboxMessage>(
    queue,
    messages.map((m) => ({
      id: `m${m.id}`,
      timestamp: new Date(),
      attempts: m.attempts ?? 1,
      body: { outboxId: m.id },
    })),
  );
}

/** The push queue's consumer on these rows, through the Worker's entry point or with a given sender. */
async function deliverPushes(ids: number[], sender?: PushSender) {
  const batch = batchOf(
    PUSH_QUEUE_NAME,
    ids.map((id) => ({ id })),
  );
  const ctx = createExecutionContext();
  if (sender) await handlePushBatch(batch, env, sender);
  else await worker.queue(batch, env, ctx);
  return getQueueResult(batch, ctx);
}

async function outboxRow(id: number) {
  const row = await db().query.outbox.findFirst({ where: eq(outbox.id, id) });
  if (!row) throw new Error(`outbox row ${id} missing`);
  return row;
}

/**
 * The URLs fetched at `origin` during this test (the fake lists every fetch, also the queue consumers'
 * background work for other files' rows, so each test looks only at the addresses it is about).
 */
const fetchedAt = (origin: string) => pushService.fetched.filter((url) => new URL(url).origin === origin);

const subscriptionsOf = (userId: number) =>
  db().select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

/** The Worker's sender with another deadline. */
const senderWithin = (timeoutMs: number) => webPushSender({ vapid: vapidKeysFromEnv(env), timeoutMs });

describe("stored endpoints are checked again before anything is sent", () => {
  it.each([
    "https://127.0.0.1/wpush/v2/x",
    "https://169.254.169.254/latest/meta-data/",
    "https://2130706433/send",
    "https://[::1]/send",
    "https://localhost/send",
    "https://fcm.googleapis.com:8443/fcm/send/x",
    "https://push.example.test/wpush/x",
    "http://fcm.googleapis.com/fcm/send/x",
  ])("%s is never fetched: the subscription is deleted and the row fails at once", async (endpoint) => {
    const { user, id } = await storedPush(endpoint);
    const result = await deliverPushes([id]);
    expect(fetchedAt(new URL(endpoint).origin)).toEqual([]);
    expect(result.explicitAcks).toEqual([`m${id}`]);
    expect(result.retryMessages).toEqual([]);
    const row = await outboxRow(id);
    expect(row).toMatchObject({ status: "failed", attempts: 1 });
    expect(row.lastError).toContain("Stored push endpoint refused");
    expect(await subscriptionsOf(user.id)).toEqual([]);
  });
});

describe("redirects", () => {
  it.each([
    ["https://169.254.169.254/latest/meta-data/iam", "IP address 169.254.169.254"],
    ["https://[fd00::1]/x", "IP address [fd00::1]"],
    ["https://localhost:8787/api/dev/mailbox", "port 8787"],
    ["https://metadata.google.internal/computeMetadata/v1/", "local name metadata.google.internal"],
    ["http://fcm.googleapis.com/fcm/send/x", "scheme http:"],
    ["https://przyklad.pl/odbior", "host przyklad.pl"],
  ])("to %s is not followed; the row fails at once", async (location, reason) => {
    const { user, endpoint, id } = await queuedPush();
    pushService.redirect(endpoint, location);
    const result = await deliverPushes([id]);
    expect(pushService.fetched.filter((url) => url === endpoint)).toEqual([endpoint]);
    expect(fetchedAt(new URL(location).origin).filter((url) => url !== endpoint)).toEqual([]);
    expect(result.retryMessages).toEqual([]);
    const row = await outboxRow(id);
    expect(row).toMatchObject({ status: "failed", attempts: 1 });
    expect(row.lastError).toContain(`redirect from fcm.googleapis.com refused: ${reason}`);
    expect(await subscriptionsOf(user.id)).toHaveLength(1);
  });

  it("within the push service is followed with the same request; a fourth redirect is not", async () => {
    const { endpoint, id } = await queuedPush();
    const moved = pushEndpoint();
    pushService.redirect(endpoint, moved, 308);
    await deliverPushes([id]);
    expect(pushService.requests.map((request) => request.url)).toEqual([endpoint, moved]);
    const [first, second] = pushService.requests;
    expect(second?.method).toBe("POST");
    expect(second?.body).toEqual(first?.body);
    expect(second?.headers.get("Authorization")).toBe(first?.headers.get("Authorization"));
    expect(await outboxRow(id)).toMatchObject({ status: "sent", attempts: 1 });

    const looping = await queuedPush();
    pushService.redirect(looping.endpoint, looping.endpoint);
    const result = await deliverPushes([looping.id]);
    expect(pushService.fetched.filter((url) => url === looping.endpoint)).toHaveLength(4);
    expect(result.retryMessages).toEqual([{ msgId: `m${looping.id}` }]);
    const row = await outboxRow(looping.id);
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row.lastError).toContain("more than 3 redirects");
  });
});

describe("a push service that does not answer", () => {
  it("is given up after the sender's deadline: the row is retried, and fails after its last attempt", async () => {
    expect(PUSH_TIMEOUT_MS).toBeLessThanOrEqual(10_000);
    const held = pushService.hang();
    const { id } = await queuedPush();
    const result = await deliverPushes([id], senderWithin(200));
    await held.reached;
    expect(result.retryMessages).toEqual([{ msgId: `m${id}` }]);
    const row = await outboxRow(id);
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row.lastError).toContain("no answer from fcm.googleapis.com within 200 ms");

    await db()
      .update(outbox)
      .set({ attempts: MAX_ATTEMPTS - 1 })
      .where(eq(outbox.id, id));
    const last = await deliverPushes([id], senderWithin(200));
    expect(last.retryMessages).toEqual([]);
    expect(await outboxRow(id)).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS });
  });

  it("holds up none of the other pushes of its batch", async () => {
    const slow = await queuedPush();
    const quick = await queuedPush();
    const held = pushService.hang(slow.endpoint);
    // A deadline longer than the test's: only sending side by side lets the quick push arrive.
    const delivery = deliverPushes([slow.id, quick.id], senderWithin(60_000));
    await held.reached;
    await pushService.arrival(quick.endpoint);
    held.answer(201);
    const result = await delivery;
    expect([...result.explicitAcks].sort()).toEqual([`m${quick.id}`, `m${slow.id}`].sort());
    expect(await outboxRow(quick.id)).toMatchObject({ status: "sent" });
    expect(await outboxRow(slow.id)).toMatchObject({ status: "sent" });
  });

  it("the Worker's own sender gives a silent push service up after PUSH_TIMEOUT_MS", async () => {
    const { id } = await queuedPush();
    const held = pushService.hang();
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      const delivery = deliverPushes([id]);
      await held.reached;
      await vi.advanceTimersByTimeAsync(PUSH_TIMEOUT_MS);
      const result = await delivery;
      expect(result.retryMessages).toEqual([{ msgId: `m${id}` }]);
    } finally {
      vi.useRealTimers();
    }
    const row = await outboxRow(id);
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row.lastError).toContain(`no answer from fcm.googleapis.com within ${PUSH_TIMEOUT_MS} ms`);
  });
});

describe("pushes never hold up e-mails", () => {
  it("an e-mail in the same e-mail-queue batch as a push to a silent service goes out; the push is passed on", async () => {
    const push = await queuedPush();
    pushService.hang();
    const mail = await queuedMail("beside-push");
    const pushQueue = vi.spyOn(env.PUSH_QUEUE, "sendBatch").mockResolvedValue(noBacklog);
    const batch = batchOf("foodtruck-outbox", [{ id: push.id }, { id: mail.id }]);
    const ctx = createExecutionContext();
    // The silent push service is never answered: this returns only because the e-mail consumer never waits on it.
    await worker.queue(batch, env, ctx);
    const result = await getQueueResult(batch, ctx);
    expect([...result.explicitAcks].sort()).toEqual([`m${mail.id}`, `m${push.id}`].sort());
    expect(await outboxRow(mail.id)).toMatchObject({ status: "sent", attempts: 1 });
    expect(pushService.fetched).not.toContain(push.endpoint);
    expect(pushQueue).toHaveBeenCalledWith([{ body: { outboxId: push.id } }]);
    expect(await outboxRow(push.id)).toMatchObject({ status: "pending", attempts: 0 });

    // When the push queue cannot take it, the message comes back later, untouched.
    pushQueue.mockRejectedValue(new Error("queue unavailable"));
    const again = batchOf("foodtruck-outbox", [{ id: push.id }]);
    const ctx2 = createExecutionContext();
    await worker.queue(again, env, ctx2);
    expect((await getQueueResult(again, ctx2)).retryMessages).toEqual([{ msgId: `m${push.id}` }]);
    expect(await outboxRow(push.id)).toMatchObject({ status: "pending", attempts: 0 });
  });
});

describe("the push consumer never sends e-mail", () => {
  it("an e-mail row in a push-queue batch is passed on to the e-mail queue untouched; the push beside it goes out", async () => {
    const push = await queuedPush();
    const mail = await queuedMail("on-push-queue");
    const mailQueue = vi.spyOn(env.OUTBOX_QUEUE, "sendBatch").mockResolvedValue(noBacklog);
    const result = await deliverPushes([push.id, mail.id]);
    expect([...result.explicitAcks].sort()).toEqual([`m${mail.id}`, `m${push.id}`].sort());
    expect(mailQueue.mock.calls).toEqual([[[{ body: { outboxId: mail.id } }]]]);
    expect(await outboxRow(push.id)).toMatchObject({ status: "sent", attempts: 1 });
    // Not one delivery attempt: the e-mail consumer sends it, with its own retries.
    expect(await outboxRow(mail.id)).toMatchObject({ status: "pending", attempts: 0, lastError: null });

    // When the e-mail queue cannot take it, the message comes back to the push queue later, untouched.
    mailQueue.mockRejectedValue(new Error("queue unavailable"));
    const again = await deliverPushes([mail.id]);
    expect(again.retryMessages).toEqual([{ msgId: `m${mail.id}` }]);
    expect(again.explicitAcks).toEqual([]);
    expect(await outboxRow(mail.id)).toMatchObject({ status: "pending", attempts: 0, lastError: null });
  });
});

describe("an admin's retry", () => {
  it("sends a failed push back to the push queue, a failed e-mail to the e-mail queue", async () => {
    const admin = await createAdmin();
    const push = await queuedPush();
    const mail = await queuedMail("retried");
    await db().update(outbox).set({ status: "failed", attempts: MAX_ATTEMPTS }).where(eq(outbox.id, push.id));
    await db().update(outbox).set({ status: "failed", attempts: MAX_ATTEMPTS }).where(eq(outbox.id, mail.id));
    const pushQueue = vi.spyOn(env.PUSH_QUEUE, "sendBatch").mockResolvedValue(noBacklog);
    const mailQueue = vi.spyOn(env.OUTBOX_QUEUE, "sendBatch").mockResolvedValue(noBacklog);
    for (const id of [push.id, mail.id]) {
      const res = await api(`/admin/operations/outbox/${id}/retry`, undefined, {
        method: "POST",
        token: admin.token,
      });
      expect(res.status).toBe(200);
    }
    expect(pushQueue.mock.calls).toEqual([[[{ body: { outboxId: push.id } }]]]);
    expect(mailQueue.mock.calls).toEqual([[[{ body: { outboxId: mail.id } }]]]);
  });
});
