import { addDays } from "@shared/domain/calendar";
import { type KeyboardEvent, type ReactNode, useId, useLayoutEffect, useRef } from "react";
import { WEEKDAY_NAMES } from "../../lib/format";
import {
  compareMonths,
  dayLabel,
  dayOf,
  FIRST_MONTH,
  LAST_MONTH,
  monthOf,
  monthTitle,
  monthWeeks,
  shiftMonth,
  type YearMonth,
} from "./month";

interface MonthCalendarProps {
  /** The months side by side (one on a phone, two from 768 px). */
  months: readonly YearMonth[];
  onMonthChange: (first: YearMonth) => void;
  /** Today in Warsaw ("YYYY-MM-DD"): the days before it are past. */
  today: string;
  /** null while the months are loading or could not be loaded: the grids are replaced by `placeholder`. */
  busyDays: ReadonlySet<string> | null;
  placeholder: ReactNode;
  /** The days whose change is being saved. */
  pendingDays: ReadonlySet<string>;
  /** A change is being saved: presses wait for it. */
  saving: boolean;
  /** Days of the range being picked. */
  isSelected: (day: string) => boolean;
  /** In range mode a press picks a day of a range instead of changing it. */
  rangeMode: boolean;
  /** The day that takes the Tab stop of the grid when it is on screen. */
  focusDay: string;
  /** The arrow keys moved the focus (Shift held: stretching a range). */
  onFocusMove: (from: string, to: string, stretch: boolean) => void;
  onEscape: () => void;
  /** Absent: the calendar is read-only. */
  onDayPress?: ((day: string, busy: boolean) => void) | undefined;
  /** Days the owner's own calendar made busy (issue 36): shown apart, never changed here. */
  importedDays?: ReadonlySet<string> | undefined;
  /** An imported day was pressed: it changes nothing, so the page says why. */
  onImportedPress?: ((day: string) => void) | undefined;
}

const ARROW_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/** The same day of the month `delta` months away (the month's last day when it is shorter). */
function dayMonthsAway(day: string, delta: number): string {
  const target = shiftMonth(monthOf(day), delta);
  const lastDay = Number(addDays(dayOf(shiftMonth(target, 1), 1), -1).slice(8));
  return dayOf(target, Math.min(Number(day.slice(8)), lastDay));
}

/**
 * Polish-locale month grids (Monday first) of a truck's availability. Each day still to come is a button
 * that changes it (or, in range mode, picks it); past days are plain text. One Tab stop: the arrow keys
 * move between days and months (PageUp/PageDown a month), Shift with an arrow stretches a range.
 */
export function MonthCalendar(props: MonthCalendarProps) {
  const { months, onMonthChange, today, busyDays, pendingDays, focusDay, onDayPress } = props;
  const titleId = useId();
  const gridsRef = useRef<HTMLDivElement>(null);
  const movedByKey = useRef(false);
  const [first] = months;
  const last = months.at(-1);

  // The keyboard moved the focus to a month not drawn yet: follow it there.
  useLayoutEffect(() => {
    if (!movedByKey.current) return;
    const button = gridsRef.current?.querySelector<HTMLButtonElement>(`button[data-day="${focusDay}"]`);
    if (!button) return;
    movedByKey.current = false;
    button.focus();
  });

  if (!first || !last) return null;
  const previous = shiftMonth(first, -1);
  const next = shiftMonth(first, 1);
  const firstShown = dayOf(first, 1);
  const lastShown = addDays(dayOf(shiftMonth(last, 1), 1), -1);
  const onScreen = (day: string) => day >= firstShown && day <= lastShown;
  // The day the grid's one Tab stop is on: the focused day, or the first on screen that can still change.
  const firstOpen = onScreen(today) ? today : firstShown;
  const tabStop = focusDay >= today && onScreen(focusDay) ? focusDay : firstOpen;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!(event.target instanceof HTMLButtonElement)) return;
    const from = event.target.dataset.day;
    if (!from) return;
    if (event.key === "Escape") {
      props.onEscape();
      return;
    }
    const step = ARROW_STEPS[event.key];
    const to =
      step !== undefined
        ? addDays(from, step)
        : event.key === "PageUp" || event.key === "PageDown"
          ? dayMonthsAway(from, event.key === "PageUp" ? -1 : 1)
          : null;
    if (to === null) return;
    event.preventDefault();
    // Past days cannot change: the focus stops at today.
    if (to < today || compareMonths(monthOf(to), LAST_MONTH) > 0) return;
    props.onFocusMove(from, to, event.shiftKey && step !== undefined);
    // A day on screen takes the focus at once, so the next key starts from it; one in a month still to
    // come takes it once that month is drawn.
    const button = gridsRef.current?.querySelector<HTMLButtonElement>(`button[data-day="${to}"]`);
    if (button) button.focus();
    else movedByKey.current = true;
  }

  return (
    <div className="av-calendar" data-months={months.length}>
      <div className="av-calendar__header">
        <button
          type="button"
          className="av-nav"
          onClick={() => onMonthChange(previous)}
          disabled={compareMonths(previous, FIRST_MONTH) < 0}
          aria-label={`Poprzedni miesiąc (${monthTitle(previous)})`}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <div className="av-calendar__titles" aria-live="polite">
          {months.map((month, index) => (
            <h2
              key={`${month.year}-${month.month}`}
              id={`${titleId}-${index}`}
              className="av-calendar__title"
            >
              {monthTitle(month)}
            </h2>
          ))}
        </div>
        <button
          type="button"
          className="av-nav"
          onClick={() => onMonthChange(next)}
          disabled={compareMonths(last, LAST_MONTH) >= 0}
          aria-label={`Następny miesiąc (${monthTitle(next)})`}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      {busyDays === null ? (
        props.placeholder
      ) : (
        // biome-ignore lint/a11y/noStaticElementInteractions: the keys of the day buttons inside, bubbling up.
        <div ref={gridsRef} className="av-calendar__months" onKeyDown={onKeyDown}>
          {months.map((month, index) => (
            <MonthGrid
              key={`${month.year}-${month.month}`}
              month={month}
              titleId={`${titleId}-${index}`}
              dayCell={(day) => (
                <DayCell
                  day={day}
                  today={today}
                  busy={busyDays.has(day)}
                  imported={props.importedDays?.has(day) ?? false}
                  pending={pendingDays.has(day)}
                  selected={props.isSelected(day)}
                  rangeMode={props.rangeMode}
                  tabStop={day === tabStop}
                  locked={props.saving}
                  onPress={onDayPress}
                  onImportedPress={props.onImportedPress}
                />
              )}
            />
          ))}
        </div>
      )}
    </div>
  );
}

function MonthGrid({
  month,
  titleId,
  dayCell,
}: {
  month: YearMonth;
  titleId: string;
  dayCell: (day: string) => ReactNode;
}) {
  return (
    <table className="av-grid" aria-labelledby={titleId}>
      <thead>
        <tr>
          {WEEKDAY_NAMES.map((weekday) => (
            <th key={weekday.long} scope="col">
              <abbr title={weekday.long}>{weekday.short}</abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(month).map((week) => (
          <tr key={week.find((day) => day !== null)}>
            {week.map((day, index) =>
              day === null ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: empty cells have nothing but their position.
                <td key={`empty-${index}`} className="av-empty" />
              ) : (
                <td key={day}>{dayCell(dayOf(month, day))}</td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

interface DayCellProps {
  day: string;
  today: string;
  busy: boolean;
  /** Busy in the owner's own calendar: explained, never changed here. */
  imported: boolean;
  pending: boolean;
  selected: boolean;
  rangeMode: boolean;
  tabStop: boolean;
  /** Another change is being saved: presses wait. */
  locked: boolean;
  onPress: ((day: string, busy: boolean) => void) | undefined;
  onImportedPress: ((day: string) => void) | undefined;
}

/** One day: a button while it can still change, plain muted text once past. */
function DayCell(props: DayCellProps) {
  const { day, today, busy, imported, pending, selected, rangeMode, tabStop, locked, onPress } = props;
  const dayNumber = Number(day.slice(8));
  const state = imported
    ? "zajęty – z Twojego kalendarza; zmienisz go tylko tam"
    : busy
      ? "zajęty"
      : "dostępny";
  const classes = (extra: string[]) =>
    ["av-day", imported ? "av-day--imported" : busy ? "av-day--busy" : "", ...extra]
      .filter(Boolean)
      .join(" ");
  const label = `${dayLabel(monthOf(day), dayNumber)}, ${state}`;
  if (day < today) {
    return (
      <span className={classes(["av-day--past"])} data-day={day}>
        <span aria-hidden="true">{dayNumber}</span>
        <span className="sr-only">{`${label} (miniony)`}</span>
      </span>
    );
  }
  const isToday = day === today;
  // An imported day stays a button (the arrow keys walk through every day) that changes nothing.
  const inactive = !onPress || locked || imported;
  return (
    <button
      type="button"
      className={classes([
        isToday ? "av-day--today" : "",
        selected ? "av-day--selected" : "",
        pending ? "av-day--pending" : "",
      ])}
      data-day={day}
      tabIndex={tabStop ? 0 : -1}
      // In range mode a press picks the day; otherwise it marks the day busy or frees it.
      aria-pressed={rangeMode ? selected : busy}
      aria-label={`${label}${isToday ? " (dzisiaj)" : ""}${selected ? ", zaznaczony" : ""}`}
      aria-disabled={inactive ? true : undefined}
      aria-busy={pending || undefined}
      onClick={() => {
        if (!inactive) onPress(day, busy);
        else if (imported && onPress) props.onImportedPress?.(day);
      }}
    >
      {dayNumber}
    </button>
  );
}
