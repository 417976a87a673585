import { useLayoutEffect, useRef } from "react";
import { type DayButtonProps, DayPicker, type DayPickerProps, type Modifiers } from "react-day-picker";
import { pl } from "react-day-picker/locale";
import { formatDayWithWeekday, formatWeekdayTwoLetters } from "../lib/format";
import { dayOfDate } from "./calendar-days";

/** A day's name and state; the state is what colour and strike-through show to sighted users. */
function dayLabel(date: Date, modifiers: Modifiers, interactive: boolean): string {
  // "środa, 15 lipca 2026": what a screen reader hears for a day, before its state.
  const parts = [`${modifiers.today ? "Dziś, " : ""}${formatDayWithWeekday(dayOfDate(date))}`];
  if (modifiers.busy) parts.push("zajęty");
  else if (modifiers.past) parts.push("miniony");
  else if (modifiers.disabled) parts.push("niedostępny");
  else if (!interactive) parts.push("wolny");
  if (modifiers.selected) parts.push("wybrany");
  if (modifiers.searched) parts.push("wybrany termin");
  return parts.join(", ");
}

/**
 * The library's day button moves focus in a passive effect. Under Preact a pending passive effect runs when
 * its component renders again, so a key pressed before the next frame (ArrowRight, then Enter at once) left
 * two days each focusing itself in turn: their focus and blur handlers re-rendered the calendar forever and
 * froze the page. Focusing in a layout effect moves focus in the same commit as the keyboard's day, so the
 * next key lands on the day the user sees focused, and nothing is left pending.
 */
function DayButton({ day: _day, modifiers, ...buttonProps }: DayButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (modifiers.focused) ref.current?.focus();
  }, [modifiers.focused]);
  return <button ref={ref} type="button" {...buttonProps} />;
}

export type PolishDayPickerProps = DayPickerProps & {
  /** Today in Warsaw (not the browser's today): days before it are marked past. */
  today: Date;
  /** Days marked busy. */
  busy: readonly Date[];
  /** The days a search asked about (issue 35), marked in a read-only calendar. */
  searched?: { from: Date; to: Date } | undefined;
};

/**
 * react-day-picker as every calendar of the app shows it: Polish names, Monday first, the weekdays' two
 * letters as column titles ("pn", "wt"…: the library's own "pon wto śro" is not how Polish abbreviates
 * them; screen readers hear each day's full name instead), busy and past days
 * marked (by class, for the look, and by label, for screen readers). Loaded on demand (calendar-base.tsx):
 * the library and date-fns stay out of the pages that show no calendar.
 */
export default function PolishDayPicker({ today, busy, searched, ...props }: PolishDayPickerProps) {
  return (
    <DayPicker
      locale={pl}
      weekStartsOn={1}
      today={today}
      className="calendar"
      modifiers={{ busy: [...busy], past: { before: today }, searched: searched ?? false }}
      modifiersClassNames={{
        busy: "calendar__day--busy",
        past: "calendar__day--past",
        searched: "calendar__day--searched",
      }}
      labels={{
        labelDayButton: (date, modifiers) => dayLabel(date, modifiers, true),
        labelGridcell: (date, modifiers) => dayLabel(date, modifiers ?? {}, false),
      }}
      {...props}
      formatters={{ formatWeekdayName: formatWeekdayTwoLetters, ...props.formatters }}
      components={{ DayButton, ...props.components }}
    />
  );
}
