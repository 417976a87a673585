import { useRouter } from "@tanstack/react-router";
import { useEffect } from "react";

/** How long a page may take to show its heading (data pages render it after loading). */
const WAIT_FOR_HEADING_MS = 3000;

/**
 * The page's own focus target when it marks one (`data-page-focus`, e.g. the open conversation's name on
 * /chat/{id}, where the h1 is the same on every conversation), else its h1. While a part marked
 * `data-page-focus-wait` is loading, nothing is focused yet: the h1 would be a step back.
 */
function focusTarget(main: HTMLElement): HTMLElement | null {
  const marked = main.querySelector<HTMLElement>("[data-page-focus]");
  if (marked) return marked;
  if (main.querySelector("[data-page-focus-wait]")) return null;
  return main.querySelector<HTMLElement>("h1");
}

function focusHeading(main: HTMLElement): boolean {
  const heading = focusTarget(main);
  if (!heading) return false;
  // Focusable by script only, so it is announced without becoming a Tab stop.
  if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
  heading.focus({ preventScroll: true });
  return true;
}

/** Focuses the page's h1 now, or when it appears (a data page shows it after loading). */
function focusHeadingWhenShown(main: HTMLElement): () => void {
  const focusedBefore = document.activeElement;
  // A page that moved the focus itself meanwhile (a dialog, a highlighted booking) keeps it.
  const stillOurs = () =>
    document.activeElement === focusedBefore || document.activeElement === document.body;
  if (focusHeading(main)) return () => {};
  const observer = new MutationObserver(() => {
    if (!stillOurs() || focusHeading(main)) observer.disconnect();
  });
  observer.observe(main, { childList: true, subtree: true });
  const timer = window.setTimeout(() => observer.disconnect(), WAIT_FOR_HEADING_MS);
  return () => {
    window.clearTimeout(timer);
    observer.disconnect();
  };
}

/**
 * After a move to another page, focus goes to the new page's h1, so keyboard and screen-reader users
 * start reading there instead of on the link they left behind. Not on the first load (the browser
 * starts at the top anyway) and not when only the search changes (filters on the same page). Runs on
 * the router's onRendered, i.e. once the new route (a lazily loaded chunk) is on screen, never on the
 * old page's heading.
 */
export function useHeadingFocusOnNavigation(): void {
  const router = useRouter();
  useEffect(() => {
    let stop: (() => void) | undefined;
    const unsubscribe = router.subscribe("onRendered", (event) => {
      if (!event.fromLocation || event.fromLocation.pathname === event.toLocation.pathname) return;
      const main = document.getElementById("main");
      if (!main) return;
      stop?.();
      stop = focusHeadingWhenShown(main);
    });
    return () => {
      unsubscribe();
      stop?.();
    };
  }, [router]);
}
