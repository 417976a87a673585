import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useRef, useState } from "react";
import { Alert, Loading } from "../../components/feedback";
import { QueryError } from "../../components/query-error";
import { useSession } from "../../lib/session";
import { ActionModal, type ModalAction } from "../bookings/actions";
import { bookingElementId } from "../bookings/booking-card";
import { type Booking, myBookingsQuery } from "../bookings/bookings-query";
import { invitationAwaitsAnswer } from "../inbox/inbox-items";
import { CreateEventModal } from "./create-event-modal";
import { invitationElementId } from "./event-card-parts";
import { myEventsQuery } from "./events-query";
import { OrganizerEventCard } from "./organizer-event-card";
import { ReceivedInvitationCard } from "./received-invitation-card";
import "../bookings/bookings.css";
import "./events.css";

/** Dashboard "Wydarzenia" (SPEC.md §2): organizers' events with their invitations, owners' invitations. */
export function EventsSection() {
  const { user } = useSession();
  if (!user || user.role === "admin") return null;
  return <EventsSectionBody userId={user.user_id} organizer={user.user_type === "organizer"} />;
}

function EventsSectionBody({ userId, organizer }: { userId: number; organizer: boolean }) {
  const queryClient = useQueryClient();
  const events = useQuery(myEventsQuery);
  // Bookings made by accepting an invitation are shown (and acted on) here, not under "Rezerwacje".
  const bookings = useQuery(myBookingsQuery);
  const [creating, setCreating] = useState(false);
  const [dialog, setDialog] = useState<{ action: ModalAction; booking: Booking } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const titleId = useId();

  function bookingFor(requestId: number | undefined): Booking | undefined {
    if (requestId === undefined) return undefined;
    return bookings.data?.find((booking) => booking.request_id === requestId);
  }

  async function refresh() {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: myEventsQuery.queryKey }),
      queryClient.invalidateQueries({ queryKey: myBookingsQuery.queryKey }),
    ]);
  }

  /** Refreshes, then keeps the keyboard on the card whose buttons may just have gone (else the notice). */
  async function refreshAndFocus(focusId?: string) {
    await refresh();
    window.requestAnimationFrame(() => {
      ((focusId ? document.getElementById(focusId) : null) ?? noticeRef.current)?.focus();
    });
  }

  /**
   * After an answer or a booking action: say what happened, refresh, keep the keyboard on the card (or,
   * without one, on the notice).
   */
  async function finished(text: string, focusId?: string) {
    setDialog(null);
    setNotice(text);
    await refreshAndFocus(focusId);
  }

  // Without the bookings list the cards would look unbooked and an empty list would say "nothing yet":
  // the error stands alone until both have loaded.
  const data = bookings.isError ? undefined : events.data;
  // Invitations waiting for an answer are in the owner's inbox at the top of the dashboard.
  const answered =
    data?.view === "food_truck_owner"
      ? data.invitations.filter((invitation) => !invitationAwaitsAnswer(invitation))
      : undefined;

  return (
    <section className="card bk-section ev-section" aria-labelledby={titleId}>
      <div className="bk-section__header">
        <h2 id={titleId} className="section-title">
          Wydarzenia
        </h2>
        {organizer && (
          <button type="button" className="btn" onClick={() => setCreating(true)}>
            Utwórz wydarzenie
          </button>
        )}
      </div>

      <div ref={noticeRef} tabIndex={-1} className="bk-notice" role="status">
        {notice && <Alert kind="success">{notice}</Alert>}
      </div>

      {events.isPending && (
        <Loading text={organizer ? "Wczytywanie wydarzeń..." : "Wczytywanie zaproszeń..."} />
      )}
      {events.isError && <QueryError error={events.error} onRetry={events.refetch} />}
      {/* The invitations' bookings come from the bookings list: without it their cards would look unbooked. */}
      {!events.isError && bookings.isError && (
        <QueryError error={bookings.error} onRetry={bookings.refetch} />
      )}

      {data?.view === "organizer" &&
        (data.events.length === 0 ? (
          <p className="muted bk-empty">
            Nie masz jeszcze żadnych wydarzeń. Utwórz wydarzenie, a food trucki z pasującą ofertą dostaną
            zaproszenie.
          </p>
        ) : (
          <ul className="bk-list">
            {data.events.map((event) => (
              <li key={event.event_id}>
                <OrganizerEventCard
                  event={event}
                  userId={userId}
                  bookingFor={bookingFor}
                  onOpenModal={(action, booking) => setDialog({ action, booking })}
                  onBookingDone={(booking, text) => finished(text, bookingElementId(booking.request_id))}
                  // The button goes with the state it offered: the notice takes the focus.
                  onReopened={(text) => finished(text)}
                />
              </li>
            ))}
          </ul>
        ))}

      {answered &&
        (answered.length === 0 ? (
          <p className="muted bk-empty">
            Gdy organizator utworzy wydarzenie pasujące do oferty i obszaru działania Twojego food trucka,
            zaproszenie pojawi się na górze panelu, w sekcji „Do odpowiedzi”. Przyjęte i odrzucone zaproszenia
            zobaczysz tutaj.
          </p>
        ) : (
          <ul className="bk-list">
            {answered.map((invitation) => (
              <li key={invitation.invitation_id}>
                <ReceivedInvitationCard
                  invitation={invitation}
                  userId={userId}
                  bookingFor={bookingFor}
                  onOpenModal={(action, booking) => setDialog({ action, booking })}
                  onBookingDone={(booking, text) => finished(text, bookingElementId(booking.request_id))}
                  onResponded={(text) => finished(text, invitationElementId(invitation.invitation_id))}
                  onRefused={() => void refreshAndFocus(invitationElementId(invitation.invitation_id))}
                />
              </li>
            ))}
          </ul>
        ))}

      {creating && (
        <CreateEventModal onClose={() => setCreating(false)} onCreated={(message) => setNotice(message)} />
      )}
      {dialog && (
        <ActionModal
          key={`${dialog.action}-${dialog.booking.request_id}`}
          action={dialog.action}
          booking={dialog.booking}
          onClose={() => setDialog(null)}
          onDone={(text) => finished(text, bookingElementId(dialog.booking.request_id))}
        />
      )}
    </section>
  );
}
