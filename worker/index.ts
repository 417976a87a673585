import { app } from "./app";
import type { Env } from "./env";
import { runScheduledJobs } from "./jobs/cron";
import { handleOutboxBatch } from "./jobs/outbox";
import type { OutboxMessage } from "./jobs/outbox-message";

export { ConversationRoom } from "../party/conversation-room";
export { UserHub } from "../party/user-hub";

export default {
  fetch: app.fetch,
  async queue(batch: MessageBatch<OutboxMessage>, env: Env, _ctx: ExecutionContext) {
    await handleOutboxBatch(batch, env);
  },
  async scheduled(_controller: ScheduledController, env: Env, ctx: ExecutionContext) {
    ctx.waitUntil(runScheduledJobs(env));
  },
} satisfies ExportedHandler<Env, OutboxMessage>;
