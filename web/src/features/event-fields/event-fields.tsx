import { MAX_EVENT_DAYS } from "@shared/domain/booking-machine";
import type { DayRange } from "../../components/calendar-days";
import { DateRangeField, type DateRangeFieldProps } from "../../components/date-range-field";
import { Field } from "../../components/form-field";
import type { FieldErrors } from "../../lib/form-errors";
import { type BoundField, PlaceField, type PlaceFieldProps } from "./place-field";

const DATES_HINT = "Wybierz pierwszy i ostatni dzień; wydarzenie jednodniowe to jeden wybrany dzień.";

export interface EventFieldsProps {
  /** The days; the label, the hint and the longest range have defaults. */
  dates: Omit<DateRangeFieldProps, "label" | "maxDays"> & { label?: string };
  place: PlaceFieldProps;
  guests: BoundField;
  /** The hours (the booking form asks for them, an event does not). */
  time?: BoundField | undefined;
}

/**
 * What the booking form and the create-event dialog both ask about an event: when (a date-range picker),
 * where, how many guests and, for a booking, the hours. Each form keeps its own field names (the ones its
 * API call sends) and passes them in bound.
 */
export function EventFields({ dates, place, guests, time }: EventFieldsProps) {
  const { label = "Termin wydarzenia", hint = DATES_HINT, ...rest } = dates;
  return (
    <>
      <DateRangeField label={label} hint={hint} maxDays={MAX_EVENT_DAYS} {...rest} />
      <PlaceField {...place} />
      <div className="grid-2 ef-grid">
        {time && <Field label="Godziny" placeholder="np. 14:00 - 22:00" required maxLength={100} {...time} />}
        <Field label="Liczba gości" type="number" inputMode="numeric" required min={0} step={1} {...guests} />
      </div>
    </>
  );
}

interface RangeForm<K extends string> {
  values: { [P in K]: string };
  errors: FieldErrors;
  setValue: (name: K, value: string) => void;
}

/** The picker's value, change handler and message for a form that keeps the days in two fields. */
export function bindDateRange<K extends string>(form: RangeForm<K>, start: K, end: K) {
  return {
    value: { start: form.values[start], end: form.values[end] },
    error: form.errors[start] ?? form.errors[end],
    onChange: (range: DayRange) => {
      form.setValue(start, range.start);
      form.setValue(end, range.end);
    },
  };
}
