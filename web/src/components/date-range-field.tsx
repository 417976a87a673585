import { monthStart, monthsSpan, parseDay } from "@shared/domain/calendar";
import { type KeyboardEvent, type ReactNode, Suspense, useId, useMemo, useRef, useState } from "react";
import type { DateRange } from "react-day-picker";
import {
  CalendarIcon,
  CalendarLegend,
  CalendarLoading,
  PolishDayPicker,
  useMonthsThatFit,
} from "./calendar-base";
import { type DayRange, dateOfDay, dayOfDate, rangeParts } from "./calendar-days";
import { describedByOf, FieldNotes } from "./field-notes";
import { chooseRange } from "./range-choice";

export interface DateRangeFieldProps {
  label: string;
  value: DayRange;
  onChange: (value: DayRange) => void;
  /** The first day that can be chosen (days before it are disabled). */
  earliest: string;
  /** Today in Warsaw: days before it are marked as past. */
  today: string;
  /** Days that cannot be taken: disabled, marked busy, and never inside a chosen range. */
  busyDays?: readonly string[] | undefined;
  /** Loading or error state of the busy days, shown under the calendar. */
  busyStatus?: ReactNode;
  /** The first day of the first month on screen, whenever the calendar shows another month. */
  onMonthChange?: ((firstDay: string) => void) | undefined;
  /** A day whose month the calendar opens on while nothing is chosen (e.g. the booking being moved). */
  openOn?: string | undefined;
  /** The longest range that can be chosen, in days. */
  maxDays?: number | undefined;
  hint?: string | undefined;
  error?: string | undefined;
  disabled?: boolean | undefined;
}

const PLACEHOLDER = "Wybierz dzień lub zakres dni";
/** The narrowest month worth showing beside another: 7 days of 36 px, plus the panel's padding. */
const MONTH_WIDTH = 290;
/** How far ahead the calendar lets the user go, in months. */
const MONTHS_AHEAD = 24;

const NO_DAYS: readonly string[] = [];

const isDay = (text: string) => parseDay(text) !== null;

/** The calendar opens on the chosen start's month, else `openOn`'s (if not before `earliest`), else the earliest's. */
function firstMonth(value: DayRange, earliest: string, openOn: string | undefined): Date {
  if (isDay(value.start)) return dateOfDay(monthStart(value.start));
  return dateOfDay(monthStart(openOn && isDay(openOn) && openOn > earliest ? openOn : earliest));
}

/**
 * A Polish date-range picker: a button showing the chosen days (dd.mm.rrrr) opens a calendar (react-day-picker,
 * a keyboard-navigable grid). One click picks the first day, a second the last; a range over a busy day or
 * longer than `maxDays` is refused with a message and the clicked day starts a new range.
 */
export function DateRangeField(props: DateRangeFieldProps) {
  const { label, value, onChange, earliest, today, hint, error, disabled } = props;
  const busyDays = props.busyDays ?? NO_DAYS;
  const id = useId();
  const [fieldRef, months] = useMonthsThatFit<HTMLDivElement>(2, MONTH_WIDTH);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [month, setMonth] = useState(() => firstMonth(value, earliest, props.openOn));
  const [note, setNote] = useState("");
  const busySet = useMemo(() => new Set(busyDays), [busyDays]);
  const busyDates = useMemo(() => busyDays.filter(isDay).map(dateOfDay), [busyDays]);
  const describedBy = describedByOf(id, hint, error);
  const shown = open && !disabled;

  function showMonth(first: Date) {
    setMonth(first);
    props.onMonthChange?.(dayOfDate(first));
  }

  function toggle() {
    if (!open) showMonth(firstMonth(value, earliest, props.openOn));
    setNote("");
    setOpen(!open);
  }

  function close() {
    setOpen(false);
    triggerRef.current?.focus();
  }

  function onPanelKeyDown(event: KeyboardEvent<HTMLFieldSetElement>) {
    if (event.key !== "Escape") return;
    // Only the calendar closes, not a dialog around it.
    event.stopPropagation();
    close();
  }

  function select(range: DateRange | undefined, clicked: Date) {
    const picked = {
      start: range?.from ? dayOfDate(range.from) : "",
      end: range?.to ? dayOfDate(range.to) : "",
    };
    const choice = chooseRange(picked, dayOfDate(clicked), busySet, props.maxDays);
    onChange(choice.value);
    setNote(choice.note);
  }

  const selected: DateRange | undefined = isDay(value.start)
    ? { from: dateOfDay(value.start), to: isDay(value.end) ? dateOfDay(value.end) : undefined }
    : undefined;
  const parts = isDay(value.start) ? rangeParts(value.start, value.end) : null;

  return (
    <div className="field drf" ref={fieldRef}>
      <span id={`${id}-label`} className="field__label">
        {label}
      </span>
      <button
        ref={triggerRef}
        id={`${id}-button`}
        type="button"
        className={parts ? "drf__trigger" : "drf__trigger drf__trigger--empty"}
        aria-labelledby={`${id}-label ${id}-button`}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        aria-expanded={shown}
        aria-controls={`${id}-panel`}
        disabled={disabled}
        onClick={toggle}
      >
        {/* On a narrow screen the count wraps as a whole, under the days. */}
        <span className="drf__value">
          {parts ? (
            <>
              <span>{parts.days}</span> <span>({parts.count})</span>
            </>
          ) : (
            PLACEHOLDER
          )}
        </span>
        <CalendarIcon />
      </button>
      <FieldNotes controlId={id} hint={hint} error={error} />
      <fieldset
        id={`${id}-panel`}
        className="drf__panel"
        aria-label={`${label} – kalendarz`}
        hidden={!shown}
        onKeyDown={onPanelKeyDown}
      >
        {shown && (
          <Suspense fallback={<CalendarLoading />}>
            <PolishDayPicker
              today={dateOfDay(today)}
              busy={busyDates}
              mode="range"
              resetOnSelect
              selected={selected}
              onSelect={select}
              disabled={[{ before: dateOfDay(earliest) }, ...busyDates]}
              month={month}
              onMonthChange={showMonth}
              numberOfMonths={months}
              startMonth={dateOfDay(monthStart(earliest))}
              endMonth={dateOfDay(monthStart(monthsSpan(earliest, MONTHS_AHEAD).to))}
              navLayout="around"
              autoFocus
            />
          </Suspense>
        )}
        {/* Without busy days the chosen days need no key. */}
        {props.busyDays && <CalendarLegend items={["busy", "selected"]} />}
        {props.busyStatus}
        <p className="drf__note" role="status">
          {note}
        </p>
        <div className="drf__actions">
          <button
            type="button"
            className="btn btn--secondary"
            onClick={() => {
              onChange({ start: "", end: "" });
              setNote("Wyczyszczono wybór.");
            }}
          >
            Wyczyść
          </button>
          <button type="button" className="btn" onClick={close}>
            Gotowe
          </button>
        </div>
      </fieldset>
    </div>
  );
}
