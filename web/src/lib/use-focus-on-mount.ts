import { type RefObject, useEffect, useRef } from "react";

/**
 * Focuses the element once it is shown. For a part that replaces the control just used (a form turned into
 * its "sent" message): the control is gone, and without this the focus would fall back to the page's body,
 * where a keyboard or screen-reader user would have to start over. Give the element tabIndex={-1}.
 */
export function useFocusOnMount<T extends HTMLElement>(): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}
