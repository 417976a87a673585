import type { MouseEvent } from "react";

/**
 * For a link the app also works itself (one that must work without scripts too, on a page the worker
 * rendered): a plain click is the app's to handle; one that opens a new tab or window is the browser's.
 */
export function onPlainClick(event: MouseEvent, handle: () => void): void {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  handle();
}
