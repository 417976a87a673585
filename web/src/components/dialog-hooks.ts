import {
  type KeyboardEvent as ReactKeyboardEvent,
  type RefObject,
  useEffect,
  useLayoutEffect,
  useState,
} from "react";

/** Locks page scrolling while a dialog is open, without the page jumping sideways. */
function useBodyScrollLock() {
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

/**
 * Everything behind the dialog can be neither focused nor read while it is open: the page (#root) and a
 * dialog it was opened from (each dialog is a child of body of its own). Only what this dialog made
 * inert becomes interactive again when it closes, so the dialog below stays inert to the page. A layout
 * effect: it is undone in the same commit that removes the dialog, before any focus handed back on a
 * later tick (a passive effect's cleanup ran up to a frame later, and focus() on a still-inert heading
 * was lost).
 */
function useInertBehind(dialogRef: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const layer = dialogRef.current?.closest("body > *");
    const behind = Array.from(document.body.children).filter(
      (element) => element !== layer && !element.hasAttribute("inert"),
    );
    for (const element of behind) element.setAttribute("inert", "");
    return () => {
      for (const element of behind) element.removeAttribute("inert");
    };
  }, [dialogRef]);
}

const FOCUSABLE = [
  "a[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([type='hidden'])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "[tabindex]:not([tabindex='-1'])",
].join(",");

/** Keeps Tab and Shift+Tab inside the dialog (aria-modal alone does not stop them). */
export function trapTabKey(event: ReactKeyboardEvent, dialog: HTMLElement | null) {
  if (event.key !== "Tab") return;
  const focusable = Array.from(dialog?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * What every modal layer over the page does: the page behind is inert and does not scroll, focus moves
 * into the dialog (`initialFocus`, else the dialog itself) and goes back to `returnFocusTo` (by default the
 * element that had it when the dialog opened) once the dialog is gone.
 */
export function useModalFocus(
  dialogRef: RefObject<HTMLElement | null>,
  options: { initialFocus?: () => HTMLElement | null | undefined; returnFocusTo?: HTMLElement | null } = {},
) {
  // Read once, when the dialog first renders.
  const [opener] = useState(
    () =>
      options.returnFocusTo ??
      (document.activeElement instanceof HTMLElement ? document.activeElement : null),
  );
  const [initialFocus] = useState(() => options.initialFocus);
  useBodyScrollLock();
  useInertBehind(dialogRef);
  // In the commit that shows the dialog, right after the page behind went inert (which drops the focus
  // to the body): a passive effect ran up to a frame later, a busy one later still (the app taking a
  // worker's page over, decision 0035), and Escape pressed meanwhile reached no dialog.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    (initialFocus?.() ?? dialog)?.focus();
    return () => {
      // After the page is interactive again (inert removed in the same commit), give focus back.
      window.setTimeout(() => {
        if (opener?.isConnected) opener.focus();
      }, 0);
    };
  }, [dialogRef, initialFocus, opener]);
}
