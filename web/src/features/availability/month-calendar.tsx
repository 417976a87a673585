import { type ReactNode, useId } from "react";
import { ImportedDay } from "./imported-day";
import {
  type CalendarDay,
  compareMonths,
  dayLabel,
  FIRST_MONTH,
  LAST_MONTH,
  monthTitle,
  monthWeeks,
  shiftMonth,
  WEEKDAYS,
  type YearMonth,
} from "./month";

interface MonthCalendarProps {
  month: YearMonth;
  onMonthChange: (month: YearMonth) => void;
  today: CalendarDay;
  /** null while the month is loading or could not be loaded: the grid is replaced by `placeholder`. */
  busyDays: ReadonlySet<number> | null;
  placeholder: ReactNode;
  /** The day whose change is being saved. */
  pendingDay: number | null;
  /** Absent: the calendar is read-only. */
  onToggle?: ((day: number, busy: boolean) => void) | undefined;
  /** Days the owner's own calendar made busy (issue 36): shown apart, never toggled here. */
  importedDays?: ReadonlySet<number> | undefined;
}

/** A Polish-locale month grid (Monday first); each day is a toggle button. */
export function MonthCalendar({
  month,
  onMonthChange,
  today,
  busyDays,
  placeholder,
  pendingDay,
  onToggle,
  importedDays,
}: MonthCalendarProps) {
  const titleId = useId();
  const previous = shiftMonth(month, -1);
  const next = shiftMonth(month, 1);
  const thisMonth = compareMonths(month, today);
  return (
    <div className="av-calendar">
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
        <h2 id={titleId} className="av-calendar__title" aria-live="polite">
          {monthTitle(month)}
        </h2>
        <button
          type="button"
          className="av-nav"
          onClick={() => onMonthChange(next)}
          disabled={compareMonths(next, LAST_MONTH) > 0}
          aria-label={`Następny miesiąc (${monthTitle(next)})`}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      {busyDays === null ? (
        placeholder
      ) : (
        <table className="av-grid" aria-labelledby={titleId}>
          <thead>
            <tr>
              {WEEKDAYS.map((weekday) => (
                <th key={weekday.long} scope="col">
                  <abbr title={weekday.long}>{weekday.short}</abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {monthWeeks(month).map((week) => (
              <tr key={week.find((day) => day !== null)}>
                {week.map((day, index) => {
                  // biome-ignore lint/suspicious/noArrayIndexKey: empty cells have nothing but their position.
                  if (day === null) return <td key={`empty-${index}`} className="av-empty" />;
                  const busy = busyDays.has(day);
                  const isToday = thisMonth === 0 && day === today.day;
                  const past = thisMonth < 0 || (thisMonth === 0 && day < today.day);
                  if (importedDays?.has(day)) {
                    return (
                      <td key={day}>
                        <ImportedDay day={day} label={dayLabel(month, day)} isToday={isToday} past={past} />
                      </td>
                    );
                  }
                  const pending = pendingDay === day;
                  const classes = [
                    "av-day",
                    busy ? "av-day--busy" : "",
                    past ? "av-day--past" : "",
                    isToday ? "av-day--today" : "",
                    pending ? "av-day--pending" : "",
                  ]
                    .filter(Boolean)
                    .join(" ");
                  return (
                    <td key={day}>
                      <button
                        type="button"
                        className={classes}
                        aria-pressed={busy}
                        aria-label={`${dayLabel(month, day)}, ${busy ? "zajęty" : "dostępny"}${isToday ? " (dzisiaj)" : ""}${past ? " (miniony)" : ""}`}
                        // A past day cannot change any more: not clickable, and skipped by Tab.
                        disabled={past}
                        aria-disabled={!past && (!onToggle || pendingDay !== null) ? true : undefined}
                        aria-busy={pending || undefined}
                        onClick={() => {
                          if (onToggle && pendingDay === null && !past) onToggle(day, busy);
                        }}
                      >
                        {day}
                      </button>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
