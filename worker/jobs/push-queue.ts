import { mailerFromEnv } from "../adapters/mail";
import { type PushSender, pushSenderFromEnv } from "../adapters/push";
import { getDb } from "../db/client";
import type { Env } from "../env";
import { configured, deliverOutboxItem, settle } from "./outbox";
import { type OutboxMessage, PUSH_QUEUE_NAME } from "./outbox-message";

export function isPushBatch(batch: MessageBatch<unknown>): batch is MessageBatch<OutboxMessage> {
  return batch.queue === PUSH_QUEUE_NAME;
}

/**
 * The push queue's consumer: each row of the batch is sent at once, side by side, so one push service
 * that does not answer holds up neither the others nor (on its own queue) any e-mail; the sender gives
 * each up after PUSH_TIMEOUT_MS and the row is retried like any failed delivery. `sender` is for tests.
 */
export async function handlePushBatch(
  batch: MessageBatch<OutboxMessage>,
  env: Env,
  sender?: PushSender,
): Promise<void> {
  const db = getDb(env.DB);
  const push: PushSender = sender ?? configured(() => pushSenderFromEnv(env));
  // Only push rows are sent here; should an e-mail row come, it is delivered rather than lost.
  const mailer = configured(() => mailerFromEnv(env, db));
  await Promise.all(
    batch.messages.map(async (message) => {
      const outboxId = message.body?.outboxId;
      if (typeof outboxId !== "number") message.ack();
      else settle(message, await deliverOutboxItem(db, mailer, outboxId, push));
    }),
  );
}
