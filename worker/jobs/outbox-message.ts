/** Body of a queue message: the outbox row to deliver. The row holds the content, so retries are idempotent. */
export interface OutboxMessage {
  outboxId: number;
}
