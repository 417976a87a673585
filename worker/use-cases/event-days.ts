import { MAX_EVENT_DAYS } from "../domain/booking-machine";
import { dayFromInput, daysInRange, warsawDayOf, warsawMidnight } from "../domain/calendar";
import { ApiError } from "../lib/errors";
import { nowSeconds } from "../lib/time";

export interface EventDays {
  startDay: string;
  endDay: string;
  /** Unix seconds of 00:00 Warsaw on the first and the last day. */
  startSeconds: number;
  endSeconds: number;
}

export interface EventDayRules {
  /** A booking must leave the owner a day to answer; an event may start today. */
  earliest: "today" | "tomorrow";
  fields: { start: string; end: string };
  texts: { date: string; endBeforeStart: string; pastDate: string; tooLong: string };
}

/** The days of a stored event, booking or proposal (00:00 Warsaw of the first and last day, Unix seconds). */
export function storedDays(startSeconds: number, endSeconds: number): EventDays {
  return { startDay: warsawDayOf(startSeconds), endDay: warsawDayOf(endSeconds), startSeconds, endSeconds };
}

/** A day the user typed or sent, resolved to a Warsaw calendar day, or a 400 naming the field. */
export function requireDay(value: string | number, message: string, field: string): string {
  const day = dayFromInput(value);
  if (!day) throw new ApiError(400, message, { field });
  return day;
}

/**
 * The days of a booking or an event (SPEC.md §5): the end defaults to the start and is not before it, the
 * start is not in the past, and it lasts at most MAX_EVENT_DAYS.
 */
export function eventDays(
  start: string | number,
  end: string | number | null | undefined,
  rules: EventDayRules,
): EventDays {
  const { fields, texts } = rules;
  const startDay = requireDay(start, texts.date, fields.start);
  const endDay =
    end === undefined || end === null || end === "" ? startDay : requireDay(end, texts.date, fields.end);
  if (endDay < startDay) throw new ApiError(400, texts.endBeforeStart, { field: fields.end });
  const today = warsawDayOf(nowSeconds());
  if (rules.earliest === "tomorrow" ? startDay <= today : startDay < today) {
    throw new ApiError(400, texts.pastDate, { field: fields.start });
  }
  if (daysInRange(startDay, endDay).length > MAX_EVENT_DAYS) {
    throw new ApiError(400, texts.tooLong, { field: fields.end });
  }
  return { startDay, endDay, startSeconds: warsawMidnight(startDay), endSeconds: warsawMidnight(endDay) };
}
