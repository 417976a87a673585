import { api, unwrap } from "../../lib/api";
import { type SessionUser, sessionStore } from "../../lib/session";

/**
 * "Login with a token" of SPEC.md §4: keep the token, fetch the profile with it; on success store the
 * user and sign in, otherwise sign out and return null.
 */
export async function signInWithToken(token: string | undefined): Promise<SessionUser | null> {
  if (!token) {
    sessionStore.signOut();
    return null;
  }
  try {
    const user = await unwrap(
      api.auth.profile.$get(undefined, { headers: { Authorization: `Bearer ${token}` } }),
      "Nie udało się wczytać danych profilu.",
    );
    return sessionStore.signIn(token, user);
  } catch {
    sessionStore.signOut();
    return null;
  }
}

/** How long the logout's server call waits for this browser's push subscription to be removed. */
const PUSH_CLEANUP_LIMIT_MS = 3000;

/**
 * This browser's push subscription is removed with the ending session's token, before that token is
 * revoked (best effort, at most PUSH_CLEANUP_LIMIT_MS). The push code is imported on demand, so the
 * home page's bundle does not carry it.
 */
function forgetPush(token: string): Promise<unknown> {
  if (!("serviceWorker" in navigator)) return Promise.resolve();
  const cleanup = import("../notifications/push-subscription").then((push) =>
    push.forgetPushSubscription(token),
  );
  const limit = new Promise((resolve) => setTimeout(resolve, PUSH_CLEANUP_LIMIT_MS));
  return Promise.race([cleanup, limit]).catch(() => undefined);
}

/**
 * Logout: the server refuses this token from now on; the local sign-out happens at once and does not
 * wait for the network (keepalive lets the calls finish while the page moves on).
 */
export function logOut(): void {
  const token = sessionStore.get().token;
  sessionStore.signOut();
  if (!token) return;
  void forgetPush(token).then(() =>
    api.auth.logout
      .$post(undefined, { headers: { Authorization: `Bearer ${token}` }, init: { keepalive: true } })
      .catch(() => undefined),
  );
}
