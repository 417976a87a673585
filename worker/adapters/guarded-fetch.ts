import { type AddressRules, addressProblem } from "../lib/outside-address";

/**
 * The one door for requests to addresses users gave (push endpoints now, imported calendars next;
 * DESIGN.md §10, decision 0026). Each address, the first and every redirect's, passes the host policy
 * before anything is sent; redirects are followed by hand, at most a few; the whole exchange, body
 * included, has a deadline and the body a size limit. Web-standard only, so it runs the same on
 * Cloudflare, Bun and Deno.
 */

/** The address (or one a redirect points to) is not one the policy allows: nothing was sent to it. */
export class AddressRefusedError extends Error {
  override name = "AddressRefusedError";
}

/** No answer within the deadline, an answer over the size limit, or too many redirects. */
export class OutsideRequestError extends Error {
  override name = "OutsideRequestError";

  constructor(
    message: string,
    /** Which limit it was, for a caller that tells the user why (the calendar import). */
    readonly reason: "timeout" | "too_large" | "redirects",
  ) {
    super(message);
  }
}

export interface GuardedFetchOptions extends AddressRules {
  /** For the whole exchange: every redirect and the answer's body included. */
  timeoutMs: number;
  maxResponseBytes: number;
  maxRedirects?: number;
  /** The transport underneath (the runtime's fetch unless a test gives its own). */
  fetch?: typeof fetch;
}

/** A request whose body can be sent again after a 307/308, so no streams. */
export interface GuardedRequest {
  method?: string;
  headers?: HeadersInit;
  body?: string | ArrayBuffer | Uint8Array<ArrayBuffer> | null;
}

/** Answers with the whole body already read (within the limits), so reading it cannot hang. */
export type GuardedFetch = (url: string, request?: GuardedRequest) => Promise<Response>;

export const DEFAULT_MAX_REDIRECTS = 3;

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
/** Statuses a Response may not be built with a body for. */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);
/** Headers that describe a body: dropped with the body when a redirect turns the request into a GET. */
const BODY_HEADERS = ["Content-Type", "Content-Length", "Content-Encoding", "Content-Language"];
/** Credentials meant for the first origin: a redirect elsewhere does not get them. */
const ORIGIN_CREDENTIALS = ["Authorization", "Cookie", "Proxy-Authorization"];

function allowed(text: string, base: URL | undefined, options: GuardedFetchOptions, what: string): URL {
  let url: URL;
  try {
    url = new URL(text, base);
  } catch {
    throw new AddressRefusedError(`${what} is not a URL`);
  }
  const problem = addressProblem(url, options);
  if (problem) throw new AddressRefusedError(`${what} refused: ${problem}`);
  return url;
}

async function readLimited(
  response: Response,
  maxBytes: number,
  host: string,
): Promise<Uint8Array<ArrayBuffer>> {
  const tooLarge = () =>
    new OutsideRequestError(`the answer from ${host} is over ${maxBytes} bytes`, "too_large");
  if (Number(response.headers.get("Content-Length") ?? 0) > maxBytes) {
    await response.body?.cancel();
    throw tooLarge();
  }
  if (!response.body) return new Uint8Array(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    total += read.value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(read.value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/**
 * Runs `work` with a signal that aborts at the deadline, and gives up at the deadline even if the
 * transport ignores the abort (the abandoned work's late failure is swallowed).
 */
async function withDeadline<T>(
  ms: number,
  host: string,
  work: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new OutsideRequestError(`no answer from ${host} within ${ms} ms`, "timeout");
      controller.abort(error);
      reject(error);
    }, ms);
  });
  const running = work(controller.signal);
  running.catch(() => undefined);
  try {
    return await Promise.race([running, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

export function guardedFetcher(options: GuardedFetchOptions): GuardedFetch {
  const transport = options.fetch ?? ((input, init) => fetch(input, init));
  const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;

  async function exchange(first: URL, request: GuardedRequest, signal: AbortSignal): Promise<Response> {
    let url = first;
    let method = (request.method ?? "GET").toUpperCase();
    let body = request.body ?? null;
    const headers = new Headers(request.headers);
    for (let redirects = 0; ; redirects++) {
      const response = await transport(url.href, { method, headers, body, redirect: "manual", signal });
      const location = response.headers.get("Location");
      if (!REDIRECT_STATUSES.has(response.status) || location === null) {
        const bytes = NULL_BODY_STATUSES.has(response.status)
          ? null
          : await readLimited(response, options.maxResponseBytes, url.hostname);
        const { status, statusText } = response;
        return new Response(bytes, { status, statusText, headers: response.headers });
      }
      await response.body?.cancel();
      if (redirects >= maxRedirects) {
        throw new OutsideRequestError(
          `more than ${maxRedirects} redirects from ${first.hostname}`,
          "redirects",
        );
      }
      const next = allowed(location, url, options, `redirect from ${url.hostname}`);
      // As browsers do: 303, and 301/302 after a POST, continue as a GET without the body.
      const asGet = response.status === 303 || (response.status <= 302 && method === "POST");
      if (asGet && method !== "HEAD") {
        method = "GET";
        body = null;
        for (const name of BODY_HEADERS) headers.delete(name);
      }
      if (next.origin !== url.origin) for (const name of ORIGIN_CREDENTIALS) headers.delete(name);
      url = next;
    }
  }

  return async (text, request = {}) => {
    const url = allowed(text, undefined, options, "address");
    return withDeadline(options.timeoutMs, url.hostname, (signal) => exchange(url, request, signal));
  };
}
