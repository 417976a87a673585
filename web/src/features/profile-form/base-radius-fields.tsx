import { PROFILE_LIMITS } from "@shared/schemas/profiles";
import type { ChangeEvent } from "react";
import { Field } from "../../components/form-field";
import { PlaceCombobox } from "../../components/place-combobox";

interface Binding<TChange> {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (change: TChange) => void;
}

interface BaseRadiusFieldsProps {
  /** useFormFields' bindText("base_location"). */
  base: Binding<string>;
  /** useFormFields' bind("operation_radius_km"). */
  radius: Binding<ChangeEvent<HTMLInputElement>>;
  hint: string;
  disabled: boolean;
}

/**
 * Where a truck is based (a place field with suggestions; the server finds it on the map) and how far it
 * goes, side by side: the owner's profile form and the admin's truck editor send them the same way.
 */
export function BaseRadiusFields({ base, radius, hint, disabled }: BaseRadiusFieldsProps) {
  return (
    <div className="grid-2">
      <PlaceCombobox label="Lokalizacja bazowa" hint={hint} maxLength={200} {...base} disabled={disabled} />
      <Field
        label="Promień działania (km)"
        type="number"
        inputMode="numeric"
        min={1}
        max={PROFILE_LIMITS.maxRadiusKm}
        step={1}
        {...radius}
        disabled={disabled}
      />
    </div>
  );
}
