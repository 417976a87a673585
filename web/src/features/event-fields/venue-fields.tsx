import { type ChangeEvent, useId } from "react";
import { Field } from "../../components/form-field";
import { SelectField } from "../../components/select-field";
import "./venue.css";

type Control = HTMLInputElement | HTMLSelectElement;

/** One bound field, as useFormFields().bind gives it. */
export interface VenueBinding {
  name: string;
  value: string;
  error?: string | undefined;
  onChange: (event: ChangeEvent<Control>) => void;
  disabled?: boolean;
}

const POWER_OPTIONS = [
  { value: "", label: "Nie podaję" },
  { value: "none", label: "Brak prądu" },
  { value: "230v", label: "Gniazdo 230 V" },
  { value: "400v", label: "Gniazdo 400 V (siła)" },
];

const WATER_OPTIONS = [
  { value: "", label: "Nie podaję" },
  { value: "true", label: "Jest woda" },
  { value: "false", label: "Brak wody" },
];

/**
 * Beyond SPEC.md (issue 38): what the venue allows — the longest truck that fits, the power and the water on
 * site — each optional. The search, the booking form and the create-event dialog ask the same way.
 */
export function VenueFields({
  length,
  power,
  water,
  legend = "Twoje miejsce (opcjonalnie)",
  hint = "Podaj, co wiesz o miejscu: sprawdzimy, czy food truck się zmieści i będzie miał prąd i wodę.",
}: {
  length: VenueBinding;
  power: VenueBinding;
  water: VenueBinding;
  legend?: string;
  hint?: string;
}) {
  const id = useId();
  return (
    <fieldset className="group venue" aria-describedby={`${id}-hint`}>
      <legend>{legend}</legend>
      <p id={`${id}-hint`} className="field__hint venue__hint">
        {hint}
      </p>
      <div className="venue__fields">
        <Field
          label="Długość miejsca na food truck (m)"
          inputMode="decimal"
          autoComplete="off"
          placeholder="np. 6,5"
          {...length}
        />
        <SelectField label="Prąd na miejscu" options={POWER_OPTIONS} {...power} />
        <SelectField label="Woda na miejscu" options={WATER_OPTIONS} {...water} />
      </div>
    </fieldset>
  );
}
