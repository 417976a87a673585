import { addDays, polishCalendarDay, warsawDayOf, warsawTimeOfDay } from "@shared/domain/calendar";

/** What the app says when the network is gone (issue 36). */
export const OFFLINE_TEXTS = {
  /** The banner when nothing on the page came from the saved answers. */
  noConnection: "Offline — brak połączenia z internetem.",
  /** An action (a POST, PUT, DELETE…) tried offline. */
  actionNeedsNetwork: "Brak połączenia — tej czynności nie da się wykonać offline.",
  /** Data this device has not saved yet (a page never opened while online). */
  dataNotSaved: "Brak połączenia — tych danych nie ma jeszcze na tym urządzeniu.",
} as const;

/**
 * The offline banner: "Offline — dane z 14:32" with the Warsaw time the shown data was saved (ms), the day
 * too when it was not today ("z wczoraj, 14:32", "z 12.05.2026, 14:32"); without saved data, that the
 * connection is gone.
 */
export function offlineBannerText(savedAt: number | null, now: number): string {
  if (savedAt === null) return OFFLINE_TEXTS.noConnection;
  const time = warsawTimeOfDay(Math.floor(savedAt / 1000));
  const day = warsawDayOf(Math.floor(savedAt / 1000));
  const today = warsawDayOf(Math.floor(now / 1000));
  if (day === today) return `Offline — dane z ${time}`;
  if (day === addDays(today, -1)) return `Offline — dane z wczoraj, ${time}`;
  return `Offline — dane z ${polishCalendarDay(day)}, ${time}`;
}

/** What a request that could not reach the server says while the browser is offline: a GET or an action. */
export function offlineFailureText(method: string | undefined): string {
  return (method ?? "GET").toUpperCase() === "GET"
    ? OFFLINE_TEXTS.dataNotSaved
    : OFFLINE_TEXTS.actionNeedsNetwork;
}
