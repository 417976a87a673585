import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { decodeProtectedHeader, importJWK, jwtVerify } from "jose";
import * as v from "valibot";
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import { PushConfigError, type PushNotification, vapidKeysFromEnv } from "../../worker/adapters/push";
import { outbox, pushSubscriptions } from "../../worker/db/schema";
import type { Env } from "../../worker/env";
import worker from "../../worker/index";
import { type OutboxMessage, PUSH_QUEUE_NAME } from "../../worker/jobs/outbox-message";
import { base64UrlToBytes, bytesToBase64Url } from "../../worker/lib/encoding";
import { pushOutboxInsert, queuePushNotification } from "../../worker/use-cases/notifications/push";
import {
  type BrowserSubscription,
  browserSubscription,
  decryptPushBody,
  fakePushServiceForEachTest,
  receiverFromJwk,
} from "./fake-push-service";
import { api, createVerifiedUser, db } from "./helpers";

const pushService = fakePushServiceForEachTest();

let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  // Failed deliveries are logged on purpose.
  consoleError = vi.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

const notification: PushNotification = {
  title: "Nowa wiadomość od Zofii Żółkiewskiej",
  body: "Czy możecie przyjechać o 14:00? Zażółć gęślą jaźń 🍔",
  conversationId: 42,
};

/** A signed-in user with one browser subscribed through the API. */
async function subscribedUser(devices = 1) {
  const { user, token } = await createVerifiedUser();
  const browsers: BrowserSubscription[] = [];
  for (let i = 0; i < devices; i++) {
    const browser = await browserSubscription(`${pushService.origin}/wpush/v2/${crypto.randomUUID()}`);
    const res = await api("/notifications/subscribe", browser.json, { token });
    expect(res.status).toBe(200);
    browsers.push(browser);
  }
  return { user, browsers };
}

/** Runs the push queue's consumer on the given outbox rows, as the Queues runtime would. */
async function deliver(ids: number[], workerEnv: Env = env) {
  const batch = createMessageBatch<OutboxMessage>(
    PUSH_QUEUE_NAME,
    ids.map((outboxId) => ({ id: `m${outboxId}`, timestamp: new Date(), attempts: 1, body: { outboxId } })),
  );
  const ctx = createExecutionContext();
  await worker.queue(batch, workerEnv, ctx);
  return getQueueResult(batch, ctx);
}

async function queued(userId: number, shown = notification): Promise<number[]> {
  const rows = await pushOutboxInsert(db(), userId, shown);
  return rows.map((row) => row.id);
}

async function outboxRow(id: number) {
  const row = await db().query.outbox.findFirst({ where: eq(outbox.id, id) });
  if (!row) throw new Error(`outbox row ${id} missing`);
  return row;
}

const subscriptionsOf = (userId: number) =>
  db().select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

const pushJson = v.strictObject({ title: v.string(), body: v.string(), conversationId: v.number() });

describe("the test's own RFC 8291 decryption", () => {
  it("opens the example of RFC 8291 Appendix A", async () => {
    const receiver = await receiverFromJwk(
      {
        kty: "EC",
        crv: "P-256",
        d: "q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94",
        x: "JXGyvs3942BVGq8e0PTNNmwRzr5VX4m8t7GGpTM5FzE",
        y: "aOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4",
      },
      "BTBZMqHH6r4Tts7J_aSIgg",
    );
    const body = base64UrlToBytes(
      "DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8w" +
        "EqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN",
    );
    expect(bytesToBase64Url(receiver.publicKey)).toBe(
      "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4",
    );
    expect(await decryptPushBody(body, receiver)).toBe("When I grow up, I want to be a watermelon");
  });
});

describe("Web Push through the outbox", () => {
  it("sends an RFC 8291 payload the browser can open, with a VAPID token for the push service", async () => {
    const { user, browsers } = await subscribedUser();
    const [browser] = browsers;
    if (!browser) throw new Error("no browser");
    const ids = await queued(user.id);
    expect(ids).toHaveLength(1);

    const result = await deliver(ids);
    expect(result.explicitAcks).toEqual(ids.map((id) => `m${id}`));
    expect(result.retryMessages).toEqual([]);
    expect(pushService.requests).toHaveLength(1);
    const [request] = pushService.requests;
    if (!request) throw new Error("no push request");

    expect(request.method).toBe("POST");
    expect(request.url).toBe(browser.json.endpoint);
    expect(request.headers.get("Content-Encoding")).toBe("aes128gcm");
    expect(request.headers.get("Content-Type")).toBe("application/octet-stream");
    expect(request.headers.get("TTL")).toBe(String(24 * 60 * 60));
    expect(request.headers.get("Urgency")).toBe("high");
    expect(request.headers.get("Topic")).toBe("conversation-42");

    const opened = v.parse(pushJson, JSON.parse(await decryptPushBody(request.body, browser.receiver)));
    expect(opened).toEqual(notification);
    // Another browser's keys cannot open it.
    const other = await browserSubscription(`${pushService.origin}/other`);
    await expect(decryptPushBody(request.body, other.receiver)).rejects.toThrow();

    const match = request.headers.get("Authorization")?.match(/^vapid t=([\w.-]+), k=([\w-]+)$/);
    const [, jwt, k] = match ?? [];
    if (!jwt || !k) throw new Error(`no VAPID authorization: ${request.headers.get("Authorization")}`);
    expect(k).toBe(env.VAPID_PUBLIC_KEY);
    const point = base64UrlToBytes(k);
    const key = await importJWK(
      {
        kty: "EC",
        crv: "P-256",
        x: bytesToBase64Url(point.subarray(1, 33)),
        y: bytesToBase64Url(point.subarray(33, 65)),
      },
      "ES256",
    );
    expect(decodeProtectedHeader(jwt).alg).toBe("ES256");
    const { payload } = await jwtVerify(jwt, key, { audience: pushService.origin, algorithms: ["ES256"] });
    expect(payload.sub).toBe(env.VAPID_SUBJECT);
    const now = Math.floor(Date.now() / 1000);
    expect(payload.exp).toBeGreaterThan(now);
    expect(payload.exp).toBeLessThanOrEqual(now + 24 * 60 * 60);

    const row = await outboxRow(ids[0] ?? 0);
    expect(row).toMatchObject({ kind: "push", status: "sent", attempts: 1, lastError: null });
    // The message text is not kept once delivered.
    expect(JSON.parse(row.payloadJson)).toEqual({
      subscriptionId: (await subscriptionsOf(user.id))[0]?.id,
      userId: user.id,
      conversationId: 42,
    });
    // A redelivered queue message sends nothing twice.
    await deliver(ids);
    expect(pushService.requests).toHaveLength(1);
  });

  it("writes one row per device, each encrypted to its own keys; a user without devices gets none", async () => {
    const { user, browsers } = await subscribedUser(2);
    const ids = await queued(user.id);
    expect(ids).toHaveLength(2);
    await deliver(ids);
    expect(pushService.requests.map((request) => request.url).sort()).toEqual(
      browsers.map((browser) => browser.json.endpoint).sort(),
    );
    for (const browser of browsers) {
      const request = pushService.requests.find((r) => r.url === browser.json.endpoint);
      if (!request) throw new Error("missing request");
      expect(JSON.parse(await decryptPushBody(request.body, browser.receiver))).toEqual(notification);
    }

    const { user: nobody } = await createVerifiedUser();
    expect(await queued(nobody.id)).toEqual([]);
  });

  it("shortens a long title and body so the encrypted payload fits", async () => {
    const { user, browsers } = await subscribedUser();
    const long = { title: "Ż".repeat(500), body: "🍔".repeat(2000), conversationId: 7 };
    await deliver(await queued(user.id, long));
    const [request] = pushService.requests;
    if (!request || !browsers[0]) throw new Error("no push request");
    const opened = v.parse(pushJson, JSON.parse(await decryptPushBody(request.body, browsers[0].receiver)));
    expect(Array.from(opened.title)).toHaveLength(120);
    expect(Array.from(opened.body)).toHaveLength(300);
    expect(opened.body.endsWith("🍔…")).toBe(true);
  });

  it.each([410, 404])(
    "a %i from the push service deletes the subscription and ends the row",
    async (status) => {
      const { user } = await subscribedUser();
      const ids = await queued(user.id);
      pushService.answerWith(status);
      const result = await deliver(ids);
      expect(result.explicitAcks).toHaveLength(1);
      expect(result.retryMessages).toEqual([]);
      expect(await subscriptionsOf(user.id)).toEqual([]);
      const row = await outboxRow(ids[0] ?? 0);
      expect(row.status).toBe("sent");
      expect(row.attempts).toBe(1);
      expect(row.lastError).toContain("gone");
    },
  );

  it("a 500 leaves the row pending with one more attempt and retries the message", async () => {
    const { user } = await subscribedUser();
    const ids = await queued(user.id);
    pushService.answerWith(500);
    const result = await deliver(ids);
    expect(result.retryMessages).toEqual([{ msgId: `m${ids[0]}` }]);
    const row = await outboxRow(ids[0] ?? 0);
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row.lastError).toContain("Push service answered 500");
    expect(await subscriptionsOf(user.id)).toHaveLength(1);

    pushService.answerWith(201);
    await deliver(ids);
    expect(await outboxRow(ids[0] ?? 0)).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("sends nothing to a device that passed to another account after the push was queued", async () => {
    const { user, browsers } = await subscribedUser();
    const ids = await queued(user.id);
    const next = await createVerifiedUser();
    const moved = await api("/notifications/subscribe", browsers[0]?.json, { token: next.token });
    expect(moved.status).toBe(200);
    await deliver(ids);
    expect(pushService.requests).toEqual([]);
    expect(await outboxRow(ids[0] ?? 0)).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("without VAPID keys the row fails its attempt with the missing secret named; e-mail is not held up", async () => {
    const { user } = await subscribedUser();
    const ids = await queued(user.id);
    const production: Env = { ...env, ENVIRONMENT: "production", VAPID_PRIVATE_KEY: undefined };
    const result = await deliver(ids, production);
    expect(result.retryMessages).toHaveLength(1);
    const row = await outboxRow(ids[0] ?? 0);
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row.lastError).toContain("VAPID_PRIVATE_KEY");
    expect(pushService.requests).toEqual([]);
  });

  it("queuePushNotification writes the rows and hands them to the push queue, not the e-mail queue", async () => {
    const { user } = await subscribedUser(2);
    const noBacklog = { metadata: { metrics: { backlogCount: 0, backlogBytes: 0 } } };
    const sendBatch = vi.spyOn(env.PUSH_QUEUE, "sendBatch").mockResolvedValue(noBacklog);
    const mailQueue = vi.spyOn(env.OUTBOX_QUEUE, "sendBatch").mockResolvedValue(noBacklog);
    const deferred: Promise<unknown>[] = [];
    const ids = await queuePushNotification(
      { env, db: db(), defer: (work) => deferred.push(work) },
      user.id,
      notification,
    );
    await Promise.all(deferred);
    expect(ids).toHaveLength(2);
    expect(sendBatch).toHaveBeenCalledWith(ids.map((outboxId) => ({ body: { outboxId } })));
    expect(mailQueue).not.toHaveBeenCalled();
  });
});

describe("vapidKeysFromEnv", () => {
  it("names the secret that is missing or malformed", () => {
    const cases: [Partial<Env>, string][] = [
      [{ VAPID_PUBLIC_KEY: undefined }, "VAPID_PUBLIC_KEY"],
      [{ VAPID_PRIVATE_KEY: "" }, "VAPID_PRIVATE_KEY"],
      [{ VAPID_SUBJECT: "" }, "VAPID_SUBJECT"],
      [{ VAPID_PUBLIC_KEY: "QUJD" }, "VAPID_PUBLIC_KEY"],
      [{ VAPID_PRIVATE_KEY: "QUJD" }, "VAPID_PRIVATE_KEY"],
      [{ VAPID_SUBJECT: "kontakt@foodtruck.pl" }, "VAPID_SUBJECT"],
    ];
    for (const [override, name] of cases) {
      expect(() => vapidKeysFromEnv({ ...env, ...override })).toThrow(PushConfigError);
      expect(() => vapidKeysFromEnv({ ...env, ...override })).toThrow(name);
    }
    expect(vapidKeysFromEnv(env).subject).toMatch(/^mailto:/);
  });
});
