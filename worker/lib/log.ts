/**
 * Structured logs: one JSON object per line (level, message, time and the event's own fields), which
 * Workers Logs and any log collector on Bun/Deno index by field. Errors carry their name, message and
 * stack; nothing else of theirs (no request bodies, no tokens).
 */
type Level = "info" | "warn" | "error";

export function errorFields(error: unknown): Record<string, string | undefined> {
  if (error instanceof Error) {
    // A driver's own message (e.g. SQLite's) often rides in `cause` under a generic one ("Failed query").
    const cause = error.cause instanceof Error ? error.cause.message : error.cause;
    return {
      error: error.message,
      error_name: error.name,
      ...(cause === undefined ? {} : { cause: String(cause) }),
      stack: error.stack,
    };
  }
  return { error: String(error) };
}

export function log(level: Level, message: string, fields: Record<string, unknown> = {}): void {
  const line = JSON.stringify({ level, message, time: new Date().toISOString(), ...fields });
  if (level === "error") console.error(line);
  else if (level === "warn") console.warn(line);
  else console.log(line);
}

/** An error with what was being done when it happened. */
export function logError(message: string, error: unknown, fields: Record<string, unknown> = {}): void {
  log("error", message, { ...fields, ...errorFields(error) });
}
