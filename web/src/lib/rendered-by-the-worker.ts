/**
 * True while the worker (or Bun, Deno) renders a page's first screen with the app's components (decisions
 * 0022 and 0033): there is no document there. A control that only works with the app's code can say so.
 */
export const RENDERED_BY_THE_WORKER = typeof document === "undefined";
