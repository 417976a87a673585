import { warsawDayOf } from "@shared/domain/calendar";
import { formatDay, formatTime } from "../../lib/format";

/** Characters of the newest message a conversation's row shows; CSS cuts it to one line as well. */
export const LIST_PREVIEW_LENGTH = 80;

/**
 * When the newest message came, as short as the list can say it (Warsaw time): "14:05" today, "12.07"
 * earlier this year, "12.07.2025" before that.
 */
export function listTime(seconds: number, nowSeconds: number): string {
  const day = warsawDayOf(seconds);
  const today = warsawDayOf(nowSeconds);
  if (day === today) return formatTime(seconds);
  const full = formatDay(seconds);
  return day.slice(0, 4) === today.slice(0, 4) ? full.slice(0, "dd.mm".length) : full;
}

/** The newest message on one line, "Ty: " before the user's own, cut with "…" past LIST_PREVIEW_LENGTH. */
export function lastMessageLine(text: string, mine: boolean): string {
  const chars = Array.from(text.replace(/\s+/g, " ").trim());
  const line =
    chars.length <= LIST_PREVIEW_LENGTH
      ? chars.join("")
      : `${chars
          .slice(0, LIST_PREVIEW_LENGTH - 1)
          .join("")
          .trimEnd()}…`;
  return mine ? `Ty: ${line}` : line;
}
