import { type PushSender, pushSenderFromEnv } from "../adapters/push";
import { getDb } from "../db/client";
import type { Env } from "../env";
import { configured, deliverOutboxItem, passOnRowsOf, settle } from "./outbox";
import { type OutboxMessage, PUSH_QUEUE_NAME } from "./outbox-message";

export function isPushBatch(batch: MessageBatch<unknown>): batch is MessageBatch<OutboxMessage> {
  return batch.queue === PUSH_QUEUE_NAME;
}

/**
 * The push queue's consumer: each row of the batch is sent at once, side by side, so one push service
 * that does not answer holds up neither the others nor (on its own queue) any e-mail; the sender gives
 * each up after PUSH_TIMEOUT_MS and the row is retried like any failed delivery. It never sends e-mail:
 * an e-mail row that arrives here is passed on to the e-mail queue. `sender` is for tests.
 */
export async function handlePushBatch(
  batch: MessageBatch<OutboxMessage>,
  env: Env,
  sender?: PushSender,
): Promise<void> {
  const db = getDb(env.DB);
  const push: PushSender = sender ?? configured(() => pushSenderFromEnv(env));
  const pushes = await passOnRowsOf("email", env.OUTBOX_QUEUE, batch, db);
  await Promise.all(
    pushes.map(async ({ message, outboxId }) =>
      settle(message, await deliverOutboxItem(db, null, outboxId, push)),
    ),
  );
}
