interface DialogActionsProps {
  /** A request runs: both buttons wait, the submit one says what is happening. */
  busy: boolean;
  onCancel: () => void;
  submitText: string;
  busyText: string;
  cancelText?: string;
  danger?: boolean;
}

/** The two buttons at the foot of a dialog's form: go back, and the form's own submit. */
export function DialogActions({
  busy,
  onCancel,
  submitText,
  busyText,
  cancelText = "Anuluj",
  danger = false,
}: DialogActionsProps) {
  return (
    <div className="modal__actions">
      <button type="button" className="btn btn--secondary" onClick={onCancel} disabled={busy}>
        {cancelText}
      </button>
      <button type="submit" className={danger ? "btn btn--danger" : "btn"} disabled={busy}>
        {busy ? busyText : submitText}
      </button>
    </div>
  );
}
