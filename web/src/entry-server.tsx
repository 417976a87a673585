/**
 * The home page's first screen rendered in the worker (decision 0022): the same root layout and home
 * route as in the browser, over an in-memory history, with the first page of results the worker already
 * answered put into the query cache, so the HTML shows the cards before any script has run. The browser
 * then renders over it (main.tsx) from the same answer, which the page carries too.
 *
 * Built on its own (web/vite.server.config.ts) into dist/server/home-screen.js, which the worker, Bun and
 * Deno import as `#home-screen`; its route tree holds only the root and the home route.
 */
import type { HomeScreenRenderer } from "@shared/schemas/home-search";
import { QueryClientProvider } from "@tanstack/react-query";
import { createMemoryHistory, createRouter, RouterProvider } from "@tanstack/react-router";
import { renderToString } from "preact-render-to-string";
import { seedFirstSearchPage } from "./features/search/use-profile-search";
import { newQueryClient } from "./lib/query-client";
import { routeTree } from "./routeTree.server.gen";

export const renderHomeScreen: HomeScreenRenderer = async ({ path, filters, answer }) => {
  const queryClient = newQueryClient();
  await seedFirstSearchPage(queryClient, filters, answer);
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { queryClient },
    isServer: true,
  });
  await router.load();
  return renderToString(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
};
