/**
 * Cron Triggers off Cloudflare: the five-field expressions of wrangler.toml's `[triggers] crons`, read as
 * Cloudflare reads them (UTC; `*`, `a`, `a-b`, `*\/n`, `a-b/n` and lists; day of month or day of week when
 * both are restricted), so the schedule is written once.
 */

interface Field {
  min: number;
  max: number;
}

const FIELDS: readonly Field[] = [
  { min: 0, max: 59 }, // minute
  { min: 0, max: 23 }, // hour
  { min: 1, max: 31 }, // day of month
  { min: 1, max: 12 }, // month
  { min: 0, max: 7 }, // day of week (0 and 7 are Sunday)
];

export interface CronSchedule {
  readonly expression: string;
  readonly values: readonly (ReadonlySet<number> | null)[];
}

function parseNumber(text: string, field: Field, expression: string): number {
  if (!/^\d+$/.test(text)) throw new Error(`Cron "${expression}": "${text}" is not a number`);
  const value = Number(text);
  if (value < field.min || value > field.max) {
    throw new Error(`Cron "${expression}": ${value} is outside ${field.min}–${field.max}`);
  }
  return value;
}

/** The values a field allows, or null for `*` (any). */
function parseField(text: string, field: Field, expression: string): Set<number> | null {
  if (text === "*") return null;
  const values = new Set<number>();
  for (const part of text.split(",")) {
    const [range = "", stepText] = part.split("/");
    const step = stepText === undefined ? 1 : parseNumber(stepText, { min: 1, max: field.max }, expression);
    let from: number;
    let to: number;
    if (range === "*") {
      from = field.min;
      to = field.max;
    } else if (range.includes("-")) {
      const [low = "", high = ""] = range.split("-");
      from = parseNumber(low, field, expression);
      to = parseNumber(high, field, expression);
      if (from > to) throw new Error(`Cron "${expression}": range ${range} runs backwards`);
    } else {
      from = parseNumber(range, field, expression);
      to = stepText === undefined ? from : field.max;
    }
    for (let value = from; value <= to; value += step) values.add(value);
  }
  return values;
}

export function parseCron(expression: string): CronSchedule {
  const parts = expression.trim().split(/\s+/);
  if (parts.length !== FIELDS.length) {
    throw new Error(`Cron "${expression}": expected 5 fields (minute hour day month weekday)`);
  }
  const values = parts.map((part, index) => {
    const field = FIELDS[index];
    if (!field) throw new Error(`Cron "${expression}": too many fields`);
    return parseField(part, field, expression);
  });
  return { expression, values };
}

/** Whether the schedule fires in the UTC minute of `at`. */
export function cronMatches(schedule: CronSchedule, at: Date): boolean {
  const [minute, hour, dayOfMonth, month, dayOfWeek] = schedule.values;
  const weekday = at.getUTCDay();
  const date = at.getUTCDate();
  const allows = (set: ReadonlySet<number> | null | undefined, value: number) => !set || set.has(value);
  const weekdayAllowed = (set: ReadonlySet<number>) => set.has(weekday) || (weekday === 0 && set.has(7));
  const dayMatches =
    dayOfMonth && dayOfWeek
      ? dayOfMonth.has(date) || weekdayAllowed(dayOfWeek)
      : allows(dayOfMonth, date) && (!dayOfWeek || weekdayAllowed(dayOfWeek));
  return (
    allows(minute, at.getUTCMinutes()) &&
    allows(hour, at.getUTCHours()) &&
    allows(month, at.getUTCMonth() + 1) &&
    dayMatches
  );
}

/** The start of the next minute after `from` in which the schedule fires (searching up to a year ahead). */
export function nextCronTime(schedule: CronSchedule, from: Date): Date {
  const at = new Date(from);
  at.setUTCSeconds(0, 0);
  for (let minutes = 0; minutes < 366 * 24 * 60; minutes++) {
    at.setUTCMinutes(at.getUTCMinutes() + 1);
    if (cronMatches(schedule, at)) return at;
  }
  throw new Error(`Cron "${schedule.expression}" never fires`);
}

/**
 * Runs `run(expression)` at each time one of the schedules fires, one timer at a time; `stop()` ends it.
 * Used where the runtime has no cron of its own (Bun), and on Deno when Deno.cron is unavailable.
 */
export function startCronTimer(
  expressions: readonly string[],
  run: (expression: string, scheduledTime: number) => void,
  now: () => Date = () => new Date(),
): { stop(): void } {
  const schedules = expressions.map(parseCron);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const arm = () => {
    if (stopped || schedules.length === 0) return;
    const current = now();
    const next = Math.min(...schedules.map((schedule) => nextCronTime(schedule, current).getTime()));
    timer = setTimeout(() => {
      for (const schedule of schedules) {
        if (cronMatches(schedule, new Date(next))) run(schedule.expression, next);
      }
      arm();
    }, next - current.getTime());
  };
  arm();
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
