import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type ConsumerSettings, SqliteQueues } from "../../platform/queue";
import type { SqliteDatabase } from "../../platform/sqlite";
import { openNodeSqlite } from "../../platform/sqlite-node";

const SETTINGS: ConsumerSettings = {
  queue: "outbox",
  maxBatchSize: 10,
  maxRetries: 2,
  maxBatchTimeoutSeconds: 1,
};

let folder: string;
let file: string;
let db: SqliteDatabase;
let clock: number;
let deadLettered: { queue: string; attempts: number }[];
let queues: SqliteQueues;

function open(): SqliteQueues {
  db = openNodeSqlite(file);
  return new SqliteQueues(
    db,
    () => clock,
    (queue, _id, attempts) => deadLettered.push({ queue, attempts }),
  );
}

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), "queue-"));
  file = join(folder, "platform.sqlite");
  clock = 1_000_000;
  deadLettered = [];
  queues = open();
});

afterEach(() => {
  db.close();
  rmSync(folder, { recursive: true, force: true });
});

/** Delivers one batch and returns what the handler saw (bodies and attempts). */
async function deliver(handle: (batch: MessageBatch<unknown>) => void | Promise<void> = () => {}) {
  const seen: { body: unknown; attempts: number }[] = [];
  await queues.deliverBatch(SETTINGS, async (batch) => {
    for (const message of batch.messages) seen.push({ body: message.body, attempts: message.attempts });
    await handle(batch);
  });
  return seen;
}

describe("queues on SQLite (Bun and Deno), as Cloudflare Queues deliver", () => {
  it("delivers sent messages in batches of max_batch_size, in order, and acknowledges them when the handler returns", async () => {
    const producer = queues.producer<{ n: number }>("outbox");
    await producer.sendBatch(Array.from({ length: 12 }, (_, n) => ({ body: { n } })));
    expect((await deliver()).map((message) => message.body)).toEqual(
      Array.from({ length: 10 }, (_, n) => ({ n })),
    );
    expect(await deliver()).toEqual([
      { body: { n: 10 }, attempts: 1 },
      { body: { n: 11 }, attempts: 1 },
    ]);
    expect(await deliver()).toEqual([]);
    expect(queues.backlog("outbox").backlogCount).toBe(0);
  });

  it("keeps queues apart", async () => {
    await queues.producer("payouts").send({ payoutId: 1 });
    expect(await deliver()).toEqual([]);
    expect(queues.backlog("payouts").backlogCount).toBe(1);
  });

  it("a retried message comes back after its delay with attempts counted", async () => {
    await queues.producer("outbox").send({ outboxId: 7 });
    await deliver((batch) => batch.messages[0]?.retry({ delaySeconds: 30 }));
    expect(await deliver()).toEqual([]);
    clock += 30_000;
    expect(await deliver()).toEqual([{ body: { outboxId: 7 }, attempts: 2 }]);
    expect(await deliver()).toEqual([]);
  });

  it("a handler that throws retries every message it did not acknowledge", async () => {
    await queues.producer("outbox").sendBatch([{ body: "a" }, { body: "b" }]);
    await deliver((batch) => {
      batch.messages[0]?.ack();
      throw new Error("down");
    });
    expect(await deliver()).toEqual([{ body: "b", attempts: 2 }]);
  });

  it("after max_retries retries a message goes to the dead letters instead of coming back", async () => {
    await queues.producer("outbox").send({ outboxId: 9 });
    for (let delivery = 1; delivery <= SETTINGS.maxRetries + 1; delivery++) {
      expect(await deliver((batch) => batch.retryAll())).toEqual([
        { body: { outboxId: 9 }, attempts: delivery },
      ]);
    }
    expect(await deliver()).toEqual([]);
    expect(queues.deadLetters("outbox")).toEqual([
      { id: expect.any(String), body: { outboxId: 9 }, attempts: SETTINGS.maxRetries + 1 },
    ]);
    expect(deadLettered).toEqual([{ queue: "outbox", attempts: SETTINGS.maxRetries + 1 }]);
  });

  it("a delayed send waits for its time", async () => {
    await queues.producer("outbox").send("later", { delaySeconds: 60 });
    expect(await deliver()).toEqual([]);
    clock += 60_000;
    expect(await deliver()).toEqual([{ body: "later", attempts: 1 }]);
  });

  it("a message sent before a restart is delivered after it; one cut off mid-delivery counts its attempt", async () => {
    await queues.producer("outbox").sendBatch([{ body: "sent before" }, { body: "in flight" }]);
    db.close();
    queues = open();
    await queues.deliverBatch({ ...SETTINGS, maxBatchSize: 1 }, async () => {});
    // The process dies while the second is being handled: its delivery was already counted.
    const cut = queues.deliverBatch({ ...SETTINGS, maxBatchSize: 1 }, () => new Promise(() => {}));
    void cut;
    db.close();
    queues = open();
    expect(await deliver()).toEqual([{ body: "in flight", attempts: 2 }]);
  });
});
