import { createExecutionContext, env, SELF } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { app } from "../../worker/app";
import { users } from "../../worker/db/schema";
import { api, createVerifiedUser, db, TEXT } from "./helpers";
import { nextMessage, openSocket, partyPath, ticketFor } from "./socket-fixtures";

function expectSecurityHeaders(res: Response) {
  const csp = res.headers.get("Content-Security-Policy") ?? "";
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(res.headers.get("Strict-Transport-Security")).toBe("max-age=63072000; includeSubDomains");
  expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
  expect(res.headers.get("X-Frame-Options")).toBe("DENY");
  expect(res.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
}

describe("HTTP basics", () => {
  it("API responses carry the security headers", async () => {
    const res = await api("/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expectSecurityHeaders(res);
  });

  it("error responses carry them too", async () => {
    const res = await api("/auth/profile");
    expect(res.status).toBe(401);
    expectSecurityHeaders(res);
  });

  it("every API answer, refusals and unknown paths too, carries its own x-request-id", async () => {
    const answers = [await api("/health"), await api("/auth/profile"), await api("/nie-ma-takiej-sciezki")];
    expect(answers.map((res) => res.status)).toEqual([200, 401, 404]);
    const ids = answers.map((res) => res.headers.get("x-request-id"));
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("answers carry the D1 session's bookmark on; a next request may continue from it, a malformed one is ignored", async () => {
    const first = await api("/profiles");
    expect(first.status).toBe(200);
    const bookmark = first.headers.get("x-d1-bookmark");
    expect(bookmark).toMatch(/^[0-9a-f]+(-[0-9a-f]+)+$/);
    for (const sent of [bookmark ?? "", "not-a-bookmark; DROP TABLE users", "0".repeat(500)]) {
      const next = await api("/profiles", undefined, { headers: { "x-d1-bookmark": sent } });
      expect(next.status, sent).toBe(200);
      expect(next.headers.get("x-d1-bookmark")).toMatch(/^[0-9a-f]+(-[0-9a-f]+)+$/);
    }
  });

  it("an unknown /api path is a JSON 404 with a Polish message", async () => {
    for (const [path, method] of [
      ["/nie-ma-takiej-sciezki", "GET"],
      ["/auth/nieznane", "POST"],
    ] as const) {
      const res = await SELF.fetch(`http://localhost/api${path}`, { method });
      expect(res.status).toBe(404);
      expect(res.headers.get("Content-Type")).toContain("application/json");
      expect(await res.json()).toEqual({ message: TEXT.notFound });
      expectSecurityHeaders(res);
    }
  });

  it("a wrong method on a known path is not a 500", async () => {
    const res = await SELF.fetch("http://localhost/api/auth/login", { method: "GET" });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: TEXT.notFound });
  });

  it("GET /api/config exposes only public settings", async () => {
    const res = await api("/config");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      environment: "test",
      google_client_id: "test-client-id.apps.googleusercontent.com",
      voice_transport: "webrtc",
      dev_mailbox: true,
      payments_test_mode: true,
      stripe_publishable_key: null,
      vapid_public_key: env.VAPID_PUBLIC_KEY,
      // The offline tiles of development (issue 16; tests/worker/search-map.test.ts covers a provider).
      map_tiles: {
        url: "/api/dev/map-tiles/{z}/{x}/{y}.svg",
        attribution: "Podkład mapy: kafelki testowe (bez sieci)",
      },
    });
    // The public half only: the private key never leaves the worker.
    const privateKey = env.VAPID_PRIVATE_KEY;
    if (!privateKey) throw new Error("the test bindings have no VAPID_PRIVATE_KEY");
    expect(JSON.stringify(await (await api("/config")).json())).not.toContain(privateKey);
  });
});

describe("/parties (WebSockets to the Durable Objects)", () => {
  it("a plain GET is 404", async () => {
    const res = await SELF.fetch("http://localhost/parties/user-hub/1");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: TEXT.notFound });
  });

  it("a user can open their own hub with a socket ticket (101) and register", async () => {
    const { user, token } = await createVerifiedUser();
    const res = await openSocket(await partyPath(`/parties/user-hub/${user.id}`, token));
    expect(res.status).toBe(101);
    const socket = res.webSocket;
    expect(socket).not.toBeNull();
    if (!socket) return;
    socket.accept();
    const reply = nextMessage(socket);
    socket.send(JSON.stringify({ type: "register_user", user_id: user.id }));
    expect(JSON.parse(await reply)).toEqual({ type: "registered", user_id: String(user.id) });
    socket.close(1000, "test done");
  });

  it("only the app's own pages may open a socket: another site or no Origin is 403", async () => {
    const { user, token } = await createVerifiedUser();
    const path = await partyPath(`/parties/user-hub/${user.id}`, token);
    for (const origin of ["https://evil.example", "null", "not a url", null]) {
      const res = await openSocket(path, origin);
      expect(res.status, String(origin)).toBe(403);
      expect(res.webSocket).toBeNull();
      expect(await res.text()).toBe(TEXT.forbidden);
    }
    const fromAppUrl = await openSocket(path, "http://localhost:8787");
    expect(fromAppUrl.status).toBe(101);
    fromAppUrl.webSocket?.accept();
    fromAppUrl.webSocket?.close(1000, "test done");
  });

  it("in production a local dev-server origin is refused too", async () => {
    const { user, token } = await createVerifiedUser();
    const res = await app.request(
      `http://localhost${await partyPath(`/parties/user-hub/${user.id}`, token)}`,
      { headers: { Upgrade: "websocket", Origin: "http://localhost:5173" } },
      { ...env, ENVIRONMENT: "production", APP_URL: "https://foodtruck.example" },
      createExecutionContext(),
    );
    expect(res.status).toBe(403);
  });

  it("another user's hub is 403", async () => {
    const { token } = await createVerifiedUser();
    const { user: other } = await createVerifiedUser();
    const res = await openSocket(await partyPath(`/parties/user-hub/${other.id}`, token));
    expect(res.status).toBe(403);
    expect(res.webSocket).toBeNull();
    expect(await res.text()).toBe(TEXT.forbidden);
  });

  it("without a ticket (or with a bad one, or the session token itself) is 401", async () => {
    const { user, token } = await createVerifiedUser();
    const none = await openSocket(`/parties/user-hub/${user.id}`);
    expect(none.status).toBe(401);
    expect(none.webSocket).toBeNull();
    for (const wrong of ["garbage", token]) {
      const bad = await openSocket(`/parties/user-hub/${user.id}?ticket=${encodeURIComponent(wrong)}`);
      expect(bad.status).toBe(401);
    }
    // The old way, the session token in the URL, opens nothing any more.
    const old = await openSocket(`/parties/user-hub/${user.id}?token=${encodeURIComponent(token)}`);
    expect(old.status).toBe(401);
  });

  it("a socket ticket opens sockets only, and dies with its session", async () => {
    const { user, token } = await createVerifiedUser();
    const ticket = await ticketFor(token);
    expect((await api("/auth/profile", undefined, { token: ticket })).status).toBe(401);
    expect((await api("/auth/profile", undefined, { token })).status).toBe(200);
    expect((await api("/realtime/ticket", undefined, { method: "POST" })).status).toBe(401);
    expect((await api("/auth/logout", undefined, { method: "POST", token })).status).toBe(200);
    const afterLogout = await openSocket(`/parties/user-hub/${user.id}?ticket=${encodeURIComponent(ticket)}`);
    expect(afterLogout.status).toBe(401);
  });

  it("a user blocked since the ticket was issued is 403", async () => {
    const { user, token } = await createVerifiedUser();
    const ticket = await ticketFor(token);
    await db().update(users).set({ isBlocked: true }).where(eq(users.id, user.id));
    const res = await openSocket(`/parties/user-hub/${user.id}?ticket=${encodeURIComponent(ticket)}`);
    expect(res.status).toBe(403);
    expect(await res.text()).toBe(TEXT.blocked);
  });

  it("a conversation room the user is not part of is 403", async () => {
    const { token } = await createVerifiedUser();
    const res = await openSocket(await partyPath("/parties/conversation-room/999999", token));
    expect(res.status).toBe(403);
  });

  it("an unknown party is refused without a socket", async () => {
    const { user, token } = await createVerifiedUser();
    const res = await openSocket(await partyPath(`/parties/nothing-here/${user.id}`, token));
    expect(res.webSocket).toBeNull();
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: TEXT.notFound });
  });

  it("a party path without a room name is a JSON 404", async () => {
    const res = await openSocket("/parties/user-hub");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: TEXT.notFound });
  });
});
