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

/**
 * Logout: the server refuses this token from now on; the local sign-out happens at once and does not
 * wait for the network (keepalive lets the call finish while the page moves on).
 */
export function logOut(): void {
  const token = sessionStore.get().token;
  sessionStore.signOut();
  if (!token) return;
  api.auth.logout
    .$post(undefined, { headers: { Authorization: `Bearer ${token}` }, init: { keepalive: true } })
    .catch(() => undefined);
}
