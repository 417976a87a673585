/**
 * Whether the app is rendering over the page the worker rendered (decisions 0022, 0033), right now: true
 * only during that first, synchronous render (main.tsx).
 */
let takingOver = false;

export function isTakingOver(): boolean {
  return takingOver;
}

/** Runs the render that takes over the worker's page. */
export function takeOver(render: () => void): void {
  takingOver = true;
  try {
    render();
  } finally {
    takingOver = false;
  }
}
