/**
 * The hint and error under a field, and the `aria-describedby` that ties them to its control: one
 * wiring for every field component (inputs, text areas, the place combobox, the date-range picker).
 */
export function describedByOf(controlId: string, hint: unknown, error: unknown): string | undefined {
  const ids = [hint ? `${controlId}-hint` : "", error ? `${controlId}-error` : ""].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

export function FieldNotes({
  controlId,
  hint,
  error,
}: {
  controlId: string;
  hint?: string | undefined;
  error?: string | undefined;
}) {
  return (
    <>
      {hint && (
        <span id={`${controlId}-hint`} className="field__hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={`${controlId}-error`} className="field__error">
          {error}
        </span>
      )}
    </>
  );
}
