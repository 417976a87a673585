/**
 * Cloudflare Queues on a plain server: messages are rows of the platform database, so one sent and not yet
 * delivered survives a restart. Delivery follows wrangler.toml's consumer settings as Cloudflare does:
 * batches of up to max_batch_size; a message is acknowledged when the handler returns unless it asked for
 * a retry, and retried (all not acknowledged) when the handler throws; `attempts` counts deliveries; after
 * max_retries retries a message goes to the dead letters (a table here, logged), never lost silently.
 */
import { randomUUID } from "node:crypto";
import type { SqliteDatabase } from "./sqlite";

const SCHEMA = `
CREATE TABLE IF NOT EXISTS queue_messages (
  id TEXT PRIMARY KEY,
  queue TEXT NOT NULL,
  body TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  visible_at INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS queue_messages_due ON queue_messages (queue, visible_at);
CREATE TABLE IF NOT EXISTS queue_dead_letters (
  id TEXT PRIMARY KEY,
  queue TEXT NOT NULL,
  body TEXT NOT NULL,
  attempts INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  failed_at INTEGER NOT NULL
);`;

export interface ConsumerSettings {
  queue: string;
  maxBatchSize: number;
  maxRetries: number;
  /** How long a batch waits to fill before it is delivered anyway. */
  maxBatchTimeoutSeconds: number;
}

export type BatchHandler = (batch: MessageBatch<unknown>) => Promise<void>;

interface Row {
  id: string;
  body: string;
  attempts: number;
  createdAt: number;
}

type Outcome = { kind: "ack" } | { kind: "retry"; delaySeconds: number };

export class SqliteQueues {
  constructor(
    private readonly db: SqliteDatabase,
    private readonly now: () => number = Date.now,
    private readonly onDeadLetter: (queue: string, id: string, attempts: number) => void = () => {},
  ) {
    db.exec(SCHEMA);
  }

  /** The producer binding for `queue` (what `env.OUTBOX_QUEUE` is on Cloudflare). */
  producer<Body>(queue: string, onSent: () => void = () => {}): Queue<Body> {
    const backlog = () => this.backlog(queue);
    const insert = (body: Body, delaySeconds = 0) => {
      const now = this.now();
      this.db
        .prepare(
          "INSERT INTO queue_messages (id, queue, body, attempts, visible_at, created_at) VALUES (?, ?, ?, 0, ?, ?)",
        )
        .run([randomUUID(), queue, JSON.stringify(body), now + delaySeconds * 1000, now]);
    };
    return {
      metrics: async () => backlog(),
      send: async (body, options) => {
        insert(body, options?.delaySeconds);
        onSent();
        return { metadata: { metrics: backlog() } };
      },
      sendBatch: async (messages, options) => {
        this.db.exec("BEGIN IMMEDIATE");
        try {
          for (const message of messages) insert(message.body, message.delaySeconds ?? options?.delaySeconds);
          this.db.exec("COMMIT");
        } catch (error) {
          this.db.exec("ROLLBACK");
          throw error;
        }
        onSent();
        return { metadata: { metrics: backlog() } };
      },
    };
  }

  backlog(queue: string): QueueMetrics {
    const [row] = this.db
      .prepare("SELECT count(*), coalesce(sum(length(body)), 0) FROM queue_messages WHERE queue = ?")
      .values([queue]);
    return { backlogCount: Number(row?.[0] ?? 0), backlogBytes: Number(row?.[1] ?? 0) };
  }

  /** Messages due now, oldest first, up to a batch. */
  private due(settings: ConsumerSettings): Row[] {
    return this.db
      .prepare(
        `SELECT id, body, attempts, created_at FROM queue_messages WHERE queue = ? AND visible_at <= ?
         ORDER BY visible_at, created_at LIMIT ?`,
      )
      .values([settings.queue, this.now(), settings.maxBatchSize])
      .map(([id, body, attempts, createdAt]) => ({
        id: String(id),
        body: String(body),
        attempts: Number(attempts),
        createdAt: Number(createdAt),
      }));
  }

  /**
   * Delivers one batch of due messages to `handler`; how many messages it held. The delivery is counted
   * before the handler runs, so a crash in the middle counts as an attempt, as on Cloudflare.
   */
  async deliverBatch(settings: ConsumerSettings, handler: BatchHandler): Promise<number> {
    const rows = this.due(settings);
    if (rows.length === 0) return 0;
    const count = this.db.prepare("UPDATE queue_messages SET attempts = attempts + 1 WHERE id = ?");
    for (const row of rows) count.run([row.id]);
    const outcomes = new Map<string, Outcome>();
    const messages: Message<unknown>[] = rows.map((row) => ({
      id: row.id,
      timestamp: new Date(row.createdAt),
      body: JSON.parse(row.body),
      attempts: row.attempts + 1,
      ack: () => outcomes.set(row.id, { kind: "ack" }),
      retry: (options) => outcomes.set(row.id, { kind: "retry", delaySeconds: options?.delaySeconds ?? 0 }),
    }));
    const batch: MessageBatch<unknown> = {
      queue: settings.queue,
      messages,
      metadata: { metrics: this.backlog(settings.queue) },
      ackAll: () => {
        for (const row of rows) outcomes.set(row.id, { kind: "ack" });
      },
      retryAll: (options) => {
        for (const row of rows)
          outcomes.set(row.id, { kind: "retry", delaySeconds: options?.delaySeconds ?? 0 });
      },
    };
    let failed = false;
    try {
      await handler(batch);
    } catch {
      failed = true;
    }
    for (const row of rows) {
      const outcome = outcomes.get(row.id) ?? (failed ? { kind: "retry", delaySeconds: 0 } : { kind: "ack" });
      this.settle(settings, row, outcome);
    }
    return rows.length;
  }

  private settle(settings: ConsumerSettings, row: Row, outcome: Outcome): void {
    if (outcome.kind === "ack") {
      this.db.prepare("DELETE FROM queue_messages WHERE id = ?").run([row.id]);
      return;
    }
    const attempts = row.attempts + 1;
    if (attempts > settings.maxRetries) {
      this.db.exec("BEGIN IMMEDIATE");
      try {
        this.db
          .prepare(
            `INSERT INTO queue_dead_letters (id, queue, body, attempts, created_at, failed_at)
             SELECT id, queue, body, attempts, created_at, ? FROM queue_messages WHERE id = ?`,
          )
          .run([this.now(), row.id]);
        this.db.prepare("DELETE FROM queue_messages WHERE id = ?").run([row.id]);
        this.db.exec("COMMIT");
      } catch (error) {
        this.db.exec("ROLLBACK");
        throw error;
      }
      this.onDeadLetter(settings.queue, row.id, attempts);
      return;
    }
    this.db
      .prepare("UPDATE queue_messages SET visible_at = ? WHERE id = ?")
      .run([this.now() + outcome.delaySeconds * 1000, row.id]);
  }

  deadLetters(queue: string): { id: string; body: unknown; attempts: number }[] {
    return this.db
      .prepare("SELECT id, body, attempts FROM queue_dead_letters WHERE queue = ? ORDER BY failed_at")
      .values([queue])
      .map(([id, body, attempts]) => ({
        id: String(id),
        body: JSON.parse(String(body)),
        attempts: Number(attempts),
      }));
  }
}

/**
 * Delivers each queue's due messages, one batch at a time per queue: soon after a send (a batch gathers
 * what one request sent), and on a short poll for delayed and retried messages. `stop()` waits for the
 * batches under way.
 */
export function startConsumers(
  queues: SqliteQueues,
  consumers: readonly ConsumerSettings[],
  handler: BatchHandler,
  onError: (error: unknown) => void,
  pollMs = 500,
): { wake(): void; stop(): Promise<void> } {
  let stopped = false;
  const running = new Map<string, Promise<void>>();
  const drain = (settings: ConsumerSettings) => {
    if (stopped || running.has(settings.queue)) return;
    const work = (async () => {
      try {
        while (!stopped && (await queues.deliverBatch(settings, handler)) > 0) {}
      } catch (error) {
        onError(error);
      } finally {
        running.delete(settings.queue);
      }
    })();
    running.set(settings.queue, work);
  };
  const wakeAll = () => {
    for (const settings of consumers) drain(settings);
  };
  const poll = setInterval(wakeAll, pollMs);
  let pending: ReturnType<typeof setTimeout> | undefined;
  return {
    wake() {
      if (pending || stopped) return;
      const gather = Math.min(...consumers.map((settings) => settings.maxBatchTimeoutSeconds * 1000), 50);
      pending = setTimeout(() => {
        pending = undefined;
        wakeAll();
      }, gather);
    },
    async stop() {
      stopped = true;
      clearInterval(poll);
      clearTimeout(pending);
      await Promise.all(running.values());
    },
  };
}
