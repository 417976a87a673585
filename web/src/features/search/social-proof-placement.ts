/**
 * Where the social-proof popup may stand (issue 37): never over a control (the search form, a filter, a
 * link or button) or a card's price, at any width. Of the free places along either side it takes the one
 * hiding the least text, the lowest among equals (a bottom corner where it can); with none free it waits
 * unseen. The whole card is one link, so only its price and its buttons are kept clear: the popup may
 * cover a photo.
 */
import { type RefObject, useEffect, useState } from "react";

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The popup's distance from the viewport's edges, and the room it leaves around what it avoids. */
const EDGE = 16;
const CLEARANCE = 4;
/** How far up each try moves. */
const STEP = 8;

/**
 * What the popup must never cover: every control but a card's own link (a card is one link, so only its
 * price and buttons count), the search form whole (folded or not), the filters and the prices.
 */
export const KEEP_CLEAR = [
  "a[href]:not(.truck-card)",
  "button",
  "input",
  "select",
  "textarea",
  "summary",
  "[tabindex]:not([tabindex='-1'])",
  "form",
  ".search-summary",
  ".filter-chips",
  ".search-sort",
  ".truck-card__price",
].join(", ");

export function overlaps(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/** The area two boxes share. */
function sharedArea(a: Box, b: Box): number {
  const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return width > 0 && height > 0 ? width * height : 0;
}

/**
 * The best free place for a popup of `size` in the viewport: of the places that cover none of `obstacles`
 * (tried from the bottom corners up each side, a step at a time), the one that hides the least of `text`;
 * among equals the lowest, left before right. Null when every place covers an obstacle.
 */
export function freeSpot(
  viewport: { width: number; height: number },
  size: { width: number; height: number },
  obstacles: readonly Box[],
  text: readonly Box[] = [],
): Box | null {
  const lefts = [EDGE, Math.max(EDGE, viewport.width - EDGE - size.width)];
  let best: { box: Box; hidden: number } | null = null;
  for (let top = viewport.height - EDGE - size.height; top >= EDGE; top -= STEP) {
    for (const left of lefts) {
      const box = { left, top, right: left + size.width, bottom: top + size.height };
      if (obstacles.some((obstacle) => overlaps(box, obstacle))) continue;
      const hidden = text.reduce((sum, block) => sum + sharedArea(box, block), 0);
      if (best === null || hidden < best.hidden) best = { box, hidden };
      if (hidden === 0) return box;
    }
  }
  return best?.box ?? null;
}

/** Whether the popup, where it stands, still covers none of `obstacles` (it then stays put). */
export function stillFree(spot: Box, obstacles: readonly Box[]): boolean {
  return !obstacles.some((obstacle) => overlaps(spot, obstacle));
}

/** Text the popup would rather not hide, where it has the choice: headings, paragraphs, labels. */
const TEXT = "h1, h2, h3, h4, p, dt, dd, label, legend";

function visible(rect: DOMRect): boolean {
  return rect.width > 1 && rect.height > 1 && rect.bottom >= 0 && rect.top <= window.innerHeight;
}

function boxOf(rect: DOMRect, clearance: number): Box {
  return {
    left: rect.left - clearance,
    top: rect.top - clearance,
    right: rect.right + clearance,
    bottom: rect.bottom + clearance,
  };
}

/** The boxes of what must stay clear that can be seen now (hidden or 1-pixel elements are none). */
function obstaclesAround(popup: HTMLElement): Box[] {
  const boxes: Box[] = [];
  for (const element of document.querySelectorAll(KEEP_CLEAR)) {
    if (popup.contains(element)) continue;
    const rect = element.getBoundingClientRect();
    if (visible(rect)) boxes.push(boxOf(rect, CLEARANCE));
  }
  return boxes;
}

/** The lines of text in view, each as wide as its words (a heading's box spans the page; its words may not). */
function textLines(popup: HTMLElement): Box[] {
  const lines: Box[] = [];
  const range = document.createRange();
  for (const element of document.querySelectorAll(TEXT)) {
    if (popup.contains(element)) continue;
    range.selectNodeContents(element);
    for (const rect of range.getClientRects()) if (visible(rect)) lines.push(boxOf(rect, 0));
  }
  return lines;
}

const sameBox = (a: Box | null, b: Box | null) =>
  a === b || (a !== null && b !== null && a.left === b.left && a.top === b.top);

/** How often the page is looked at again: results that arrive or a form that unfolds move controls. */
const RECHECK_MS = 500;

/**
 * While `active`, the free place for the popup (measured from its element, rendered hidden meanwhile),
 * found again whenever the page scrolls, resizes or changes; null while there is none.
 */
export function useFreeSpot(popup: RefObject<HTMLElement | null>, active: boolean): Box | null {
  const [spot, setSpot] = useState<Box | null>(null);
  useEffect(() => {
    if (!active) {
      setSpot(null);
      return;
    }
    let frame = 0;
    // After a resize the page is laid out anew: the place is chosen again, not kept.
    let resized = true;
    const place = () => {
      frame = 0;
      const element = popup.current;
      if (!element) return;
      const obstacles = obstaclesAround(element);
      const fresh = resized;
      resized = false;
      setSpot((current) => {
        // Where it stands it stays while that is free: a popup that moved at every scroll would be chased.
        if (current && !fresh && stillFree(current, obstacles)) return current;
        const found = freeSpot(
          { width: document.documentElement.clientWidth, height: window.innerHeight },
          { width: element.offsetWidth, height: element.offsetHeight },
          obstacles,
          textLines(element),
        );
        return sameBox(current, found) ? current : found;
      });
    };
    const schedule = () => {
      if (frame === 0) frame = window.requestAnimationFrame(place);
    };
    const scheduleResized = () => {
      resized = true;
      schedule();
    };
    schedule();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", scheduleResized);
    const timer = window.setInterval(schedule, RECHECK_MS);
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", scheduleResized);
      window.clearInterval(timer);
    };
  }, [popup, active]);
  return spot;
}
