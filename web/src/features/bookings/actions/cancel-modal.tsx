import { useMutation } from "@tanstack/react-query";
import { api, unwrap } from "../../../lib/api";
import { ACTION_ERRORS, ActionForm, type ActionModalProps, bookingParam } from "./action-form";

/** "Anuluj rezerwację": asks first, because it cannot be undone. */
export function CancelModal({ booking, onClose, onDone }: ActionModalProps) {
  const cancel = useMutation({
    mutationFn: () =>
      unwrap(api.requests[":id"].cancel.$put({ param: bookingParam(booking) }), ACTION_ERRORS.cancel),
    onSuccess: () => onDone("Rezerwacja została anulowana."),
  });
  return (
    <ActionForm
      booking={booking}
      title="Anulować rezerwację?"
      onClose={onClose}
      mutation={cancel}
      fallback={ACTION_ERRORS.cancel}
      onSubmit={() => cancel.mutate()}
      closeText="Nie, zostaw"
      submitText="Tak, anuluj rezerwację"
      busyText="Anulowanie..."
      danger
    >
      <p className="modal__warning">
        Czy na pewno chcesz anulować tę rezerwację? <strong>Tej operacji nie można cofnąć.</strong> Druga
        strona otrzyma powiadomienie e-mail.
      </p>
    </ActionForm>
  );
}
