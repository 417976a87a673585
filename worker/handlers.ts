import type { Env } from "./env";
import { handleCalendarBatch, isCalendarBatch } from "./jobs/calendar-queue";
import { runScheduledJobs } from "./jobs/cron";
import { handleOutboxBatch } from "./jobs/outbox";
import { handlePayoutBatch, isOutboxBatch, isPayoutBatch } from "./jobs/payouts";
import { handlePushBatch, isPushBatch } from "./jobs/push-queue";

/**
 * The Worker's queue and cron entry points, apart from the Durable Object classes, so the Bun and Deno
 * servers (platform/) run exactly these on their own queue and timer.
 */
export async function handleQueueBatch(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  if (isPayoutBatch(batch)) await handlePayoutBatch(batch, env);
  else if (isCalendarBatch(batch)) await handleCalendarBatch(batch, env);
  else if (isPushBatch(batch)) await handlePushBatch(batch, env);
  else if (isOutboxBatch(batch)) await handleOutboxBatch(batch, env);
}

export function handleScheduled(env: Env): Promise<void> {
  return runScheduledJobs(env);
}
