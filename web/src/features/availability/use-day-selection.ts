import { useState } from "react";

/** A range being picked in the calendar ("YYYY-MM-DD"): its first tapped day and, once chosen, its other end. */
interface Picking {
  anchor: string;
  end: string | null;
}

export interface DayRange {
  from: string;
  to: string;
}

/**
 * Picking a range of days in the availability calendar (issue 36). By touch, in range mode: a first tap
 * starts it, a second ends it (either way round). By keyboard, with no mode: Shift with an arrow key
 * stretches a range from the focused day, and on from its moving end.
 */
export function useDaySelection() {
  const [rangeMode, setRangeMode] = useState(false);
  const [picking, setPicking] = useState<Picking | null>(null);

  const range: DayRange | null =
    picking?.end != null
      ? picking.anchor <= picking.end
        ? { from: picking.anchor, to: picking.end }
        : { from: picking.end, to: picking.anchor }
      : null;

  function isSelected(day: string): boolean {
    if (!picking) return false;
    return range ? day >= range.from && day <= range.to : day === picking.anchor;
  }

  /** A tap in range mode: the first day, else the last (a tap after a finished range starts anew). */
  function tap(day: string) {
    setPicking((now) => (now && now.end === null ? { ...now, end: day } : { anchor: day, end: null }));
  }

  /**
   * Shift+arrow moved the focus `from` one day `to` another: the range goes on from its moving end when
   * the focus was there, else a new one starts at the day the focus left.
   */
  function stretch(from: string, to: string) {
    // Keys can come faster than renders: each step builds on the state the one before left.
    setPicking((now) =>
      now && (now.end ?? now.anchor) === from ? { ...now, end: to } : { anchor: from, end: to },
    );
  }

  function clear() {
    setPicking(null);
  }

  function switchRangeMode() {
    setRangeMode(!rangeMode);
    setPicking(null);
  }

  return {
    rangeMode,
    switchRangeMode,
    /** The first day tapped while the last is still to come. */
    anchor: picking && picking.end === null ? picking.anchor : null,
    range,
    isSelected,
    tap,
    stretch,
    clear,
  };
}
