import { NOT_FOUND_TITLES, PAGE_NOT_FOUND_TEXT } from "@shared/domain/page-title";
import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext, Link, Outlet, useRouterState } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { FlashNotice } from "../components/flash-notice";
import { Footer } from "../components/footer";
import { NavBar } from "../components/nav-bar";
import { OfflineBanner } from "../components/offline-banner";
import { useSession } from "../lib/session";
import { useHeadingFocusOnNavigation } from "../lib/use-heading-focus";
import { usePageTitle } from "../lib/use-page-title";

/** Live notices need a signed-in user: visitors never download them (or the socket library). */
const RealtimeNotices = lazy(() =>
  import("../features/chat/realtime-notices").then((module) => ({ default: module.RealtimeNotices })),
);

export interface RouterContext {
  queryClient: QueryClient;
}

function RootLayout() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const { user, token } = useSession();
  useHeadingFocusOnNavigation();
  // The chat fills the whole viewport, without header and footer (SPEC.md §2 Layout).
  const fullscreen = pathname === "/chat" || pathname.startsWith("/chat/");
  return (
    <div className={fullscreen ? "app app--fullscreen" : "app"}>
      <a className="skip-link" href="#main">
        Przejdź do treści
      </a>
      {!fullscreen && <NavBar />}
      <main id="main" className="main">
        <OfflineBanner />
        <FlashNotice />
        <Outlet />
      </main>
      {!fullscreen && <Footer />}
      {user && token && (
        <Suspense fallback={null}>
          <RealtimeNotices />
        </Suspense>
      )}
    </div>
  );
}

/** Any address that is no page of the app; the worker serves it with status 404 and the same title. */
function NotFound() {
  usePageTitle(NOT_FOUND_TITLES.page);
  return (
    <div className="card narrow center stack">
      <h1 className="page-title">{NOT_FOUND_TITLES.page}</h1>
      <p className="muted">{PAGE_NOT_FOUND_TEXT}</p>
      <Link to="/" className="btn">
        Wróć na stronę główną
      </Link>
    </div>
  );
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFound,
});
