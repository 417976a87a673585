import { useQueryClient } from "@tanstack/react-query";
import { useId, useRef, useState } from "react";
import { Alert, Loading } from "../../components/feedback";
import { QueryError } from "../../components/query-error";
import { BookingCard } from "../bookings/booking-card";
import { myBookingsQuery } from "../bookings/bookings-query";
import { myEventsQuery } from "../events/events-query";
import { ReceivedInvitationCard } from "../events/received-invitation-card";
import { useOwnerInbox } from "./owner-inbox-query";
import { waitingLabel } from "./waiting-label";
import "../bookings/bookings.css";
import "../events/events.css";
import "./inbox.css";

/**
 * The owner's inbox, first on the dashboard (on a phone above everything else): requests and
 * invitations waiting for an answer, with accept and reject right here. Answered ones move to
 * "Rezerwacje" and "Wydarzenia" below.
 */
export function OwnerInbox({ userId }: { userId: number }) {
  const queryClient = useQueryClient();
  const inbox = useOwnerInbox(true);
  const [notice, setNotice] = useState<string | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const titleId = useId();

  async function finished(text: string) {
    setNotice(text);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: myBookingsQuery.queryKey }),
      queryClient.invalidateQueries({ queryKey: myEventsQuery.queryKey }),
    ]);
    // The answered card has left the inbox: keep the keyboard on the message.
    window.requestAnimationFrame(() => noticeRef.current?.focus());
  }

  return (
    <section className="card bk-section inbox" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        Do odpowiedzi
        {inbox.count > 0 && <span className="inbox__count"> · {waitingLabel(inbox.count)}</span>}
      </h2>
      <div ref={noticeRef} tabIndex={-1} className="bk-notice" role="status">
        {notice && <Alert kind="success">{notice}</Alert>}
      </div>
      {inbox.isPending && <Loading text="Wczytywanie próśb i zaproszeń..." />}
      {inbox.error && <QueryError error={inbox.error} onRetry={inbox.refetch} />}
      {!inbox.isPending && !inbox.error && inbox.count === 0 && (
        <p className="muted bk-empty">Nie masz próśb ani zaproszeń czekających na odpowiedź.</p>
      )}
      {inbox.count > 0 && (
        <ul className="bk-list">
          {inbox.requests.map((booking) => (
            <li key={`request-${booking.request_id}`}>
              <BookingCard
                booking={booking}
                userId={userId}
                highlighted={false}
                // A pending request offers no dialog actions to its owner (accept and reject only).
                onOpenModal={() => undefined}
                onDone={(_booking, text) => finished(text)}
              />
            </li>
          ))}
          {inbox.invitations.map((invitation) => (
            <li key={`invitation-${invitation.invitation_id}`}>
              <ReceivedInvitationCard
                invitation={invitation}
                userId={userId}
                bookingFor={() => undefined}
                onOpenModal={() => undefined}
                onBookingDone={(_booking, text) => finished(text)}
                onResponded={finished}
                onRefused={() => void inbox.refetch()}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
