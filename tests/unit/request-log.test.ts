import { Hono } from "hono";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AppEnv } from "../../worker/app-env";
import { ApiError, handleError } from "../../worker/lib/errors";
import { requestId } from "../../worker/lib/request-id";

/** The worker's own middleware and error handler around routes that answer, refuse and fail. */
function app() {
  const server = new Hono<AppEnv>();
  server.use("*", requestId);
  server.get("/ok", (c) => c.json({ ok: true }));
  server.get("/refused", () => {
    throw new ApiError(409, "Ten termin jest już zajęty.");
  });
  server.get("/broken", () => {
    throw new TypeError("cannot read properties of undefined");
  });
  server.onError(handleError);
  return server;
}

afterEach(() => vi.restoreAllMocks());

describe("x-request-id and the error log", () => {
  it("gives every answer, refusals and failures too, an id of its own", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const ids = [];
    for (const path of ["/ok", "/ok", "/refused", "/broken"]) {
      const response = await app().request(path);
      const id = response.headers.get("x-request-id");
      expect(id, path).toMatch(/^[0-9a-f-]{36}$/);
      ids.push(id);
    }
    expect(new Set(ids).size).toBe(4);
  });

  it("keeps a caller's id that looks like one and replaces anything else", async () => {
    const kept = await app().request("/ok", { headers: { "x-request-id": "edge-7f3a9c21" } });
    expect(kept.headers.get("x-request-id")).toBe("edge-7f3a9c21");
    const replaced = await app().request("/ok", { headers: { "x-request-id": "<script>" } });
    expect(replaced.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("logs a failure once, as one JSON line naming the request, and answers without the details", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const response = await app().request("/broken", { method: "GET" });
    expect(response.status).toBe(500);
    expect(JSON.stringify(await response.json())).not.toContain("undefined");
    expect(errors).toHaveBeenCalledTimes(1);
    const line: unknown = JSON.parse(String(errors.mock.calls[0]?.[0]));
    expect(line).toMatchObject({
      level: "error",
      message: "request failed",
      request_id: response.headers.get("x-request-id"),
      method: "GET",
      path: "/broken",
      status: 500,
      error: "cannot read properties of undefined",
      error_name: "TypeError",
    });
  });

  it("does not log a refusal: it is an answer, not an error", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const response = await app().request("/refused");
    expect(response.status).toBe(409);
    expect(errors).not.toHaveBeenCalled();
  });
});
