import type { ChangeEvent } from "react";
import { Field } from "./form-field";

type CompanyField = "company_name" | "nip" | "street_address" | "postal_code" | "city";

interface CompanyFieldsProps {
  bind: (name: CompanyField) => {
    name: string;
    value: string;
    error: string | undefined;
    onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  };
  /** Owners must give company data; for organizers it is optional. */
  required: boolean;
}

/** The company section of registration and of My account (SPEC.md §5: required of owners). */
export function CompanyFields({ bind, required }: CompanyFieldsProps) {
  return (
    <fieldset className="group">
      <legend>Dane firmy{required ? "" : " (opcjonalnie)"}</legend>
      <div className="grid-2">
        <Field label="Nazwa firmy" autoComplete="organization" {...bind("company_name")} />
        <Field label="NIP" inputMode="numeric" hint="10 cyfr" {...bind("nip")} />
        <Field label="Ulica i numer" autoComplete="street-address" {...bind("street_address")} />
        <Field
          label="Kod pocztowy"
          autoComplete="postal-code"
          placeholder="00-000"
          {...bind("postal_code")}
        />
        <Field label="Miasto" autoComplete="address-level2" {...bind("city")} />
      </div>
    </fieldset>
  );
}
