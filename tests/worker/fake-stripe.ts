import { afterEach, beforeEach, type MockInstance, vi } from "vitest";

/**
 * A local stand-in for Stripe's HTTP API (api.stripe.com/v1): it records every request the real adapter
 * sends (method, path, form parameters, headers) so tests can assert them exactly, and answers with the
 * objects Stripe would, replaying the first answer for a repeated Idempotency-Key as Stripe does.
 */

export interface StripeCall {
  method: string;
  path: string;
  /** Form-encoded body of a POST (`metadata[request_id]`, `allowed_payment_method_types[0]`…). */
  params: Record<string, string>;
  headers: Headers;
}

export interface FakeAccountState {
  charges_enabled: boolean;
  payouts_enabled: boolean;
  details_submitted: boolean;
}

export interface FakeStripe {
  calls: StripeCall[];
  /** What GET /v1/accounts/{id} (and account creation) report. */
  accountState: FakeAccountState;
  /**
   * Makes the next `times` requests to `path` answer with a Stripe error. With `executed`, Stripe did the
   * work before failing (a 500 after the transfer was made): the object exists and lists show it. With
   * `method`, only requests of that method fail (a lookup of transfers is a GET to the same path).
   */
  failNext(
    path: string,
    status: number,
    error: { type: string; code?: string; message: string },
    times?: number,
    options?: { executed?: boolean; method?: "GET" | "POST" },
  ): void;
  fetch: typeof fetch;
  /** Installs the fake as the global fetch (what the adapter calls); restore with `vi.restoreAllMocks`. */
  install(): void;
}

let sequence = 0;
const nextId = (prefix: string) => {
  sequence += 1;
  return `${prefix}_fake${Date.now().toString(36)}${sequence}`;
};

function account(id: string, state: FakeAccountState) {
  return { id, object: "account", type: "express", country: "PL", ...state };
}

function paymentIntent(id: string, params: Record<string, string>) {
  return {
    id,
    object: "payment_intent",
    amount: Number(params.amount),
    currency: params.currency,
    client_secret: `${id}_secret_fake`,
    status: "requires_payment_method",
    transfer_group: params.transfer_group,
    metadata: { request_id: params["metadata[request_id]"] },
  };
}

export function createFakeStripe(): FakeStripe {
  const calls: StripeCall[] = [];
  const byIdempotencyKey = new Map<string, unknown>();
  const intents = new Map<string, unknown>();
  const failures = new Map<
    string,
    { status: number; error: object; times: number; executed: boolean; method: string | undefined }
  >();
  const transfers: { id: string; amount: number; transfer_group: string | undefined; reversed: boolean }[] =
    [];
  const failedByIdempotencyKey = new Map<string, { status: number; error: object }>();
  const fake: FakeStripe = {
    calls,
    accountState: { charges_enabled: false, payouts_enabled: false, details_submitted: false },
    failNext(path, status, error, times = 1, options = {}) {
      failures.set(path, {
        status,
        error,
        times,
        executed: options.executed ?? false,
        method: options.method,
      });
    },
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      if (url.origin !== "https://api.stripe.com") {
        throw new Error(`the fake Stripe got a request for ${url.origin}`);
      }
      const params: Record<string, string> = {};
      const form =
        request.method === "GET"
          ? url.searchParams
          : new URLSearchParams(new TextDecoder().decode(await request.arrayBuffer()));
      for (const [name, value] of form) params[name] = value;
      calls.push({ method: request.method, path: url.pathname, params, headers: request.headers });

      const key = request.headers.get("Idempotency-Key");
      // Stripe keeps the first answer to a key, errors included, and replays it for 24 hours.
      const replayedFailure = key === null ? undefined : failedByIdempotencyKey.get(`${url.pathname} ${key}`);
      if (replayedFailure) {
        return Response.json(
          { error: replayedFailure.error },
          { status: replayedFailure.status, headers: { "Idempotent-Replayed": "true" } },
        );
      }
      const failure = failures.get(url.pathname);
      if (failure && (failure.method === undefined || failure.method === request.method)) {
        failure.times -= 1;
        if (failure.times === 0) failures.delete(url.pathname);
        if (failure.executed) answer(request.method, url.pathname, params);
        // Stripe saves the first answer once an endpoint began executing: a refusal (4xx, e.g.
        // balance_insufficient) and a 500 are replayed for the key; 409/429 and 502–504 (nothing ran) are not.
        if (key !== null && failure.status !== 409 && failure.status !== 429 && failure.status <= 500) {
          failedByIdempotencyKey.set(`${url.pathname} ${key}`, failure);
        }
        return Response.json({ error: failure.error }, { status: failure.status });
      }
      const replay = key === null ? undefined : byIdempotencyKey.get(`${url.pathname} ${key}`);
      if (replay !== undefined) return Response.json(replay, { headers: { "Idempotent-Replayed": "true" } });
      const body = answer(request.method, url.pathname, params);
      if (body === null)
        return Response.json(
          { error: { type: "invalid_request_error", message: "No such route" } },
          { status: 404 },
        );
      if (key !== null && request.method === "POST") byIdempotencyKey.set(`${url.pathname} ${key}`, body);
      return Response.json(body);
    },
    install() {
      vi.spyOn(globalThis, "fetch").mockImplementation(fake.fetch);
    },
  };

  function answer(method: string, path: string, params: Record<string, string>): unknown {
    if (method === "POST" && path === "/v1/accounts") return account(nextId("acct"), fake.accountState);
    if (method === "POST" && path === "/v1/account_links") {
      return {
        object: "account_link",
        url: `https://connect.stripe.com/setup/e/${params.account}/fake`,
        expires_at: 0,
      };
    }
    const loginLink = path.match(/^\/v1\/accounts\/([^/]+)\/login_links$/);
    if (method === "POST" && loginLink) {
      return {
        object: "login_link",
        url: `https://connect.stripe.com/express/${loginLink[1]}/fake`,
        created: 0,
      };
    }
    const accountPath = path.match(/^\/v1\/accounts\/([^/]+)$/);
    if (method === "GET" && accountPath?.[1]) return account(accountPath[1], fake.accountState);
    if (method === "POST" && path === "/v1/payment_intents") {
      const intent = paymentIntent(nextId("pi"), params);
      intents.set(intent.id, intent);
      return intent;
    }
    const intentPath = path.match(/^\/v1\/payment_intents\/([^/]+)$/);
    if (method === "GET" && intentPath?.[1]) return intents.get(intentPath[1]) ?? null;
    if (method === "POST" && path === "/v1/transfers") {
      const transfer = {
        id: nextId("tr"),
        amount: Number(params.amount),
        transfer_group: params.transfer_group,
        reversed: false,
      };
      transfers.push(transfer);
      return { ...transfer, object: "transfer", currency: params.currency };
    }
    if (method === "GET" && path === "/v1/transfers") {
      const data = transfers
        .filter((transfer) => transfer.transfer_group === params.transfer_group)
        .map((transfer) => ({ ...transfer, object: "transfer", currency: "pln" }));
      return { object: "list", url: "/v1/transfers", has_more: false, data };
    }
    if (method === "POST" && path === "/v1/refunds") {
      return { id: nextId("re"), object: "refund", amount: Number(params.amount), status: "succeeded" };
    }
    return null;
  }

  return fake;
}

/** Stripe's signature header for `payload`: `t=<seconds>,v1=<hex HMAC-SHA256(secret, "t.payload")>`. */
export async function stripeSignature(payload: string, secret: string, timestamp: number): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`${timestamp}.${payload}`));
  const hex = Array.from(new Uint8Array(mac), (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `t=${timestamp},v1=${hex}`;
}

/**
 * For a test file that talks to Stripe: a fresh fake installed before each test, and console.error
 * silenced (provider failures are logged on purpose; a test expecting one reads `consoleError`).
 */
export function fakeStripeForEachTest() {
  let fake: FakeStripe | undefined;
  let consoleError: MockInstance<typeof console.error> | undefined;
  beforeEach(() => {
    fake = createFakeStripe();
    fake.install();
    consoleError = vi.spyOn(console, "error").mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  const during = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error("fakeStripeForEachTest: read inside a test");
    return value;
  };
  return {
    get fake(): FakeStripe {
      return during(fake);
    },
    get consoleError(): MockInstance<typeof console.error> {
      return during(consoleError);
    },
  };
}
