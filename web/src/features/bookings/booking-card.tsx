import { useMutation } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useId } from "react";
import { Alert } from "../../components/feedback";
import { errorMessage } from "../../lib/api";
import { formatDayRange } from "../../lib/format";
import { StartChatButton } from "../chat/start-chat-button";
import { ReceiptLink } from "../payments/receipt-link";
import type { ModalAction } from "./actions";
import { BookingCardActions } from "./booking-card-actions";
import { Contacts, VenueDetail } from "./booking-card-details";
import type { Booking } from "./bookings-query";
import { CalendarDownload } from "./calendar-download";
import { answerDeadline, statusLabel, statusTone } from "./format";
import { downloadInvoice, INVOICE_DOWNLOAD_FAILED } from "./invoice-download";
import { MoneySummary } from "./money-summary";
import { Replacements } from "./replacements";
import { RescheduleProposals } from "./reschedule-proposals";

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

  const invoice = useMutation({
    mutationFn: (side: "organizer" | "owner") => downloadInvoice(booking.request_id, side),
  });

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
                Twoja rezerwacja jako organizator{booking.profile_id !== null && " · "}
                {booking.profile_id !== null && (
                  <Link
                    to="/profile/$profileId"
                    params={{ profileId: String(booking.profile_id) }}
                    aria-label={`Zobacz profil food trucka ${booking.food_truck_name}`}
                  >
                    Zobacz profil food trucka
                  </Link>
                )}
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

      {booking.allowed_actions.includes("review") && <p className="bk-card__note">Czeka na Twoją opinię.</p>}

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
        <div className="bk-details__wide">
          <dt>Miejsce</dt>
          <dd>{booking.event_location}</dd>
        </div>
        <VenueDetail booking={booking} />
      </dl>

      {!booking.is_completed && <CalendarDownload booking={booking} />}

      {booking.event_details && (
        <details className="bk-card__description">
          <summary>Opis wydarzenia</summary>
          <p>{booking.event_details}</p>
        </details>
      )}

      <MoneySummary booking={booking}>
        <ReceiptLink booking={booking} />
      </MoneySummary>

      <RescheduleProposals booking={booking} onDone={onDone} />

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

      {!owner && booking.status === "cancelled_by_owner" && <Replacements booking={booking} />}

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

      {invoice.isError && <Alert kind="error">{errorMessage(invoice.error, INVOICE_DOWNLOAD_FAILED)}</Alert>}

      <BookingCardActions booking={booking} onOpenModal={onOpenModal} onDone={onDone} />
      <div className="bk-card__chat">
        <StartChatButton
          subject={{ requestId: booking.request_id }}
          label={`${booking.food_truck_name}, ${formatDayRange(booking.event_start_date, booking.event_end_date)}`}
        />
      </div>
    </article>
  );
}
