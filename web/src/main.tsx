import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createRouter, RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { sessionStore } from "./lib/session";
import { routeTree } from "./routeTree.gen";
import "./styles.css";
import "./styles/forms.css";
import "./styles/pages.css";

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

// Cached data belongs to one user: when another user signs in (or everyone signs out), drop it all.
let cachedForUser = sessionStore.get().user?.user_id;
sessionStore.subscribe(() => {
  const userId = sessionStore.get().user?.user_id;
  if (userId === cachedForUser) return;
  cachedForUser = userId;
  queryClient.clear();
});

const router = createRouter({
  routeTree,
  defaultPreload: "intent",
  scrollRestoration: true,
  context: { queryClient },
});

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router;
  }
}

const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}
