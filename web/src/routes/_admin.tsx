import { createFileRoute } from "@tanstack/react-router";
import { GuardedOutlet, requireAdmin } from "../lib/guards";

/** Pathless guard layout for /admin: non-admins go to the home page. */
export const Route = createFileRoute("/_admin")({
  beforeLoad: ({ location }) => requireAdmin(location),
  component: GuardedOutlet,
});
