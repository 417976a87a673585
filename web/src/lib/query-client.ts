import { QueryClient } from "@tanstack/react-query";

/** The app's query client: one per page in the browser (main.tsx), one per render in the worker. */
export function newQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
  });
}
