import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubBrowserStorage } from "../shared/browser-storage";

const USER = {
  user_id: 7,
  doc_id: "7",
  email: "ewa@example.pl",
  first_name: "Ewa",
  last_name: "Nowak",
  role: "user",
  user_type: "organizer",
};

beforeEach(() => {
  vi.resetModules();
  stubBrowserStorage();
  // A page the worker put no answer into (lib/page-answer.ts looks for one).
  vi.stubGlobal("document", { getElementById: () => null });
});
afterEach(() => vi.unstubAllGlobals());

describe("a 401 signs out only the session it was sent with", () => {
  it("a call answered 401 with the current token signs out", async () => {
    const { sessionStore } = await import("../../web/src/lib/session");
    const { api } = await import("../../web/src/lib/api");
    sessionStore.signIn("token-a", USER);
    vi.stubGlobal("fetch", async () => new Response("{}", { status: 401 }));
    await api.auth.profile.$get();
    expect(sessionStore.get().token).toBeNull();
  });

  it("a call sent before a password change replaced the token keeps the new session on its 401", async () => {
    const { sessionStore } = await import("../../web/src/lib/session");
    const { api } = await import("../../web/src/lib/api");
    sessionStore.signIn("token-old", USER);
    let answer: (response: Response) => void = () => undefined;
    const sent: string[] = [];
    vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push(
        new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined)).get(
          "Authorization",
        ) ?? "",
      );
      return new Promise<Response>((resolve) => {
        answer = resolve;
      });
    });
    const call = api.auth.profile.$get();
    await vi.waitFor(() => expect(sent).toEqual(["Bearer token-old"]));
    sessionStore.replaceToken("token-new");
    answer(new Response("{}", { status: 401 }));
    await call;
    expect(sessionStore.get()).toMatchObject({ token: "token-new", user: { user_id: 7 } });
  });

  it("while a password change is on its way, a refusal of the old token waits for it, then counts only if it failed", async () => {
    const { sessionStore } = await import("../../web/src/lib/session");
    sessionStore.signIn("token-old", USER);
    let renewed: (answer: { token: string }) => void = () => undefined;
    const renewal = sessionStore.renewToken(
      () =>
        new Promise<{ token: string }>((resolve) => {
          renewed = resolve;
        }),
    );
    // The server closed the old session's sockets; a reconnect's ticket request is refused meanwhile.
    sessionStore.sessionRefused("token-old");
    expect(sessionStore.get().token).toBe("token-old");
    renewed({ token: "token-new" });
    await renewal;
    await Promise.resolve();
    expect(sessionStore.get()).toMatchObject({ token: "token-new", user: { user_id: 7 } });

    const failing = sessionStore.renewToken(() => Promise.reject(new Error("Nie udało się zmienić hasła.")));
    sessionStore.sessionRefused("token-new");
    await expect(failing).rejects.toThrow();
    await vi.waitFor(() => expect(sessionStore.get().token).toBeNull());
  });
});
