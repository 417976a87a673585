import type { ChangeEvent } from "react";
import { PlaceCombobox } from "../../components/place-combobox";

/** A text field as `useFormFields().bind(name)` gives it, plus the form's busy state. */
export interface BoundField {
  name: string;
  value: string;
  error?: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  disabled?: boolean;
}

/** What `useFormFields().bindText(name)` gives, plus the texts of the field. */
export interface PlaceFieldProps {
  name: string;
  value: string;
  error?: string | undefined;
  onChange: (text: string) => void;
  disabled?: boolean;
  label: string;
  hint?: string;
  placeholder?: string;
  /** A street address ending with the town: suggestions complete the town after the last comma. */
  address?: boolean;
}

/** Where the event takes place: a text field with town and district suggestions (GET /api/places). */
export function PlaceField(props: PlaceFieldProps) {
  return <PlaceCombobox maxLength={300} {...props} />;
}
