/**
 * The home page's first screen rendered in the worker (decision 0022): the same root layout and home
 * route as in the browser, over an in-memory history, with the first page of results the worker already
 * answered put into the query cache (fresh for the query's staleTime, so the route's loader fetches
 * nothing: there is no API to fetch from here), so the HTML shows the cards before any script has run.
 * The browser then renders over it (main.tsx) from the same answer, which the page carries too.
 *
 * Built on its own (web/vite.server.config.ts) into dist/server/home-screen.js, which the worker, Bun and
 * Deno import as `#home-screen`; its route tree holds only the root and the home route.
 */
import { compactFilters, type HomeScreenRenderer } from "@shared/schemas/home-search";
import { QueryClientProvider } from "@tanstack/react-query";
import { createMemoryHistory, createRouter, RouterProvider } from "@tanstack/react-router";
import { renderToString } from "preact-render-to-string";
import { seedFirstSearchPage } from "./features/search/use-profile-search";
import { newQueryClient } from "./lib/query-client";
import { routeTree } from "./routeTree.server.gen";

export const renderHomeScreen: HomeScreenRenderer = async ({ search, answer }) => {
  const queryClient = newQueryClient();
  await seedFirstSearchPage(queryClient, compactFilters(search), answer);
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: ["/"] }),
    context: { queryClient },
    isServer: true,
  });
  // The URL in the router's normal form (the params as validated, serialised its way): on the server the
  // router answers any other form (`?postal_code=31000`, the empty fields of a form sent without
  // JavaScript) with a redirect and renders nothing, while the browser's router shows that same normal
  // form and puts it into the address bar.
  router.history.replace(router.buildLocation({ to: "/", search }).href);
  await router.load();
  return renderToString(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
};
