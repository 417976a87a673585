import { redirect } from "@tanstack/react-router";
import { safeRedirect } from "../../lib/return-path";
import { homePathFor, sessionStore } from "../../lib/session";

/**
 * The sign-in and registration pages' `beforeLoad`: a user already signed in goes on to where the link
 * meant to take them (`redirect`), else to their panel. A page the worker rendered for a visitor (before the
 * app knew the user) links a signed-in user here from its heart and its call to action.
 */
export function sendSignedInUserOn({ search }: { search: { redirect?: string | undefined } }): void {
  const { token, user } = sessionStore.get();
  // In place of this page in the history: Back from the target goes where she came from, not here.
  if (token && user)
    throw redirect({ href: safeRedirect(search.redirect, homePathFor(user)), replace: true });
}
