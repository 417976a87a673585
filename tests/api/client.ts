import { randomInt, randomUUID } from "node:crypto";
import * as v from "valibot";
import { expect } from "vitest";

/**
 * The black-box API suite's HTTP client: plain fetch against API_BASE_URL, whatever runtime serves it
 * (wrangler dev, Bun or Deno). Nothing here imports the app: the contract is SPEC.md and the answers.
 */

function baseUrlFromEnv(): string {
  const value = process.env.API_BASE_URL;
  if (!value) {
    throw new Error(
      "API_BASE_URL is not set: start a server (e.g. `bun platform/bun.ts --port 8811 --dev --seed`) and run " +
        "`API_BASE_URL=http://localhost:8811 npx vitest run --config vitest.api.config.ts`.",
    );
  }
  if (!URL.canParse(value)) throw new Error(`API_BASE_URL is not a URL: ${value}`);
  return new URL(value).origin;
}

/** The server under test, e.g. http://localhost:8811 (its origin only). */
export const BASE_URL = baseUrlFromEnv();

// ---------------------------------------------------------------------------------------------------------
// Calls

export interface ApiResponse {
  status: number;
  headers: Headers;
  /** The parsed JSON body, or the raw text when the body is not JSON. */
  body: unknown;
  text: string;
}

export interface CallOptions {
  method?: string;
  /** The session token (sent as a bearer credential). */
  token?: string;
  /** A JSON body. */
  json?: unknown;
  /** A multipart body. */
  form?: FormData;
  /** The client address the server sees: rate limits count per address, so each test user has its own. */
  ip?: string;
  headers?: Record<string, string>;
}

/**
 * A private address of its own for each simulated client: sent as CF-Connecting-IP (what wrangler dev
 * passes on, as Cloudflare sets it) and as X-Forwarded-For (what the Bun and Deno servers read behind a
 * trusted proxy, which scripts/api-suite.mjs tells them they are).
 */
export function uniqueIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

export function clientAddressHeaders(ip: string): Record<string, string> {
  return { "CF-Connecting-IP": ip, "X-Forwarded-For": ip };
}

/** One request to `path` (starting with /), answered with status, headers and the parsed body. */
export async function call(path: string, options: CallOptions = {}): Promise<ApiResponse> {
  const headers: Record<string, string> = {
    ...clientAddressHeaders(options.ip ?? uniqueIp()),
    ...options.headers,
  };
  if (options.token !== undefined) headers.Authorization = `Bearer ${options.token}`;
  let body: string | FormData | undefined;
  if (options.json !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(options.json);
  } else if (options.form !== undefined) {
    body = options.form;
  }
  const method = options.method ?? (body === undefined ? "GET" : "POST");
  const response = await fetch(`${BASE_URL}${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body }),
  });
  const text = await response.text();
  let parsed: unknown = text;
  if (text && response.headers.get("Content-Type")?.includes("application/json")) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = text;
    }
  }
  return { status: response.status, headers: response.headers, body: parsed, text };
}

/** A short description of a call for assertion messages. */
function described(label: string, response: ApiResponse): string {
  return `${label} → ${response.status} ${response.text.slice(0, 600)}`;
}

/** Asserts the status, then checks the body against `schema` and returns it typed. */
export function expectBody<TSchema extends v.GenericSchema>(
  response: ApiResponse,
  status: number,
  schema: TSchema,
  label: string,
): v.InferOutput<TSchema> {
  expect(response.status, described(label, response)).toBe(status);
  return parsed(schema, response.body, label);
}

/** `value` checked against `schema`; a mismatch fails with the issues and the value. */
export function parsed<TSchema extends v.GenericSchema>(
  schema: TSchema,
  value: unknown,
  label: string,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, value);
  if (!result.success) {
    const issues = result.issues.map((issue) => `${v.getDotPath(issue) ?? "(root)"}: ${issue.message}`);
    throw new Error(
      `${label}: unexpected body (${issues.join("; ")}): ${JSON.stringify(value).slice(0, 800)}`,
    );
  }
  return result.output;
}

/** The error envelope of every refusal: a Polish message, sometimes the field and a machine code. */
export const errorSchema = v.object({
  message: v.string(),
  field: v.optional(v.string()),
  code: v.optional(v.string()),
});

/** Asserts a refusal: its status and its exact Polish message; returns the envelope. */
export function expectError(
  response: ApiResponse,
  status: number,
  message: string,
  label: string,
): v.InferOutput<typeof errorSchema> {
  const body = expectBody(response, status, errorSchema, label);
  expect(body.message, label).toBe(message);
  return body;
}

// ---------------------------------------------------------------------------------------------------------
// Polling

/** Calls `check` until it returns a value other than undefined; fails after `timeoutMs`. */
export async function poll<T>(
  check: () => Promise<T | undefined>,
  description: string,
  timeoutMs = 15_000,
  intervalMs = 150,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${description}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

// ---------------------------------------------------------------------------------------------------------
// Days (the app's days are Warsaw calendar days; dates travel as "YYYY-MM-DD" and Unix seconds)

const warsawDayFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Warsaw",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The Warsaw calendar day `offset` days from now, "YYYY-MM-DD". */
export function warsawDay(offset = 0): string {
  return warsawDayFormat.format(new Date(Date.now() + offset * 86_400_000));
}

/** The Warsaw day of Unix seconds, "YYYY-MM-DD". */
export function warsawDayOfSeconds(seconds: number): string {
  return warsawDayFormat.format(new Date(seconds * 1000));
}

/** "2026-07-12" → { year: 2026, month: 7, day: 12 }. */
export function dayParts(day: string): { year: number; month: number; day: number } {
  const [year, month, date] = day.split("-").map(Number);
  if (!year || !month || !date) throw new Error(`not a day: ${day}`);
  return { year, month, day: date };
}

// ---------------------------------------------------------------------------------------------------------
// Unique names

/** A unique tag for names and addresses: time plus a random part, so runs and parallel tests never meet. */
export function uniqueTag(): string {
  return `${Date.now().toString(36)}${randomUUID().slice(0, 8)}`;
}

/** Lower-case letters only (no digits a place search could read as a postal code), unique per call. */
export function uniqueWord(prefix = "apibaza"): string {
  const letters = Array.from({ length: 12 }, () => String.fromCharCode(97 + randomInt(26))).join("");
  return `${prefix}${letters}`;
}

export function uniqueEmail(label: string): string {
  return `api-${label}-${Date.now()}-${randomUUID().slice(0, 8)}@example.pl`;
}

/** GET `path` as raw bytes (photos), with the status and content type. */
export async function fetchBytes(
  path: string,
): Promise<{ status: number; type: string | null; bytes: Uint8Array }> {
  const response = await fetch(`${BASE_URL}${path}`);
  return {
    status: response.status,
    type: response.headers.get("Content-Type"),
    bytes: new Uint8Array(await response.arrayBuffer()),
  };
}
