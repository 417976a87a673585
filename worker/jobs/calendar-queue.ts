import { eq } from "drizzle-orm";
import { type CalendarReader, calendarReaderFor } from "../adapters/calendar-source";
import { getDb } from "../db/client";
import { calendarImports } from "../db/schema";
import type { Env } from "../env";
import { logError } from "../lib/log";
import { claimDueImports, syncImport } from "../use-cases/calendar-import/calendar-import";
import { CALENDAR_QUEUE_NAME, type CalendarImportMessage } from "./calendar-message";

/** Imports sent per cron run: with a run every 5 minutes, a few thousand trucks are read twice an hour. */
const IMPORTS_PER_RUN = 500;
/** Cloudflare takes at most 100 messages in one sendBatch. */
const SEND_BATCH_SIZE = 100;

export function isCalendarBatch(batch: MessageBatch<unknown>): batch is MessageBatch<CalendarImportMessage> {
  return batch.queue === CALENDAR_QUEUE_NAME;
}

/**
 * The cron's part (issue 36): every import due for a read becomes one message of its own queue, so a slow
 * calendar server never holds up the cron, e-mails or the other calendars (DESIGN.md §10).
 */
export async function scheduleCalendarReads(env: Env): Promise<number[]> {
  const due = await claimDueImports(getDb(env.DB), IMPORTS_PER_RUN);
  for (let start = 0; start < due.length; start += SEND_BATCH_SIZE) {
    const chunk = due.slice(start, start + SEND_BATCH_SIZE);
    await env.CALENDAR_QUEUE.sendBatch(chunk.map((profileId) => ({ body: { profileId } })));
  }
  return due;
}

/**
 * The calendar queue's consumer: the batch's calendars are read side by side, each within its own 10 s
 * limit. A read that fails is recorded on the import (the page says why) and the message is done; only
 * an unexpected failure (the database) retries it.
 */
export async function handleCalendarBatch(
  batch: MessageBatch<CalendarImportMessage>,
  env: Env,
  read: CalendarReader = calendarReaderFor(env),
): Promise<void> {
  const db = getDb(env.DB);
  await Promise.all(
    batch.messages.map(async (message) => {
      const profileId = message.body?.profileId;
      if (typeof profileId !== "number") {
        message.ack();
        return;
      }
      try {
        // An import stopped after its message was sent has nothing to read.
        const exists = await db.query.calendarImports.findFirst({
          where: eq(calendarImports.profileId, profileId),
          columns: { profileId: true },
        });
        if (exists) await syncImport(db, profileId, read);
        message.ack();
      } catch (error) {
        logError("reading an imported calendar failed", error, { profile_id: profileId });
        message.retry();
      }
    }),
  );
}
