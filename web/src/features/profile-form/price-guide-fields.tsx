import type { ChangeEvent } from "react";
import { Field } from "../../components/form-field";

interface Binding {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (change: ChangeEvent<HTMLInputElement>) => void;
  disabled: boolean;
}

/**
 * Beyond SPEC.md (issue 16): what a truck costs, each field optional — the price of a portion from–to and
 * the smallest order taken, in złoty. Organizers see "od 25 zł / porcja" on the card.
 */
export function PriceGuideFields({
  from,
  to,
  minimumOrder,
}: {
  from: Binding;
  to: Binding;
  minimumOrder: Binding;
}) {
  return (
    <fieldset className="group">
      <legend>Cennik (opcjonalnie)</legend>
      <div className="pf-fields">
        <div className="grid-2">
          <Field label="Cena za porcję od (zł)" inputMode="decimal" autoComplete="off" {...from} />
          <Field label="Cena za porcję do (zł)" inputMode="decimal" autoComplete="off" {...to} />
        </div>
        <Field label="Minimalne zamówienie (zł)" inputMode="decimal" autoComplete="off" {...minimumOrder} />
      </div>
    </fieldset>
  );
}
