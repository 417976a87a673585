import { formatPln } from "./money";
import { formatPolishNumber } from "./polish-number";
import type { PriceGuide } from "./price-guide";

/**
 * The two businesses behind SPEC.md's one `event_cost` field (DESIGN.md §9). The API and statuses stay as
 * the spec says; what people read comes from the kind:
 * - `hired`: the organizer hires the truck for the event (catering); event cost 0; the owner may ask the
 *   organizer for a deposit, the organizer pays it.
 * - `pitch`: the truck sells to the guests and pays the organizer for its pitch (event cost = pitch fee);
 *   the organizer may ask the truck for a guarantee fee, the owner pays it.
 */
export const BOOKING_KINDS = ["hired", "pitch"] as const;
export type BookingKind = (typeof BOOKING_KINDS)[number];

/** The kind follows the spec's own rule (who may ask whom): a cost above 0 is a pitch fee. */
export function bookingKindOf(eventCost: number | null): BookingKind {
  return eventCost !== null && eventCost > 0 ? "pitch" : "hired";
}

/** Every sentence a screen or e-mail needs to name the kind, its money and its parties. */
export const KIND_WORDS = {
  hired: {
    /** The radio card's title and the label next to a booking. */
    title: "Wynajem food trucka (catering)",
    short: "Wynajem (catering)",
    /** The radio card's one sentence: who may ask whom for what, and when the money reaches whom. */
    explains:
      "Płacisz właścicielowi food trucka za obsługę Twoich gości. Po akceptacji może poprosić Cię o zaliczkę; trafi ona do niego 72 godziny po zakończeniu wydarzenia.",
    /** How the event's cost reads on a card ("Koszt wydarzenia 0 zł" is never shown). */
    costLabel: "Rozliczenie",
    costText: () => "Organizator płaci właścicielowi food trucka",
    payment: "zaliczka",
    paymentTitle: "Zaliczka",
    /** "Prośba o zaliczkę", "wpłata zaliczki". */
    paymentGenitive: "zaliczki",
    paymentAccusative: "zaliczkę",
    payer: "organizator",
    payee: "właściciel food trucka",
    payeeDative: "właścicielowi food trucka",
    payeeGenitive: "właściciela food trucka",
    payerDative: "organizatorowi",
  },
  pitch: {
    title: "Stoisko na wydarzeniu",
    short: "Stoisko (food truck płaci za miejsce)",
    explains:
      "Food truck sprzedaje swoje dania gościom i płaci Ci za miejsce na wydarzeniu. Po akceptacji możesz poprosić właściciela o opłatę gwarancyjną; trafi ona do Ciebie 72 godziny po zakończeniu wydarzenia.",
    costLabel: "Opłata za stoisko",
    costText: (cost: number) => `${formatPln(cost)} – płaci właściciel food trucka organizatorowi`,
    payment: "opłata gwarancyjna",
    paymentTitle: "Opłata gwarancyjna",
    paymentGenitive: "opłaty gwarancyjnej",
    paymentAccusative: "opłatę gwarancyjną",
    payer: "właściciel food trucka",
    payee: "organizator",
    payeeDative: "organizatorowi",
    payeeGenitive: "organizatora",
    payerDative: "właścicielowi food trucka",
  },
} as const;

/** What the hours of money on hold mean, said once for every screen and e-mail. */
export const MONEY_RULES = {
  held: "Pieniądze czekają u operatora płatności i trafiają do odbiorcy 72 godziny po zakończeniu wydarzenia.",
  paused: "Zgłoszony problem wstrzymuje przekazanie pieniędzy do decyzji administratora.",
  refunds: "O zwrocie decyduje administrator po rozpatrzeniu zgłoszenia.",
} as const;

/** What an estimate needs to know: the truck's prices and the number of guests. */
export interface EstimateInput {
  guide: PriceGuide;
  guests: number;
}

/** An estimate in whole złoty, lowest and highest (equal when the truck gives one price). */
export interface Estimate {
  from: number;
  to: number;
}

/** Estimates are said "ok.", so they are rounded to tens of złoty. */
const roundToTens = (zloty: number) => Math.round(zloty / 10) * 10;

/**
 * A hired truck's likely price: guests × price per portion (from–to), never below the minimum order; null
 * when the truck gives no portion price or no guests are known.
 */
export function estimateCost({ guide, guests }: EstimateInput): Estimate | null {
  if (!Number.isFinite(guests) || guests <= 0) return null;
  const low = guide.price_from ?? guide.price_to;
  const high = guide.price_to ?? guide.price_from;
  if (low === null || high === null) return null;
  const floor = guide.minimum_order ?? 0;
  const from = roundToTens(Math.max(low * guests, floor));
  const to = roundToTens(Math.max(high * guests, floor));
  return { from: Math.min(from, to), to: Math.max(from, to) };
}

/**
 * What one truck serves in the serving hours when that is fewer portions than the guests need (the
 * planner's verdict on the booking form): the estimate then says it prices every guest's portion.
 */
export interface EstimateReach {
  guests: number;
  /** The portions this truck alone serves in the hours. */
  served: number;
  /** "przez 4 godziny" (hoursAssumption). */
  hours: string;
  /** Whether `served` is from the truck's own stated throughput (else the typical one). */
  stated: boolean;
}

/**
 * "Szacunkowy koszt: ok. 3 000–4 200 zł" (or one amount when both ends meet). With `reach`, what it counts
 * and what follows: "… za porcje dla wszystkich 800 gości. Ten food truck wyda przez 4 godziny ok. 480
 * porcji – na tylu gości trzeba więcej food trucków."
 */
export function estimateText(estimate: Estimate, reach?: EstimateReach): string {
  const amount =
    estimate.from === estimate.to
      ? formatPln(estimate.from)
      : `${formatPln(estimate.from).replace(/\s*zł$/, "")}–${formatPln(estimate.to)}`;
  const line = `Szacunkowy koszt: ok. ${amount}`;
  if (!reach || reach.served >= reach.guests) return line;
  const guests = formatPolishNumber(reach.guests);
  const serves = reach.stated ? "Ten food truck wyda" : "Food truck wyda zwykle";
  return `${line} za porcje dla wszystkich ${guests} gości. ${serves} ${reach.hours} ok. ${formatPolishNumber(reach.served)} porcji – na tylu gości trzeba więcej food trucków.`;
}

/** How one line (a card's "Rozliczenie", an admin table's cell) names a booking or event by its cost. */
export function settlementText(eventCost: number | null, length: "short" | "long" = "long"): string {
  const kind = bookingKindOf(eventCost);
  if (kind === "hired") {
    return length === "short" ? "Wynajem" : "Wynajem (catering): organizator płaci food truckowi";
  }
  const fee = formatPln(eventCost ?? 0);
  return length === "short" ? `Stoisko, ${fee}` : `Stoisko: food truck płaci organizatorowi ${fee}`;
}

/** What every estimate says under its amount: how it was reckoned and that it binds no one. */
export const ESTIMATE_EXPLAINS =
  "Szacunek: liczba gości × cena porcji z cennika food trucka, nie mniej niż minimalne zamówienie. Ostateczną kwotę ustalacie z właścicielem.";

export type BookingSide = "organizer" | "owner";

/** Who pays the deposit or guarantee fee in each kind (payeeSide in booking-machine.ts, by kind). */
export const PAYER_OF: Record<BookingKind, BookingSide> = { hired: "organizer", pitch: "owner" };

export const otherSide = (side: BookingSide): BookingSide => (side === "organizer" ? "owner" : "organizer");

/** The parties as sentences name them: "organizator"; "od organizatora" (the genitive, also the accusative). */
export const PARTY_WORDS = {
  organizer: { nominative: "organizator", genitive: "organizatora" },
  owner: { nominative: "właściciel food trucka", genitive: "właściciela food trucka" },
} as const;
