import { BOOKING_KINDS, type BookingKind, KIND_WORDS } from "@shared/domain/booking-kind";
import { type ReactNode, useId } from "react";
import { Field } from "../../components/form-field";
import type { BoundField } from "./place-field";
import { SETTLEMENT_TEXTS, settlementOf } from "./settlement";
import "./settlement-choice.css";

interface SettlementChoiceProps {
  /** The radios' name and the form's key of the choice. */
  name: string;
  value: string;
  error?: string | undefined;
  disabled?: boolean;
  onChoose: (kind: BookingKind) => void;
  /** The pitch fee's field (the API's event_cost), shown only for a pitch. */
  fee: BoundField;
  /** What a hired truck will likely cost (the booking form's estimate), read out as it changes. */
  hiredNote?: ReactNode;
}

/**
 * The first question of the booking form and the create-event dialog: is the truck hired (the organizer
 * pays it) or does it take a pitch (it pays the organizer)? Native radios in a fieldset, each card saying
 * who may ask whom for what and when the money arrives; a pitch asks for its fee.
 */
export function SettlementChoice({
  name,
  value,
  error,
  disabled,
  onChoose,
  fee,
  hiredNote,
}: SettlementChoiceProps) {
  const id = useId();
  const chosen = settlementOf(value);
  return (
    <div className="settlement">
      <fieldset
        className="settlement__cards"
        data-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <legend>{SETTLEMENT_TEXTS.question}</legend>
        <div className="radio-cards">
          {BOOKING_KINDS.map((kind) => (
            <label key={kind} className="radio-card">
              <input
                type="radio"
                name={name}
                value={kind}
                required
                checked={chosen === kind}
                disabled={disabled}
                aria-invalid={error ? true : undefined}
                // Named by its title, its sentence read after it as its description.
                aria-labelledby={`${id}-${kind}-title`}
                aria-describedby={error ? `${id}-${kind}-explains ${id}-error` : `${id}-${kind}-explains`}
                onChange={() => onChoose(kind)}
              />
              <span>
                <strong id={`${id}-${kind}-title`}>{KIND_WORDS[kind].title}</strong>
                <small id={`${id}-${kind}-explains`}>{KIND_WORDS[kind].explains}</small>
              </span>
            </label>
          ))}
        </div>
        {error && (
          <span id={`${id}-error`} className="field__error settlement__error">
            {error}
          </span>
        )}
      </fieldset>
      <div className="settlement__note" aria-live="polite">
        {chosen === "hired" && hiredNote}
      </div>
      {chosen === "pitch" && (
        <Field
          label={SETTLEMENT_TEXTS.feeLabel}
          type="number"
          inputMode="decimal"
          required
          // SPEC.md §5: the cost input steps by 50 (any amount above 0 may still be typed).
          min={0}
          step={50}
          hint={SETTLEMENT_TEXTS.feeHint}
          {...fee}
        />
      )}
    </div>
  );
}
