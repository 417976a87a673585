// Beyond SPEC.md (issue 17): the e-mails of a proposal to move a booking to new dates.
import type { Mail } from "../adapters/mail";
import { kindLine } from "./booking-emails";
import { dashboardEmail, type Recipient } from "./layout";

export interface RescheduleMailContext {
  appUrl: string;
  truckName: string;
  /** The booking's cost, which names its kind (booking-kind.ts). */
  eventCostGrosze: number;
  /** "12.06.2027" or "12.06.2027 – 14.06.2027": the booking's dates when proposed, and the proposed ones. */
  oldDates: string;
  newDates: string;
  /** Who proposed, as the other party reads it. */
  proposedBy: "organizer" | "owner";
  reason: string;
  /** Whether a deposit or fee was paid: then the accepted move says the money stays with the booking. */
  paid: boolean;
}

export type RescheduleMailKind = "proposed" | "accepted" | "declined" | "withdrawn" | "expired";

const PROPOSER = { organizer: "Organizator", owner: "Właściciel food trucka" } as const;

const CONTENT: Record<
  RescheduleMailKind,
  (c: RescheduleMailContext) => { subject: string; paragraphs: string[] }
> = {
  proposed: (c) => ({
    subject: `Propozycja nowego terminu: ${c.truckName}`,
    paragraphs: [
      `${PROPOSER[c.proposedBy]} proponuje przeniesienie rezerwacji food trucka „${c.truckName}” z terminu ${c.oldDates} na ${c.newDates}.`,
      kindLine(c),
      `Powód: ${c.reason}`,
      "Zaakceptuj lub odrzuć propozycję w panelu w ciągu 72 godzin. Bez odpowiedzi wygaśnie, a rezerwacja zostanie w obecnym terminie.",
    ],
  }),
  accepted: (c) => ({
    subject: `Nowy termin potwierdzony: ${c.truckName}`,
    paragraphs: [
      `Rezerwacja food trucka „${c.truckName}” została przeniesiona z terminu ${c.oldDates} na ${c.newDates}: obie strony zgodziły się na zmianę.`,
      kindLine(c),
      ...(c.paid
        ? ["Wpłacona kwota pozostaje przypisana do rezerwacji, a rozliczenie nastąpi po nowym terminie."]
        : []),
    ],
  }),
  declined: (c) => ({
    subject: `Propozycja nowego terminu odrzucona: ${c.truckName}`,
    paragraphs: [
      `Druga strona odrzuciła przeniesienie rezerwacji food trucka „${c.truckName}” na termin ${c.newDates}.`,
      kindLine(c),
      `Rezerwacja pozostaje w terminie ${c.oldDates}. Możesz napisać do drugiej strony na czacie w panelu.`,
    ],
  }),
  withdrawn: (c) => ({
    subject: `Propozycja nowego terminu wycofana: ${c.truckName}`,
    paragraphs: [
      `${PROPOSER[c.proposedBy]} wycofał propozycję przeniesienia rezerwacji food trucka „${c.truckName}” na termin ${c.newDates}.`,
      kindLine(c),
      `Rezerwacja pozostaje w terminie ${c.oldDates}.`,
    ],
  }),
  expired: (c) => ({
    subject: `Propozycja nowego terminu wygasła: ${c.truckName}`,
    paragraphs: [
      `Druga strona nie odpowiedziała w ciągu 72 godzin na propozycję przeniesienia rezerwacji food trucka „${c.truckName}” na termin ${c.newDates}.`,
      kindLine(c),
      `Rezerwacja pozostaje w terminie ${c.oldDates}. Możesz zaproponować termin ponownie.`,
    ],
  }),
};

export function rescheduleEmail(
  kind: RescheduleMailKind,
  to: Recipient,
  context: RescheduleMailContext,
): Mail {
  return dashboardEmail(to, context.appUrl, CONTENT[kind](context));
}
