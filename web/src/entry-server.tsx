/**
 * The first screen of the public pages rendered in the worker (decisions 0022 and 0033): the same root
 * layout and routes as in the browser, over an in-memory history, with the API answers the worker already
 * computed for the page put into the query cache (fresh for the queries' staleTime; route loaders load
 * nothing here: there is no API to ask), so the HTML shows the page before any script has run. The
 * browser then renders over it (main.tsx) from the same answers, which the page carries too.
 *
 * Built on its own (web/vite.server.config.ts) into dist/server/first-screen.js, which the worker, Bun and
 * Deno import as `#first-screen`; its route tree holds only the root and the public pages' routes.
 */
import type { FirstScreen, FirstScreenRenderer } from "@shared/schemas/first-screen";
import { compactFilters } from "@shared/schemas/home-search";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createMemoryHistory, createRouter, RouterProvider } from "@tanstack/react-router";
import { renderToString } from "preact-render-to-string";
import { preloadDayPicker } from "./components/calendar-base";
import { seedCity } from "./features/city-page/city-query";
import { seedAppConfig } from "./features/config/use-app-config";
import { seedProfile } from "./features/profiles/profile-query";
import { seedBusyDays } from "./features/public-profile/busy-days-query";
import { seedTruckReviews } from "./features/public-profile/truck-reviews-query";
import { seedFirstSearchPage } from "./features/search/use-profile-search";
import { newQueryClient } from "./lib/query-client";
import { routeTree } from "./routeTree.server.gen";

type ServerRouter = ReturnType<typeof serverRouter>;

function serverRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: ["/"] }),
    context: { queryClient },
    isServer: true,
  });
}

/**
 * Puts the screen's answers into the cache and returns its address as the visitor asked for it (the
 * home page's as its route read it).
 */
async function prepare(screen: FirstScreen, queryClient: QueryClient, router: ServerRouter): Promise<string> {
  switch (screen.page) {
    case "home":
      await Promise.all([
        seedFirstSearchPage(queryClient, compactFilters(screen.search), screen.answer),
        seedAppConfig(queryClient, screen.config),
      ]);
      return router.buildLocation({ to: "/", search: screen.search }).href;
    case "profile":
      await Promise.all([
        seedProfile(queryClient, screen.profileId, screen.profile),
        screen.reviews && seedTruckReviews(queryClient, Number(screen.profileId), screen.reviews),
        // Its calendar's months, busy days marked: the grid is a lazy part in the browser, bundled here.
        screen.busyDays &&
          seedBusyDays(queryClient, screen.profileId, screen.busyDays.months, screen.busyDays.answer),
        screen.busyDays && preloadDayPicker(),
      ]);
      return `/profile/${screen.profileId}${screen.search}`;
    case "city":
      await seedCity(queryClient, screen.slug, screen.answer);
      return `/food-trucki/${screen.slug}`;
    case "legal":
      return screen.path;
  }
}

/**
 * The address in the router's normal form: its search params as the route's validateSearch leaves them
 * (a dropped `?event_start_date=zly`, `?postal_code=31000` as text), others (`?utm_source=…`, `?fbclid=…`)
 * kept. On the server the router answers any other form with a redirect and renders nothing, while the
 * browser's router shows that same normal form and puts it into the address bar: the same check the
 * router makes (router-core's loadServerRoute), so the render never meets it.
 */
function normalForm(router: ServerRouter, address: string): string {
  router.history.replace(address);
  router.updateLatestLocation();
  return router.buildLocation({
    to: router.latestLocation.pathname,
    search: true,
    params: true,
    hash: true,
    _includeValidateSearch: true,
  }).href;
}

export const renderFirstScreen: FirstScreenRenderer = async (screen) => {
  const queryClient = newQueryClient();
  const router = serverRouter(queryClient);
  const address = normalForm(router, await prepare(screen, queryClient, router));
  router.history.replace(address);
  await router.load();
  // A redirect renders nothing: fail, so the worker logs it and serves the page the SPA renders itself.
  if (router.state.resolvedLocation?.href !== address) {
    throw new Error(`the router did not render ${address}: ${router.state.location.href}`);
  }
  return renderToString(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
};
