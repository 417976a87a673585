import { Link } from "@tanstack/react-router";
import { useId } from "react";
import { formatDay } from "../../lib/format";
import { StartChatButton } from "../chat/start-chat-button";
import { type BookingProps, EventDetails, LinkedBooking, StatusBadge } from "./event-card-parts";
import type { OrganizerEvent, OrganizerInvitation } from "./events-query";
import { canReopenSlot, dishLabel, invitationStatus, offerGroups } from "./labels";
import { ReopenSlot } from "./reopen-slot";

interface ReopenProps {
  /** After the organizer re-opened a slot its truck left, with the server's Polish message. */
  onReopened: (message: string) => Promise<void>;
}

function InvitationRow({
  event,
  invitation,
  onReopened,
  ...bookingProps
}: BookingProps & ReopenProps & { event: OrganizerEvent; invitation: OrganizerInvitation }) {
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
        <StartChatButton
          subject={{ invitationId: invitation.invitation_id }}
          label={`${invitation.food_truck_name}, ${dish}`}
        />
      </div>
      {/* Also once its truck cancelled and the slot re-opened: the booking's card keeps its history. */}
      {invitation.booking_details && (
        <LinkedBooking
          link={invitation.booking_details}
          subject={`${invitation.food_truck_name}, ${dish}`}
          {...bookingProps}
        />
      )}
      {canReopenSlot(invitation, event) && (
        <ReopenSlot
          eventId={event.event_id}
          invitationId={invitation.invitation_id}
          truckName={invitation.food_truck_name}
          dish={dish}
          onReopened={onReopened}
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
export function OrganizerEventCard({
  event,
  onReopened,
  ...bookingProps
}: BookingProps & ReopenProps & { event: OrganizerEvent }) {
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

      <EventDetails event={event} />

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
                <InvitationRow
                  key={invitation.invitation_id}
                  event={event}
                  invitation={invitation}
                  onReopened={onReopened}
                  {...bookingProps}
                />
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
