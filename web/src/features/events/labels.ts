import { warsawDayOf } from "@shared/domain/calendar";
import {
  type ClosedReason,
  INVITATION_TRANSITIONS,
  type InvitationStatus,
  isInState,
  mayFire,
  reopenRefusal,
  SLOT_FREED_BY,
} from "@shared/domain/invitation-machine";
import { DIETARY, DISHES, DRINKS } from "@shared/domain/offer-catalogue";
import { BOOKING_STATUS_LABELS } from "../../lib/texts";
import type { Booking } from "../bookings/bookings-query";
import { type StatusTone, statusLabel, statusTone } from "../bookings/format";

/** Polish labels of the offer codes, from the single catalogue; an unknown code is shown as it is. */
const DISH_LABELS: ReadonlyMap<string, string> = new Map(Object.entries(DISHES));
const DRINK_LABELS: ReadonlyMap<string, string> = new Map(Object.entries(DRINKS));
const DIETARY_LABELS: ReadonlyMap<string, string> = new Map(Object.entries(DIETARY));
const BOOKING_LABELS: ReadonlyMap<string, string> = new Map(Object.entries(BOOKING_STATUS_LABELS));

export function dishLabel(code: string): string {
  return DISH_LABELS.get(code) ?? code;
}

export interface OfferCodes {
  dishes: readonly string[];
  drinks: readonly string[];
  dietary: readonly string[];
}

/** The required offer as three lists of Polish labels (empty groups left out). */
export function offerGroups(offer: OfferCodes): { title: string; labels: string[] }[] {
  return [
    { title: "Dania", labels: offer.dishes.map(dishLabel) },
    { title: "Napoje", labels: offer.drinks.map((code) => DRINK_LABELS.get(code) ?? code) },
    { title: "Opcje dietetyczne", labels: offer.dietary.map((code) => DIETARY_LABELS.get(code) ?? code) },
  ].filter((group) => group.labels.length > 0);
}

interface InvitationState {
  status: InvitationStatus;
  closed_reason: ClosedReason | null;
  booking_details: { status: string } | null;
}

/** The machine's state (domain/invitation-machine.ts) of an invitation as the API sends it. */
function machineState(invitation: InvitationState) {
  return { status: invitation.status, closedReason: invitation.closed_reason };
}

export function isSlotFilled(invitation: InvitationState): boolean {
  return isInState(machineState(invitation), INVITATION_TRANSITIONS.fill_slot.to);
}

/** The slot was re-opened after its truck cancelled: the invitation closed, other trucks were asked. */
export function isSlotReleased(invitation: InvitationState): boolean {
  return isInState(machineState(invitation), INVITATION_TRANSITIONS.release_slot.to);
}

/** Accepted, but the truck's owner then cancelled the booking: the dish has no truck now. */
export function truckCancelled(invitation: InvitationState): boolean {
  return (
    mayFire("release_slot", machineState(invitation)) && invitation.booking_details?.status === SLOT_FREED_BY
  );
}

/** Whether the organizer may re-open the slot now: the same rule the server applies (Warsaw days). */
export function canReopenSlot(invitation: InvitationState, event: { event_start_date: number }): boolean {
  const bookingStatus = invitation.booking_details?.status;
  return (
    reopenRefusal({
      invitation: machineState(invitation),
      // The rule asks only whether it is SLOT_FREED_BY; any other status reads as none.
      bookingStatus: bookingStatus === SLOT_FREED_BY ? bookingStatus : null,
      eventStartDay: warsawDayOf(event.event_start_date),
      today: warsawDayOf(Math.floor(Date.now() / 1000)),
    }) === null
  );
}

/** The invitation's status in Polish, and the colour of its badge. */
export function invitationStatus(
  invitation: InvitationState,
  view: "organizer" | "owner",
): { label: string; tone: StatusTone } {
  if (isSlotFilled(invitation)) {
    return {
      label:
        view === "owner"
          ? "Zaproszenie nieaktualne – miejsce zajęte przez inny food truck"
          : "Miejsce zajęte przez inny food truck",
      tone: "closed",
    };
  }
  if (isSlotReleased(invitation)) {
    return {
      label:
        view === "owner"
          ? "Rezerwacja odwołana – organizator zaprosił na to miejsce inne food trucki"
          : "Food truck zrezygnował – miejsce otwarte ponownie",
      tone: "closed",
    };
  }
  if (view === "organizer" && truckCancelled(invitation)) {
    return { label: "Food truck zrezygnował", tone: "closed" };
  }
  switch (invitation.status) {
    case "pending":
      return { label: "Oczekuje na odpowiedź", tone: "pending" };
    case "accepted":
      return { label: "Przyjęte", tone: "ok" };
    default:
      return { label: "Odrzucone", tone: "closed" };
  }
}

/** The booking an accepted invitation created, as the events API links it. */
export interface BookingLink {
  request_id: number;
  status: string;
  payment_status: string | null;
}

/**
 * The booking's status in Polish: from the full booking when the bookings list has it (it knows whether
 * the event is over), else from the link the events API sends.
 */
export function bookingStatus(
  link: BookingLink,
  booking: Booking | undefined,
): { label: string; tone: StatusTone } {
  if (booking) return { label: statusLabel(booking), tone: statusTone(booking) };
  const key = link.status === "confirmed" && link.payment_status === null ? "confirmed_no_fee" : link.status;
  const tone: StatusTone =
    link.status === "confirmed" || link.status === "confirmed_deposit_paid"
      ? "ok"
      : link.status === "awaiting_deposit"
        ? "payment"
        : link.status === "disputed"
          ? "problem"
          : link.status === "pending_owner_approval"
            ? "pending"
            : "closed";
  return { label: BOOKING_LABELS.get(key) ?? link.status, tone };
}
