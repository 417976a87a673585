import { createFileRoute } from "@tanstack/react-router";
import { GuardedOutlet, requireSignedIn } from "../lib/guards";

/** Pathless guard layout: visitors go to /login, which brings them back afterwards. */
export const Route = createFileRoute("/_authed")({
  beforeLoad: ({ location }) => requireSignedIn(location),
  component: GuardedOutlet,
});
