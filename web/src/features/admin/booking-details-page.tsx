import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { type ReactNode, useState } from "react";
import { Loading } from "../../components/feedback";
import { QueryError } from "../../components/query-error";
import { ApiRequestError } from "../../lib/api";
import { formatDateTime } from "../../lib/format";
import { usePageTitle } from "../../lib/use-page-title";
import { MoneySummary } from "../bookings/money-summary";
import { adminBookingQuery } from "./admin-queries";
import { bookingDates, organizerOf, reporterOf, StatusBadge } from "./booking-cells";
import { BookingFlag } from "./booking-flag";
import { BookingHistory } from "./booking-history";
import { ResolveDisputeModal } from "./resolve-dispute-modal";
import "../bookings/bookings.css";
import "./admin.css";

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children ?? "—"}</dd>
    </div>
  );
}

const yesNo = (value: boolean) => (value ? "Tak" : "Nie");

/** /admin/booking/{requestId}: every detail of a booking, its conversation and its history. */
export function AdminBookingPage({ requestId }: { requestId: number }) {
  usePageTitle(`Rezerwacja ${requestId}`);
  const details = useQuery(adminBookingQuery(requestId));
  const [resolving, setResolving] = useState(false);
  const back = (
    <Link to="/admin" className="admin-back">
      ← Panel administratora
    </Link>
  );
  if (details.isPending) return <Loading />;
  if (details.isError) {
    const missing = details.error instanceof ApiRequestError && details.error.status === 404;
    return (
      <div className="stack">
        {back}
        <h1 className="page-title">{missing ? "Nie znaleziono rezerwacji" : "Szczegóły rezerwacji"}</h1>
        {!missing && <QueryError error={details.error} onRetry={details.refetch} />}
      </div>
    );
  }
  const { booking, conversation, history } = details.data;
  return (
    <div className="stack admin">
      {back}
      <h1 className="page-title">
        Rezerwacja {booking.request_id}: {booking.food_truck_name}
      </h1>
      <section className="card" aria-labelledby="admin-booking-details">
        <h2 id="admin-booking-details" className="section-title">
          Szczegóły
        </h2>
        <dl className="admin-details">
          <Row term="Status">
            <StatusBadge booking={booking} />
          </Row>
          <Row term="Termin">{bookingDates(booking)}</Row>
          <Row term="Godzina">{booking.event_time}</Row>
          <Row term="Miejsce">{booking.event_location}</Row>
          <Row term="Rodzaj wydarzenia">{booking.event_type}</Row>
          <Row term="Liczba gości">{booking.guest_count}</Row>
          <Row term="Koszty mediów">{booking.utility_costs}</Row>
          <Row term="Faktura organizatora">{yesNo(booking.invoice_sent_by_organizer)}</Row>
          <Row term="Faktura właściciela">{yesNo(booking.invoice_sent_by_owner)}</Row>
          <Row term="Z zaproszenia">
            {booking.invitation_id ? `tak (nr ${booking.invitation_id})` : "nie"}
          </Row>
          <Row term="Utworzono">{formatDateTime(booking.created_at)}</Row>
          <Row term="Organizator">
            {organizerOf(booking)}
            {booking.organizer_phone && `, tel. ${booking.organizer_phone}`}
          </Row>
          <Row term="Właściciel">
            {booking.owner_email}
            {booking.owner_phone && `, tel. ${booking.owner_phone}`}
          </Row>
        </dl>
        {booking.event_details && <p className="admin-pre">{booking.event_details}</p>}
        <MoneySummary booking={booking} />
        <div className="admin-flags">
          <BookingFlag booking={booking} flag="commission_paid" />
          <BookingFlag booking={booking} flag="packaging_ordered" />
        </div>
      </section>
      {booking.problem_reported && (
        <section className="card" aria-labelledby="admin-booking-problem">
          <h2 id="admin-booking-problem" className="section-title">
            Zgłoszony problem
          </h2>
          <p className="muted">Zgłosił: {reporterOf(booking)}</p>
          <blockquote className="admin-quote">{booking.problem_description}</blockquote>
          {booking.status === "disputed" && (
            <button type="button" className="btn" onClick={() => setResolving(true)}>
              Rozstrzygnij spór
            </button>
          )}
        </section>
      )}
      <section className="card" aria-labelledby="admin-booking-chat">
        <h2 id="admin-booking-chat" className="section-title">
          Rozmowa
        </h2>
        {!conversation || conversation.messages.length === 0 ? (
          <p className="muted">Strony nie wymieniły jeszcze wiadomości.</p>
        ) : (
          <ol className="admin-messages">
            {conversation.messages.map((message) => (
              <li key={message.id}>
                <p className="admin-messages__meta">
                  {message.sender_email ?? "Użytkownik usunięty"} · {formatDateTime(message.created_at)}
                </p>
                <p className="admin-pre">{message.message_content}</p>
              </li>
            ))}
          </ol>
        )}
      </section>
      <section className="card" aria-labelledby="admin-booking-history">
        <h2 id="admin-booking-history" className="section-title">
          Historia działań administratorów
        </h2>
        <BookingHistory entries={history} />
      </section>
      {resolving && <ResolveDisputeModal booking={booking} onClose={() => setResolving(false)} />}
    </div>
  );
}
