import type { Mail } from "../adapters/mail";
import {
  type BookingKind,
  bookingKindOf,
  type Estimate,
  estimateText,
  KIND_WORDS,
  MONEY_RULES,
} from "../domain/booking-kind";
import { formatGrosze } from "../domain/money";
import { dashboardEmail, type EmailLink, type Recipient } from "./layout";

export interface BookingMailContext {
  appUrl: string;
  truckName: string;
  /** "12.06.2027" or "12.06.2027 – 14.06.2027" */
  dates: string;
  /** The booking's (or its event's) cost: 0 hires the truck, above 0 is the pitch fee the truck pays (DESIGN.md §9). */
  eventCostGrosze: number;
  /** Beyond SPEC.md (issue 17): trucks free for the days an owner cancelled, offered in the e-mail. */
  replacements?: readonly string[];
}

/** What the owner reads of a new request beyond its dates: the guests and, for a hired truck with prices, the estimate. */
export interface NewRequestFacts {
  guests: number;
  estimate: Estimate | null;
}

/** What a request for money says: how much, a deposit's total cost, and the booking its payment page is for. */
export interface MoneyAskedFacts {
  requestId: number;
  amountGrosze: number;
  /** The service's whole price the owner gave with a deposit; null for a guarantee fee. */
  totalCostGrosze: number | null;
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

interface ExtraFacts {
  new_request: NewRequestFacts;
  deposit_requested: MoneyAskedFacts;
  fee_requested: MoneyAskedFacts;
}

/** The context an e-mail of `kind` needs: every one the booking's, some their own facts too. */
export type BookingMailFacts<K extends BookingMailKind> = K extends keyof ExtraFacts
  ? BookingMailContext & ExtraFacts[K]
  : BookingMailContext;

interface MailContent {
  subject: string;
  paragraphs: string[];
  link?: EmailLink;
}

export const kindOf = (c: Pick<BookingMailContext, "eventCostGrosze">): BookingKind =>
  bookingKindOf(c.eventCostGrosze);

/**
 * The booking's kind as every e-mail about it names it, with who pays whom: "Rodzaj rezerwacji: wynajem
 * food trucka (catering) – organizator płaci właścicielowi food trucka."
 */
export function kindLine(c: Pick<BookingMailContext, "eventCostGrosze">): string {
  const kind = kindOf(c);
  const words = KIND_WORDS[kind];
  const pitchFee = kind === "pitch" ? ` ${formatGrosze(c.eventCostGrosze)} za stoisko` : "";
  return `Rodzaj rezerwacji: ${words.title.toLocaleLowerCase("pl")} – ${words.payer} płaci ${words.payeeDative}${pitchFee}.`;
}

/** What a new request is, as its owner reads it: the kind in their words, the guests, a hired truck's estimate. */
function requestKindLines(c: BookingMailFacts<"new_request">): string[] {
  const guests = `Liczba gości: ${c.guests}.`;
  if (kindOf(c) === "pitch") {
    return [
      `Stoisko: opłata za stoisko ${formatGrosze(c.eventCostGrosze)}, którą płacisz organizatorowi. ${guests}`,
    ];
  }
  const estimate = c.estimate
    ? ` ${estimateText(c.estimate)} – to szacunek z Twoich cen i liczby gości; ostateczną cenę ustalasz z organizatorem.`
    : "";
  return [`${KIND_WORDS.hired.short}: organizator płaci Ci za obsługę gości. ${guests}${estimate}`];
}

/** The button of a request for money: straight to the booking's payment page. */
const payLink = (c: MoneyAskedFacts, what: string): EmailLink => ({
  label: `Zapłać ${what}`,
  path: `/payment/${c.requestId}`,
});

const CONTENT: { [K in BookingMailKind]: (c: BookingMailFacts<K>) => MailContent } = {
  new_request: (c) => ({
    subject: `Nowa prośba o rezerwację: ${c.truckName}`,
    paragraphs: [
      `Organizator wysłał prośbę o rezerwację food trucka „${c.truckName}” na termin ${c.dates}.`,
      ...requestKindLines(c),
      "Zaakceptuj lub odrzuć ją w panelu. Prośba bez odpowiedzi wygaśnie po 7 dniach.",
    ],
  }),
  accepted: (c) => ({
    subject: `Rezerwacja potwierdzona: ${c.truckName}`,
    paragraphs: [
      `Właściciel food trucka „${c.truckName}” potwierdził rezerwację na termin ${c.dates}.`,
      kindLine(c),
      "Dane kontaktowe właściciela znajdziesz w panelu. Od teraz rezerwacja jest wiążącą umową.",
    ],
  }),
  rejected: (c) => ({
    subject: `Rezerwacja odrzucona: ${c.truckName}`,
    paragraphs: [
      `Właściciel food trucka „${c.truckName}” odrzucił prośbę o rezerwację na termin ${c.dates}.`,
      kindLine(c),
      "Poszukaj innego food trucka w wyszukiwarce.",
    ],
  }),
  cancelled: (c) => ({
    subject: `Rezerwacja anulowana: ${c.truckName}`,
    paragraphs: [
      `Rezerwacja food trucka „${c.truckName}” na termin ${c.dates} została anulowana przez drugą stronę.`,
      kindLine(c),
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
      `Właściciel food trucka „${c.truckName}” prosi o zaliczkę ${formatGrosze(c.amountGrosze)} za rezerwację na termin ${c.dates}.`,
      kindLine(c),
      ...(c.totalCostGrosze === null
        ? []
        : [
            `Całkowity koszt usługi podany przez właściciela: ${formatGrosze(c.totalCostGrosze)}. Zaliczka jest jego częścią; pozostałą kwotę rozliczacie między sobą.`,
          ]),
      `Zaliczkę płacisz Ty jako organizator, a otrzymuje ją właściciel food trucka „${c.truckName}”. ${MONEY_RULES.held}`,
    ],
    link: payLink(c, KIND_WORDS.hired.paymentAccusative),
  }),
  fee_requested: (c) => ({
    subject: `Prośba o opłatę gwarancyjną: ${c.truckName}`,
    paragraphs: [
      `Organizator prosi o opłatę gwarancyjną ${formatGrosze(c.amountGrosze)} za rezerwację food trucka „${c.truckName}” na termin ${c.dates}.`,
      kindLine(c),
      `Opłatę gwarancyjną płacisz Ty jako właściciel food trucka, a otrzymuje ją organizator. ${MONEY_RULES.held}`,
    ],
    link: payLink(c, KIND_WORDS.pitch.paymentAccusative),
  }),
  problem_reported: (c) => ({
    subject: `Zgłoszono problem z rezerwacją: ${c.truckName}`,
    paragraphs: [
      `Druga strona zgłosiła problem z rezerwacją food trucka „${c.truckName}” na termin ${c.dates}.`,
      kindLine(c),
      "Automatyczne rozliczenie zostało wstrzymane. Administrator skontaktuje się z obiema stronami.",
    ],
  }),
  expired: (c) => ({
    subject: `Prośba o rezerwację wygasła: ${c.truckName}`,
    paragraphs: [
      `Właściciel food trucka „${c.truckName}” nie odpowiedział na prośbę o rezerwację na termin ${c.dates}, więc prośba wygasła.`,
      kindLine(c),
      "Poszukaj innego food trucka w wyszukiwarce.",
    ],
  }),
  invitation_received: (c) => ({
    subject: `Zaproszenie na wydarzenie: ${c.truckName}`,
    paragraphs: [
      `Twój food truck „${c.truckName}” został zaproszony na wydarzenie w terminie ${c.dates}.`,
      kindLine(c),
      "Przyjmij lub odrzuć zaproszenie w panelu. Miejsce otrzyma food truck, który przyjmie je pierwszy.",
    ],
  }),
  invitation_declined: (c) => ({
    subject: `Zaproszenie odrzucone: ${c.truckName}`,
    paragraphs: [
      `Właściciel food trucka „${c.truckName}” odrzucił zaproszenie na Twoje wydarzenie w terminie ${c.dates}.`,
      kindLine(c),
      "Inne zaproszone food trucki nadal mogą je przyjąć; stan zaproszeń widzisz w panelu.",
    ],
  }),
  slot_filled: (c) => ({
    subject: `Zaproszenie nieaktualne: ${c.truckName}`,
    paragraphs: [
      `Miejsce na wydarzeniu w terminie ${c.dates}, na które zaproszono food truck „${c.truckName}”, zostało już zajęte przez inny food truck.`,
      kindLine(c),
    ],
  }),
  slot_reopened: (c) => ({
    subject: `Zaproszenie znów aktualne: ${c.truckName}`,
    paragraphs: [
      `Food truck, który zajął miejsce na wydarzeniu w terminie ${c.dates}, zrezygnował. Zaproszenie dla food trucka „${c.truckName}” znów jest aktualne.`,
      kindLine(c),
      "Przyjmij lub odrzuć zaproszenie w panelu. Miejsce otrzyma food truck, który przyjmie je pierwszy.",
    ],
  }),
};

/** The e-mail telling `to` about a change of a booking or invitation (SPEC: every state change notifies). */
export function bookingEmail<K extends BookingMailKind>(
  kind: K,
  to: Recipient,
  context: BookingMailFacts<K>,
): Mail {
  return dashboardEmail(to, context.appUrl, CONTENT[kind](context));
}
export type { BookingMailKind };
