import { useRouterState } from "@tanstack/react-router";

/** This page's path with its query and hash: where a sign-in started here brings the visitor back. */
export function useCurrentPath(): string {
  return useRouterState({ select: (state) => state.location.href });
}
