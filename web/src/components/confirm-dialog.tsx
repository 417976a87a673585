import type { FormEvent, ReactNode } from "react";
import { errorMessage } from "../lib/api";
import { DialogActions } from "./dialog-actions";
import { Alert } from "./feedback";
import { Modal } from "./modal";

interface ConfirmDialogProps {
  title: string;
  /** What will happen, in a sentence or two. */
  children: ReactNode;
  confirmText: string;
  busyText: string;
  /** The action's mutation: busy while pending, its error shown with `fallback`. */
  mutation: { isPending: boolean; isError: boolean; error: unknown };
  fallback: string;
  onConfirm: () => void;
  onClose: () => void;
  danger?: boolean;
}

/** "Are you sure" before a step that cannot be undone (deleting), as a dialog; a refusal stays inside it. */
export function ConfirmDialog({
  title,
  children,
  confirmText,
  busyText,
  mutation,
  fallback,
  onConfirm,
  onClose,
  danger = true,
}: ConfirmDialogProps) {
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!mutation.isPending) onConfirm();
  }
  return (
    <Modal title={title} onClose={onClose} busy={mutation.isPending}>
      <form className="form" onSubmit={submit}>
        <div>{children}</div>
        {mutation.isError && <Alert kind="error">{errorMessage(mutation.error, fallback)}</Alert>}
        <DialogActions
          busy={mutation.isPending}
          onCancel={onClose}
          submitText={confirmText}
          busyText={busyText}
          danger={danger}
        />
      </form>
    </Modal>
  );
}
