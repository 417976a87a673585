import { KIND_WORDS } from "@shared/domain/booking-kind";
import { formatPln } from "@shared/domain/money";
import { formatDateTime, formatDay } from "../../lib/format";
import type { InboxItem } from "./inbox-items";

/** What the item is, in a few words ("Prośba o rezerwację", "Wpłata zaliczki"); the button says what to do. */
export function inboxItemTitle(item: InboxItem): string {
  switch (item.kind) {
    case "request":
      return "Prośba o rezerwację";
    case "invitation":
      return "Zaproszenie na wydarzenie";
    case "reschedule":
      return "Propozycja nowego terminu";
    case "payment":
      return `Wpłata ${KIND_WORDS[item.booking.booking_kind].paymentGenitive}`;
    case "review":
      return "Opinia do wystawienia";
  }
}

/**
 * Until when it waits: "do 03.12.2026" (a proposal's 72 hours end at an hour, so with the time),
 * "bez terminu" for a review.
 */
export function inboxDeadlineText(item: { kind: InboxItem["kind"]; deadline: number | null }): string {
  if (item.deadline === null) return "bez terminu";
  if (item.kind === "reschedule") return `do ${formatDateTime(item.deadline)}`;
  return `do ${formatDay(item.deadline)}`;
}

/** For a payment: how much, and to whom ("500,00 zł właścicielowi food trucka"). */
export function paymentText(item: Extract<InboxItem, { kind: "payment" }>): string | null {
  const fee = item.booking.commitment_fee;
  if (fee === null) return null;
  return `${formatPln(fee)} ${KIND_WORDS[item.booking.booking_kind].payeeDative}`;
}
