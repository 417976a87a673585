import { useMutation } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useId } from "react";
import { Alert } from "../../components/feedback";
import { api, errorMessage, unwrap } from "../../lib/api";
import { formatDay, formatDayRange, formatPln } from "../../lib/format";
import type { ModalAction } from "../bookings/actions";
import { BookingCard } from "../bookings/booking-card";
import type { Booking } from "../bookings/bookings-query";
import type { OrganizerEvent, OrganizerInvitation, ReceivedInvitation } from "./events-query";
import {
  type BookingLink,
  bookingStatus,
  dishLabel,
  invitationStatus,
  isSlotFilled,
  offerGroups,
} from "./labels";

/** SPEC.md §8 fallback when answering an invitation fails without a server message. */
export const RESPOND_FAILED = "Nie udało się zapisać odpowiedzi.";

export function invitationElementId(invitationId: number): string {
  return `invitation-${invitationId}`;
}

interface BookingProps {
  userId: number;
  /** The full booking (from GET /requests/my-bookings) an accepted invitation created, if loaded. */
  bookingFor: (requestId: number | undefined) => Booking | undefined;
  onOpenModal: (action: ModalAction, booking: Booking) => void;
  onBookingDone: (booking: Booking, notice: string) => Promise<void>;
}

/** Termin, guests, cost and place of an event, as the bookings cards show them. */
function EventDetails({
  start,
  end,
  guests,
  cost,
  location,
}: {
  start: number;
  end: number;
  guests: number;
  cost: number | null;
  location: string;
}) {
  return (
    <dl className="bk-details">
      <div>
        <dt>Termin</dt>
        <dd>{formatDayRange(start, end)}</dd>
      </div>
      <div>
        <dt>Liczba gości</dt>
        <dd>{guests}</dd>
      </div>
      <div>
        <dt>Koszt wydarzenia</dt>
        <dd>{formatPln(cost ?? 0)}</dd>
      </div>
      <div className="bk-details__wide">
        <dt>Lokalizacja</dt>
        <dd>{location}</dd>
      </div>
    </dl>
  );
}

function StatusBadge({ status }: { status: { label: string; tone: string } }) {
  return <span className={`bk-status bk-status--${status.tone}`}>{status.label}</span>;
}

/**
 * The booking an accepted invitation created: its status, and (once the bookings list has it) the full
 * booking card with contacts, payments and actions, folded away.
 */
function LinkedBooking({
  link,
  subject,
  userId,
  bookingFor,
  onOpenModal,
  onBookingDone,
}: BookingProps & { link: BookingLink; subject: string }) {
  const booking = bookingFor(link.request_id);
  return (
    <div className="ev-booking">
      <p className="ev-booking__status">
        <span>Rezerwacja:</span> <StatusBadge status={bookingStatus(link, booking)} />
      </p>
      {booking && (
        <details className="ev-booking__details">
          <summary aria-label={`Szczegóły rezerwacji i działania: ${subject}`}>
            Szczegóły rezerwacji i działania
          </summary>
          <BookingCard
            booking={booking}
            userId={userId}
            highlighted={false}
            onOpenModal={onOpenModal}
            onDone={onBookingDone}
          />
        </details>
      )}
    </div>
  );
}

function InvitationRow({ invitation, ...bookingProps }: BookingProps & { invitation: OrganizerInvitation }) {
  const status = invitationStatus(invitation, "organizer");
  const dish = dishLabel(invitation.cuisine_assigned);
  return (
    <li className="ev-invite">
      <div className="ev-invite__main">
        <div className="ev-invite__who">
          <Link
            to="/profile/$profileId"
            params={{ profileId: String(invitation.profile_id) }}
            className="ev-invite__truck"
          >
            {invitation.food_truck_name}
          </Link>
          <span className="ev-invite__dish">Danie: {dish}</span>
        </div>
        <StatusBadge status={status} />
      </div>
      {invitation.status === "accepted" && invitation.booking_details && (
        <LinkedBooking
          link={invitation.booking_details}
          subject={`${invitation.food_truck_name}, ${dish}`}
          {...bookingProps}
        />
      )}
    </li>
  );
}

/** The required offer as tag chips, with the catalogue's Polish labels. */
function RequiredOffer({ offer }: { offer: OrganizerEvent["required_offer"] }) {
  const groups = offerGroups(offer);
  if (groups.length === 0) return null;
  return (
    <div className="ev-offer-tags">
      {groups.map((group) => (
        <div key={group.title} className="ev-offer-tags__group">
          <span className="ev-offer-tags__title">{group.title}:</span>
          <ul className="ev-tags">
            {group.labels.map((label) => (
              <li key={label} className="ev-tag">
                {label}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

/** One of the organizer's events with the trucks it invited, per truck. */
export function OrganizerEventCard({ event, ...bookingProps }: BookingProps & { event: OrganizerEvent }) {
  const titleId = useId();
  const invitationsTitleId = useId();
  const unmatched = event.required_offer.dishes.filter((dish) => (event.invited_per_dish[dish] ?? 0) === 0);
  return (
    <article className="bk-card ev-card" aria-labelledby={titleId}>
      <header className="bk-card__header">
        <div className="bk-card__heading">
          <h3 id={titleId} className="bk-card__title">
            {event.event_name}
          </h3>
          <p className="bk-card__context">Utworzone {formatDay(event.created_at)}</p>
        </div>
      </header>

      <EventDetails
        start={event.event_start_date}
        end={event.event_end_date}
        guests={event.guest_count}
        cost={event.event_cost}
        location={event.location}
      />

      <div className="ev-block">
        <h4 className="ev-block__title">Wymagana oferta</h4>
        <RequiredOffer offer={event.required_offer} />
      </div>

      {event.event_description && (
        <details className="bk-card__description">
          <summary>Opis wydarzenia</summary>
          <p>{event.event_description}</p>
        </details>
      )}

      <div className="ev-block">
        <h4 id={invitationsTitleId} className="ev-block__title">
          Zaproszone food trucki
        </h4>
        {event.invitations.length === 0 ? (
          <p className="ev-none">
            Nie znaleźliśmy food trucków z wybranymi daniami, wolnych w tym terminie i dojeżdżających w to
            miejsce – nie wysłano zaproszeń.
          </p>
        ) : (
          <>
            <ul className="ev-invites" aria-labelledby={invitationsTitleId}>
              {event.invitations.map((invitation) => (
                <InvitationRow key={invitation.invitation_id} invitation={invitation} {...bookingProps} />
              ))}
            </ul>
            {unmatched.length > 0 && (
              <p className="ev-none">
                Brak pasujących food trucków dla: {unmatched.map(dishLabel).join(", ")}.
              </p>
            )}
          </>
        )}
      </div>
    </article>
  );
}

interface ReceivedInvitationCardProps extends BookingProps {
  invitation: ReceivedInvitation;
  /** After the server saved the answer; refreshes events and bookings. */
  onResponded: (notice: string) => Promise<void>;
  /** After the server refused the answer (the invitation may have changed meanwhile). */
  onRefused: () => void;
}

/** An invitation one of the owner's trucks received, with "Przyjmij" / "Odrzuć" while pending. */
export function ReceivedInvitationCard({
  invitation,
  onResponded,
  onRefused,
  ...bookingProps
}: ReceivedInvitationCardProps) {
  const titleId = useId();
  const event = invitation.event_details;
  const dish = dishLabel(invitation.cuisine_assigned);
  const status = invitationStatus(invitation, "owner");
  const closed = isSlotFilled(invitation);

  const respond = useMutation({
    mutationFn: (response: "accepted" | "rejected") =>
      unwrap(
        api.events.invitations[":invitationId"].respond.$put({
          param: { invitationId: String(invitation.invitation_id) },
          json: { response },
        }),
        RESPOND_FAILED,
      ),
    onSuccess: (_answer, response) =>
      onResponded(
        response === "accepted"
          ? `Przyjęto zaproszenie na „${event.event_name}”. Rezerwacja jest potwierdzona – dane kontaktowe organizatora znajdziesz w szczegółach rezerwacji.`
          : `Odrzucono zaproszenie na „${event.event_name}”.`,
      ),
    onError: onRefused,
  });
  const subject = `${event.event_name}, ${invitation.food_truck_name}, ${dish}`;

  return (
    <article
      id={invitationElementId(invitation.invitation_id)}
      className={closed ? "bk-card ev-card ev-card--closed" : "bk-card ev-card"}
      aria-labelledby={titleId}
      tabIndex={-1}
    >
      <header className="bk-card__header">
        <div className="bk-card__heading">
          <h3 id={titleId} className="bk-card__title">
            {event.event_name}
          </h3>
          <p className="bk-card__context">
            Zaproszenie od organizatora: <strong>{event.organizer_name}</strong>
          </p>
        </div>
        {!closed && <StatusBadge status={status} />}
      </header>

      {closed && <p className="ev-closed-note">{status.label}</p>}

      <p className="ev-invited-for">
        Zaproszony food truck: <strong>{invitation.food_truck_name}</strong>
        <span aria-hidden="true"> · </span>
        <span className="ev-invited-for__dish">
          danie: <strong>{dish}</strong>
        </span>
      </p>

      <EventDetails
        start={event.event_start_date}
        end={event.event_end_date}
        guests={event.guest_count}
        cost={event.event_cost}
        location={event.location}
      />

      {event.event_description && (
        <div className="ev-description">
          <h4 className="ev-block__title">Opis wydarzenia</h4>
          <p>{event.event_description}</p>
        </div>
      )}

      {respond.isError && <Alert kind="error">{errorMessage(respond.error, RESPOND_FAILED)}</Alert>}

      {invitation.status === "accepted" && invitation.booking_details && (
        <LinkedBooking link={invitation.booking_details} subject={subject} {...bookingProps} />
      )}

      {invitation.status === "pending" && (
        <div className="bk-card__actions">
          <button
            type="button"
            className="btn"
            disabled={respond.isPending}
            aria-label={`Przyjmij zaproszenie: ${subject}`}
            onClick={() => respond.mutate("accepted")}
          >
            {respond.isPending && respond.variables === "accepted" ? "Przyjmowanie..." : "Przyjmij"}
          </button>
          <button
            type="button"
            className="btn bk-btn--outline-danger"
            disabled={respond.isPending}
            aria-label={`Odrzuć zaproszenie: ${subject}`}
            onClick={() => respond.mutate("rejected")}
          >
            {respond.isPending && respond.variables === "rejected" ? "Odrzucanie..." : "Odrzuć"}
          </button>
        </div>
      )}
    </article>
  );
}
