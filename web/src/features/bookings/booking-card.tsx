import type { UiAction } from "@shared/domain/booking-machine";
import { useMutation } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useId } from "react";
import { Alert } from "../../components/feedback";
import { api, errorMessage, unwrap } from "../../lib/api";
import { formatDayRange, formatPln } from "../../lib/format";
import { ACTION_ERRORS, type ModalAction } from "./actions";
import { Contacts, PaymentInfo } from "./booking-card-details";
import type { Booking } from "./bookings-query";
import { answerDeadline, isPayer, statusLabel, statusTone } from "./format";
import { downloadInvoice, INVOICE_DOWNLOAD_FAILED } from "./invoice-download";

/** Buttons for the actions the server allows, in this order; the rest open a dialog. */
const ACTION_BUTTONS: { action: UiAction; label: string; kind: "primary" | "secondary" | "danger" }[] = [
  { action: "accept", label: "Akceptuj", kind: "primary" },
  { action: "reject", label: "Odrzuć", kind: "danger" },
  { action: "request_deposit", label: "Poproś o zaliczkę", kind: "primary" },
  { action: "request_fee", label: "Poproś o opłatę gwarancyjną", kind: "primary" },
  { action: "review", label: "Wystaw opinię", kind: "primary" },
  { action: "upload_invoice", label: "Wyślij fakturę", kind: "primary" },
  { action: "report_problem", label: "Zgłoś problem", kind: "secondary" },
  { action: "cancel", label: "Anuluj rezerwację", kind: "danger" },
];

const BUTTON_CLASS = {
  primary: "btn",
  secondary: "btn btn--secondary",
  danger: "btn bk-btn--outline-danger",
};

function isModalAction(action: UiAction): action is ModalAction {
  return (
    action === "cancel" ||
    action === "report_problem" ||
    action === "request_deposit" ||
    action === "request_fee" ||
    action === "review" ||
    action === "upload_invoice"
  );
}

export function bookingElementId(requestId: number): string {
  return `booking-${requestId}`;
}

interface BookingCardProps {
  booking: Booking;
  /** The signed-in user (to tell who reported a problem). */
  userId: number;
  highlighted: boolean;
  onOpenModal: (action: ModalAction, booking: Booking) => void;
  /** Refreshes the list; the action's buttons stay disabled until it resolves. */
  onDone: (booking: Booking, notice: string) => Promise<void>;
}

export function BookingCard({ booking, userId, highlighted, onOpenModal, onDone }: BookingCardProps) {
  const titleId = useId();
  const owner = booking.my_role === "owner";
  const dates = formatDayRange(booking.event_start_date, booking.event_end_date);
  const tone = statusTone(booking);

  const changeStatus = useMutation({
    mutationFn: (status: "confirmed" | "rejected_by_owner") =>
      unwrap(
        api.requests[":id"].status.$put({
          param: { id: String(booking.request_id) },
          json: { status },
        }),
        ACTION_ERRORS.status,
      ),
    onSuccess: (_answer, status) =>
      onDone(
        booking,
        status === "confirmed"
          ? "Rezerwacja została zaakceptowana. Dane kontaktowe organizatora są teraz widoczne."
          : "Rezerwacja została odrzucona.",
      ),
  });
  const invoice = useMutation({
    mutationFn: (side: "organizer" | "owner") => downloadInvoice(booking.request_id, side),
  });

  const actions = ACTION_BUTTONS.filter(({ action }) => booking.allowed_actions.includes(action));
  const payer = isPayer(booking);

  function run(action: UiAction) {
    if (action === "accept") changeStatus.mutate("confirmed");
    else if (action === "reject") changeStatus.mutate("rejected_by_owner");
    else if (isModalAction(action)) onOpenModal(action, booking);
  }

  return (
    <article
      id={bookingElementId(booking.request_id)}
      className={highlighted ? "bk-card bk-card--highlight" : "bk-card"}
      aria-labelledby={titleId}
      tabIndex={-1}
    >
      <header className="bk-card__header">
        <div className="bk-card__heading">
          <h3 id={titleId} className="bk-card__title">
            {booking.food_truck_name}
          </h3>
          <p className="bk-card__context">
            {owner ? (
              <>
                Prośba od organizatora: <strong>{booking.organizer_name}</strong>
              </>
            ) : (
              <>
                Twoja rezerwacja jako organizator ·{" "}
                <Link
                  to="/profile/$profileId"
                  params={{ profileId: String(booking.profile_id) }}
                  aria-label={`Zobacz profil food trucka ${booking.food_truck_name}`}
                >
                  Zobacz profil food trucka
                </Link>
              </>
            )}
          </p>
        </div>
        <span className={`bk-status bk-status--${tone}`}>{statusLabel(booking)}</span>
      </header>

      {booking.status === "pending_owner_approval" && (
        <p className="bk-card__note">
          {owner
            ? `Odpowiedz na prośbę do ${answerDeadline(booking.created_at)} – potem wygaśnie.`
            : `Właściciel ma czas na odpowiedź do ${answerDeadline(booking.created_at)}.`}
        </p>
      )}

      <dl className="bk-details">
        <div>
          <dt>Termin</dt>
          <dd>{dates}</dd>
        </div>
        <div>
          <dt>Godziny</dt>
          <dd>{booking.event_time}</dd>
        </div>
        <div>
          <dt>Rodzaj wydarzenia</dt>
          <dd>{booking.event_type}</dd>
        </div>
        <div>
          <dt>Liczba gości</dt>
          <dd>{booking.guest_count}</dd>
        </div>
        <div>
          <dt>Koszt wydarzenia</dt>
          <dd>{formatPln(booking.event_cost ?? 0)}</dd>
        </div>
        <div className="bk-details__wide">
          <dt>Miejsce</dt>
          <dd>{booking.event_location}</dd>
        </div>
      </dl>

      {booking.event_details && (
        <details className="bk-card__description">
          <summary>Opis wydarzenia</summary>
          <p>{booking.event_details}</p>
        </details>
      )}

      <PaymentInfo booking={booking} />

      {booking.problem_reported && (
        <div className="bk-box bk-box--problem">
          <p className="bk-box__title">
            Zgłoszony problem
            {booking.problem_reported_by !== null && (
              <span className="bk-box__by">
                {" "}
                –{" "}
                {booking.problem_reported_by === userId
                  ? "zgłoszony przez Ciebie"
                  : booking.problem_reported_by === booking.user_id
                    ? "zgłoszony przez organizatora"
                    : "zgłoszony przez właściciela"}
              </span>
            )}
          </p>
          {booking.problem_description && <p className="bk-box__text">{booking.problem_description}</p>}
          {booking.status === "disputed" && (
            <p className="bk-box__hint">Sprawą zajmuje się administrator serwisu.</p>
          )}
        </div>
      )}

      <Contacts booking={booking} />

      {(booking.invoice_sent_by_organizer || booking.invoice_sent_by_owner) && (
        <div className="bk-invoices">
          <span className="bk-invoices__label">Faktury:</span>
          {booking.invoice_sent_by_organizer && (
            <button
              type="button"
              className="btn--link bk-link-button"
              onClick={() => invoice.mutate("organizer")}
              disabled={invoice.isPending}
            >
              Pobierz fakturę od organizatora (PDF)
            </button>
          )}
          {booking.invoice_sent_by_owner && (
            <button
              type="button"
              className="btn--link bk-link-button"
              onClick={() => invoice.mutate("owner")}
              disabled={invoice.isPending}
            >
              Pobierz fakturę od właściciela (PDF)
            </button>
          )}
        </div>
      )}

      {changeStatus.isError && (
        <Alert kind="error">{errorMessage(changeStatus.error, ACTION_ERRORS.status)}</Alert>
      )}
      {invoice.isError && <Alert kind="error">{errorMessage(invoice.error, INVOICE_DOWNLOAD_FAILED)}</Alert>}

      {(actions.length > 0 || payer) && (
        <div className="bk-card__actions">
          {payer && (
            <Link
              to="/payment/$requestId"
              params={{ requestId: String(booking.request_id) }}
              className="btn"
              aria-label={`Zapłać: ${booking.food_truck_name}, ${dates}`}
            >
              Zapłać
            </Link>
          )}
          {actions.map(({ action, label, kind }) => (
            <button
              key={action}
              type="button"
              className={BUTTON_CLASS[kind]}
              disabled={changeStatus.isPending}
              aria-label={`${label}: ${booking.food_truck_name}, ${dates}`}
              onClick={() => run(action)}
            >
              {changeStatus.isPending && changeStatus.variables === "confirmed" && action === "accept"
                ? "Akceptowanie..."
                : changeStatus.isPending &&
                    changeStatus.variables === "rejected_by_owner" &&
                    action === "reject"
                  ? "Odrzucanie..."
                  : label}
            </button>
          ))}
        </div>
      )}
    </article>
  );
}
