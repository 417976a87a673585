import { type TextareaHTMLAttributes, useId } from "react";
import { describedByOf, FieldNotes } from "./field-notes";
import "./modal.css";

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string | undefined;
  hint?: string;
}

/** A labelled textarea with its hint and error announced to screen readers (like components/Field). */
export function TextAreaField({ label, error, hint, id, className, ...textarea }: TextAreaFieldProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const describedBy = describedByOf(fieldId, hint, error);
  return (
    <div className="field">
      <label htmlFor={fieldId}>{label}</label>
      <textarea
        id={fieldId}
        className={className ? `textarea-field ${className}` : "textarea-field"}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...textarea}
      />
      <FieldNotes controlId={fieldId} hint={hint} error={error} />
    </div>
  );
}
