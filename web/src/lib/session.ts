import { useSyncExternalStore } from "react";
import * as v from "valibot";
import { renderedByTheWorker } from "./rendered-by-the-worker";

/** The stored user: only what the shell needs is validated; the rest of the object is kept as sent. */
const storedUserSchema = v.looseObject({
  user_id: v.number(),
  doc_id: v.string(),
  email: v.string(),
  first_name: v.string(),
  last_name: v.string(),
  role: v.picklist(["user", "admin"]),
  user_type: v.picklist(["organizer", "food_truck_owner"]),
});
export type SessionUser = v.InferOutput<typeof storedUserSchema>;

export interface Session {
  token: string | null;
  user: SessionUser | null;
}

const TOKEN_KEY = "token";
const USER_KEY = "user";

/** Reads localStorage (SPEC.md §4): corrupt user data clears all of local storage. */
function readStoredSession(): Session {
  // Rendered on the server (entry-server.tsx; Deno has a localStorage of its own): nobody is signed in
  // there, the browser's render follows.
  if (renderedByTheWorker()) return { token: null, user: null };
  try {
    const token = localStorage.getItem(TOKEN_KEY);
    const rawUser = localStorage.getItem(USER_KEY);
    if (!token || !rawUser) return { token: null, user: null };
    const parsed = v.safeParse(storedUserSchema, JSON.parse(rawUser));
    if (!parsed.success) throw new Error("stored user is invalid");
    return { token, user: parsed.output };
  } catch {
    localStorage.clear();
    return { token: null, user: null };
  }
}

let current: Session = readStoredSession();
const listeners = new Set<() => void>();
/** A call on its way that will answer with a fresh token for this session (the password change). */
let renewal: Promise<unknown> | null = null;
/** The last sign-out came from the server refusing the session, not from this user's own logout. */
let endedByServer = false;

function emit(next: Session) {
  current = next;
  for (const listener of listeners) listener();
}

export const sessionStore = {
  get: (): Session => current,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Stores a signed-in session; returns false (and signs out) if the user object is not valid. */
  signIn(token: string, user: unknown): SessionUser | null {
    const parsed = v.safeParse(storedUserSchema, user);
    if (!parsed.success) {
      sessionStore.signOut();
      return null;
    }
    localStorage.setItem(TOKEN_KEY, token);
    localStorage.setItem(USER_KEY, JSON.stringify(parsed.output));
    endedByServer = false;
    emit({ token, user: parsed.output });
    return parsed.output;
  },
  updateUser(user: unknown): void {
    if (current.token) sessionStore.signIn(current.token, user);
  },
  replaceToken(token: string): void {
    if (!current.user) return;
    localStorage.setItem(TOKEN_KEY, token);
    emit({ token, user: current.user });
  },
  /** Signs out; `byServer` when the server refused the session (the login page then says why). */
  signOut(byServer = false): void {
    endedByServer = byServer;
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(USER_KEY);
    emit({ token: null, user: null });
  },
  /**
   * Whether the last sign-out was the server's: the session ended elsewhere (logout on all devices, a
   * password change, expiry), so the login page says why the user is there.
   */
  endedByServer: (): boolean => endedByServer,
  /**
   * Runs `renew`, a call that ends this session on the server and answers with a fresh token for the same
   * user (the password change), and stores that token. The server closes the old session's sockets before
   * the answer arrives, so their reconnects are refused with the old token meanwhile: a refusal heard
   * while the renewal is on its way counts only if the renewal brought no new token.
   */
  async renewToken<Answer extends { token: string }>(renew: () => Promise<Answer>): Promise<Answer> {
    const running = renew();
    renewal = running;
    try {
      const answer = await running;
      sessionStore.replaceToken(answer.token);
      return answer;
    } finally {
      if (renewal === running) renewal = null;
    }
  },
  /**
   * A 401 to a call made with `token`: that session ended — unless the token was replaced meanwhile (a
   * password change answers with a fresh one while older calls are still on their way).
   */
  sessionRefused(token: string | null): void {
    if (!token) return;
    if (renewal) {
      const decide = () => sessionStore.sessionRefused(token);
      void renewal.then(decide, decide);
      return;
    }
    if (current.token !== token) return;
    sessionStore.signOut(true);
  },
};

// Another tab signing in or out changes this tab too.
if (typeof window !== "undefined") {
  window.addEventListener("storage", (event) => {
    if (event.key === null || event.key === TOKEN_KEY || event.key === USER_KEY) emit(readStoredSession());
  });
}

export function useSession(): Session {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get);
}

export function homePathFor(user: Pick<SessionUser, "role">): "/admin" | "/dashboard" {
  return user.role === "admin" ? "/admin" : "/dashboard";
}
