import type { Mail } from "../adapters/mail";
import { dashboardEmail, type Recipient } from "./layout";

export interface BookingMailContext {
  appUrl: string;
  truckName: string;
  /** "12.06.2027" or "12.06.2027 – 14.06.2027" */
  dates: string;
  /** Beyond SPEC.md (issue 17): trucks free for the days an owner cancelled, offered in the e-mail. */
  replacements?: readonly string[];
}

type BookingMailKind =
  | "new_request"
  | "accepted"
  | "rejected"
  | "cancelled"
  | "deposit_requested"
  | "fee_requested"
  | "problem_reported"
  | "expired"
  | "invitation_received"
  | "invitation_declined"
  | "slot_filled"
  | "slot_reopened";

const CONTENT: Record<BookingMailKind, (c: BookingMailContext) => { subject: string; paragraphs: string[] }> =
  {
    new_request: (c) => ({
      subject: `Nowa prośba o rezerwację: ${c.truckName}`,
      paragraphs: [
        `Organizator wysłał prośbę o rezerwację food trucka „${c.truckName}” na termin ${c.dates}.`,
        "Zaakceptuj lub odrzuć ją w panelu. Prośba bez odpowiedzi wygaśnie po 7 dniach.",
      ],
    }),
    accepted: (c) => ({
      subject: `Rezerwacja potwierdzona: ${c.truckName}`,
      paragraphs: [
        `Właściciel food trucka „${c.truckName}” potwierdził rezerwację na termin ${c.dates}.`,
        "Dane kontaktowe właściciela znajdziesz w panelu. Od teraz rezerwacja jest wiążącą umową.",
      ],
    }),
    rejected: (c) => ({
      subject: `Rezerwacja odrzucona: ${c.truckName}`,
      paragraphs: [
        `Właściciel food trucka „${c.truckName}” odrzucił prośbę o rezerwację na termin ${c.dates}.`,
        "Poszukaj innego food trucka w wyszukiwarce.",
      ],
    }),
    cancelled: (c) => ({
      subject: `Rezerwacja anulowana: ${c.truckName}`,
      paragraphs: [
        `Rezerwacja food trucka „${c.truckName}” na termin ${c.dates} została anulowana przez drugą stronę.`,
        ...(c.replacements && c.replacements.length > 0
          ? [
              `W tym terminie są wolne i dojeżdżają na miejsce podobne food trucki: ${c.replacements.map((name) => `„${name}”`).join(", ")}. W panelu (Rezerwacje → Archiwum) wyślesz im prośbę z tymi samymi danymi jednym kliknięciem.`,
            ]
          : []),
      ],
    }),
    deposit_requested: (c) => ({
      subject: `Prośba o zaliczkę: ${c.truckName}`,
      paragraphs: [
        `Właściciel food trucka „${c.truckName}” prosi o wpłatę zaliczki za rezerwację na termin ${c.dates}.`,
        "Kwotę i przycisk płatności znajdziesz w panelu.",
      ],
    }),
    fee_requested: (c) => ({
      subject: `Prośba o opłatę gwarancyjną: ${c.truckName}`,
      paragraphs: [
        `Organizator prosi o wpłatę opłaty gwarancyjnej za rezerwację food trucka „${c.truckName}” na termin ${c.dates}.`,
        "Kwotę i przycisk płatności znajdziesz w panelu.",
      ],
    }),
    problem_reported: (c) => ({
      subject: `Zgłoszono problem z rezerwacją: ${c.truckName}`,
      paragraphs: [
        `Druga strona zgłosiła problem z rezerwacją food trucka „${c.truckName}” na termin ${c.dates}.`,
        "Automatyczne rozliczenie zostało wstrzymane. Administrator skontaktuje się z obiema stronami.",
      ],
    }),
    expired: (c) => ({
      subject: `Prośba o rezerwację wygasła: ${c.truckName}`,
      paragraphs: [
        `Właściciel food trucka „${c.truckName}” nie odpowiedział na prośbę o rezerwację na termin ${c.dates}, więc prośba wygasła.`,
        "Poszukaj innego food trucka w wyszukiwarce.",
      ],
    }),
    invitation_received: (c) => ({
      subject: `Zaproszenie na wydarzenie: ${c.truckName}`,
      paragraphs: [
        `Twój food truck „${c.truckName}” został zaproszony na wydarzenie w terminie ${c.dates}.`,
        "Przyjmij lub odrzuć zaproszenie w panelu. Miejsce otrzyma food truck, który przyjmie je pierwszy.",
      ],
    }),
    invitation_declined: (c) => ({
      subject: `Zaproszenie odrzucone: ${c.truckName}`,
      paragraphs: [
        `Właściciel food trucka „${c.truckName}” odrzucił zaproszenie na Twoje wydarzenie w terminie ${c.dates}.`,
        "Inne zaproszone food trucki nadal mogą je przyjąć; stan zaproszeń widzisz w panelu.",
      ],
    }),
    slot_filled: (c) => ({
      subject: `Zaproszenie nieaktualne: ${c.truckName}`,
      paragraphs: [
        `Miejsce na wydarzeniu w terminie ${c.dates}, na które zaproszono food truck „${c.truckName}”, zostało już zajęte przez inny food truck.`,
      ],
    }),
    slot_reopened: (c) => ({
      subject: `Zaproszenie znów aktualne: ${c.truckName}`,
      paragraphs: [
        `Food truck, który zajął miejsce na wydarzeniu w terminie ${c.dates}, zrezygnował. Zaproszenie dla food trucka „${c.truckName}” znów jest aktualne.`,
        "Przyjmij lub odrzuć zaproszenie w panelu. Miejsce otrzyma food truck, który przyjmie je pierwszy.",
      ],
    }),
  };

/** The e-mail telling `to` about a change of a booking or invitation (SPEC: every state change notifies). */
export function bookingEmail(kind: BookingMailKind, to: Recipient, context: BookingMailContext): Mail {
  return dashboardEmail(to, context.appUrl, CONTENT[kind](context));
}
export type { BookingMailKind };
