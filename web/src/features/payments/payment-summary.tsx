import { KIND_WORDS } from "@shared/domain/booking-kind";
import { formatPln } from "@shared/domain/money";
import { Link } from "@tanstack/react-router";
import { useId } from "react";
import { Alert } from "../../components/feedback";
import { formatDayRange } from "../../lib/format";
import type { Booking } from "../bookings/bookings-query";
import { MONEY_NEXT, payerText, paymentTitle, receiverText } from "./money-texts";
import { ReceiptLink } from "./receipt-link";

const NOT_FOUND = "Nie znaleziono tej rezerwacji wśród Twoich rezerwacji.";

/** Back to the booking's card on the dashboard (it scrolls there and highlights it). */
function BackToBooking({ requestId }: { requestId: number }) {
  return (
    <Link to="/dashboard" state={{ bookingIdToScrollTo: requestId }}>
      Zobacz tę rezerwację w panelu
    </Link>
  );
}

/**
 * The payment page's summary of the booking (issue 34), above the provider's form: the facts a payer
 * checks before paying — how much, for what, for which truck and days, who pays whom, what happens next.
 */
export function PaymentSummary({ booking }: { booking: Booking }) {
  const titleId = useId();
  const kind = booking.booking_kind;
  const fee = booking.commitment_fee;
  return (
    <section className="card pay-summary" aria-labelledby={titleId}>
      <h2 id={titleId} className="pay-summary__what">
        {paymentTitle(booking)}
      </h2>
      <p className="pay-summary__amount">
        {fee === null ? "Kwota nie została jeszcze ustalona" : formatPln(fee)}
      </p>
      {booking.payment_status === "paid" && (
        <p className="pay-summary__paid">
          Opłacono. <ReceiptLink booking={booking} />
        </p>
      )}
      <dl className="pay-summary__facts">
        <dt>Rodzaj rezerwacji</dt>
        <dd>{KIND_WORDS[kind].title}</dd>
        <dt>Food truck</dt>
        <dd>{booking.food_truck_name}</dd>
        <dt>Termin</dt>
        <dd>{formatDayRange(booking.event_start_date, booking.event_end_date)}</dd>
        <dt>Płaci</dt>
        <dd>{payerText(booking)}</dd>
        <dt>Otrzymuje</dt>
        <dd>{receiverText(booking)}</dd>
        {kind === "hired" && booking.total_cost !== null && (
          <>
            <dt>Całkowity koszt usługi</dt>
            <dd>{formatPln(booking.total_cost)} (zaliczka jest jego częścią)</dd>
          </>
        )}
        {kind === "pitch" && booking.event_cost !== null && (
          <>
            <dt>{KIND_WORDS.pitch.costLabel}</dt>
            <dd>{KIND_WORDS.pitch.costText(booking.event_cost)}</dd>
          </>
        )}
      </dl>
      <p className="pay-summary__next">{MONEY_NEXT}</p>
      <p>
        <BackToBooking requestId={booking.request_id} />
      </p>
    </section>
  );
}

/** The payment page opened for a booking that is not among the user's own. */
export function PaymentBookingNotFound() {
  return (
    <div className="stack">
      <Alert kind="error">{NOT_FOUND}</Alert>
      <p>
        <Link to="/dashboard">Przejdź do panelu</Link>
      </p>
    </div>
  );
}
