import { EVENT_TYPES } from "@shared/schemas/bookings";
import { type ChangeEvent, useId } from "react";

interface EventTypeFieldProps {
  name: string;
  value: string;
  error?: string | undefined;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  disabled?: boolean;
}

/** "Rodzaj wydarzenia": one of the server's event types, its error announced like components/Field's. */
export function EventTypeField({ error, ...select }: EventTypeFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>Rodzaj wydarzenia</label>
      <select
        id={id}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...select}
      >
        <option value="">Wybierz rodzaj wydarzenia</option>
        {EVENT_TYPES.map((type) => (
          <option key={type} value={type}>
            {type}
          </option>
        ))}
      </select>
      {error && (
        <span id={`${id}-error`} className="field__error">
          {error}
        </span>
      )}
    </div>
  );
}
