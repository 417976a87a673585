import { useEffect } from "react";

/** Locks page scrolling while a dialog is open, without the page jumping sideways. */
export function useBodyScrollLock() {
  useEffect(() => {
    const { body, documentElement } = document;
    const previous = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    const scrollbarWidth = window.innerWidth - documentElement.clientWidth;
    body.style.overflow = "hidden";
    if (scrollbarWidth > 0) body.style.paddingRight = `${scrollbarWidth}px`;
    return () => {
      body.style.overflow = previous.overflow;
      body.style.paddingRight = previous.paddingRight;
    };
  }, []);
}

/** The page behind the dialog can be neither focused nor read while it is open. */
export function useInertApp() {
  useEffect(() => {
    const app = document.getElementById("root");
    if (!app || app.hasAttribute("inert")) return;
    app.setAttribute("inert", "");
    return () => app.removeAttribute("inert");
  }, []);
}
