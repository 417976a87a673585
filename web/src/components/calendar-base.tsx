import { type ComponentType, lazy, useLayoutEffect, useRef, useState } from "react";
import { isTakingOver } from "../lib/takeover";
import { Loading } from "./feedback";
import type { PolishDayPickerProps } from "./polish-day-picker";
import "./date-range-field.css";

const loadDayPicker = () => import("./polish-day-picker");
const LazyDayPicker = lazy(loadDayPicker);
let loadedDayPicker: ComponentType<PolishDayPickerProps> | undefined;

/**
 * Loads the calendar grid ahead of its first render: for a page whose first screen (rendered in the
 * worker, decision 0033) already shows it, so the app's first render shows it too rather than its
 * loading state. The worker's build bundles the grid (web/vite.server.config.ts).
 */
export async function preloadDayPicker(): Promise<void> {
  loadedDayPicker = (await loadDayPicker()).default;
}

/**
 * The calendar grid (react-day-picker with the app's Polish setup), loaded when first shown, or at once
 * once preloaded. Which of the two is fixed for the element's life, so the grid is never mounted anew.
 */
export function PolishDayPicker(props: PolishDayPickerProps) {
  const [Picker] = useState(() => loadedDayPicker ?? LazyDayPicker);
  return <Picker {...props} />;
}

/** What shows while the calendar's code loads (SPEC.md §2 availability page's loading text). */
export function CalendarLoading() {
  return <Loading text="Wczytywanie kalendarza..." />;
}

/** The gap between months, as in date-range-field.css. */
const MONTHS_GAP = 24;

/**
 * How many months of at least `monthWidth` px fit side by side in the returned element, 1 to `max`.
 * Measured on the element, not the window, so a calendar in a dialog or a side column shows as many months
 * as its own box can hold. `unmeasured` until measured (before the first paint), and in the worker, which
 * cannot measure. While the app takes the worker's page over, the resize observer's first report, after
 * the browser's own next layout and before its paint, is soon enough: measuring at once would force that
 * layout inside the takeover's task (decision 0035).
 */
export function useMonthsThatFit<T extends HTMLElement>(max: number, monthWidth: number, unmeasured = 1) {
  const ref = useRef<T>(null);
  const [count, setCount] = useState(unmeasured);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const fit = Math.floor((element.clientWidth + MONTHS_GAP) / (monthWidth + MONTHS_GAP));
      setCount(Math.max(1, Math.min(max, fit)));
    };
    if (!isTakingOver()) measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [max, monthWidth]);
  return [ref, count] as const;
}

export type LegendItem = "free" | "busy" | "past" | "selected" | "searched";

const LEGEND: Record<LegendItem, string> = {
  free: "Wolny",
  busy: "Zajęty",
  past: "Miniony",
  selected: "Wybrany termin",
  // A read-only calendar's days of the search (issue 35): outlined, free or busy as they are.
  searched: "Wybrany termin",
};

/** The key to the calendar's marks; each swatch looks like the day it explains (pattern, not only colour). */
export function CalendarLegend({ items }: { items: readonly LegendItem[] }) {
  return (
    <ul className="calendar-legend" aria-label="Legenda kalendarza">
      {items.map((item) => (
        <li key={item}>
          <span className={`calendar-legend__swatch calendar-legend__swatch--${item}`} aria-hidden="true">
            15
          </span>
          {LEGEND[item]}
        </li>
      ))}
    </ul>
  );
}

/** The picker button's calendar symbol (decorative: the button's name says what it is). */
export function CalendarIcon() {
  return (
    <svg className="drf__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path
        fill="currentColor"
        d="M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3V2Zm12 8H5v9h14v-9ZM5 6v2h14V6H5Z"
      />
    </svg>
  );
}
