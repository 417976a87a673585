import { type ChangeEvent, useId } from "react";
import { Field } from "../../components/form-field";
import { SelectField } from "../../components/select-field";

interface Binding {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (change: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
  disabled: boolean;
}

const POWER_OPTIONS = [
  { value: "", label: "Nie podaję" },
  { value: "none", label: "Bez przyłącza (własne, ciche zasilanie)" },
  { value: "230v", label: "Gniazdo 230 V" },
  { value: "400v", label: "Gniazdo 400 V (siła)" },
];

const WATER_OPTIONS = [
  { value: "", label: "Nie podaję" },
  { value: "true", label: "Potrzebuje dostępu do wody" },
  { value: "false", label: "Nie potrzebuje wody" },
];

/** Whether the power chosen is a socket, which has a kW figure. */
export const isSocket = (power: string) => power === "230v" || power === "400v";

/**
 * Beyond SPEC.md (issue 38): what the truck serves and needs on site, each optional. Organizers see it on
 * the profile, and a search for a venue it does not fit leaves the truck out. The kW field shows once a
 * socket is chosen.
 */
export function TruckNeedsFields({
  portionsPerHour,
  length,
  power,
  powerKw,
  water,
}: {
  portionsPerHour: Binding;
  length: Binding;
  power: Binding;
  powerKw: Binding;
  water: Binding;
}) {
  const id = useId();
  return (
    <fieldset className="group" aria-describedby={`${id}-hint`}>
      <legend>Wydajność i wymagania (opcjonalnie)</legend>
      <p id={`${id}-hint`} className="field__hint pf-needs__hint">
        Organizatorzy zobaczą to na profilu. Pomożemy im policzyć, ile food trucków potrzeba, a w wyszukiwarce
        nie pokażemy Twojego food trucka tam, gdzie się nie zmieści.
      </p>
      <div className="pf-fields">
        <div className="grid-2">
          <Field
            label="Porcji na godzinę"
            inputMode="numeric"
            autoComplete="off"
            placeholder="np. 120"
            {...portionsPerHour}
          />
          <Field
            label="Długość food trucka (m)"
            inputMode="decimal"
            autoComplete="off"
            placeholder="np. 6,5"
            {...length}
          />
        </div>
        <div className="grid-2">
          <SelectField label="Zasilanie" options={POWER_OPTIONS} {...power} />
          {isSocket(power.value) && (
            <Field
              label="Moc (kW)"
              inputMode="decimal"
              autoComplete="off"
              placeholder="np. 11"
              {...powerKw}
            />
          )}
          <SelectField label="Woda" options={WATER_OPTIONS} {...water} />
        </div>
      </div>
    </fieldset>
  );
}
