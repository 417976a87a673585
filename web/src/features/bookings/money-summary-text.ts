import {
  type BookingKind,
  type Estimate,
  estimateText,
  KIND_WORDS,
  MONEY_RULES,
  otherSide,
  PARTY_WORDS,
  PAYER_OF,
} from "@shared/domain/booking-kind";
import type { BookingStatus, PaymentStatus } from "@shared/domain/booking-machine";
import { formatPln } from "@shared/domain/money";
import { formatDateTime, formatDay } from "../../lib/format";

/**
 * What a money summary reads of a booking (both parties' cards and the admin page share it): the booking
 * DTO's own fields, named here so that the rules need nothing of the web's API client.
 */
export interface MoneyBooking {
  booking_kind: BookingKind;
  status: BookingStatus;
  payment_status: PaymentStatus | null;
  event_cost: number | null;
  commitment_fee: number | null;
  total_cost: number | null;
  problem_reported: boolean;
  /** The event is over (a confirmed booking after its last day): nothing about it lies ahead any more. */
  is_completed: boolean;
  my_role: "organizer" | "owner" | "admin";
  money: {
    paid_at: number | null;
    refunded: number | null;
    paid_out_at: number | null;
    payout_due_at: number;
    cancel_until: number | null;
    estimate: Estimate | null;
  };
}

export interface MoneyLine {
  term: string;
  value: string;
}

/** The summary in four parts: what was agreed, what is paid or due, when the money moves, cancelling. */
export interface MoneySummaryContent {
  kind: string;
  agreed: MoneyLine[];
  due: string | null;
  moves: string[];
  cancel: string | null;
}

const CLOSED_WITHOUT_MONEY: readonly BookingStatus[] = [
  "cancelled_by_organizer",
  "cancelled_by_owner",
  "rejected_by_owner",
  "expired",
];

function agreedLines(booking: MoneyBooking): MoneyLine[] {
  const words = KIND_WORDS[booking.booking_kind];
  if (booking.booking_kind === "pitch") {
    const lines: MoneyLine[] = [{ term: words.costLabel, value: words.costText(booking.event_cost ?? 0) }];
    if (booking.commitment_fee !== null) {
      lines.push({ term: words.paymentTitle, value: formatPln(booking.commitment_fee) });
    }
    return lines;
  }
  if (booking.total_cost !== null && booking.commitment_fee !== null) {
    const rest = Math.max(0, booking.total_cost - booking.commitment_fee);
    return [
      { term: "Całkowity koszt usługi", value: formatPln(booking.total_cost) },
      { term: words.paymentTitle, value: formatPln(booking.commitment_fee) },
      { term: "Reszta, rozliczana bezpośrednio z właścicielem", value: formatPln(rest) },
    ];
  }
  const estimate = booking.money.estimate;
  if (estimate) {
    return [
      {
        term: "Szacunkowy koszt",
        value: `${estimateText(estimate).replace("Szacunkowy koszt: ", "")} (goście × cena porcji z cennika)`,
      },
    ];
  }
  return [{ term: "Koszt usługi", value: "ustalany z właścicielem food trucka" }];
}

function dueText(booking: MoneyBooking): string | null {
  const words = KIND_WORDS[booking.booking_kind];
  const payer = PAYER_OF[booking.booking_kind];
  const payee = otherSide(payer);
  const viewer = booking.my_role;
  const fee = booking.commitment_fee;
  if (booking.payment_status !== null && fee !== null) {
    const amount = `${words.paymentTitle} ${formatPln(fee)}`;
    if (booking.payment_status === "paid") {
      const when = booking.money.paid_at === null ? "" : ` ${formatDay(booking.money.paid_at)}`;
      const by = viewer === payer ? "przez Ciebie" : `przez ${PARTY_WORDS[payer].genitive}`;
      return `${amount} – wpłacona${when} ${by}.`;
    }
    if (booking.status !== "awaiting_deposit") return `${amount} – nie została wpłacona.`;
    if (viewer === payer) {
      return `Do zapłaty: ${formatPln(fee)} – ${words.payment} dla ${PARTY_WORDS[payee].genitive}. Zapłacisz w serwisie kartą lub BLIK-iem.`;
    }
    const to = viewer === payee ? "" : ` dla ${PARTY_WORDS[payee].genitive}`;
    return `Czeka na wpłatę: ${formatPln(fee)} – ${words.payment} od ${PARTY_WORDS[payer].genitive}${to}.`;
  }
  if (CLOSED_WITHOUT_MONEY.includes(booking.status) || booking.is_completed)
    return "Nic nie zostało wpłacone przez serwis.";
  if (booking.status !== "pending_owner_approval" && booking.status !== "confirmed") return null;
  const after = booking.status === "pending_owner_approval" ? "Po akceptacji " : "";
  const asks =
    viewer === payee
      ? `możesz poprosić ${PARTY_WORDS[payer].genitive}`
      : `${PARTY_WORDS[payee].nominative} może poprosić ${viewer === payer ? "Cię" : PARTY_WORDS[payer].genitive}`;
  return capitalise(`${after}${asks} o ${words.paymentAccusative}; nie jest obowiązkowa.`);
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function movesText(booking: MoneyBooking): string[] {
  const words = KIND_WORDS[booking.booking_kind];
  const payer = PAYER_OF[booking.booking_kind];
  const payee = otherSide(payer);
  const viewer = booking.my_role;
  const { money } = booking;
  const toPayee = viewer === payee ? "do Ciebie" : `do ${words.payeeGenitive}`;
  if (booking.status === "awaiting_deposit" && booking.payment_status !== "paid") {
    return [
      `Po wpłacie pieniądze czekają u operatora płatności i trafią ${toPayee} ${formatDay(money.payout_due_at)} (72 godziny po wydarzeniu), jeśli nikt nie zgłosi problemu.`,
    ];
  }
  if (booking.payment_status !== "paid") return [];
  if (booking.status === "resolved_refunded") {
    const paid = booking.commitment_fee ?? 0;
    const refunded = money.refunded ?? paid;
    const rest = Math.max(0, Math.round((paid - refunded) * 100) / 100);
    const back = viewer === payer ? "do Ciebie" : `do ${PARTY_WORDS[payer].genitive}`;
    const kept = rest > 0 ? `, a ${formatPln(rest)} trafia ${toPayee}` : "";
    return [`Decyzją administratora ${formatPln(refunded)} wraca ${back}${kept}.`];
  }
  if (money.paid_out_at !== null) {
    return [`Pieniądze trafiły ${toPayee} ${formatDay(money.paid_out_at)}.`];
  }
  if (booking.status === "resolved_released") {
    return [`Administrator zdecydował o przekazaniu pieniędzy ${toPayee}; przelew jest w drodze.`];
  }
  if (booking.problem_reported || booking.status === "disputed") {
    return [MONEY_RULES.paused, MONEY_RULES.refunds];
  }
  return [
    `Pieniądze czekają u operatora płatności i trafią ${toPayee} ${formatDateTime(money.payout_due_at)} (72 godziny po wydarzeniu), jeśli nikt nie zgłosi problemu.`,
  ];
}

function cancelText(booking: MoneyBooking, now: number): string | null {
  if (booking.is_completed) return null;
  const until = booking.money.cancel_until;
  if (until !== null) {
    return now < until
      ? `Anulowanie możliwe do ${formatDay(until - 1)}.`
      : "Anulowanie nie jest już możliwe: najpóźniej 14 dni przed wydarzeniem.";
  }
  if (
    booking.payment_status === "paid" &&
    (booking.status === "confirmed_deposit_paid" || booking.status === "disputed")
  ) {
    return "Po wpłacie anulowanie nie jest możliwe; w razie kłopotów zgłoś problem.";
  }
  return null;
}

/** Everything a person must read to understand the booking's money, from where they stand. */
export function moneySummary(booking: MoneyBooking, now: number): MoneySummaryContent {
  return {
    kind: KIND_WORDS[booking.booking_kind].title,
    agreed: agreedLines(booking),
    due: dueText(booking),
    moves: movesText(booking),
    cancel: cancelText(booking, now),
  };
}
