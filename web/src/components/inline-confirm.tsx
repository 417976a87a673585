import { useEffect, useRef } from "react";
import "./inline-confirm.css";

interface InlineConfirmProps {
  /** One line naming what is confirmed, e.g. "Zaakceptować rezerwację na 12.06.2027?" */
  question: string;
  confirmText: string;
  busyText: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A one-line "are you sure" in place of the buttons that asked it: the confirm button takes the focus,
 * Escape or "Wróć" goes back. Lighter than a dialog for a step the user just chose.
 */
export function InlineConfirm({
  question,
  confirmText,
  busyText,
  busy,
  onConfirm,
  onCancel,
}: InlineConfirmProps) {
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => confirmRef.current?.focus(), []);
  return (
    <fieldset
      className="inline-confirm"
      onKeyDown={(event) => {
        if (event.key === "Escape" && !busy) onCancel();
      }}
    >
      <legend className="inline-confirm__question">{question}</legend>
      <div className="inline-confirm__buttons">
        <button ref={confirmRef} type="button" className="btn" disabled={busy} onClick={onConfirm}>
          {busy ? busyText : confirmText}
        </button>
        <button type="button" className="btn btn--secondary" disabled={busy} onClick={onCancel}>
          Wróć
        </button>
      </div>
    </fieldset>
  );
}
