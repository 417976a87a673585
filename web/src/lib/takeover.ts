/**
 * How the app is taking over the page the worker rendered (decisions 0022, 0033), right now: set only
 * during that first, synchronous render (main.tsx). `hydrate` (a visitor's page, decision 0037) keeps the
 * worker's elements and attributes as they are; `render` (a signed-in user's, a failed route load)
 * rewrites them.
 */
export type TakeoverMode = "hydrate" | "render";

let mode: TakeoverMode | null = null;

export function isTakingOver(): boolean {
  return mode !== null;
}

/** Whether the takeover under way keeps the worker's elements untouched (Preact's `hydrate`). */
export function isHydrating(): boolean {
  return mode === "hydrate";
}

/** Runs the render that takes over the worker's page. */
export function takeOver(how: TakeoverMode, render: () => void): void {
  mode = how;
  try {
    render();
  } finally {
    mode = null;
  }
}
