import {
  type BookingKind,
  type BookingSide,
  KIND_WORDS,
  MONEY_RULES,
  otherSide,
  PAYER_OF,
} from "@shared/domain/booking-kind";
import { formatPln } from "@shared/domain/money";

/** What these texts read of a booking (its DTO's fields; no import of the API client, so tests stay plain). */
export interface MoneyFacts {
  booking_kind: BookingKind;
  food_truck_name: string;
  organizer_name: string;
  payment_status: string | null;
  commitment_fee: number | null;
  my_role: "organizer" | "owner" | "admin";
}

/** What happens to paid money, in one short paragraph (the payment page and the receipt). */
export const MONEY_NEXT = `${MONEY_RULES.held} ${MONEY_RULES.paused} ${MONEY_RULES.refunds}`;

/** What the payer pays, as a heading: "Zaliczka" (hired truck) or "Opłata gwarancyjna" (pitch). */
export function paymentTitle(booking: Pick<MoneyFacts, "booking_kind">): string {
  return KIND_WORDS[booking.booking_kind].paymentTitle;
}

type Side = BookingSide;

/** A party named as the app names parties: an organizer by name, an owner by their truck. */
function partyName(booking: MoneyFacts, side: Side): string {
  return side === "organizer"
    ? `Organizator: ${booking.organizer_name}`
    : `Właściciel food trucka „${booking.food_truck_name}”`;
}

/** One side of the money, said to the viewer: "Ty, jako organizator" when it is them. */
function sideText(booking: MoneyFacts, side: Side, role: "payer" | "payee"): string {
  return booking.my_role === side
    ? `Ty, jako ${KIND_WORDS[booking.booking_kind][role]}`
    : partyName(booking, side);
}

/** Who pays: the organizer a hired truck's deposit, the owner a pitch's guarantee fee. */
export function payerText(booking: MoneyFacts): string {
  return sideText(booking, PAYER_OF[booking.booking_kind], "payer");
}

/** Who gets the money: a hired truck's owner, a pitch's organizer. */
export function receiverText(booking: MoneyFacts): string {
  return sideText(booking, otherSide(PAYER_OF[booking.booking_kind]), "payee");
}

/**
 * One sentence of the problem report dialog: what reporting does to the booking's money, in its kind's
 * words ("Zgłoszenie wstrzyma przekazanie zaliczki (500 zł) właścicielowi food trucka do decyzji
 * administratora."), or that no money is held when none was paid.
 */
export function reportMoneyText(booking: MoneyFacts): string {
  const words = KIND_WORDS[booking.booking_kind];
  if (booking.payment_status !== "paid" || booking.commitment_fee === null) {
    return `W tej rezerwacji nie wpłacono ${words.paymentGenitive}, więc operator płatności nie przechowuje z niej żadnych pieniędzy.`;
  }
  return `Zgłoszenie wstrzyma przekazanie ${words.paymentGenitive} (${formatPln(booking.commitment_fee)}) ${words.payeeDative} do decyzji administratora.`;
}
