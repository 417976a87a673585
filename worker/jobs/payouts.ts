import { getDb } from "../db/client";
import type { Env } from "../env";
import { payOut } from "../use-cases/payments/settlement";
import { CALENDAR_QUEUE_NAME } from "./calendar-message";
import { type OutboxMessage, PUSH_QUEUE_NAME } from "./outbox-message";
import { PAYOUT_QUEUE_NAME, type PayoutMessage } from "./payout-message";

/** Whether a queue batch is the payout queue's (the Worker consumes the outbox queue too). */
export function isPayoutBatch(batch: MessageBatch<unknown>): batch is MessageBatch<PayoutMessage> {
  return batch.queue === PAYOUT_QUEUE_NAME;
}

/** Every other batch is the outbox queue's, as before the payout, push and calendar queues existed. */
export function isOutboxBatch(batch: MessageBatch<unknown>): batch is MessageBatch<OutboxMessage> {
  return ![PAYOUT_QUEUE_NAME, PUSH_QUEUE_NAME, CALENDAR_QUEUE_NAME].includes(batch.queue);
}

/**
 * Queue consumer: one transfer attempt per message. Every message is acknowledged: a failed attempt is
 * stored on the payout with its back-off, and the cron (the only retry path) offers it again when due.
 */
export async function handlePayoutBatch(batch: MessageBatch<PayoutMessage>, env: Env): Promise<void> {
  const db = getDb(env.DB);
  for (const message of batch.messages) {
    const payoutId = message.body?.payoutId;
    if (typeof payoutId === "number") await payOut(env, db, payoutId);
    message.ack();
  }
}
