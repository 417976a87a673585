import type { FormEvent, ReactNode, Ref } from "react";
import { DialogActions } from "../../../components/dialog-actions";
import { Alert } from "../../../components/feedback";
import { Modal } from "../../../components/modal";
import { errorMessage } from "../../../lib/api";
import { formatDayRange } from "../../../lib/format";
import type { Booking } from "../bookings-query";

/** The Polish fallbacks of SPEC.md §8 when the server gives no message. */
export const ACTION_ERRORS = {
  status: "Błąd zmiany statusu.",
  cancel: "Błąd anulowania rezerwacji.",
  review: "Błąd dodawania opinii.",
  fee: "Błąd wysyłania prośby o opłatę.",
  problem: "Nie udało się wysłać zgłoszenia.",
  deposit: "Nie udało się wysłać prośby.",
  invoice: "Wystąpił błąd podczas wysyłania faktury.",
  reschedule: "Nie udało się wysłać propozycji nowego terminu.",
  answer: "Nie udało się zapisać odpowiedzi na propozycję nowego terminu.",
} as const;

export type ModalAction =
  | "cancel"
  | "report_problem"
  | "request_deposit"
  | "request_fee"
  | "review"
  | "upload_invoice"
  | "propose_reschedule"
  /** Paying opens the payment page, after the payment-account gate when the account is not ready. */
  | "pay";

export interface ActionModalProps {
  booking: Booking;
  onClose: () => void;
  /** Called after the server accepted the action, with the confirmation to show; refreshes the list. */
  onDone: (notice: string) => Promise<void>;
}

export function bookingParam(booking: Booking) {
  return { id: String(booking.request_id) };
}

/** Which booking the dialog is about: truck, dates and (for the owner) the organizer. */
function Subject({ booking }: { booking: Booking }) {
  return (
    <p className="modal__subject">
      <strong>{booking.food_truck_name}</strong> ·{" "}
      {formatDayRange(booking.event_start_date, booking.event_end_date)}
      {booking.my_role === "owner" && ` · organizator: ${booking.organizer_name}`}
    </p>
  );
}

function ErrorBox({ children }: { children: ReactNode }) {
  return children ? <Alert kind="error">{children}</Alert> : null;
}

interface ActionFormProps {
  booking: Booking;
  /** The form element, so a refused submit can move focus to the first invalid field. */
  formRef?: Ref<HTMLFormElement>;
  title: string;
  description?: string;
  onClose: () => void;
  /** The action's mutation: busy while pending, its error shown with `fallback`. */
  mutation: { isPending: boolean; isError: boolean; error: unknown };
  fallback: string;
  onSubmit: () => void;
  submitText: string;
  busyText: string;
  closeText?: string;
  danger?: boolean;
  children?: ReactNode;
}

/** The frame every action dialog shares: title, subject line, fields, error and the two buttons. */
export function ActionForm({
  booking,
  formRef,
  title,
  description,
  onClose,
  mutation,
  fallback,
  onSubmit,
  children,
  closeText = "Zamknij",
  ...buttons
}: ActionFormProps) {
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!mutation.isPending) onSubmit();
  }
  return (
    <Modal
      title={title}
      onClose={onClose}
      busy={mutation.isPending}
      {...(description ? { description } : {})}
    >
      <form ref={formRef} className="form" onSubmit={submit} noValidate>
        <Subject booking={booking} />
        {children}
        <ErrorBox>{mutation.isError && errorMessage(mutation.error, fallback)}</ErrorBox>
        <DialogActions busy={mutation.isPending} onCancel={onClose} cancelText={closeText} {...buttons} />
      </form>
    </Modal>
  );
}
