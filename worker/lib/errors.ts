import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { logError } from "./log";

/** A refusal the client should show: always a Polish message and a 4xx (or 503) status. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly extra: Record<string, string | number | boolean> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const MESSAGES = {
  badJson: "Nieprawidłowe dane żądania: oczekiwano poprawnego JSON.",
  badForm: "Nieprawidłowe dane formularza.",
  badRequest: "Nieprawidłowe żądanie.",
  tooLarge: "Przesłane dane są zbyt duże.",
  unauthorized: "Musisz być zalogowany.",
  sessionExpired: "Sesja wygasła. Zaloguj się ponownie.",
  forbidden: "Brak uprawnień do wykonania tej operacji.",
  blocked: "Twoje konto zostało zablokowane. Skontaktuj się z administratorem.",
  notFound: "Nie znaleziono zasobu.",
  internal: "Wystąpił nieoczekiwany błąd serwera. Spróbuj ponownie później.",
  misconfigured: "Serwer jest nieprawidłowo skonfigurowany. Skontaktuj się z administratorem.",
} as const;

function statusMessage(status: number): string {
  if (status === 401) return MESSAGES.unauthorized;
  if (status === 403) return MESSAGES.forbidden;
  if (status === 404) return MESSAGES.notFound;
  if (status === 413) return MESSAGES.tooLarge;
  return MESSAGES.badRequest;
}

/** What a failed request's one log line says about it. */
function requestFields(c: Context, status: number) {
  return { request_id: c.get("requestId"), method: c.req.method, path: c.req.path, status };
}

/** The one error envelope: `{ message }` (plus optional machine-readable fields), never a stack trace. */
export function handleError(err: Error, c: Context): Response {
  if (err instanceof ApiError) {
    for (const [name, value] of Object.entries(err.headers)) c.header(name, value);
    return c.json({ message: err.message, ...err.extra }, err.status);
  }
  if (err instanceof HTTPException) {
    const status = err.status;
    if (status >= 500) {
      logError("request failed", err, requestFields(c, status));
      return c.json({ message: MESSAGES.internal }, 500);
    }
    const message = err.message.startsWith("Malformed JSON")
      ? MESSAGES.badJson
      : err.message.startsWith("Malformed FormData")
        ? MESSAGES.badForm
        : statusMessage(status);
    return c.json({ message }, status);
  }
  logError("request failed", err, requestFields(c, 500));
  return c.json({ message: MESSAGES.internal }, 500);
}
