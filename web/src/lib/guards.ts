import { redirect } from "@tanstack/react-router";
import { sessionStore } from "./session";

/** UX only: the server checks permissions itself on every call. */
export function requireSignedIn(location: { href: string }) {
  if (!sessionStore.get().token) throw redirect({ to: "/login", search: { redirect: location.href } });
}

export function requireAdmin(location: { href: string }) {
  const { token, user } = sessionStore.get();
  if (!token) throw redirect({ to: "/login", search: { redirect: location.href } });
  if (user?.role !== "admin") throw redirect({ to: "/" });
}
