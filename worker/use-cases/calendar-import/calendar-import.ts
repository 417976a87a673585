import { and, asc, eq, isNull, lte, or, sql } from "drizzle-orm";
import { CalendarReadError, type CalendarReader, calendarAddressRules } from "../../adapters/calendar-source";
import type { Db } from "../../db/client";
import { calendarImports, importedBusyDays } from "../../db/schema";
import { busyDaysOfCalendar, importWindow, NotICalendarError } from "../../domain/imported-busy-days";
import { ApiError } from "../../lib/errors";
import { addressTextProblem } from "../../lib/outside-address";
import { nowSeconds } from "../../lib/time";
import { CALENDAR_IMPORT_TEXTS as IMPORT_TEXTS } from "../../schemas/calendar-import";
import { type ImportProblem, importProblemText, isImportProblem } from "./texts";

/**
 * An owner's own calendar imported into a truck's (issue 36): the address, its reads, and the busy days
 * they wrote. Each read replaces the days in one batch, and only while the import still has the address
 * it read (an import stopped or changed meanwhile keeps what it has).
 */

/** The cron asks for a new read of every import at least this often (it runs every 5 minutes). */
export const REFRESH_EVERY_SECONDS = 25 * 60;

/** What the availability page shows of an import. */
export interface CalendarImportDto {
  active: boolean;
  /** The address shortened for the screen ("calendar.google.com/…/basic.ics"): it is a secret. */
  address: string | null;
  /** Unix seconds of the last successful read, and of the last try. */
  last_synced_at: number | null;
  last_attempt_at: number | null;
  /** Why the last try failed, in Polish; null when it worked. */
  last_error: string | null;
  /** The busy days it wrote, "YYYY-MM-DD" ascending (today on). */
  busy_days: string[];
}

/** "https://calendar.google.com/calendar/ical/x%40gmail.com/private-abc/basic.ics" → "calendar.google.com/…/basic.ics". */
export function shortAddress(text: string): string {
  const url = new URL(text);
  const segments = url.pathname.split("/").filter(Boolean);
  const last = decodeURIComponent(segments.at(-1) ?? "");
  const name = last.length > 24 ? `${last.slice(0, 23)}…` : last;
  if (segments.length === 0) return url.host;
  return segments.length === 1 ? `${url.host}/${name}` : `${url.host}/…/${name}`;
}

/** webcal:// is how calendar apps spell an https address they subscribe to. */
export function calendarAddress(text: string): string {
  const trimmed = text.trim();
  return /^webcals?:\/\//i.test(trimmed) ? trimmed.replace(/^webcals?:\/\//i, "https://") : trimmed;
}

export async function importState(db: Db, profileId: number, now = nowSeconds()): Promise<CalendarImportDto> {
  const [rows, days] = await db.batch([
    db.select().from(calendarImports).where(eq(calendarImports.profileId, profileId)),
    db
      .select({ day: importedBusyDays.day })
      .from(importedBusyDays)
      .where(
        and(
          eq(importedBusyDays.profileId, profileId),
          sql`${importedBusyDays.day} >= ${importWindow(now).firstDay}`,
        ),
      )
      .orderBy(asc(importedBusyDays.day)),
  ]);
  const [row] = rows;
  if (!row) {
    return {
      active: false,
      address: null,
      last_synced_at: null,
      last_attempt_at: null,
      last_error: null,
      busy_days: [],
    };
  }
  return {
    active: true,
    address: shortAddress(row.url),
    last_synced_at: row.lastSyncedAt,
    last_attempt_at: row.lastAttemptAt,
    last_error: isImportProblem(row.lastError)
      ? importProblemText(row.lastError, row.lastSyncedAt !== null)
      : null,
    busy_days: days.map((entry) => entry.day),
  };
}

function problemOf(error: unknown): ImportProblem {
  if (error instanceof CalendarReadError) return error.problem;
  if (error instanceof NotICalendarError) return "not_icalendar";
  throw error;
}

/**
 * Reads the import's calendar now and replaces its busy days; a failed read keeps the days it had (a
 * calendar server down for an hour must not free the truck's days) and records why.
 */
export async function syncImport(
  db: Db,
  profileId: number,
  read: CalendarReader,
  now = nowSeconds(),
): Promise<CalendarImportDto> {
  const row = await db.query.calendarImports.findFirst({ where: eq(calendarImports.profileId, profileId) });
  if (!row) throw new ApiError(404, IMPORT_TEXTS.notImported);
  const sameImport = and(eq(calendarImports.profileId, profileId), eq(calendarImports.url, row.url));
  let days: string[];
  try {
    days = busyDaysOfCalendar(await read(row.url), importWindow(now));
  } catch (error) {
    await db
      .update(calendarImports)
      .set({ lastAttemptAt: now, lastError: problemOf(error) })
      .where(sameImport);
    return importState(db, profileId, now);
  }
  const stillThisImport = sql`exists (select 1 from ${calendarImports} where ${sameImport})`;
  await db.batch([
    db.delete(importedBusyDays).where(and(eq(importedBusyDays.profileId, profileId), stillThisImport)),
    // All the days in one statement, whatever their number: a JSON list the statement unpacks.
    db
      .insert(importedBusyDays)
      .select(
        sql`SELECT ${calendarImports.profileId}, json_each.value FROM ${calendarImports}, json_each(${JSON.stringify(days)}) WHERE ${sameImport}`,
      ),
    db
      .update(calendarImports)
      .set({ lastAttemptAt: now, lastSyncedAt: now, lastError: null })
      .where(sameImport),
  ]);
  return importState(db, profileId, now);
}

/**
 * Starts importing the calendar at `text` into the truck, or replaces the address it imported (its days
 * go with it), then reads it at once. 400 for an address the server may not read.
 */
export async function startImport(
  db: Db,
  environment: string | undefined,
  profileId: number,
  text: string,
  read: CalendarReader,
): Promise<CalendarImportDto> {
  const url = calendarAddress(text);
  if (addressTextProblem(url, calendarAddressRules(environment)) !== null) {
    throw new ApiError(400, IMPORT_TEXTS.badAddress, { field: "url" });
  }
  const href = new URL(url).href;
  await db.batch([
    // Another address: the old one's days are not this calendar's.
    db
      .delete(calendarImports)
      .where(and(eq(calendarImports.profileId, profileId), sql`${calendarImports.url} <> ${href}`)),
    db.insert(calendarImports).values({ profileId, url: href }).onConflictDoNothing(),
  ]);
  return syncImport(db, profileId, read);
}

/** Stops the import; its busy days go with it (the foreign key cascades). */
export async function stopImport(db: Db, profileId: number): Promise<CalendarImportDto> {
  await db.delete(calendarImports).where(eq(calendarImports.profileId, profileId));
  return importState(db, profileId);
}

/**
 * The imports due for a read (never tried, or last tried REFRESH_EVERY_SECONDS ago), oldest first, marked
 * as tried now so the next cron run does not send them again while their reads are under way.
 */
export async function claimDueImports(db: Db, limit: number, now = nowSeconds()): Promise<number[]> {
  const claimed = await db
    .update(calendarImports)
    .set({ lastAttemptAt: now })
    .where(
      sql`${calendarImports.profileId} IN (SELECT ${calendarImports.profileId} FROM ${calendarImports} WHERE ${or(
        isNull(calendarImports.lastAttemptAt),
        lte(calendarImports.lastAttemptAt, now - REFRESH_EVERY_SECONDS),
      )} ORDER BY ${calendarImports.lastAttemptAt} LIMIT ${limit})`,
    )
    .returning({ profileId: calendarImports.profileId });
  return claimed.map((row) => row.profileId);
}
