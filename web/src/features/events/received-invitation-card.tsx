import { useMutation } from "@tanstack/react-query";
import { useId } from "react";
import { Alert } from "../../components/feedback";
import { InlineConfirm, useConfirmStep } from "../../components/inline-confirm";
import { api, errorMessage, unwrap } from "../../lib/api";
import { formatDayRange } from "../../lib/format";
import { StartChatButton } from "../chat/start-chat-button";
import {
  type BookingProps,
  EventDetails,
  invitationElementId,
  LinkedBooking,
  StatusBadge,
} from "./event-card-parts";
import type { ReceivedInvitation } from "./events-query";
import { dishLabel, invitationStatus, isSlotFilled, isSlotReleased } from "./labels";

/** SPEC.md §8 fallback when answering an invitation fails without a server message. */
export const RESPOND_FAILED = "Nie udało się zapisać odpowiedzi.";

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
  const closed = isSlotFilled(invitation) || isSlotReleased(invitation);
  const acceptStep = useConfirmStep();

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
    onError: () => {
      acceptStep.back();
      onRefused();
    },
    onSettled: (_answer, error) => {
      if (!error) acceptStep.close();
    },
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

      <EventDetails event={event} />

      {event.event_description && (
        <div className="ev-description">
          <h4 className="ev-block__title">Opis wydarzenia</h4>
          <p>{event.event_description}</p>
        </div>
      )}

      {respond.isError && <Alert kind="error">{errorMessage(respond.error, RESPOND_FAILED)}</Alert>}

      {/* Also once the owner cancelled and the organizer re-opened the slot: the booking keeps its history. */}
      {invitation.booking_details && (
        <LinkedBooking link={invitation.booking_details} subject={subject} {...bookingProps} />
      )}

      <div className="bk-card__chat">
        <StartChatButton subject={{ invitationId: invitation.invitation_id }} label={subject} />
      </div>

      {invitation.status === "pending" && acceptStep.confirming && (
        <InlineConfirm
          question={`Przyjąć zaproszenie na ${formatDayRange(event.event_start_date, event.event_end_date)}? Rezerwacja od razu stanie się wiążąca.`}
          confirmText="Tak, przyjmuję"
          busyText="Przyjmowanie..."
          busy={respond.isPending}
          onConfirm={() => respond.mutate("accepted")}
          onCancel={acceptStep.back}
        />
      )}
      {invitation.status === "pending" && !acceptStep.confirming && (
        <div className="bk-card__actions">
          <button
            ref={acceptStep.askRef}
            type="button"
            className="btn"
            disabled={respond.isPending}
            aria-label={`Przyjmij zaproszenie: ${subject}`}
            onClick={acceptStep.ask}
          >
            Przyjmij
          </button>
          <button
            type="button"
            className="btn btn--danger-outline"
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
