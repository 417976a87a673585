import { useCallback, useEffect, useRef, useState } from "react";
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

/**
 * The state of a button that asks with InlineConfirm. The confirmation replaces the button, so when the
 * user goes back (Escape, "Wróć", or a refused request) the button is a new element: `askRef` on it puts
 * the keyboard focus back there instead of letting it fall to the page's start.
 */
export function useConfirmStep() {
  const [confirming, setConfirming] = useState(false);
  const refocus = useRef(false);
  const askRef = useCallback((button: HTMLButtonElement | null) => {
    if (!button || !refocus.current) return;
    refocus.current = false;
    button.focus();
  }, []);
  return {
    confirming,
    askRef,
    ask: () => setConfirming(true),
    /** Back to the button that asked, with the focus on it. */
    back: () => {
      refocus.current = true;
      setConfirming(false);
    },
    /** Done: the card's new state decides where the focus goes. */
    close: () => setConfirming(false),
  };
}
