/** Body of a queue message: the outbox row to deliver. The row holds the content, so retries are idempotent. */
export interface OutboxMessage {
  outboxId: number;
}

/** The queue of push rows (wrangler.toml); e-mail rows go to foodtruck-outbox. */
export const PUSH_QUEUE_NAME = "foodtruck-push";
