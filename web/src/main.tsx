import { QueryClientProvider } from "@tanstack/react-query";
import { createRouter, RouterProvider } from "@tanstack/react-router";
import { hydrate, render } from "preact";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { listenForInstallOffer } from "./features/install-app/install-offer";
import { giveBackVisitorInput, noteVisitorInput } from "./lib/keep-visitor-input";
import { forgetSavedAnswers, startOfflineSupport } from "./lib/offline";
import { newQueryClient } from "./lib/query-client";
import { sessionStore } from "./lib/session";
import { takeOver } from "./lib/takeover";
import { routeTree } from "./routeTree.gen";
import "./styles.css";
import "./styles/forms.css";
import "./styles/pages.css";

const queryClient = newQueryClient();

// Cached data belongs to one user: when another user signs in (or everyone signs out), drop it all, the
// service worker's saved answers too.
let cachedForUser = sessionStore.get().user?.user_id;
sessionStore.subscribe(() => {
  const userId = sessionStore.get().user?.user_id;
  if (userId === cachedForUser) return;
  cachedForUser = userId;
  queryClient.clear();
  void forgetSavedAnswers();
});
startOfflineSupport(queryClient);
listenForInstallOffer();

const root = document.getElementById("root");
/** The worker rendered the first screen (decisions 0022, 0033) and the app takes it over. */
let takingOverTheWorkersPage = root?.firstChild != null;

function newRouter() {
  return createRouter({
    routeTree,
    defaultPreload: "intent",
    // Not when the app takes over the worker's page: the visitor may have scrolled it already, and the
    // router would send them back to the top (or to where a reload left the page before).
    scrollRestoration: () => {
      if (!takingOverTheWorkersPage) return true;
      takingOverTheWorkersPage = false;
      return false;
    },
    context: { queryClient },
  });
}

type AppRouter = ReturnType<typeof newRouter>;

declare module "@tanstack/react-router" {
  interface Register {
    router: AppRouter;
  }
}

/**
 * `<html data-app="started">` once the app renders: before that, a page the worker rendered (decisions
 * 0022, 0033) is plain HTML whose links and forms work but whose history changes nobody follows.
 */
function markStarted() {
  document.documentElement.dataset.app = "started";
}

/**
 * Resolves in a new task. Taking over a page is four long steps (the modules' code, the router's setup,
 * the route's data, the render); between them the browser may paint and answer input, and no single task
 * blocks it for long (Lighthouse's total blocking time counts each task's time over 50 ms).
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

function app(router: AppRouter) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>
  );
}

/**
 * The worker rendered the first screen (decision 0022). Its route's data is in the page: once loaded, the
 * first render matches it, and the app takes the worker's elements over in place (compat's createRoot
 * would empty the root). For a visitor, the page the worker rendered is the app's own first render
 * (e2e-tested), so Preact's `hydrate` only attaches the handlers; a signed-in user's page differs (their
 * navigation), so Preact's `render` corrects it, rewriting every attribute (decision 0037). A failed load
 * still starts the app, which renders the route's error over the worker's page. What the visitor typed or
 * opened meanwhile is given back after the render (lib/keep-visitor-input.ts), and the button they tapped,
 * which only the app can work, is tapped again (public/before-app.js). Each step is a task of its own
 * (nextTask): the router's setup with the route's code, the route's data, the render.
 */
async function takeOverTheWorkersPage(root: HTMLElement) {
  await nextTask();
  const router = newRouter();
  // The route's code is asked for in this task rather than in the data's, which would be over 50 ms on a
  // slow phone with it; `load` then finds it on its way.
  const [routes] = router.getMatchedRoutes(router.latestLocation.pathname);
  for (const route of routes) void router.loadRouteChunk(route)?.catch(() => undefined);
  await nextTask();
  await router.load().catch(() => undefined);
  await nextTask();
  const input = noteVisitorInput(root);
  const tapped = root.querySelector<HTMLElement>("[data-early-tap]");
  const loaded = router.state.matches.every((match) => match.status === "success");
  const takeOverAs = loaded && !sessionStore.get().user ? hydrate : render;
  takeOver(() => takeOverAs(app(router), root));
  giveBackVisitorInput(input);
  markStarted();
  tapped?.removeAttribute("data-early-tap");
  if (tapped?.isConnected) tapped.click();
}

if (root?.firstChild) {
  void takeOverTheWorkersPage(root);
} else if (root) {
  createRoot(root).render(app(newRouter()));
  markStarted();
}
