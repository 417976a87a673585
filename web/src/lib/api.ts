import type { AppType } from "@shared/app";
import { hc } from "hono/client";
import { bookmarkHeaders, keepBookmark } from "./db-bookmark";
import { noteAnswer, OfflineError, offlineFailure, savedAtOf } from "./offline";
import { fetchWithPageAnswer } from "./page-answer";
import { sessionStore } from "./session";

/**
 * The one API client, typed from the Worker's routes; it sends the bearer token and the database bookmark
 * (lib/db-bookmark.ts) on every call. A request the worker already answered inside the page is answered
 * from there (lib/page-answer.ts). Offline, an answer may be the service worker's saved copy (lib/offline.ts):
 * its old bookmark is not kept, and a request that cannot leave the browser fails with an OfflineError.
 */
export const api = hc<AppType>("/", {
  fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
    let response: Response;
    try {
      response = await fetchWithPageAnswer(input, init);
    } catch (error) {
      throw offlineFailure(error, init?.method);
    }
    noteAnswer(response);
    if (savedAtOf(response) === null) keepBookmark(response);
    // A 401 on a signed-in call means that session ended: sign out, if it is still the current one.
    if (response.status === 401) sessionStore.sessionRefused(sentToken(init));
    return response;
  },
  headers: (): Record<string, string> => {
    const token = sessionStore.get().token;
    return { ...bookmarkHeaders(), ...(token ? { Authorization: `Bearer ${token}` } : {}) };
  },
}).api;

/** The bearer token a call was sent with (the client adds it to every call). */
function sentToken(init: RequestInit | undefined): string | null {
  const authorization = new Headers(init?.headers).get("Authorization");
  return authorization?.startsWith("Bearer ") ? authorization.slice("Bearer ".length) : null;
}

/** An API refusal with the server's Polish message (or the caller's fallback). */
export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly field?: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

function stringField(body: unknown, name: string): string | undefined {
  if (typeof body !== "object" || body === null || !(name in body)) return undefined;
  const value: unknown = Reflect.get(body, name);
  return typeof value === "string" && value ? value : undefined;
}

export interface JsonResponse<T> {
  ok: boolean;
  status: number;
  headers: Headers;
  json(): Promise<T>;
}

/**
 * Resolves to the JSON of a successful call; otherwise throws ApiRequestError with the server's
 * `message` or `fallback` (a 401 has already signed the session out, in the client's fetch). A call that
 * could not leave an offline browser says so instead, the same for every page (lib/offline-text.ts).
 */
export async function unwrap<T>(request: Promise<JsonResponse<T>>, fallback: string): Promise<T> {
  let response: JsonResponse<T>;
  try {
    response = await request;
  } catch (error) {
    throw new ApiRequestError(error instanceof OfflineError ? error.message : fallback, 0);
  }
  if (response.ok) return response.json();
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  throw new ApiRequestError(
    stringField(body, "message") ?? fallback,
    response.status,
    stringField(body, "field"),
    stringField(body, "code"),
  );
}

/** Like unwrap, for paginated lists: the total comes in the X-Total-Count header. */
export async function unwrapPage<T>(
  request: Promise<JsonResponse<T>>,
  fallback: string,
): Promise<{ items: T; total: number }> {
  let total = 0;
  const items = await unwrap(
    request.then((response) => {
      total = Number(response.headers.get("X-Total-Count") ?? 0) || 0;
      return response;
    }),
    fallback,
  );
  return { items, total };
}

export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError ? error.message : fallback;
}
