import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { useId, useRef, useState } from "react";
import { Alert, Loading } from "../../components/feedback";
import { QueryError } from "../../components/query-error";
import { formatDayRange } from "../../lib/format";
import { ActionModal } from "../bookings/actions";
import { BookingCard } from "../bookings/booking-card";
import { type Booking, myBookingsQuery } from "../bookings/bookings-query";
import { myEventsQuery } from "../events/events-query";
import { ReceivedInvitationCard } from "../events/received-invitation-card";
import { isPaymentAccountReady } from "../payments/payment-account-gate";
import { paymentAccountQuery } from "../payments/payments-queries";
import type { InboxItem } from "./inbox-items";
import { inboxDeadlineText, inboxItemTitle, paymentText } from "./inbox-labels";
import { useInbox } from "./inbox-query";
import { waitingLabel } from "./waiting-label";
import "../bookings/bookings.css";
import "../events/events.css";
import "./inbox.css";

type InboxDialog = { action: "pay" | "review"; booking: Booking };

/**
 * "Do odpowiedzi", first on the dashboard for both roles (issue 35): everything that waits for this user,
 * soonest deadline first. Requests and invitations are answered right here; a proposal of new dates leads
 * to its booking's card, a payment and a review open their action.
 */
export function Inbox({ userId }: { userId: number }) {
  const queryClient = useQueryClient();
  const inbox = useInbox(true);
  const [notice, setNotice] = useState<string | null>(null);
  const [dialog, setDialog] = useState<InboxDialog | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const titleId = useId();

  async function finished(text: string) {
    setDialog(null);
    setNotice(text);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: myBookingsQuery.queryKey }),
      queryClient.invalidateQueries({ queryKey: myEventsQuery.queryKey }),
    ]);
    // The answered item has left the inbox: keep the keyboard on the message.
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
      {inbox.error ? (
        <QueryError error={inbox.error} onRetry={inbox.refetch} />
      ) : inbox.isPending ? (
        <Loading text="Wczytywanie spraw do odpowiedzi..." />
      ) : inbox.count === 0 ? (
        <p className="muted bk-empty">Nic nie czeka teraz na Twoją odpowiedź.</p>
      ) : (
        <ul className="bk-list inbox__list">
          {inbox.items.map((item) => (
            <li key={item.key}>
              <InboxEntry
                item={item}
                userId={userId}
                onAction={(action, booking) => setDialog({ action, booking })}
                onDone={finished}
                onRefused={() => void inbox.refetch()}
              />
            </li>
          ))}
        </ul>
      )}
      {dialog && (
        <ActionModal
          key={`${dialog.action}-${dialog.booking.request_id}`}
          action={dialog.action}
          booking={dialog.booking}
          onClose={() => setDialog(null)}
          onDone={finished}
        />
      )}
    </section>
  );
}

interface InboxEntryProps {
  item: InboxItem;
  userId: number;
  onAction: (action: InboxDialog["action"], booking: Booking) => void;
  onDone: (text: string) => Promise<void>;
  onRefused: () => void;
}

function InboxEntry({ item, userId, onAction, onDone, onRefused }: InboxEntryProps) {
  const head = (
    <p className="inbox__what">
      <strong>{inboxItemTitle(item)}</strong>{" "}
      <span className="inbox__deadline">{inboxDeadlineText(item)}</span>
    </p>
  );
  if (item.kind === "request") {
    return (
      <>
        {head}
        <BookingCard
          booking={item.booking}
          userId={userId}
          highlighted={false}
          // A pending request offers no dialog actions to its owner (accept and reject only).
          onOpenModal={() => undefined}
          onDone={(_booking, text) => onDone(text)}
        />
      </>
    );
  }
  if (item.kind === "invitation") {
    return (
      <>
        {head}
        <ReceivedInvitationCard
          invitation={item.invitation}
          userId={userId}
          bookingFor={() => undefined}
          onOpenModal={() => undefined}
          onBookingDone={(_booking, text) => onDone(text)}
          onResponded={onDone}
          onRefused={onRefused}
        />
      </>
    );
  }
  return <BookingItem item={item} onAction={onAction} />;
}

/** A proposal, a payment or a review: a line about the booking and the way to the action. */
function BookingItem({
  item,
  onAction,
}: {
  item: Extract<InboxItem, { kind: "reschedule" | "payment" | "review" }>;
  onAction: InboxEntryProps["onAction"];
}) {
  const titleId = useId();
  const navigate = useNavigate();
  const { booking } = item;
  const dates = formatDayRange(booking.event_start_date, booking.event_end_date);
  const account = useQuery({ ...paymentAccountQuery, enabled: item.kind === "payment" });
  // An owner reviews the organizer: the item names them, the truck alone would not say whom.
  const reviewed = item.kind === "review" && booking.my_role === "owner" ? booking.organizer_name : null;
  const label = `${reviewed ? `${reviewed}, ` : ""}${booking.food_truck_name}, ${dates}`;
  return (
    <article className="inbox__item" aria-labelledby={titleId}>
      <div className="inbox__item-text">
        <h3 id={titleId} className="inbox__what">
          {inboxItemTitle(item)} <span className="inbox__deadline">{inboxDeadlineText(item)}</span>
        </h3>
        <p className="inbox__about">
          {reviewed && `Organizator: ${reviewed} · `}
          {booking.food_truck_name} ·{" "}
          {item.kind === "reschedule" ? (
            <>
              z <span className="inbox__dates">{dates}</span> na{" "}
              <span className="inbox__dates">
                {formatDayRange(item.proposal.new_start_date, item.proposal.new_end_date)}
              </span>
            </>
          ) : (
            <span className="inbox__dates">{dates}</span>
          )}
          {item.kind === "payment" && paymentText(item) && ` · ${paymentText(item)}`}
        </p>
      </div>
      {item.kind === "reschedule" && (
        <button
          type="button"
          className="btn"
          aria-label={`Odpowiedz na propozycję – ${label}`}
          // The card shows the proposal with its answers: scroll to it and highlight it.
          onClick={() =>
            void navigate({ to: "/dashboard", state: { bookingIdToScrollTo: booking.request_id } })
          }
        >
          Odpowiedz
        </button>
      )}
      {item.kind === "payment" && (
        <Link
          to="/payment/$requestId"
          params={{ requestId: String(booking.request_id) }}
          className="btn"
          aria-label={`Zapłać – ${label}`}
          onClick={(event) => {
            if (isPaymentAccountReady(account.data)) return;
            event.preventDefault();
            onAction("pay", booking);
          }}
        >
          Zapłać
        </Link>
      )}
      {item.kind === "review" && (
        <button
          type="button"
          className="btn"
          aria-label={`Wystaw opinię – ${label}`}
          onClick={() => onAction("review", booking)}
        >
          Wystaw opinię
        </button>
      )}
    </article>
  );
}
