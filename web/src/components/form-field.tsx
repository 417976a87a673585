import { type InputHTMLAttributes, useId } from "react";
import { describedByOf, FieldNotes } from "./field-notes";

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | undefined;
  hint?: string;
}

/** A labelled input with its error announced to screen readers. */
export function Field({ label, error, hint, id, ...input }: FieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const describedBy = describedByOf(inputId, hint, error);
  return (
    <div className="field">
      <label htmlFor={inputId}>{label}</label>
      <input id={inputId} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      <FieldNotes controlId={inputId} hint={hint} error={error} />
    </div>
  );
}
