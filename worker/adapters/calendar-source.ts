import { type AddressRules, LoopbackPermit } from "../lib/outside-address";
import { AddressRefusedError, guardedFetcher, OutsideRequestError } from "./guarded-fetch";

/**
 * Reads an owner's own calendar (issue 36) from the address they gave, only through the guarded fetcher
 * (DESIGN.md §10, decision 0026): any public host name, https only; in development and tests also the
 * machine itself (LoopbackPermit), so a test can serve a calendar. No cookies or credentials are sent.
 */

/** One calendar read may take this long, redirects and the whole file included. */
export const CALENDAR_TIMEOUT_MS = 10_000;
/** A busy owner's calendar of several years is a few hundred KB; a file over this is not read. */
export const CALENDAR_MAX_BYTES = 2 * 1024 * 1024;

/** Why a calendar could not be read; the page says each in Polish (use-cases/calendar-import/texts.ts). */
export type CalendarReadProblem =
  | "refused"
  | "not_found"
  | "denied"
  | "server_error"
  | "unreachable"
  | "timeout"
  | "too_large"
  | "redirects";

export class CalendarReadError extends Error {
  override name = "CalendarReadError";

  constructor(
    readonly problem: CalendarReadProblem,
    message: string,
  ) {
    super(message);
  }
}

/** Gives the calendar's text, or throws CalendarReadError. */
export type CalendarReader = (url: string) => Promise<string>;

/** The Worker's reader: the environment's address rules, over the platform's transport if it has one. */
export function calendarReaderFor(env: {
  ENVIRONMENT: string;
  OUTSIDE_FETCH?: typeof fetch;
}): CalendarReader {
  return calendarReader({
    environment: env.ENVIRONMENT,
    ...(env.OUTSIDE_FETCH ? { fetch: env.OUTSIDE_FETCH } : {}),
  });
}

/** The address rules of imported calendars for this environment (the machine itself only outside production). */
export function calendarAddressRules(environment: string | undefined): AddressRules {
  return { policy: { kind: "public" }, loopback: LoopbackPermit.forEnvironment(environment) };
}

function problemOfStatus(status: number): CalendarReadProblem {
  if (status === 404 || status === 410) return "not_found";
  if (status === 401 || status === 403) return "denied";
  return "server_error";
}

/** `fetch` is the transport underneath (tests serve calendars there). */
export function calendarReader(options: {
  environment: string | undefined;
  fetch?: typeof fetch;
  timeoutMs?: number;
}): CalendarReader {
  const send = guardedFetcher({
    ...calendarAddressRules(options.environment),
    timeoutMs: options.timeoutMs ?? CALENDAR_TIMEOUT_MS,
    maxResponseBytes: CALENDAR_MAX_BYTES,
    fetch: options.fetch,
  });
  return async (url) => {
    let response: Response;
    try {
      response = await send(url, { headers: { Accept: "text/calendar, text/plain;q=0.5, */*;q=0.1" } });
    } catch (error) {
      if (error instanceof AddressRefusedError) throw new CalendarReadError("refused", error.message);
      if (error instanceof OutsideRequestError) throw new CalendarReadError(error.reason, error.message);
      throw new CalendarReadError("unreachable", error instanceof Error ? error.message : String(error));
    }
    if (!response.ok) {
      throw new CalendarReadError(
        problemOfStatus(response.status),
        `the calendar answered ${response.status}`,
      );
    }
    return response.text();
  };
}
