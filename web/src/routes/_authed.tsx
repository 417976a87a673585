import { createFileRoute, Outlet } from "@tanstack/react-router";
import { requireSignedIn } from "../lib/guards";

/** Pathless guard layout: visitors go to /login, which brings them back afterwards. */
export const Route = createFileRoute("/_authed")({
  beforeLoad: ({ location }) => requireSignedIn(location),
  component: Outlet,
});
