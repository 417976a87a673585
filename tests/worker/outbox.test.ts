import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { eq } from "drizzle-orm";
import * as v from "valibot";
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import {
  type Mail,
  type Mailer,
  MailerConfigError,
  MailRefusedError,
  mailerFromEnv,
} from "../../worker/adapters/mail";
import { devMailboxMailer } from "../../worker/adapters/mail-dev-mailbox";
import { httpMailer } from "../../worker/adapters/mail-resend";
import { outbox } from "../../worker/db/schema";
import type { Env } from "../../worker/env";
import worker from "../../worker/index";
import { runScheduledJobs } from "../../worker/jobs/cron";
import { deliverOutboxItem, MAX_ATTEMPTS, sweepStaleOutbox } from "../../worker/jobs/outbox";
import type { OutboxMessage } from "../../worker/jobs/outbox-message";
import { emailOutboxInsert } from "../../worker/use-cases/notifications/outbox";
import { db, mailsTo, nowSeconds, uniqueEmail } from "./helpers";

function testMail(to = uniqueEmail("outbox")): Mail {
  return {
    to,
    subject: "Test – Foodtruck Marketplace",
    text: "Link: http://localhost:8787/verify-email?token=sekret",
    html: '<a href="http://localhost:8787/verify-email?token=sekret">link</a>',
  };
}

/** An outbox row that is never handed to the real queue, so only the test delivers it. */
async function outboxRow(mail = testMail()): Promise<{ id: number; mail: Mail }> {
  const [row] = await emailOutboxInsert(db(), mail);
  if (!row) throw new Error("outbox insert returned no row");
  return { id: row.id, mail };
}

async function outboxById(id: number) {
  const row = await db().query.outbox.findFirst({ where: eq(outbox.id, id) });
  if (!row) throw new Error(`outbox row ${id} missing`);
  return row;
}

function failingMailer(message = "SMTP nie odpowiada") {
  const send = vi.fn<Mailer["send"]>(async () => {
    throw new Error(message);
  });
  return { send };
}

function batchOf(messages: { id: string; attempts?: number; body: OutboxMessage }[]) {
  return createMessageBatch<OutboxMessage>(
    "foodtruck-outbox",
    messages.map((m) => ({ id: m.id, timestamp: new Date(), attempts: m.attempts ?? 1, body: m.body })),
  );
}

let fetchSpy: MockInstance<typeof fetch> | undefined;
let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  // Failed deliveries are logged on purpose; keep the test output readable.
  consoleError = vi.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => {
  fetchSpy?.mockRestore();
  fetchSpy = undefined;
  consoleError.mockRestore();
});

describe("deliverOutboxItem", () => {
  it("sends once, marks the row sent and drops the link from the stored payload", async () => {
    const { id, mail } = await outboxRow();
    expect(await deliverOutboxItem(db(), devMailboxMailer(db()), id)).toBe("sent");
    const row = await outboxById(id);
    expect(row.status).toBe("sent");
    expect(row.attempts).toBe(1);
    expect(row.sentAt).not.toBeNull();
    expect(JSON.parse(row.payloadJson)).toEqual({ to: mail.to, subject: mail.subject });
    expect(await mailsTo(mail.to)).toEqual([mail]);

    expect(await deliverOutboxItem(db(), devMailboxMailer(db()), id)).toBe("skipped");
    expect(await mailsTo(mail.to)).toHaveLength(1);
    expect((await outboxById(id)).attempts).toBe(1);
  });

  it("passes a stable idempotency key per row", async () => {
    const { id, mail } = await outboxRow();
    const send = vi.fn<Mailer["send"]>(async () => {});
    expect(await deliverOutboxItem(db(), { send }, id)).toBe("sent");
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(mail, `outbox-${id}`);
  });

  it("a failing mailer is retried, then the row is kept as failed after MAX_ATTEMPTS", async () => {
    expect(MAX_ATTEMPTS).toBe(5);
    const { id } = await outboxRow();
    const mailer = failingMailer();
    const results: string[] = [];
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      results.push(await deliverOutboxItem(db(), mailer, id));
      const row = await outboxById(id);
      expect(row.attempts).toBe(i + 1);
    }
    expect(results).toEqual(["retry", "retry", "retry", "retry", "failed"]);
    const row = await outboxById(id);
    expect(row.status).toBe("failed");
    expect(row.lastError).toContain("SMTP nie odpowiada");
    expect(row.sentAt).toBeNull();

    expect(await deliverOutboxItem(db(), mailer, id)).toBe("skipped");
    expect(mailer.send).toHaveBeenCalledTimes(MAX_ATTEMPTS);
    expect(consoleError).toHaveBeenCalledTimes(MAX_ATTEMPTS);
    // One structured line per failure, naming the row and the attempt.
    expect(JSON.parse(String(consoleError.mock.calls.at(-1)?.[0]))).toMatchObject({
      level: "error",
      message: "outbox delivery failed",
      outbox_id: id,
      attempt: 5,
      error: expect.stringContaining("SMTP nie odpowiada"),
    });
  });

  it("a retry after a failure can still succeed", async () => {
    const { id, mail } = await outboxRow();
    expect(await deliverOutboxItem(db(), failingMailer(), id)).toBe("retry");
    expect(await deliverOutboxItem(db(), devMailboxMailer(db()), id)).toBe("sent");
    expect((await outboxById(id)).attempts).toBe(2);
    expect(await mailsTo(mail.to)).toHaveLength(1);
  });

  it("an unknown id is skipped", async () => {
    const mailer = failingMailer();
    expect(await deliverOutboxItem(db(), mailer, 987654321)).toBe("skipped");
    expect(mailer.send).not.toHaveBeenCalled();
  });
});

describe("queue consumer (worker.queue → handleOutboxBatch)", () => {
  it("acks delivered, already-sent and unknown rows; retries an undeliverable one with a growing delay", async () => {
    const good = await outboxRow();
    const alreadySent = await outboxRow();
    await deliverOutboxItem(db(), devMailboxMailer(db()), alreadySent.id);
    const [broken] = await db()
      .insert(outbox)
      .values({ kind: "email", payloadJson: "{}" })
      .returning({ id: outbox.id });
    if (!broken) throw new Error("insert failed");

    const batch = batchOf([
      { id: "good", body: { outboxId: good.id } },
      { id: "sent", body: { outboxId: alreadySent.id } },
      { id: "unknown", body: { outboxId: 987654321 } },
      { id: "broken", attempts: 2, body: { outboxId: broken.id } },
    ]);
    // getQueueResult does not report retry delays, so the retry call itself is watched.
    const retries = batch.messages.map((message) => vi.spyOn(message, "retry"));
    const ctx = createExecutionContext();
    await worker.queue(batch, env, ctx);
    const result = await getQueueResult(batch, ctx);
    expect(result.ackAll).toBe(false);
    expect(result.retryBatch.retry).toBe(false);
    expect([...result.explicitAcks].sort()).toEqual(["good", "sent", "unknown"]);
    expect(result.retryMessages).toEqual([{ msgId: "broken" }]);
    expect(retries.map((spy) => spy.mock.calls)).toEqual([[], [], [], [[{ delaySeconds: 60 }]]]);

    expect((await outboxById(good.id)).status).toBe("sent");
    expect(await mailsTo(good.mail.to)).toEqual([good.mail]);
    expect(await mailsTo(alreadySent.mail.to)).toHaveLength(1);
    expect((await outboxById(broken.id)).attempts).toBe(1);
  });

  it("with MAIL_API_KEY set, sends through the provider and retries when it answers 5xx", async () => {
    const { id, mail } = await outboxRow();
    const requests: Request[] = [];
    let answer = 503;
    const realFetch = globalThis.fetch;
    fetchSpy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      if (!request.url.startsWith("https://mail.test/")) return realFetch(input, init);
      requests.push(request);
      return new Response(answer === 200 ? '{"id":"e1"}' : "niedostępny", { status: answer });
    });
    const providerEnv: Env = { ...env, MAIL_API_KEY: "re_test_key", MAIL_API_URL: "https://mail.test/api" };

    const first = batchOf([{ id: "m", body: { outboxId: id } }]);
    const [message] = first.messages;
    if (!message) throw new Error("batch without message");
    const retry = vi.spyOn(message, "retry");
    const ctx1 = createExecutionContext();
    await worker.queue(first, providerEnv, ctx1);
    expect((await getQueueResult(first, ctx1)).retryMessages).toEqual([{ msgId: "m" }]);
    expect(retry).toHaveBeenCalledWith({ delaySeconds: 30 });
    expect((await outboxById(id)).status).toBe("pending");

    answer = 200;
    const second = batchOf([{ id: "m", attempts: 2, body: { outboxId: id } }]);
    const ctx2 = createExecutionContext();
    await worker.queue(second, providerEnv, ctx2);
    expect((await getQueueResult(second, ctx2)).explicitAcks).toEqual(["m"]);
    expect((await outboxById(id)).status).toBe("sent");

    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      "POST https://mail.test/api/emails",
      "POST https://mail.test/api/emails",
    ]);
    expect(requests.every((r) => r.headers.get("Idempotency-Key") === `outbox-${id}`)).toBe(true);
    expect(await requests[1]?.json()).toMatchObject({ to: [mail.to], subject: mail.subject });
    expect(await mailsTo(mail.to)).toEqual([]);
  });
  it("an e-mail the provider refuses (422) fails at once: acked, not retried, its error kept", async () => {
    const { id } = await outboxRow();
    fetchSpy = vi
      .spyOn(globalThis, "fetch")
      .mockImplementation(async () =>
        Response.json({ name: "validation_error", message: "Invalid `to` field." }, { status: 422 }),
      );
    const providerEnv: Env = { ...env, MAIL_API_KEY: "re_test_key", MAIL_API_URL: "https://mail.test/api" };
    const batch = batchOf([{ id: "r", body: { outboxId: id } }]);
    const ctx = createExecutionContext();
    await worker.queue(batch, providerEnv, ctx);
    const result = await getQueueResult(batch, ctx);
    expect(result.explicitAcks).toEqual(["r"]);
    expect(result.retryMessages).toEqual([]);
    const row = await outboxById(id);
    expect(row).toMatchObject({ status: "failed", attempts: 1 });
    expect(row.lastError).toContain("422");
    expect(row.lastError).toContain("Invalid `to` field.");
  });

  it("the dev mailbox refuses an address in the reserved .invalid domain, which fails at once", async () => {
    const to = `${uniqueEmail("refused").split("@")[0]}@skrzynka.invalid`;
    const { id } = await outboxRow(testMail(to));
    expect(await deliverOutboxItem(db(), devMailboxMailer(db()), id)).toBe("failed");
    const row = await outboxById(id);
    expect(row).toMatchObject({ status: "failed", attempts: 1 });
    expect(row.lastError).toContain("Adres odbiorcy nie istnieje (domena .invalid)");
    expect(await mailsTo(to)).toEqual([]);
  });

  it("a production Worker without MAIL_API_KEY counts failed attempts instead of crashing the batch", async () => {
    const { id } = await outboxRow();
    const batch = batchOf([{ id: "p", body: { outboxId: id } }]);
    const ctx = createExecutionContext();
    await worker.queue(batch, { ...env, ENVIRONMENT: "production", MAIL_API_KEY: undefined }, ctx);
    expect((await getQueueResult(batch, ctx)).retryMessages).toEqual([{ msgId: "p" }]);
    const row = await outboxById(id);
    expect(row.status).toBe("pending");
    expect(row.attempts).toBe(1);
    expect(row.lastError).toContain("MAIL_API_KEY");
  });
});

describe("mailers", () => {
  it("mailerFromEnv refuses the dev mailbox in production", () => {
    const production: Env = { ...env, ENVIRONMENT: "production", MAIL_API_KEY: undefined };
    expect(() => mailerFromEnv(production, db())).toThrow(MailerConfigError);
  });

  it("mailerFromEnv uses the dev mailbox in test/development without a key", async () => {
    const to = uniqueEmail("devmail");
    await mailerFromEnv({ ...env, MAIL_API_KEY: undefined }, db()).send(testMail(to), "k");
    expect(await mailsTo(to)).toHaveLength(1);
  });

  it("httpMailer sends exactly POST {apiUrl}/emails with bearer auth, idempotency key and the JSON body", async () => {
    const fakeFetch = vi.fn<typeof fetch>(async () => Response.json({ id: "email_1" }));
    const mailer = httpMailer({
      apiUrl: "https://mail.test/v1/",
      apiKey: "re_secret",
      from: "Foodtruck Marketplace <no-reply@foodtruck-marketplace.pl>",
      fetch: fakeFetch,
    });
    const mail = testMail();
    await mailer.send(mail, "outbox-42");

    expect(fakeFetch).toHaveBeenCalledTimes(1);
    const [input, init] = fakeFetch.mock.calls[0] ?? [];
    const request = new Request(input ?? "", init);
    expect(request.method).toBe("POST");
    expect(request.url).toBe("https://mail.test/v1/emails");
    expect(request.headers.get("Authorization")).toBe("Bearer re_secret");
    expect(request.headers.get("Idempotency-Key")).toBe("outbox-42");
    expect(request.headers.get("Content-Type")).toBe("application/json");
    const body = v.parse(
      v.strictObject({
        from: v.string(),
        to: v.array(v.string()),
        subject: v.string(),
        html: v.string(),
        text: v.string(),
      }),
      await request.json(),
    );
    expect(body).toEqual({
      from: "Foodtruck Marketplace <no-reply@foodtruck-marketplace.pl>",
      to: [mail.to],
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
    });
  });

  it("httpMailer throws on a non-2xx answer; only 400 and 422 (the message itself is wrong) as refused", async () => {
    for (const [status, refused] of [
      [400, true],
      [422, true],
      [401, false],
      [403, false],
      [429, false],
      [500, false],
    ] as const) {
      const mailer = httpMailer({
        apiUrl: "https://mail.test",
        apiKey: "k",
        from: "x <x@example.pl>",
        fetch: async () => new Response('{"message":"nie"}', { status }),
      });
      const error = await mailer.send(testMail(), "outbox-1").then(
        () => undefined,
        (thrown: unknown) => thrown,
      );
      expect(error, String(status)).toBeInstanceOf(Error);
      expect(String(error)).toContain(String(status));
      expect(error instanceof MailRefusedError, String(status)).toBe(refused);
    }
  });
});

describe("sweepStaleOutbox", () => {
  it("returns pending rows older than the threshold that still have attempts left", async () => {
    const stale = await outboxRow();
    const fresh = await outboxRow();
    const exhausted = await outboxRow();
    const sent = await outboxRow();
    await deliverOutboxItem(db(), devMailboxMailer(db()), sent.id);
    const old = nowSeconds() - 600;
    for (const id of [stale.id, exhausted.id, sent.id]) {
      await db().update(outbox).set({ createdAt: old }).where(eq(outbox.id, id));
    }
    await db().update(outbox).set({ attempts: MAX_ATTEMPTS }).where(eq(outbox.id, exhausted.id));

    const ids = await sweepStaleOutbox(db(), { kind: "email" });
    expect(ids).toContain(stale.id);
    expect(ids).not.toContain(fresh.id);
    expect(ids).not.toContain(exhausted.id);
    expect(ids).not.toContain(sent.id);
  });

  it("the cron hands stale e-mails to the e-mail queue and stale pushes to the push queue", async () => {
    const mail = await outboxRow();
    const [push] = await db()
      .insert(outbox)
      .values({ kind: "push", payloadJson: "{}", createdAt: nowSeconds() - 600 })
      .returning({ id: outbox.id });
    if (!push) throw new Error("insert failed");
    await db()
      .update(outbox)
      .set({ createdAt: nowSeconds() - 600 })
      .where(eq(outbox.id, mail.id));
    expect(await sweepStaleOutbox(db(), { kind: "email" })).not.toContain(push.id);
    expect(await sweepStaleOutbox(db(), { kind: "push" })).toContain(push.id);

    const noBacklog = { metadata: { metrics: { backlogCount: 0, backlogBytes: 0 } } };
    const mailQueue = vi.spyOn(env.OUTBOX_QUEUE, "sendBatch").mockResolvedValue(noBacklog);
    const pushQueue = vi.spyOn(env.PUSH_QUEUE, "sendBatch").mockResolvedValue(noBacklog);
    await runScheduledJobs(env);
    const sent = (spy: typeof mailQueue) =>
      spy.mock.calls.flatMap(([messages]) => Array.from(messages, (message) => message.body));
    expect(sent(mailQueue)).toContainEqual({ outboxId: mail.id });
    expect(sent(mailQueue)).not.toContainEqual({ outboxId: push.id });
    expect(sent(pushQueue)).toContainEqual({ outboxId: push.id });
    expect(sent(pushQueue)).not.toContainEqual({ outboxId: mail.id });
    mailQueue.mockRestore();
    pushQueue.mockRestore();
  });
});
