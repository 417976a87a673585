import { app } from "./app";
import type { Env } from "./env";
import { runScheduledJobs } from "./jobs/cron";
import { handleOutboxBatch } from "./jobs/outbox";
import type { OutboxMessage } from "./jobs/outbox-message";
import type { PayoutMessage } from "./jobs/payout-message";
import { handlePayoutBatch, isOutboxBatch, isPayoutBatch } from "./jobs/payouts";

export { ConversationRoom } from "../party/conversation-room";
export { UserHub } from "../party/user-hub";

export default {
  fetch: app.fetch,
  async queue(batch: MessageBatch<OutboxMessage | PayoutMessage>, env: Env, _ctx: ExecutionContext) {
    if (isPayoutBatch(batch)) await handlePayoutBatch(batch, env);
    else if (isOutboxBatch(batch)) await handleOutboxBatch(batch, env);
  },
  async scheduled(_controller: ScheduledController, env: Env, ctx: ExecutionContext) {
    ctx.waitUntil(runScheduledJobs(env));
  },
} satisfies ExportedHandler<Env, OutboxMessage | PayoutMessage>;
