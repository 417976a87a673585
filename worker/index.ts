import { app } from "./app";
import type { Env } from "./env";
import { handleQueueBatch, handleScheduled } from "./handlers";
import type { OutboxMessage } from "./jobs/outbox-message";
import type { PayoutMessage } from "./jobs/payout-message";

export { ConversationRoom } from "../party/conversation-room";
export { UserHub } from "../party/user-hub";

export default {
  fetch: app.fetch,
  async queue(batch: MessageBatch<OutboxMessage | PayoutMessage>, env: Env, _ctx: ExecutionContext) {
    await handleQueueBatch(batch, env);
  },
  async scheduled(_controller: ScheduledController, env: Env, ctx: ExecutionContext) {
    ctx.waitUntil(handleScheduled(env));
  },
} satisfies ExportedHandler<Env, OutboxMessage | PayoutMessage>;
