import type { UserRow } from "../../app-env";
import { enforceRateLimits } from "../../db/rate-limit";
import { warsawDayOf } from "../../domain/calendar";
import { DAY, nowSeconds } from "../../lib/time";
import { auditInsert } from "../admin/audit";
import type { UseCaseContext } from "../context";
import { accountPart, accountSettingsPart } from "./export-account";
import { activityPart, reviewsPart } from "./export-activity";
import { auditPart } from "./export-audit";
import { messagesPart } from "./export-messages";
import { moneyPart } from "./export-money";
import { trucksPart } from "./export-trucks";
import { withReadableDates } from "./readable-dates";

/** A few copies a day: each reads everything the user has, and one a day is what anyone needs. */
export const EXPORTS_PER_DAY = 5;
export const EXPORT_LIMIT_TEXT = `Kopię swoich danych możesz pobrać najwyżej ${EXPORTS_PER_DAY} razy na dobę. Spróbuj ponownie jutro.`;

const ABOUT =
  "Kopia danych, które serwis przechowuje o Tobie (art. 15 i 20 RODO). Daty w formacie ISO 8601: dni " +
  "wydarzeń jako dzień kalendarza (2027-02-13), chwile jako data i godzina czasu polskiego z przesunięciem " +
  "względem UTC (2027-02-13T14:30:00+01:00); kwoty w złotych. Dane " +
  "innych osób są w niej tylko w takim zakresie, w jakim widzisz je w serwisie.";

/**
 * GET /api/users/me/export (beyond SPEC.md, issue 38): everything the app holds about the user, as one
 * JSON document, and the file name to save it under ("moje-dane-2026-05-04.json", the Warsaw day).
 * Rate-limited per user; each export is written to the audit log, with the user as its subject.
 */
export async function exportMyData(ctx: UseCaseContext, user: UserRow) {
  const { db, env } = ctx;
  await enforceRateLimits(db, [
    {
      key: `data-export:user:${user.id}`,
      limit: EXPORTS_PER_DAY,
      windowSeconds: DAY,
      message: EXPORT_LIMIT_TEXT,
    },
  ]);
  const now = nowSeconds();
  const [settings, trucks, activity, reviews, chat, money, audit] = await Promise.all([
    accountSettingsPart(db, user),
    trucksPart(db, user, env.APP_URL),
    activityPart(db, user, now),
    reviewsPart(db, user),
    messagesPart(db, user),
    moneyPart(db, user),
    auditPart(db, user),
  ]);
  const document = withReadableDates({
    about: ABOUT,
    exported_at: now,
    ...accountPart(user),
    ...settings,
    ...trucks,
    ...activity,
    ...reviews,
    ...chat,
    ...money,
    ...audit,
  });
  await auditInsert(db, user, {
    action: "data_export",
    targetType: "user",
    targetId: user.id,
    subjectUserId: user.id,
  });
  return { filename: `moje-dane-${warsawDayOf(now)}.json`, document };
}
