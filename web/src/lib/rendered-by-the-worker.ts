/**
 * Whether the worker (or Bun, Deno) is rendering a page's first screen with the app's components
 * (decisions 0022 and 0033): there is no document there. Asked at each use, not once: the unit tests
 * stand a document in and take it away. A control that only works with the app's code can say so.
 */
export function renderedByTheWorker(): boolean {
  return typeof document === "undefined";
}
