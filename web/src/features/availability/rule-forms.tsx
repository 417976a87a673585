import { BULK_MAX_DAYS } from "@shared/domain/availability-range";
import type { BulkAvailabilityInput } from "@shared/schemas/availability-bulk";
import { BULK_TEXTS } from "@shared/schemas/availability-bulk";
import { type FormEvent, useId, useState } from "react";
import type { DayRange } from "../../components/calendar-days";
import { DateRangeField } from "../../components/date-range-field";
import { WEEKDAY_NAMES } from "../../lib/format";
import { ChangeResult } from "./change-panels";
import { closureWords, weekdayRuleWords } from "./range-words";
import type { ChangeFeedback, ChangeOrigin } from "./use-availability-changes";
import "./availability-tools.css";

const PERIOD_MISSING = "Wybierz pierwszy i ostatni dzień okresu.";
const NO_PERIOD: DayRange = { start: "", end: "" };

export interface RuleFormProps {
  /** Today in Warsaw ("YYYY-MM-DD"): the first day a rule can start. */
  today: string;
  thisYear: number;
  saving: boolean;
  feedback: ChangeFeedback | null;
  onUndo: (() => void) | null;
  onApply: (change: BulkAvailabilityInput, origin: ChangeOrigin) => void;
}

/** A rule's period: from today on, at most a year. */
function PeriodField(props: {
  label: string;
  today: string;
  value: DayRange;
  onChange: (value: DayRange) => void;
  error: string | undefined;
}) {
  return <DateRangeField {...props} earliest={props.today} maxDays={BULK_MAX_DAYS} />;
}

/** The chosen period, a single day when only the first is picked; null before any. */
function periodOf(value: DayRange): { from: string; to: string } | null {
  return value.start ? { from: value.start, to: value.end || value.start } : null;
}

/** „Reguła dni tygodnia”: „Niedostępny w każdy poniedziałek od … do …” in one change. */
export function WeekdayRuleForm({ today, thisYear, saving, feedback, onUndo, onApply }: RuleFormProps) {
  const id = useId();
  const [weekdays, setWeekdays] = useState<number[]>([]);
  const [available, setAvailable] = useState(false);
  const [period, setPeriod] = useState<DayRange>(NO_PERIOD);
  const [errors, setErrors] = useState<{ weekdays?: string; period?: string }>({});
  const chosen = periodOf(period);

  function switchWeekday(weekday: number, on: boolean) {
    setWeekdays(on ? [...weekdays, weekday].sort((a, b) => a - b) : weekdays.filter((d) => d !== weekday));
    setErrors({ ...errors, weekdays: undefined });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = {
      weekdays: weekdays.length === 0 ? BULK_TEXTS.noWeekday : undefined,
      period: chosen ? undefined : PERIOD_MISSING,
    };
    setErrors(found);
    if (found.weekdays || !chosen) return;
    onApply({ ...chosen, available, weekdays }, "weekdays");
  }

  return (
    <form className="card av-rule" aria-labelledby={`${id}-title`} noValidate onSubmit={submit}>
      <h2 id={`${id}-title`} className="section-title">
        Reguła dni tygodnia
      </h2>
      <fieldset
        className="av-weekdays"
        aria-describedby={errors.weekdays ? `${id}-weekdays-error` : undefined}
        aria-invalid={errors.weekdays ? true : undefined}
      >
        <legend className="field__label">Dni tygodnia</legend>
        {WEEKDAY_NAMES.map((weekday, index) => (
          <label key={weekday.long} className="av-chip">
            <input
              type="checkbox"
              checked={weekdays.includes(index + 1)}
              onChange={(event) => switchWeekday(index + 1, event.target.checked)}
            />
            {weekday.long}
          </label>
        ))}
        {errors.weekdays && (
          <span id={`${id}-weekdays-error`} className="field__error av-weekdays__error">
            {errors.weekdays}
          </span>
        )}
      </fieldset>
      <fieldset className="av-choice">
        <legend className="field__label">W te dni food truck jest</legend>
        <label className="av-chip">
          <input
            type="radio"
            name={`${id}-state`}
            checked={!available}
            onChange={() => setAvailable(false)}
          />
          niedostępny
        </label>
        <label className="av-chip">
          <input type="radio" name={`${id}-state`} checked={available} onChange={() => setAvailable(true)} />
          dostępny
        </label>
      </fieldset>
      <PeriodField
        label="Okres obowiązywania reguły"
        today={today}
        value={period}
        onChange={(value) => {
          setPeriod(value);
          setErrors({ ...errors, period: undefined });
        }}
        error={errors.period}
      />
      <p className="av-rule__summary">{weekdayRuleWords(weekdays, available, chosen, thisYear)}</p>
      <div>
        <button type="submit" className="btn" disabled={saving}>
          Zastosuj regułę
        </button>
      </div>
      <ChangeResult feedback={feedback} origin="weekdays" saving={saving} onUndo={onUndo} />
    </form>
  );
}

/** „Zamknięcie sezonowe”: every day of a period (a winter break, a holiday) marked unavailable at once. */
export function SeasonClosureForm({ today, thisYear, saving, feedback, onUndo, onApply }: RuleFormProps) {
  const id = useId();
  const [period, setPeriod] = useState<DayRange>(NO_PERIOD);
  const [error, setError] = useState<string | undefined>();
  const chosen = periodOf(period);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!chosen) {
      setError(PERIOD_MISSING);
      return;
    }
    onApply({ ...chosen, available: false }, "season");
  }

  return (
    <form className="card av-rule" aria-labelledby={`${id}-title`} noValidate onSubmit={submit}>
      <h2 id={`${id}-title`} className="section-title">
        Zamknięcie sezonowe
      </h2>
      <p className="muted av-rule__intro">
        Przerwa zimowa, urlop, remont: wszystkie dni okresu będą niedostępne, także dla wyszukiwarki.
      </p>
      <PeriodField
        label="Okres zamknięcia"
        today={today}
        value={period}
        onChange={(value) => {
          setPeriod(value);
          setError(undefined);
        }}
        error={error}
      />
      {chosen && <p className="av-rule__summary">{closureWords(chosen.from, chosen.to, thisYear)}</p>}
      <div>
        <button type="submit" className="btn" disabled={saving}>
          Zamknij w tym okresie
        </button>
      </div>
      <ChangeResult feedback={feedback} origin="season" saving={saving} onUndo={onUndo} />
    </form>
  );
}
