import type { UiAction } from "@shared/domain/booking-machine";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Alert } from "../../components/feedback";
import { InlineConfirm, useConfirmStep } from "../../components/inline-confirm";
import { api, errorMessage, unwrap } from "../../lib/api";
import { formatDayRange } from "../../lib/format";
import { isPaymentAccountReady } from "../payments/payment-account-gate";
import { paymentAccountQuery } from "../payments/payments-queries";
import { ACTION_ERRORS, type ModalAction } from "./actions";
import type { Booking } from "./bookings-query";

/** Buttons for the actions the server allows, in this order; the rest open a dialog. */
const ACTION_BUTTONS: { action: UiAction; label: string; kind: "primary" | "secondary" | "danger" }[] = [
  { action: "accept", label: "Akceptuj", kind: "primary" },
  { action: "reject", label: "Odrzuć", kind: "danger" },
  { action: "request_deposit", label: "Poproś o zaliczkę", kind: "primary" },
  { action: "request_fee", label: "Poproś o opłatę gwarancyjną", kind: "primary" },
  { action: "review", label: "Wystaw opinię", kind: "primary" },
  { action: "upload_invoice", label: "Wyślij fakturę", kind: "primary" },
  { action: "propose_reschedule", label: "Zmień termin", kind: "secondary" },
  { action: "report_problem", label: "Zgłoś problem", kind: "secondary" },
  { action: "cancel", label: "Anuluj rezerwację", kind: "danger" },
];

const BUTTON_CLASS = {
  primary: "btn",
  secondary: "btn btn--secondary",
  danger: "btn btn--danger-outline",
};

const MODAL_ACTIONS: readonly UiAction[] = [
  "cancel",
  "report_problem",
  "request_deposit",
  "request_fee",
  "review",
  "upload_invoice",
  "propose_reschedule",
] satisfies ModalAction[];

function isModalAction(action: UiAction): action is ModalAction {
  return MODAL_ACTIONS.includes(action);
}

/**
 * An owner answers a pending request with accept or reject only (withdrawing is the organizer's; the
 * owner cancels once accepted): neither the cancel button nor why it is closed.
 */
function ownerAnswersInstead(booking: Booking): boolean {
  return booking.my_role === "owner" && booking.status === "pending_owner_approval";
}

/** The actions the server allows on this booking; accepting asks once more with the dates, since it binds both sides. */
function shownActions(booking: Booking) {
  return ACTION_BUTTONS.filter(
    ({ action }) =>
      booking.allowed_actions.includes(action) && !(action === "cancel" && ownerAnswersInstead(booking)),
  );
}

interface BookingCardActionsProps {
  booking: Booking;
  onOpenModal: (action: ModalAction, booking: Booking) => void;
  onDone: (booking: Booking, notice: string) => Promise<void>;
}

export function BookingCardActions({ booking, onOpenModal, onDone }: BookingCardActionsProps) {
  const acceptStep = useConfirmStep();
  // Rejecting e-mails the organizer and cannot be undone: asked once more too, never a single click.
  const rejectStep = useConfirmStep();
  const dates = formatDayRange(booking.event_start_date, booking.event_end_date);
  const changeStatus = useMutation({
    mutationFn: (status: "confirmed" | "rejected_by_owner") =>
      unwrap(
        api.requests[":id"].status.$put({ param: { id: String(booking.request_id) }, json: { status } }),
        ACTION_ERRORS.status,
      ),
    onSuccess: (_answer, status) =>
      onDone(
        booking,
        status === "confirmed"
          ? "Rezerwacja została zaakceptowana. Dane kontaktowe organizatora są teraz widoczne."
          : "Rezerwacja została odrzucona.",
      ),
    // A refused answer shows its error with the buttons again, the keyboard back on the button asked.
    onError: (_error, status) => (status === "confirmed" ? acceptStep.back() : rejectStep.back()),
    onSettled: (_answer, error) => {
      if (error) return;
      acceptStep.close();
      rejectStep.close();
    },
  });
  const actions = shownActions(booking);
  // The server's machine also says why cancelling closed (the 336-hour window), when that is why.
  const cancelNote = ownerAnswersInstead(booking) ? null : booking.cancel_too_late;
  // The server's machine says who pays and when (allowed_actions), the page does not work it out.
  const payer = booking.allowed_actions.includes("pay");
  // Paying needs the payer's own account (SPEC.md §5): known before the click, the gate comes first.
  const account = useQuery({ ...paymentAccountQuery, enabled: payer });

  function run(action: UiAction) {
    if (action === "accept") acceptStep.ask();
    else if (action === "reject") rejectStep.ask();
    else if (isModalAction(action)) onOpenModal(action, booking);
  }

  return (
    <>
      {changeStatus.isError && (
        <Alert kind="error">{errorMessage(changeStatus.error, ACTION_ERRORS.status)}</Alert>
      )}
      {acceptStep.confirming ? (
        <InlineConfirm
          question={`Zaakceptować rezerwację na ${dates}? ${
            booking.event_start_date === booking.event_end_date
              ? "Ten dzień zostanie zajęty"
              : "Te dni zostaną zajęte"
          } w Twoim kalendarzu.`}
          confirmText="Tak, akceptuję"
          busyText="Akceptowanie..."
          busy={changeStatus.isPending}
          onConfirm={() => changeStatus.mutate("confirmed")}
          onCancel={acceptStep.back}
        />
      ) : rejectStep.confirming ? (
        <InlineConfirm
          question={`Odrzucić rezerwację na ${dates}? Organizator dostanie wiadomość e-mail.`}
          confirmText="Tak, odrzucam"
          busyText="Odrzucanie..."
          busy={changeStatus.isPending}
          onConfirm={() => changeStatus.mutate("rejected_by_owner")}
          onCancel={rejectStep.back}
        />
      ) : (
        (actions.length > 0 || payer) && (
          <div className="bk-card__actions">
            {payer && (
              <Link
                to="/payment/$requestId"
                params={{ requestId: String(booking.request_id) }}
                className="btn"
                aria-label={`Zapłać: ${booking.food_truck_name}, ${dates}`}
                onClick={(event) => {
                  if (isPaymentAccountReady(account.data)) return;
                  event.preventDefault();
                  onOpenModal("pay", booking);
                }}
              >
                Zapłać
              </Link>
            )}
            {actions.map(({ action, label, kind }) => (
              <button
                key={action}
                ref={
                  action === "accept"
                    ? acceptStep.askRef
                    : action === "reject"
                      ? rejectStep.askRef
                      : undefined
                }
                type="button"
                className={BUTTON_CLASS[kind]}
                disabled={changeStatus.isPending}
                aria-label={`${label}: ${booking.food_truck_name}, ${dates}`}
                onClick={() => run(action)}
              >
                {label}
              </button>
            ))}
          </div>
        )
      )}
      {cancelNote && <p className="bk-card__hint">{cancelNote}</p>}
    </>
  );
}
