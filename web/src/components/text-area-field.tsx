import { type TextareaHTMLAttributes, useId } from "react";
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
  const describedBy = [hint ? `${fieldId}-hint` : "", error ? `${fieldId}-error` : ""]
    .filter(Boolean)
    .join(" ");
  return (
    <div className="field">
      <label htmlFor={fieldId}>{label}</label>
      <textarea
        id={fieldId}
        className={className ? `textarea-field ${className}` : "textarea-field"}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...textarea}
      />
      {hint && (
        <span id={`${fieldId}-hint`} className="field__hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={`${fieldId}-error`} className="field__error">
          {error}
        </span>
      )}
    </div>
  );
}
