import { type KeyboardEvent, type MouseEvent, type ReactNode, useId, useRef } from "react";
import { createPortal } from "react-dom";
import { trapTabKey, useModalFocus } from "./dialog-hooks";
import "./modal.css";

interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** While true (a request is running) Esc, the backdrop and × do not close the dialog. */
  busy?: boolean;
  /** Text under the title, read out with the dialog's name. */
  description?: ReactNode;
}

/**
 * The one dialog of the app: labelled by its title, Esc and a backdrop click close it,
 * Tab stays inside, page scrolling is locked, and focus goes back where it was when it closes.
 */
export function Modal({ title, onClose, children, busy = false, description }: ModalProps) {
  const titleId = useId();
  const descriptionId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const pressedOnBackdrop = useRef(false);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  // The first field gets the focus; the dialog itself if there is none.
  useModalFocus(dialogRef, {
    initialFocus: () =>
      dialogRef.current?.querySelector<HTMLElement>(
        "input:not([disabled]):not([type='hidden']), select:not([disabled]), textarea:not([disabled])",
      ),
  });

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === "Escape") {
      event.stopPropagation();
      if (!busy) closeRef.current();
      return;
    }
    trapTabKey(event, dialogRef.current);
  }

  // A press that starts on a field and ends on the backdrop (selecting text) must not close the dialog.
  function onBackdropMouseDown(event: MouseEvent<HTMLDivElement>) {
    pressedOnBackdrop.current = event.target === event.currentTarget;
  }
  function onBackdropClick(event: MouseEvent<HTMLDivElement>) {
    if (pressedOnBackdrop.current && event.target === event.currentTarget && !busy) closeRef.current();
    pressedOnBackdrop.current = false;
  }

  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop click is a mouse shortcut; Esc and the × button do the same for the keyboard.
    // biome-ignore lint/a11y/useKeyWithClickEvents: Esc is handled on the dialog itself.
    <div className="modal-backdrop" onMouseDown={onBackdropMouseDown} onClick={onBackdropClick}>
      <div
        ref={dialogRef}
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button
            type="button"
            className="modal__close"
            onClick={() => closeRef.current()}
            disabled={busy}
            aria-label="Zamknij okno"
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {description && (
          <div id={descriptionId} className="modal__description">
            {description}
          </div>
        )}
        <div className="modal__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
