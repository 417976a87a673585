import { Outlet, redirect, useRouter } from "@tanstack/react-router";
import { useEffect } from "react";
import { sessionStore, useSession } from "./session";

/** UX only: the server checks permissions itself on every call. */
export function requireSignedIn(location: { href: string }) {
  if (!sessionStore.get().token) throw redirect({ to: "/login", search: { redirect: location.href } });
}

export function requireAdmin(location: { href: string }) {
  const { token, user } = sessionStore.get();
  if (!token) throw redirect({ to: "/login", search: { redirect: location.href } });
  if (user?.role !== "admin") throw redirect({ to: "/" });
}

/**
 * A guarded layout's content. The guard runs on navigation; a session that ends while the page is open
 * (logout in another tab, a blocked account's refused call) runs it again, so the page goes to /login
 * instead of staying half-working. After the nav's own logout the router is already on its way to "/",
 * which is what it reloads then.
 */
export function GuardedOutlet() {
  const { token } = useSession();
  const router = useRouter();
  useEffect(() => {
    if (!token) void router.invalidate();
  }, [token, router]);
  return <Outlet />;
}
